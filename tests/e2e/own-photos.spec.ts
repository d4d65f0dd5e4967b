import { type Page, expect, test } from "@playwright/test";
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadContent } from "../../app/content/load.ts";
import { categoryPath, projectPath, servicePath } from "../../app/lib/paths.ts";
import { IMAGE_HOST, startImageHost } from "../../scripts/lib/image-host.ts";
import { importPhotos } from "../../scripts/photos/import.ts";
import { type ServerProcess, runNode as run, startServer } from "./server-process";
import { PAGE_KINDS, scrollThrough } from "./support";

/*
 * The firm moved onto its own photos (issue 20): `npm run photos:import` run against a local
 * stand-in for the image host over a copy of the content, then the normal build of that copy,
 * served as in production and read as a visitor would on a phone and on a desktop.
 */

const REPO = path.resolve(import.meta.dirname, "../..");
const WIDTHS = [360, 1280] as const;

let work: string;
let contentDir: string;
let buildDir: string;
let server: ServerProcess | undefined;
let pages: { kind: string; path: string }[];

function yamlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return yamlFiles(file);
    return entry.name.endsWith(".yaml") ? [file] : [];
  });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A ceiling, not a wait: a clean clone encodes every imported photo and its crops to each
  // box's shape (the stand-in's photos are byte for byte alike, one key: 99 files; 2 min 7 s for
  // `astro build` alone with an empty encoder cache on a 2-core machine; decision 017).
  test.setTimeout(600_000);
  // Inside the repository, where the build's server bundle finds its packages.
  work = path.join(REPO, "test-results", `own-photos-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  contentDir = path.join(work, "content");
  buildDir = path.join(work, "build");
  mkdirSync(work, { recursive: true });
  cpSync(path.join(REPO, "content"), contentDir, { recursive: true });

  const host = await startImageHost();
  try {
    // The photos' addresses lead to the stand-in's port on this machine.
    for (const file of yamlFiles(contentDir)) {
      const text = readFileSync(file, "utf8");
      const moved = text.replaceAll(
        `https://${IMAGE_HOST}/`,
        `https://${IMAGE_HOST}:${host.port}/`,
      );
      if (moved !== text) writeFileSync(file, moved);
    }
    const result = await importPhotos({ contentDir, lookup: () => "127.0.0.1", ca: host.cert });
    expect(result.failed).toEqual([]);
    expect(result.imported).toBeGreaterThan(0);
  } finally {
    // Nothing after the import may need the image host.
    await host.close();
  }

  const env = { BUILD_DIR: buildDir, CONTENT_DIR: contentDir, NODE_ENV: "production" };
  for (const step of [["node_modules/astro/bin/astro.mjs", "build"], ["scripts/postbuild.ts"]]) {
    const { code, output } = await run(step, env);
    expect(code, output).toBe(0);
  }
  server = await startServer({
    BUILD_DIR: buildDir,
    CONTENT_DIR: contentDir,
    DATA_DIR: path.join(work, "data"),
  });

  const content = loadContent(contentDir);
  pages = [
    { kind: "home", path: "/" },
    { kind: "services", path: "/services" },
    { kind: "category", path: categoryPath(content.categories[0]!.id) },
    { kind: "service", path: servicePath(content.services[0]!.id) },
    { kind: "projects", path: "/projects" },
    { kind: "project", path: projectPath(content.projects[0]!) },
    { kind: "about", path: "/about" },
    { kind: "contact", path: "/contact" },
    { kind: "faq", path: "/faq" },
  ];
});

test.afterAll(async () => {
  if (server) {
    server.child.kill("SIGTERM");
    await new Promise((resolve) => server!.child.once("exit", resolve));
  }
  rmSync(work, { recursive: true, force: true });
});

