import { createHash } from "node:crypto";
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type Server, createServer } from "node:https";
import { basename, dirname, join, relative, sep } from "node:path";
import yaml from "js-yaml";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentCopies } from "../../tests/content-copies.ts";
import { LOCAL_PHOTO, loadContent } from "../../app/content/load.ts";
import { type ImageHost, selfSignedCertificate, startImageHost } from "../lib/image-host.ts";
import { HOST, removeTempDirs } from "../bench/servers.ts";
import { type ImportOptions, importPhotos } from "./import.ts";

/*
 * The import against real HTTPS servers on this machine, under the image host's name: the bench's
 * image host for the photos, and a server of this file's own for the answers to refuse. Each test
 * imports into its own copy of the content folder.
 */

const copyOfContent = contentCopies();
const SMALL_LIMIT = 256 * 1024;

let host: ImageHost;
let odd: { server: Server; port: number; cert: Buffer };

beforeAll(async () => {
  host = await startImageHost();
  odd = await startOddServer();
});

afterAll(async () => {
  await host.close();
  await new Promise<void>((resolve) => {
    odd.server.close(() => resolve());
    odd.server.closeAllConnections();
  });
  removeTempDirs();
});

/** Answers an import must refuse, and a photo that takes a redirect and another format. */
async function startOddServer() {
  const certificate = selfSignedCertificate();
  // Grain all over, so about 700 KB of image data: over twice the small limit the tests set.
  const photo = await sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const png = await sharp({
    create: { width: 120, height: 80, channels: 3, background: "#b33" },
  })
    .png()
    .toBuffer();
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
    .gif()
    .toBuffer();
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    switch (new URL(request.url ?? "/", "https://x").pathname) {
      case "/page":
        response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        response.end("<!doctype html><title>Photo</title><p>Sign in to see this photo.</p>");
        return;
      case "/huge":
        response.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": photo.length });
        response.end(photo);
        return;
      case "/huge-unannounced": {
        // No Content-Length: the body is sent in chunks until it is over the limit.
        response.writeHead(200, { "Content-Type": "image/jpeg" });
        for (let sent = 0; sent < photo.length; sent += 8192) {
          response.write(photo.subarray(sent, sent + 8192));
        }
        response.end();
        return;
      }
      case "/understated": {
        // The Content-Length claims a photo under the limit; the whole big one follows.
        const head =
          `HTTP/1.1 200 OK\r\nContent-Type: image/jpeg\r\nContent-Length: ${SMALL_LIMIT / 2}\r\n` +
          "Connection: close\r\n\r\n";
        request.socket.end(Buffer.concat([Buffer.from(head), photo]));
        return;
      }
      case "/missing":
        response.writeHead(404, { "Content-Type": "text/plain" });
        response.end("Not found");
        return;
      case "/to-http":
        response.writeHead(302, { Location: "http://images.unsplash.com/photo-1" }).end();
        return;
      case "/loop":
        response.writeHead(302, { Location: "/loop" }).end();
        return;
      case "/stalled":
        // Half a photo, then nothing more, ever.
        response.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": photo.length });
        response.write(photo.subarray(0, 4096));
        return;
      case "/gif":
        response.writeHead(200, { "Content-Type": "image/gif" }).end(gif);
        return;
      case "/moved":
        response.writeHead(301, { Location: "/photo.png" }).end();
        return;
      case "/photo.png":
        // A PNG, though the server does not say so.
        response.writeHead(200, { "Content-Type": "application/octet-stream" }).end(png);
        return;
      default:
        response.writeHead(500).end();
    }
  };
  const server = createServer(certificate, handle);
  await new Promise<void>((resolve) => server.listen(0, HOST, () => resolve()));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("no port");
  expect(photo.length).toBeGreaterThan(SMALL_LIMIT * 2);
  return { server, port: address.port, cert: certificate.cert };
}

// ── The copy of the content ──────────────────────────────────────────────────

/** A copy of the content whose photo addresses lead to the image host on this machine. */
function contentWithHost(): string {
  const dir = copyOfContent();
  for (const file of yamlFiles(dir)) {
    const text = readFileSync(file, "utf8");
    writeFileSync(
      file,
      text.replaceAll("https://images.unsplash.com/", `https://images.unsplash.com:${host.port}/`),
    );
  }
  return dir;
}

function options(dir: string, lines: string[] = [], more: Partial<ImportOptions> = {}) {
  return {
    contentDir: dir,
    lookup: () => HOST,
    ca: Buffer.concat([host.cert, odd.cert]),
    log: (line: string) => lines.push(line),
    ...more,
  } satisfies ImportOptions;
}

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .sort();
}
const yamlFiles = (dir: string) => files(dir).filter((path) => path.endsWith(".yaml"));

