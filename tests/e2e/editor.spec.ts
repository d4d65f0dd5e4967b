import { type Page, expect, test } from "@playwright/test";
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import jpeg from "jpeg-js";
import { loadContent } from "../../app/content/load.ts";
import { brochurePath } from "../../app/lib/brochures.ts";
import { extractText } from "./pdf";
import { freePort, runNode as run } from "./server-process";

/*
 * The firm's marketing person at work (issue 19): the dev server in local mode over a copy of the
 * content folder, three edits made through the editor's own interface, then the normal build of
 * that copy, read as a visitor and a search engine would get it. And the production server the
 * other specs use, where the editor does not answer at all.
 */

const REPO = path.resolve(import.meta.dirname, "../..");
const seed = loadContent();
const OLD_PHONE = seed.company.phones.office;
const NEW_PHONE = { entered: "+91 40 2345 6789", e164: "+914023456789" };
const PROJECT = {
  title: "Sprinklers for a Cold Storage Warehouse",
  slug: "sprinklers-for-a-cold-storage-warehouse",
  category: "fire-safety",
};
const SERVICE = seed.services.find((service) => service.id === "hydrant-system")!;
const OLD_FEATURE = SERVICE.features[0]!;
const NEW_FEATURE =
  "Yard hydrant ring mains, wet risers and first-aid hose reels designed to IS 13039";

test.describe.configure({ mode: "serial" });

let work: string;
let contentDir: string;
let dev: ChildProcess | undefined;
let base: string;
let devOutput = "";