/** The page's layout shift so far, as the browser counts it for CLS. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as (PerformanceEntry & { value: number })[]) {
            total += entry.value;
          }
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: "layout-shift", buffered: true });
        const done = () => {
          add(observer.takeRecords());
          observer.disconnect();
          resolve(total);
        };
        // Two frames, so a shift still to be drawn counts; at most a second where the page draws
        // none (a page once stopped drawing here and hung the test for its 2 minutes).
        requestAnimationFrame(() => requestAnimationFrame(done));
        setTimeout(done, 1_000);
      }),
  );
}

for (const width of WIDTHS) {
  test(`at ${width} px every page kind shows the firm's photos from its own origin, asks no other host for anything, and nothing moves as they load`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const origin = server!.base;
    let photosSeen = 0;
    for (const { kind, path: pagePath } of pages) {
      const page = await context.newPage();
      const elsewhere: string[] = [];
      page.on("request", (request) => {
        const url = request.url();
        if (!url.startsWith("data:") && new URL(url).origin !== origin) elsewhere.push(url);
      });
      const response = await page.goto(`${origin}${pagePath}`, { waitUntil: "load" });
      expect(response?.status(), kind).toBe(200);
      expect(await layoutShift(page), `${kind}: layout shift as it loads`).toBe(0);
      await scrollThrough(page);
      // The photos on show (one in a closed panel or dialog is not asked for until it opens).
      const onShow = () =>
        page.locator("picture img").evaluateAll((images) =>
          (images as HTMLImageElement[])
            .filter((image) => image.checkVisibility())
            .map((image) => ({
              alt: image.alt,
              src: image.currentSrc,
              loaded: image.complete && image.naturalWidth > 0,
            })),
        );
      // Each lazy photo asked for as the page scrolled has arrived. (Not "networkidle": that
      // state was reached at the load, before the scroll, and a wait for it returns at once.)
      await expect
        .poll(
          async () => (await onShow()).filter((photo) => !photo.loaded).map((photo) => photo.alt),
          {
            message: `${kind}: photos still loading`,
          },
        )
        .toEqual([]);
      const photos = await onShow();
      expect(await layoutShift(page), `${kind}: layout shift with every photo loaded`).toBe(0);
      expect(elsewhere, `${kind}: requests to another origin`).toEqual([]);

      for (const photo of photos) {
        expect(photo.loaded, `${kind}: ${photo.alt}`).toBe(true);
        expect(photo.src, `${kind}: ${photo.alt}`).toMatch(
          new RegExp(`^${origin}/assets/photos/[\\w-]+\\.avif$`),
        );
        expect(photo.alt, kind).not.toBe("");
      }
      photosSeen += photos.length;
      // No page shows the designed fallback: every photo loaded.
      await expect(page.locator('[role="img"][aria-label]'), kind).toHaveCount(0);
      await page.close();
    }
    expect(photosSeen).toBeGreaterThan(pages.length);
    await context.close();
  });
}

test("a photo is served from the site's own origin under a content-hashed name, cached for good", async ({
  request,
}) => {
  const html = await (await request.get(`${server!.base}/projects`)).text();
  const urls = [...html.matchAll(/\/assets\/photos\/[\w-]+\.(?:avif|webp|jpg)/g)].map((m) => m[0]);
  expect(urls.length).toBeGreaterThan(0);
  for (const url of new Set(urls)) {
    const response = await request.get(`${server!.base}${url}`);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["cache-control"], url).toMatch(/max-age=31536000.*immutable/);
    const type = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" }[url.split(".")[1]!];
    expect(response.headers()["content-type"], url).toBe(type);
  }
});

test("the imported content names each photo's file beside its entry, keeps its description, and no page names the image host", async ({
  request,
}) => {
  const content = loadContent(contentDir);
  const project = content.projects[0]!;
  expect(project.image.src.startsWith("local-photo:")).toBe(true);
  expect(project.image.alt).toBe(
    loadContent().projects.find((p) => p.slug === project.slug)!.image.alt,
  );
  for (const pagePath of pages.map((page) => page.path)) {
    const html = await (await request.get(`${server!.base}${pagePath}`)).text();
    expect(html, pagePath).not.toContain("images.unsplash.com");
  }
});

test("the size budgets hold with <picture> markup and their colours on every page", async () => {
  // `npm run test:budgets`'s size-limit (.size-limit.mjs), on this build.
  const { code, output } = await run(["node_modules/size-limit/bin.js"], { BUILD_DIR: buildDir });
  expect(code, output).toBe(0);
  for (const kind of ["first load", "CSS", "HTML"]) expect(output).toContain(`/projects: ${kind}`);
  // The pages measured did carry the markup the budgets are to cover.
  const projects = readFileSync(path.join(buildDir, "client", "projects", "index.html"), "utf8");
  expect(projects).toContain('<source type="image/avif"');
  expect(projects).toMatch(/background-color:#[0-9a-f]{6}/);
});

test("on the seed's pages, the image host is connected to early exactly where its photos are shown", async ({
  request,
}) => {
  const shown: string[] = [];
  for (const { path: pagePath } of PAGE_KINDS) {
    const html = await (await request.get(pagePath)).text();
    const photos = /<img[^>]+src="https:\/\/images\.unsplash\.com\//.test(html);
    const preconnects = html.match(
      /<link rel="preconnect" href="https:\/\/images\.unsplash\.com"/g,
    );
    // Each React root on the page states the hint (the page and an island with photos): the
    // browser opens one connection for them all.
    if (photos) expect(preconnects?.length ?? 0, pagePath).toBeGreaterThan(0);
    else expect(preconnects, pagePath).toBeNull();
    if (photos) shown.push(pagePath);
  }
  // Both kinds were seen: pages with the host's photos and pages without.
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.length).toBeLessThan(PAGE_KINDS.length);
});