/** Every file of a folder by its path inside it, with a hash of its bytes. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    files(dir).map((path) => [
      relative(dir, path),
      createHash("sha256").update(readFileSync(path)).digest("hex"),
    ]),
  );
}

interface ExternalPhoto {
  file: string;
  path: (string | number)[];
  url: string;
  alt: string;
}

/** Every photo given by its address in the copy, found in the files, not listed here. */
function externalPhotos(dir: string): ExternalPhoto[] {
  const found: ExternalPhoto[] = [];
  const walk = (file: string, value: unknown, path: (string | number)[]) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(file, item, [...path, index]));
    else if (value !== null && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (typeof record.alt === "string" && typeof record.url === "string") {
        found.push({ file, path, url: record.url, alt: record.alt });
      } else for (const [key, item] of Object.entries(record)) walk(file, item, [...path, key]);
    }
  };
  for (const file of yamlFiles(dir)) walk(file, yaml.load(readFileSync(file, "utf8")), []);
  return found;
}

const at = (data: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], data);

/** The entry's folder for uploads, as the loader has it. */
const assetDir = (file: string) =>
  basename(file) === "index.yaml" ? dirname(file) : file.replace(/\.yaml$/, "");

const contentName = (dir: string, file: string) =>
  `content/${relative(dir, file).split(sep).join("/")}`;

// ── The tests ────────────────────────────────────────────────────────────────

