import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { AstroIntegrationLogger } from "astro";
import yaml from "js-yaml";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { IMAGE_WIDTHS, PHOTO_BOXES, boxShape, cropFor, photoSrcSet } from "../lib/images.ts";
import { contentFiles, serveContentFiles } from "./files-integration.ts";
import { defaultContentDir, loadContent } from "./load.ts";
import { photoWidths, planPhoto } from "./photos.ts";
import type { Image, Project } from "./schemas.ts";

/*
 * The photo pipeline (DECISIONS.md section 7, decision 017) over a content folder whose first
 * project has photos in the repository and whose client has a logo: what the pages read from
 * data.ts, the files the build writes with the content-files integration (real sharp), the
 * project page's markup pointing at them, and the dev server making them when asked for.
 */

const REPO = resolve(import.meta.dirname, "../..");

/** A generated photo: shapes and grain, as a camera's JPEG would have. */
async function writePhoto(path: string, width: number, height: number): Promise<void> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 11) * 31) % 251;
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(2)
    .jpeg({ quality: 85 })
    .toFile(path);
}

/** Widths and files of a `srcset`: "url 320w, url 480w". */
function candidates(srcset: string): { url: string; width: number }[] {
  return srcset.split(", ").map((candidate) => {
    const [url, descriptor] = candidate.split(" ");
    return { url: url!, width: Number.parseInt(descriptor!, 10) };
  });
}

/** Runs `body` with the content folder set, as `CONTENT_DIR=<copy> npm run build` does. */
async function withContentDir<T>(dir: string, body: () => Promise<T>): Promise<T> {
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  try {
    return await body();
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  }
}

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 1"/>';

