/**
 * A photo as the pages use it: `src` is a web address, or the built file's URL. A photo from the
 * repository also has what the build made of it (app/content/photos.ts), in a few bytes: its
 * key, its widths, its shape and its colour.
 */
export interface Image {
  src: string;
  alt: string;
  local?: LocalPhoto;
}

export interface LocalPhoto {
  /** Names its files: a hash of the photo's bytes and of the encoders' settings. */
  key: string;
  /** The widths it is made at, in each format. */
  widths: number[];
  /** The widest file's size: the photo's own shape. */
  width: number;
  height: number;
  /** Its dominant colour (#rrggbb), shown in its box until it loads. */
  colour: string;
}

/** Best first: the browser takes the first it can show; JPEG is the one every browser shows. */
export const PHOTO_FORMATS = ["avif", "webp", "jpeg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
const EXTENSIONS: Record<PhotoFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** Where the build puts the photos' files, served with long-lived caching. */
export const PHOTO_DIR = "assets/photos";

/** A photo's file for one width and format, inside the build's client folder. */
export function photoFileName(key: string, width: number, format: PhotoFormat): string {
  return `${PHOTO_DIR}/${key}-${width}.${EXTENSIONS[format]}`;
}

/** A repository photo's `srcset` in one format. */
export function photoSrcSet(photo: LocalPhoto, format: PhotoFormat): string {
  return photo.widths
    .map((width) => `/${photoFileName(photo.key, width, format)} ${width}w`)
    .join(", ");
}

/** A repository photo's widest JPEG: its `src`, and its share image. */
export function photoSrc(photo: LocalPhoto): string {
  return `/${photoFileName(photo.key, photo.width, "jpeg")}`;
}

/**
 * The widths a photo is offered at. 768, not 800: a phone of 412 CSS px at 1.75 device pixels
 * (Lighthouse's mobile) needs 721 px for a full-width photo and 665 px for a card's, and 800
 * sent it 4-10% more bytes than it shows. 240: the same phone needs 196 px for a card's 7rem
 * photo and 198 px for a project's gallery tile, and 320 sent it 1.8 times the pixels.
 */
export const IMAGE_WIDTHS = [240, 320, 480, 640, 768, 1024, 1280, 1600] as const;

function resizable(src: string): boolean {
  return src.startsWith("https://images.unsplash.com/");
}

/**
 * The address to import a photo from (`npm run photos:import`): from a host that takes size
 * parameters, a JPEG half as wide again as the widest the site makes, not the camera's original
 * of many megabytes; any other address as it is.
 */
export function importSrc(src: string): string {
  if (!resizable(src)) return src;
  const url = new URL(src);
  url.searchParams.set("w", String(IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]! * 1.5));
  url.searchParams.set("fm", "jpg");
  url.searchParams.set("q", "90");
  return url.toString();
}

/**
 * The photo `width` pixels wide. With `aspect` (width / height, the box it fills), the host
 * crops it to that shape around its centre, as `object-fit: cover` would: no pixel is sent that
 * the box would cut off, and a tall box gets a tall photo, not a wide one stretched.
 */
export function imageSrc(src: string, width: number, aspect?: number): string {
  if (!resizable(src)) return src;
  const url = new URL(src);
  url.searchParams.set("auto", "format");
  url.searchParams.set("fit", "crop");
  url.searchParams.set("w", String(width));
  if (aspect) url.searchParams.set("h", String(Math.round(width / aspect)));
  url.searchParams.set("q", "75");
  return url.toString();
}

export function imageSrcSet(src: string, maxWidth: number, aspect?: number): string | undefined {
  if (!resizable(src)) return undefined;
  return IMAGE_WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${imageSrc(src, width, aspect)} ${width}w`)
    .join(", ");
}

/** The origin of a photo on another site, to connect to early; none for the site's own. */
export function imageOrigin(src: string): string | undefined {
  return /^https?:\/\//.test(src) ? new URL(src).origin : undefined;
}
