import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, extname, join } from "node:path";
import sharp from "sharp";
import {
  IMAGE_WIDTHS,
  type Image,
  type LocalPhoto,
  PHOTO_FORMATS,
  type PhotoCrop,
  type PhotoFormat,
  nearShape,
  photoFileName,
  photoSrc,
  shapeAspect,
} from "../lib/images.ts";
import { LOCAL_FILE, LOCAL_PHOTO } from "./load.ts";

/**
 * What the build makes of a photo stored in the repository (DECISIONS.md section 7), with sharp:
 * AVIF, WebP and JPEG at each of the layout's widths up to the photo's own, as it is and cut to
 * the shape of each box it is shown in (where that differs from its own), named by one key per
 * photo (a hash of its bytes and of these settings), so a page carries a photo's key and widths,
 * not a name per file, and a changed photo or setting gets new names.
 */

/**
 * The encoders' settings; a change here changes every photo's key, so no stale file is kept.
 * AVIF at effort 2, not sharp's default 4: a 2,400 px photo's seven widths took 11.7 s at 4 and
 * 1.3 s at 2, for files 8% larger; at 4, fifty photos kept a first build busy past 10 minutes.
 * AVIF at quality 40, not sharp's default 50: a project page's phone banner (768 × 384) weighs
 * 12.5 KB instead of 16.9 KB at 45, so it comes in one round trip of a new connection (about
 * 14 KB) instead of two; by eye the same at its size, and 16-26% fewer bytes an AVIF photo
 * (docs/decisions/017-own-photos.md, "Faster" and "A phone banner in one round trip").
 */
export const PHOTO_ENCODING = {
  avif: { quality: 40, effort: 2 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 75, mozjpeg: true, progressive: true },
} as const satisfies Record<PhotoFormat, object>;

/**
 * How a photo is cut to a box's shape: around its centre, the part `object-fit: cover` shows in
 * that box (with `object-position` at its default). Part of every key, as the encoders' settings.
 */
const CROP = { fit: "cover", position: "centre" } as const;

/**
 * Encoded files and photos' facts kept between builds and runs, by name (the name says what is
 * in it): in the project's node_modules/.cache, found as Node finds the packages, from this file
 * or from the build's server chunk it is bundled into. None where the module has no folder (a
 * browser-like test environment): then nothing is kept.
 */
function cacheDir(): string | undefined {
  let dir = import.meta.dirname as string | undefined;
  while (dir) {
    if (existsSync(join(dir, "node_modules")))
      return join(dir, "node_modules/.cache/deccan-photos");
    dir = dirname(dir) === dir ? undefined : dirname(dir);
  }
  return undefined;
}

function readCache(name: string): Buffer | undefined {
  const dir = cacheDir();
  return dir && existsSync(join(dir, name)) ? readFileSync(join(dir, name)) : undefined;
}

/** Keeps a file; where the folder cannot be written (a read-only install), it is not kept. */
function writeCache(name: string, bytes: Buffer | string): void {
  const dir = cacheDir();
  if (!dir) return;
  const file = join(dir, name);
  const partial = `${file}.${process.pid}.partial`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  } catch {
    rmSync(partial, { force: true });
  }
}

/**
 * A photo's own size after the camera's orientation, and its dominant colour. Reading the colour
 * decodes the whole photo (about 3 s for the seed's 51 photos on 2 cores), and every process
 * that loads the content (the build's pages, the server, twice: its own modules and the built
 * ones) needs it, so it is kept by the photo's key.
 */
async function photoFacts(
  key: string,
  bytes: Buffer,
): Promise<{ width: number; height: number; colour: string }> {
  const cached = readCache(`${key}.json`);
  if (cached) return JSON.parse(cached.toString("utf8")) as Awaited<ReturnType<typeof photoFacts>>;
  const image = sharp(bytes);
  const [metadata, stats] = await Promise.all([image.metadata(), image.stats()]);
  const { r, g, b } = stats.dominant;
  const facts = {
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    colour: `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`,
  };
  writeCache(`${key}.json`, JSON.stringify(facts));
  return facts;
}

/** The layout's widths up to the photo's own; a photo narrower than the widest also at its own. */
export function photoWidths(ownWidth: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((width) => width <= ownWidth);
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  if (ownWidth < widest && !widths.includes(ownWidth)) widths.push(ownWidth);
  return widths;
}

/** A photo read but not yet encoded: what a page needs to show it, and its files. */
export interface PhotoPlan {
  source: string;
  local: LocalPhoto;
  /** Each file: its width, and its height where it is cut to a crop's shape. */
  files: { name: string; width: number; height?: number; format: PhotoFormat }[];
}

/**
 * Reads a photo: its key, the widths it is made at, its shape after the camera's orientation,
 * its dominant colour, shown in its box until it loads, and its crops to `shapes` (boxShape):
 * each box's shape that is not near its own, cut around the centre at the widths it allows.
 */