describe("a photo in the repository, built", () => {
  let work: string;
  let contentDir: string;
  let outDir: string;
  let project: Project;
  let logoSrc: string;
  let pageHtml: string;

  beforeAll(async () => {
    // Inside the repository, where a build runs.
    mkdirSync(join(REPO, "test-results"), { recursive: true });
    work = mkdtempSync(join(REPO, "test-results", "photos-"));
    contentDir = join(work, "content");
    outDir = join(work, "client");
    cpSync(defaultContentDir(), contentDir, { recursive: true });
    const slug = loadContent(contentDir).projects[0]!.slug;
    const file = join(contentDir, "projects", slug, "index.yaml");
    // The main photo wider than the widest layout width; the first gallery photo narrower.
    await writePhoto(join(contentDir, "projects", slug, "main.jpg"), 2000, 1333);
    await writePhoto(join(contentDir, "projects", slug, "narrow.jpg"), 700, 525);
    const data = yaml.load(readFileSync(file, "utf8")) as Record<string, unknown> & {
      image: { alt: string };
      gallery: { alt: string }[];
    };
    data.image = { file: "main.jpg", alt: data.image.alt } as typeof data.image;
    data.gallery[0] = { file: "narrow.jpg", alt: data.gallery[0]!.alt } as { alt: string };
    writeFileSync(file, yaml.dump(data, { lineWidth: -1 }));
    mkdirSync(join(contentDir, "clients", "godavari-pharma"), { recursive: true });
    writeFileSync(
      join(contentDir, "clients", "godavari-pharma", "index.yaml"),
      yaml.dump({ name: "Godavari Pharma Ltd.", logo: "logo.svg", mayBeNamed: true, order: 1 }),
    );
    writeFileSync(join(contentDir, "clients", "godavari-pharma", "logo.svg"), LOGO);

    await withContentDir(contentDir, async () => {
      // What the pages read: the content module and the project page's view, loaded afresh.
      vi.resetModules();
      const data = await import("./data.ts");
      project = data.projects.find((p) => p.slug === slug)!;
      logoSrc = data.clients.find((client) => client.slug === "godavari-pharma")!.logo!.src;
      const view = await import("../views/project-page.tsx");
      const pageData = view.projectPageData(slug, {
        company: data.company,
        categories: data.categories,
        projects: data.projects,
        clients: data.clients,
        testimonials: data.testimonials,
        copy: data.projectsCopy,
        proofCopy: data.proofCopy,
      })!;
      pageHtml = renderToString(createElement(view.ProjectPage, pageData));
      // What `astro build` runs once the pages are built.
      const logger = { info: () => {} } as unknown as AstroIntegrationLogger;
      await contentFiles().hooks["astro:build:done"]!({
        dir: pathToFileURL(`${outDir}/`),
        pages: [],
        assets: new Map(),
        logger,
      });
    });
  }, 180_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const file = (url: string) => join(outDir, url);

  it("is made into AVIF, WebP and JPEG at each layout width up to its own, each that wide", async () => {
    const local = project.image.local!;
    expect(local).toBeDefined();
    const widths = IMAGE_WIDTHS.filter((width) => width <= 2000);
    expect(local.widths).toEqual(widths);
    for (const [format, sharpFormat, compression] of [
      ["avif", "heif", "av1"],
      ["webp", "webp", undefined],
      ["jpeg", "jpeg", undefined],
    ] as const) {
      const files = candidates(photoSrcSet(local, format));
      expect(files.map((candidate) => candidate.width)).toEqual(widths);
      for (const { url, width } of files) {
        // Served from the site's origin, under a name that changes with the photo.
        expect(url).toMatch(new RegExp(`^/assets/photos/${local.key}-${width}\\.(avif|webp|jpg)$`));
        const metadata = await sharp(file(url)).metadata();
        expect({ format: metadata.format, width: metadata.width }).toEqual({
          format: sharpFormat,
          width,
        });
        // In the photo's own shape (to the pixel the encoder rounds to).
        expect(Math.abs(metadata.height - (width * 1333) / 2000)).toBeLessThan(1);
        if (compression) expect(metadata.compression).toBe(compression);
        // No camera data is published with it.
        expect(metadata.exif).toBeUndefined();
      }
    }
    // The largest JPEG is the plain `src`, for share previews and the oldest browsers.
    expect(project.image.src).toBe(`/assets/photos/${local.key}-1600.jpg`);
    expect({ width: local.width, height: local.height }).toEqual({ width: 1600, height: 1066 });
    expect(project.image.alt).toBeTruthy();
    // The boxes it was planned for are not carried to the pages.
    expect(project.image).not.toHaveProperty("shapes");
  });

  it("is also cut around its centre to the shape of each box it is shown in that is not its own", async () => {
    const local = project.image.local!;
    // The project's page shows it in a 2:1 banner; its 640 × 420 card is near enough its 3:2.
    expect(boxShape(PHOTO_BOXES.projectBanner)).toBe("2x1");
    const crop = cropFor(local, PHOTO_BOXES.projectBanner)!;
    expect(local.crops).toEqual([{ shape: "2x1", widths: IMAGE_WIDTHS.filter((w) => w <= 2000) }]);
    expect(cropFor(local, PHOTO_BOXES.projectCard)).toBeUndefined();
    for (const format of ["avif", "webp", "jpeg"] as const) {
      for (const { url, width } of candidates(photoSrcSet(local, format, crop))) {
        expect(url).toMatch(new RegExp(`^/assets/photos/${local.key}-2x1-${width}\\.`));
        const metadata = await sharp(file(url)).metadata();
        expect({ width: metadata.width, height: metadata.height }).toEqual({
          width,
          height: Math.round(width / 2),
        });
      }
    }
    // The middle of the photo, not its top: the same pixels object-fit: cover shows.
    const [cropped, whole] = await Promise.all(
      [`/assets/photos/${local.key}-2x1-640.jpg`, `/assets/photos/${local.key}-640.jpg`].map(
        (url) => sharp(file(url)).raw().toBuffer({ resolveWithObject: true }),
      ),
    );
    const offset = Math.round((whole!.info.height - cropped!.info.height) / 2);
    const row = (image: typeof whole, y: number) =>
      image!.data.subarray(y * image!.info.width * 3, (y + 1) * image!.info.width * 3);
    const difference = (a: Buffer, b: Buffer) =>
      a.reduce((sum, value, index) => sum + Math.abs(value - b[index]!), 0) / a.length;
    const middle = Math.round(cropped!.info.height / 2);
    expect(difference(row(cropped, middle), row(whole, middle + offset))).toBeLessThan(
      difference(row(cropped, middle), row(whole, middle)) / 2,
    );
  });

  it("is shown on its page as a <picture> whose every source is a file of the build", () => {
    const local = project.image.local!;
    const pictures = [...pageHtml.matchAll(/<picture>(.*?)<\/picture>/g)].map((m) => m[1]!);
    const banner = pictures.find((picture) => picture.includes(`${local.key}-2x1-`));
    expect(banner, "the banner, cut to 2:1").toBeDefined();
    expect(banner).toContain('<source type="image/avif"');
    expect(banner).toContain('<source type="image/webp"');
    expect(banner).toContain(`background-color:${local.colour}`);
    const urls = [...pictures.join("").matchAll(/\/assets\/photos\/[\w-]+\.(?:avif|webp|jpg)/g)];
    expect(urls.length).toBeGreaterThan(3 * local.widths.length);
    for (const [url] of urls) expect(existsSync(file(url)), url).toBe(true);
  });

  it("makes one crop for boxes of about one shape, and none for a box of about its own", async () => {
    const path = join(work, "portrait-source.jpg");
    await writePhoto(path, 1200, 800);
    const { local, files } = await planPhoto(path, [
      boxShape(PHOTO_BOXES.portrait),
      boxShape(PHOTO_BOXES.portraitThumbnail),
      boxShape(PHOTO_BOXES.serviceCard),
    ]);
    // 6:7 kept; 16:19 is within 2% of it, and 8:5 within 7% of the photo's 3:2.
    expect(local.crops).toEqual([{ shape: "6x7", widths: [240, 320, 480, 640, 685] }]);
    expect(cropFor(local, PHOTO_BOXES.portraitThumbnail)?.shape).toBe("6x7");
    expect(cropFor(local, PHOTO_BOXES.serviceCard)).toBeUndefined();
    expect(files).toHaveLength(3 * (local.widths.length + 5));
  });

  it("a photo narrower than the widest layout width is also made at its own width, never wider", () => {
    const local = project.gallery[0]!.local!;
    expect(local.widths).toEqual([240, 320, 480, 640, 700]);
    expect(photoWidths(700)).toEqual([240, 320, 480, 640, 700]);
    expect({ width: local.width, height: local.height }).toEqual({ width: 700, height: 525 });
    // Another photo, other names.
    expect(local.key).not.toBe(project.image.local!.key);
    expect(existsSync(file(`/assets/photos/${local.key}-700.avif`))).toBe(true);
    expect(existsSync(file(`/assets/photos/${local.key}-768.avif`))).toBe(false);
  });

  it("carries its dominant colour, shown in its box until it loads", () => {
    expect(project.image.local!.colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("leaves an external photo as its web address", () => {
    const external: Image = project.gallery[1]!;
    expect(external.src).toMatch(/^https:\/\//);
    expect(external.local).toBeUndefined();
  });

  it("serves a client's logo as the file uploaded, under a name that changes with it", () => {
    expect(logoSrc).toMatch(/^\/assets\/files\/logo-[\w-]+\.svg$/);
    expect(readFileSync(file(logoSrc), "utf8")).toBe(LOGO);
    expect(pageHtml).toContain(`src="${logoSrc}"`);
  });

  describe("in the dev server", () => {
    let server: Server;
    let origin: string;
    const previous = process.env.CONTENT_DIR;
    beforeAll(async () => {
      // `CONTENT_DIR=<copy> astro dev`
      process.env.CONTENT_DIR = contentDir;
      const serve = serveContentFiles();
      server = createServer((request, response) =>
        serve(request, response, () => {
          response.statusCode = 404;
          response.end();
        }),
      );
      await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise<void>((done) => server.close(() => done()));
      if (previous === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = previous;
    });

    it("makes a photo's file, or a logo, when it is asked for", async () => {
      const local = project.image.local!;
      const photo = await fetch(`${origin}/assets/photos/${local.key}-2x1-480.avif`);
      expect(photo.status).toBe(200);
      expect(photo.headers.get("content-type")).toBe("image/avif");
      const metadata = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
      expect({ width: metadata.width, height: metadata.height }).toEqual({
        width: 480,
        height: 240,
      });
      const logo = await fetch(`${origin}${logoSrc}`);
      expect(logo.headers.get("content-type")).toBe("image/svg+xml");
      expect(await logo.text()).toBe(LOGO);
      expect((await fetch(`${origin}/assets/photos/${local.key}-9999.avif`)).status).toBe(404);
    });
  });
});