const ASTRO = path.join(REPO, "node_modules/astro/bin/astro.mjs");
const build = (buildDir: string, content: string) =>
  run([ASTRO, "build"], {
    BUILD_DIR: buildDir,
    CONTENT_DIR: content,
    NODE_ENV: "production",
  });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Inside the repository, where the build's server bundle finds its packages.
  work = path.join(REPO, "test-results", `editor-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  contentDir = path.join(work, "content");
  mkdirSync(work, { recursive: true });
  cpSync(path.join(REPO, "content"), contentDir, { recursive: true });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Keystatic's integration writes content/ in the folder the server runs in: the copy's. Its
  // own process group, so that whatever the dev server starts stops with it.
  dev = spawn(
    process.execPath,
    [ASTRO, "dev", "--root", REPO, "--host", "127.0.0.1", "--port", String(port)],
    {
      cwd: work,
      env: { ...process.env, CONTENT_DIR: contentDir, NODE_ENV: "development" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  dev.stdout?.on("data", (chunk: Buffer) => (devOutput += chunk.toString("utf8")));
  dev.stderr?.on("data", (chunk: Buffer) => (devOutput += chunk.toString("utf8")));
  await expect
    .poll(
      () =>
        fetch(`${base}/keystatic`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 120_000, message: "the dev server did not answer /keystatic" },
    )
    .toBe(200);
});

test.afterEach(async ({ page: _page }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach("dev server and page errors", {
      body: devOutput,
      contentType: "text/plain",
    });
  }
});

test.afterAll(async () => {
  if (dev?.pid !== undefined && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev!.once("exit", resolve));
    process.kill(-dev.pid, "SIGTERM");
    await exited;
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

async function openEditor(page: Page, path: string) {
  // An editor with unsaved changes asks before leaving; the test has saved, so it leaves.
  page.on("dialog", (dialog) => void dialog.accept());
  page.on("pageerror", (error) => (devOutput += `\npage error: ${error.message}`));
  await page.goto(`${base}/keystatic${path}`);
}

const file = (relative: string) => readFileSync(path.join(contentDir, relative), "utf8");

/**
 * Clicks the editor's save button and waits for its save to be answered. The editor's server
 * writes a save's files one after another, without renaming a finished file into place: a file
 * that exists may still be half written until the answer comes (a CI run once read a project's
 * index.yaml before its photo's line was in it).
 */
async function save(page: Page, name: "Save" | "Create") {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname === "/api/keystatic/update",
  );
  await page.getByRole("button", { name }).click();
  expect((await answered).status()).toBe(200);
}

/** A real JPEG, as a phone's camera would give the marketing person. */
function photoFile(): string {
  const width = 320;
  const height = 200;
  const data = Buffer.alloc(width * height * 4);
  // Some grain, so it is a photo's size rather than a flat colour's.
  for (let i = 0; i < width * height; i++) {
    data.set([160 + ((i * 7919) % 80), 40 + ((i * 104729) % 50), 30, 255], i * 4);
  }
  const out = path.join(work, "site-photo.jpg");
  writeFileSync(out, jpeg.encode({ data, width, height }, 80).data);
  return out;
}

test("in production the editor does not answer: its page and its API are not found, never indexed", async ({
  request,
}) => {
  // The site the other specs use: node server/index.ts, NODE_ENV=production, local storage.
  for (const address of ["/keystatic", "/keystatic/singleton/company", "/api/keystatic/tree"]) {
    const response = await request.get(address, { headers: { "no-cors": "1" } });
    expect(response.status(), address).toBe(404);
    expect(response.headers()["x-robots-tag"], address).toBe("noindex, nofollow");
  }
  const save = await request.post("/api/keystatic/update", {
    headers: { "no-cors": "1", "Content-Type": "application/json" },
    data: { additions: [{ path: "content/faq/x.yaml", contents: "eA" }], deletions: [] },
  });
  expect(save.status()).toBe(404);
  expect((await request.get("/keystatic")).headers()["content-type"]).toContain("text/html");
});

test("a marketing person changes the phone, adds a project with a photo and rewords a feature; the build shows every change", async ({
  page,
}) => {
  // A ceiling, not a wait: the build inside takes about a minute on a quiet 2-core machine and
  // over three beside other heavy work.
  test.setTimeout(360_000);

  // 1. The sales phone, once, in the company's details.
  await openEditor(page, "/singleton/company");
  const salesPhone = page.getByRole("group", { name: "Sales phone" });
  await salesPhone.getByLabel("Number").fill(NEW_PHONE.entered);
  await save(page, "Save");
  expect(file("company.yaml")).toContain(NEW_PHONE.entered);

  // 2. A seventh project, with its main photo uploaded from the computer.
  const photo = photoFile();
  await openEditor(page, "/collection/projects/create");
  await page.getByLabel("Project title").fill(PROJECT.title);
  await page.getByRole("combobox", { name: "Category" }).fill("fire");
  await page.getByRole("option", { name: PROJECT.category }).click();
  await page.getByLabel("Location").fill("Shamshabad, Hyderabad");
  await page.getByRole("textbox", { name: "Year" }).fill(String(new Date().getFullYear()));
  await page
    .getByRole("textbox", { name: /^Description/ })
    .fill(
      "Wet-pipe sprinklers and a hydrant ring main for a new cold storage warehouse near the airport.",
    );
  const mainPhoto = page.getByRole("group", { name: "Main photo" });
  const chooser = page.waitForEvent("filechooser");
  await mainPhoto.getByRole("button", { name: "Choose file" }).click();
  await (await chooser).setFiles(photo);
  // The editor reads the chosen file before it holds it; its Remove button says it does.
  await expect(mainPhoto.getByRole("button", { name: "Remove" })).toBeVisible();
  await mainPhoto
    .getByLabel("Describe the photo")
    .fill("Sprinkler pipework under the warehouse roof");
  const dialog = page.getByRole("dialog");
  await page.getByRole("group", { name: "Gallery" }).getByRole("button", { name: "Add" }).click();
  await dialog
    .getByLabel("…or the photo's web address")
    .fill("https://images.unsplash.com/photo-1621905251918-48416bd8575a");
  await dialog
    .getByLabel("Describe the photo")
    .fill("Ceiling-mounted fire sprinkler heads on red pipes in a warehouse");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog).toHaveCount(0);
  await page
    .getByRole("group", { name: "Scope of work" })
    .getByRole("button", { name: "Add" })
    .click();
  await dialog.getByRole("textbox").fill("Wet-pipe sprinklers to IS 15105 in the cold rooms");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByLabel("Client").fill("A cold chain logistics company");
  await page.getByRole("textbox", { name: "Value, in crore rupees" }).fill("4.5");
  await page.getByRole("textbox", { name: "Duration, in months" }).fill("7");
  await save(page, "Create");
  const projectFile = `projects/${PROJECT.slug}/index.yaml`;
  const stored = file(projectFile);
  const uploaded = /file: (\S+)/.exec(stored)?.[1];
  expect(uploaded, stored).toBeTruthy();
  expect(
    readFileSync(path.join(contentDir, "projects", PROJECT.slug, uploaded!)).subarray(0, 2),
  ).toEqual(Buffer.from([0xff, 0xd8]));

  // 3. A service's feature, reworded.
  await openEditor(page, `/collection/services/item/${SERVICE.id}`);
  await page.getByText(OLD_FEATURE, { exact: true }).click();
  await dialog.getByRole("textbox").fill(NEW_FEATURE);
  await dialog.getByRole("button", { name: /Done|Save|Add/ }).click();
  await save(page, "Save");
  expect(file(`services/${SERVICE.id}/index.yaml`).replace(/\s+/g, " ")).toContain(NEW_FEATURE);

  // The normal build of the edited copy, brochures included.
  const buildDir = path.join(work, "build");
  const built = await build(buildDir, contentDir);
  expect(built.code, built.output).toBe(0);
  const brochures = await run(["scripts/build-brochures.ts"], {
    BUILD_DIR: buildDir,
    CONTENT_DIR: contentDir,
  });
  expect(brochures.code, brochures.output).toBe(0);

  const edited = loadContent(contentDir);
  const newDisplay = edited.company.phones.office.display;
  const client = path.join(buildDir, "client");
  const page_ = (route: string) => readFileSync(path.join(client, route, "index.html"), "utf8");
  const visible = (html: string) => html.replace(/\u00a0/g, " ").replace(/&nbsp;|&#160;/g, " ");

  // The new phone: header (on every page), /contact, the FAQ answer that gives it, the chat's
  // contact reply, and the company brochure.
  expect(page_("")).toContain(`href="tel:${NEW_PHONE.e164}"`);
  expect(visible(page_("contact"))).toContain(newDisplay);
  const phoneAnswers = edited.faq.entries.filter((entry) => entry.answer.includes(newDisplay));
  expect(phoneAnswers.length).toBeGreaterThan(0);
  expect(visible(page_("faq"))).toContain(newDisplay);
  const contactReply = edited.chatScript.groups.find((group) => group.id === "contact")!.text;
  expect(contactReply).toContain(newDisplay);
  // The chat's copy reaches the browser as its island's props in the page, or in a script.
  const replyStart = contactReply.slice(0, contactReply.indexOf(newDisplay) + newDisplay.length);
  const shipped = walk(client).filter((name) => /\.(html|js)$/.test(name));
  expect(shipped.some((name) => readFileSync(name, "utf8").includes(replyStart))).toBe(true);
  const brochure = readFileSync(path.join(client, brochurePath()));
  expect(extractText(brochure).replace(/\s+/g, " ")).toContain(newDisplay);

  // The old phone nowhere in the build, in any of its spellings.
  const oldSpellings = [
    OLD_PHONE.display,
    OLD_PHONE.e164,
    OLD_PHONE.display.replace(/ /g, "\u00a0"),
  ];
  const textFiles = walk(buildDir).filter((name) =>
    /\.(html|js|json|xml|txt|data|css)$/.test(name),
  );
  expect(textFiles.length).toBeGreaterThan(50);
  const stale = textFiles.filter((name) => {
    const text = visible(readFileSync(name, "utf8"));
    return oldSpellings.some((spelling) => text.includes(spelling));
  });
  expect(stale).toEqual([]);
  for (const pdf of walk(buildDir).filter((name) => name.endsWith(".pdf"))) {
    expect(extractText(readFileSync(pdf)), pdf).not.toContain(OLD_PHONE.display);
  }

  // Seven projects, the new one with its own page and sitemap entry, its photo from the build.
  expect(page_("projects").match(/<article\b/g)).toHaveLength(seed.projects.length + 1);
  const projectPage = page_(`projects/${PROJECT.slug}`);
  expect(projectPage).toContain(PROJECT.title);
  // Made responsive by the build: AVIF first, the widest JPEG as its plain source.
  expect(projectPage).toMatch(
    /<source type="image\/avif" srcSet="\/assets\/photos\/[\w-]+-\d+\.avif \d+w/,
  );
  expect(projectPage).toMatch(/src="\/assets\/photos\/[\w-]+-\d+\.jpg"/);
  expect(readFileSync(path.join(client, "sitemap.xml"), "utf8")).toContain(
    `/projects/${PROJECT.slug}</loc>`,
  );

  // The reworded feature on its service's page.
  expect(visible(page_(`service/${SERVICE.id}`))).toContain(NEW_FEATURE);
  expect(visible(page_(`service/${SERVICE.id}`))).not.toContain(OLD_FEATURE);
});

test("an empty title is refused by the editor; an unknown category, which it cannot choose, fails the build naming file and field", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const target = seed.projects[0]!;
  const projectFile = `projects/${target.slug}/index.yaml`;
  const before = file(projectFile);
  await openEditor(page, `/collection/projects/item/${target.slug}`);
  await page.getByLabel("Project title").fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Project title must not be empty")).toBeVisible();
  expect(file(projectFile)).toBe(before);

  // The category list offers only existing categories, so a hand edit makes the bad one.
  const broken = path.join(work, "broken", "content");
  cpSync(contentDir, broken, { recursive: true });
  const serviceFile = path.join(broken, "services", SERVICE.id, "index.yaml");
  const text = readFileSync(serviceFile, "utf8").replace(/^category: .*$/m, "category: plumbing");
  writeFileSync(serviceFile, text);
  const result = await build(path.join(work, "broken", "build"), broken);
  expect(result.code).not.toBe(0);
  expect(result.output).toContain(`content/services/${SERVICE.id}/index.yaml: category:`);
});

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}