export async function planPhoto(
  source: string,
  shapes: readonly string[] = [],
): Promise<PhotoPlan> {
  const bytes = readFileSync(source);
  const key = createHash("sha256")
    .update(bytes)
    .update(JSON.stringify([PHOTO_ENCODING, CROP, sharp.versions.sharp, sharp.versions.vips]))
    .digest("base64url")
    .slice(0, 12);
  const own = await photoFacts(key, bytes);
  const widths = photoWidths(own.width);
  const widest = widths[widths.length - 1]!;
  const ownAspect = own.width / own.height;
  // One crop for shapes near each other (a 6:7 portrait serves a 16:19 one); none near its own.
  const crops: PhotoCrop[] = [];
  for (const shape of shapes) {
    const aspect = shapeAspect(shape);
    const kept = [ownAspect, ...crops.map((crop) => shapeAspect(crop.shape))];
    if (kept.some((other) => nearShape(aspect, other))) continue;
    crops.push({
      shape,
      widths: photoWidths(Math.min(own.width, Math.floor(own.height * aspect))),
    });
  }
  const local: LocalPhoto = {
    key,
    widths,
    width: widest,
    height: Math.round((widest * own.height) / own.width),
    colour: own.colour,
    crops,
  };
  const files = PHOTO_FORMATS.flatMap((format) => [
    ...widths.map((width) => ({ name: photoFileName(key, width, format), width, format })),
    ...crops.flatMap(({ shape, widths: cropWidths }) =>
      cropWidths.map((width) => ({
        name: photoFileName(key, width, format, shape),
        width,
        height: Math.round(width / shapeAspect(shape)),
        format,
      })),
    ),
  ]);
  return { source, local, files };
}

/**
 * One of a photo's files, encoded (or read from the cache of earlier builds). EXIF is not
 * copied: a phone's GPS position never reaches the site.
 */
export async function encodePhoto(
  source: string,
  file: PhotoPlan["files"][number],
): Promise<Buffer> {
  const cached = readCache(file.name);
  if (cached) return cached;
  const image = sharp(source)
    .autoOrient()
    .resize(
      file.height === undefined
        ? { width: file.width, withoutEnlargement: true }
        : { width: file.width, height: file.height, ...CROP },
    );
  const encoded = await (
    file.format === "avif"
      ? image.avif(PHOTO_ENCODING.avif)
      : file.format === "webp"
        ? image.webp(PHOTO_ENCODING.webp)
        : image.jpeg(PHOTO_ENCODING.jpeg)
  ).toBuffer();
  writeCache(file.name, encoded);
  return encoded;
}

/** Where the build puts the files the pages show as they are (clients' logos). */
export const FILE_DIR = "assets/files";

/**
 * What the site serves for the content's own files: each uploaded photo (`local-photo:`) with its
 * plan, cut to every box it is shown in anywhere, and each file shown as it is (`local-file:`)
 * with its name, which changes with its bytes.
 */
export interface ContentFiles {
  photos: Map<string, PhotoPlan>;
  files: Map<string, string>;
}

/** Plans the content's own photos and names its files (a value of any shape: the whole content). */
export async function planContentFiles(value: unknown): Promise<ContentFiles> {
  const shapes = new Map<string, Set<string>>();
  const files = new Map<string, string>();
  const visit = (item: unknown): void => {
    if (typeof item === "string" && item.startsWith(LOCAL_FILE)) {
      const path = item.slice(LOCAL_FILE.length);
      files.set(path, localFileName(path));
    } else if (Array.isArray(item)) {
      for (const entry of item) visit(entry);
    } else if (item !== null && typeof item === "object") {
      const { src, shapes: boxes = [] } = item as Partial<Image>;
      if (typeof src === "string" && src.startsWith(LOCAL_PHOTO)) {
        const path = src.slice(LOCAL_PHOTO.length);
        shapes.set(path, new Set([...(shapes.get(path) ?? []), ...boxes]));
      }
      for (const entry of Object.values(item)) visit(entry);
    }
  };
  visit(value);
  const plans = await Promise.all(
    [...shapes].map(async ([path, boxes]) => [path, await planPhoto(path, [...boxes])] as const),
  );
  return { photos: new Map(plans), files };
}

/** A file shown as it is, named by its stem and a hash of its bytes. */
function localFileName(path: string): string {
  const hash = createHash("sha256").update(readFileSync(path)).digest("base64url").slice(0, 10);
  const extension = extname(path).toLowerCase();
  const stem = basename(path, extname(path)).replace(/[^\w-]/g, "_");
  return `${FILE_DIR}/${stem}-${hash}${extension}`;
}

/**
 * The value as the pages read it: each uploaded photo's `src` is its widest JPEG, with its plan
 * (`local`) and without the boxes it was planned for; each file shown as it is is its URL.
 */
export function withContentFiles<T>(value: T, made: ContentFiles): T {
  const swap = (item: unknown): unknown => {
    if (typeof item === "string" && item.startsWith(LOCAL_FILE)) {
      return `/${made.files.get(item.slice(LOCAL_FILE.length))!}`;
    }
    if (Array.isArray(item)) return item.map(swap);
    // Only plain records: a date is kept as it is.
    if (
      item === null ||
      typeof item !== "object" ||
      Object.getPrototypeOf(item) !== Object.prototype
    ) {
      return item;
    }
    const { src } = item as Partial<Image>;
    if (typeof src === "string" && src.startsWith(LOCAL_PHOTO)) {
      const { local } = made.photos.get(src.slice(LOCAL_PHOTO.length))!;
      const rest = Object.entries(item).filter(([key]) => key !== "shapes");
      return { ...Object.fromEntries(rest), src: photoSrc(local), local };
    }
    return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, swap(entry)]));
  };
  return swap(value) as T;
}

/**
 * Every file the site serves for the content's own files, by its name under the client folder:
 * each photo's files, encoded when asked for (or read from the cache), and each file as it is.
 */
export function contentOutputs(made: ContentFiles): Map<string, () => Promise<Buffer>> {
  const outputs = new Map<string, () => Promise<Buffer>>();
  for (const plan of made.photos.values()) {
    for (const file of plan.files) outputs.set(file.name, () => encodePhoto(plan.source, file));
  }
  for (const [path, name] of made.files) {
    outputs.set(name, () => Promise.resolve(readFileSync(path)));
  }
  return outputs;
}
