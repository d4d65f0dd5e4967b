import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import yaml from "js-yaml";
import sharp from "sharp";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentCopies } from "../../tests/content-copies.ts";
import { IMAGE_WIDTHS, PHOTO_BOXES, boxShape, cropFor, photoSrcSet } from "../lib/images.ts";
import type { Image, Project } from "./schemas.ts";
import { loadContent } from "./load.ts";
import { photoWidths, planPhoto } from "./photos.ts";
import { contentPlugin } from "./vite-plugin.ts";

/*
 * The build's image pipeline (DECISIONS.md section 7) over a content folder whose first project
 * has photos in the repository: the real content plugin (with sharp) in a real Vite build.
 */

const REPO = resolve(import.meta.dirname, "../..");
const copyOfContent = contentCopies();

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

describe("a photo in the repository, at build time", () => {
  let work: string;
  let outDir: string;
  let project: Project;
  let slug: string;

  beforeAll(async () => {
    const dir = copyOfContent();
    slug = loadContent(dir).projects[0]!.slug;
    const file = join(dir, "projects", slug, "index.yaml");
    // The main photo wider than the widest layout width; the first gallery photo narrower.
    await writePhoto(join(dir, "projects", slug, "main.jpg"), 2000, 1333);
    await writePhoto(join(dir, "projects", slug, "narrow.jpg"), 700, 525);
    const data = yaml.load(readFileSync(file, "utf8")) as Record<string, unknown> & {
      image: { alt: string };
      gallery: { alt: string }[];
    };
    data.image = { file: "main.jpg", alt: data.image.alt } as typeof data.image;
    data.gallery[0] = { file: "narrow.jpg", alt: data.gallery[0]!.alt } as { alt: string };
    writeFileSync(file, yaml.dump(data, { lineWidth: -1 }));

    // Inside the repository, where the build finds the app's modules and packages.
    mkdirSync(join(REPO, "test-results"), { recursive: true });
    work = mkdtempSync(join(REPO, "test-results", "photos-"));
    outDir = join(work, "out");
    const entry = join(work, "entry.ts");
    writeFileSync(entry, `import { projects } from "~/content/data";\nexport { projects };\n`);
    const previous = process.env.CONTENT_DIR;
    process.env.CONTENT_DIR = dir;
    try {
      await build({
        configFile: false,
        root: REPO,
        logLevel: "silent",
        plugins: [contentPlugin()],
        resolve: { alias: { "~": join(REPO, "app") } },
        // The browser's build, which emits the files.
        build: { lib: { entry, formats: ["es"], fileName: "entry" }, outDir, emptyOutDir: true },
      });
    } finally {
      if (previous === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = previous;
    }
    const built = (await import(pathToFileURL(join(outDir, "entry.js")).href)) as {
      projects: Project[];
    };
    project = built.projects.find((p) => p.slug === slug)!;
  }, 120_000);

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
  });

  it("carries its dominant colour, shown in its box until it loads", () => {
    expect(project.image.local!.colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("leaves an external photo as its web address", () => {
    const external: Image = project.gallery[1]!;
    expect(external.src).toMatch(/^https:\/\//);
    expect(external.local).toBeUndefined();
  });
});
