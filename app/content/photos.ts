import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import sharp from "sharp";
import {
  IMAGE_WIDTHS,
  type LocalPhoto,
  PHOTO_FORMATS,
  type PhotoCrop,
  type PhotoFormat,
  nearShape,
  photoFileName,
  shapeAspect,
} from "../lib/images.ts";

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

/** Encoded files kept between builds, by name (the name says what is in it). */
const CACHE_DIR = resolve(import.meta.dirname, "../../node_modules/.cache/deccan-photos");

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
export async function planPhoto(source: string, shapes: readonly string[] = []): Promise<PhotoPlan> {
  const bytes = readFileSync(source);
  const key = createHash("sha256")
    .update(bytes)
    .update(JSON.stringify([PHOTO_ENCODING, CROP, sharp.versions.sharp, sharp.versions.vips]))
    .digest("base64url")
    .slice(0, 12);
  const image = sharp(bytes);
  const [metadata, stats] = await Promise.all([image.metadata(), image.stats()]);
  const own = metadata.autoOrient;
  const widths = photoWidths(own.width);
  const widest = widths[widths.length - 1]!;
  const { r, g, b } = stats.dominant;
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
    colour: `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`,
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
  const cached = join(CACHE_DIR, file.name);
  if (existsSync(cached)) return readFileSync(cached);
  const image = sharp(source)
    .autoOrient()
    .resize(
      file.height === undefined
        ? { width: file.width, withoutEnlargement: true }
        : { width: file.width, height: file.height, ...CROP },
    );
  const encoded = await (file.format === "avif"
    ? image.avif(PHOTO_ENCODING.avif)
    : file.format === "webp"
      ? image.webp(PHOTO_ENCODING.webp)
      : image.jpeg(PHOTO_ENCODING.jpeg)
  ).toBuffer();
  mkdirSync(dirname(cached), { recursive: true });
  const partial = `${cached}.${process.pid}.partial`;
  writeFileSync(partial, encoded);
  renameSync(partial, cached);
  return encoded;
}