describe("importPhotos", () => {
  it("stores every photo given by its address beside its entry, where the editor puts an upload, and names the file instead", async () => {
    const dir = contentWithHost();
    const photos = externalPhotos(dir);
    const before = snapshot(dir);
    const texts = new Map(yamlFiles(dir).map((file) => [file, readFileSync(file, "utf8")]));
    const downloadsBefore = host.counts().images;
    expect(photos.length).toBeGreaterThan(10);
    expect(new Set(photos.map((photo) => photo.file)).size).toBeGreaterThan(5);

    const result = await importPhotos(options(dir));

    expect(result).toEqual({ imported: photos.length, skipped: 0, failed: [] });
    // An address used by two entries is downloaded once.
    expect(host.counts().images - downloadsBefore).toBe(new Set(photos.map((p) => p.url)).size);

    const expectedFiles: string[] = [];
    for (const photo of photos) {
      const stored = at(yaml.load(readFileSync(photo.file, "utf8")), photo.path);
      const name = `${[...photo.path, "file"].join("/")}.jpg`;
      expect(stored, `${photo.file} ${photo.path.join(".")}`).toEqual({
        file: name,
        alt: photo.alt,
      });
      const path = join(assetDir(photo.file), name);
      expectedFiles.push(relative(dir, path));
      const bytes = readFileSync(path);
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect((await sharp(bytes).metadata()).format).toBe("jpeg");
    }
    // Nothing else was added: no copy elsewhere, no temporary file.
    const added = Object.keys(snapshot(dir)).filter((path) => !(path in before));
    expect(added.sort()).toEqual([...new Set(expectedFiles)].sort());

    // Each file changed only where an address became a file, line for line.
    for (const [file, text] of texts) {
      const now = readFileSync(file, "utf8").split("\n");
      const was = text.split("\n");
      expect(now.length, file).toBe(was.length);
      was.forEach((line, index) => {
        if (line === now[index]) return;
        expect(line).toMatch(/^\s*(?:- )?url: https:\/\/\S+$/);
        expect(now[index]).toMatch(/^\s*(?:- )?file: [\w/]+\.jpg$/);
        expect(now[index]!.split("file: ")[0]).toBe(line.split("url: ")[0]);
      });
    }

    // The build's loader takes it, and gives each photo as the file beside its entry.
    const content = loadContent(dir);
    const project = photos.find((photo) => photo.file.includes(`${sep}projects${sep}`))!;
    const loaded = content.projects.find((p) => p.slug === basename(dirname(project.file)))!;
    expect(loaded.image.src).toBe(`${LOCAL_PHOTO}${join(dirname(project.file), "image/file.jpg")}`);
    expect(loaded.gallery.every((image) => image.src.startsWith(LOCAL_PHOTO))).toBe(true);
    expect(content.founderImage.src).toBe(
      `${LOCAL_PHOTO}${join(dir, "pages", "about", "founder", "image", "file.jpg")}`,
    );
    for (const category of content.categories) expect(category.image.src).toMatch(LOCAL_PHOTO);
    for (const service of content.services) expect(service.image.src).toMatch(LOCAL_PHOTO);
  });

  it("changes nothing when run again: every photo is skipped and no byte differs", async () => {
    const dir = contentWithHost();
    const count = externalPhotos(dir).length;
    await importPhotos(options(dir));
    const before = snapshot(dir);
    const downloadsBefore = host.counts().images;

    const again = await importPhotos(options(dir));

    expect(again).toEqual({ imported: 0, skipped: count, failed: [] });
    expect(host.counts().images).toBe(downloadsBefore);
    expect(snapshot(dir)).toEqual(before);
  });

  it("rewrites an address written in quotes, in a flow mapping or with Windows line ends in place", async () => {
    const dir = contentWithHost();
    const projects = join(dir, "projects");
    const file = join(projects, readdirSync(projects).sort()[0]!, "index.yaml");
    const data = yaml.load(readFileSync(file, "utf8"));
    const image = at(data, ["image"]) as { url: string; alt: string };
    const first = at(data, ["gallery", 0]) as { url: string; alt: string };
    const second = at(data, ["gallery", 1]) as { url: string; alt: string };
    const text = readFileSync(file, "utf8")
      .replace(`url: ${image.url}\n`, `url: "${image.url}"\n`)
      .replace(`url: ${second.url}\n`, `url: '${second.url}'\n`)
      .replace(
        `- url: ${first.url}\n    alt: ${first.alt}\n`,
        `- { url: ${first.url}, alt: ${JSON.stringify(first.alt)} }\n`,
      )
      .replaceAll("\n", "\r\n");
    expect(text).toContain(`- { url: ${first.url}, alt:`);
    writeFileSync(file, text);

    const result = await importPhotos(options(dir));

    expect(result.failed).toEqual([]);
    let expected = text
      .replace(`url: "${image.url}"`, "file: image/file.jpg")
      .replace(`url: '${second.url}'`, "file: gallery/1/file.jpg")
      .replace(`{ url: ${first.url},`, "{ file: gallery/0/file.jpg,");
    (at(data, ["gallery"]) as { url: string }[]).slice(2).forEach(({ url }, index) => {
      expected = expected.replace(`url: ${url}\r\n`, `file: gallery/${index + 2}/file.jpg\r\n`);
    });
    expect(readFileSync(file, "utf8")).toBe(expected);
    expect(() => loadContent(dir)).not.toThrow();
  });

  it("follows a redirect to an https:// address, and names the file by the photo's real format", async () => {
    const dir = contentWithHost();
    const { file, url } = setGalleryPhoto(dir, "/moved");
    const lines: string[] = [];

    const result = await importPhotos(options(dir, lines));

    expect(result.failed).toEqual([]);
    const data = yaml.load(readFileSync(file, "utf8"));
    expect(at(data, ["gallery", 1])).toMatchObject({ file: "gallery/1/file.png" });
    expect(readFileSync(file, "utf8")).not.toContain(url);
    const stored = readFileSync(join(dirname(file), "gallery", "1", "file.png"));
    expect((await sharp(stored).metadata()).format).toBe("png");
    expect(lines).toContain(`${contentName(dir, file)}: gallery.1: stored as gallery/1/file.png`);
  });

  describe("refuses, leaving that entry's file and folder as they were and importing the rest", () => {
    it.each([
      ["a web page", "/page", {}, "not an image (text/html)"],
      ["a photo over the limit", "/huge", { maxBytes: SMALL_LIMIT }, "over 256 KB"],
      [
        "a photo over the limit sent without its length",
        "/huge-unannounced",
        { maxBytes: SMALL_LIMIT },
        "over 256 KB",
      ],
      [
        "a photo longer than its Content-Length (only the announced bytes are read)",
        "/understated",
        { maxBytes: SMALL_LIMIT },
        "an incomplete or damaged JPG image",
      ],
      ["a missing photo", "/missing", {}, "the server answered 404"],
      ["a redirect to http://", "/to-http", {}, "redirected to a non-HTTPS address"],
      ["endless redirects", "/loop", {}, "redirected more than 5 times"],
      // The limit holds for every download of the run, the stand-in's real photos too: on a busy
      // machine one of those once took over half a second, so the stalled one waits 5 s.
      ["an answer that never ends", "/stalled", { timeoutMs: 5_000 }, "no answer within 5 s"],
      ["a GIF", "/gif", {}, "a GIF image (image/gif); only JPEG, PNG, WebP and AVIF are taken"],
    ] as const)("%s", async (_, path, limits, reason) => {
      const dir = contentWithHost();
      const photos = externalPhotos(dir);
      const { file, url, text } = setGalleryPhoto(dir, path);
      const folder = readdirSync(dirname(file));
      const lines: string[] = [];

      const result = await importPhotos(options(dir, lines, limits));

      const name = contentName(dir, file);
      expect(result.failed).toEqual([{ file: name, field: "gallery.1", url, reason }]);
      expect(lines).toContain(`${name}: gallery.1: ${url}: ${reason}`);
      expect(readFileSync(file, "utf8")).toBe(text);
      expect(readdirSync(dirname(file))).toEqual(folder);
      expect(files(dir).filter((path) => basename(path).startsWith("."))).toEqual([]);
      const others = photos.filter((photo) => photo.file !== file);
      expect(result.imported).toBe(others.length);
      expect(externalPhotos(dir).filter((photo) => photo.file !== file)).toEqual([]);
    });
  });
});

/** Points the first project's second gallery photo at a path of the odd server. */
function setGalleryPhoto(dir: string, path: string) {
  const projects = join(dir, "projects");
  const file = join(projects, readdirSync(projects).sort()[0]!, "index.yaml");
  const old = at(yaml.load(readFileSync(file, "utf8")), ["gallery", 1, "url"]) as string;
  const url = `https://images.unsplash.com:${odd.port}${path}`;
  const before = readFileSync(file, "utf8");
  expect(before.split(`url: ${old}\n`)).toHaveLength(2);
  const text = before.replace(`url: ${old}\n`, `url: ${url}\n`);
  writeFileSync(file, text);
  return { file, url, text };
}
