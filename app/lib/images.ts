/**
 * A photo as the pages use it: `src` is a web address, or the built file's URL. A photo from the
 * repository also has what the build made of it (app/content/photos.ts), in a few bytes: its
 * key, its widths, its shape and its colour.
 */
export interface Image {
  src: string;
  alt: string;
  local?: LocalPhoto;
  /**
   * A repository photo's boxes (boxShape), named by the content loader for the build, which cuts
   * the photo to each of them (`crops`) and then drops this.
   */
  shapes?: string[];
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
  /** The same photo cut to the shape of a box it is shown in, where that differs from its own. */
  crops: PhotoCrop[];
}

/** A photo cut around its centre to a box's shape, as `object-fit: cover` shows it. */
export interface PhotoCrop {
  /** The box's shape (boxShape), which names the crop's files. */
  shape: string;
  /** The widths it is made at, in each format. */
  widths: number[];
}

/** A box a photo fills: its width and height in CSS pixels where it is widest. */
export interface PhotoBox {
  width: number;
  height: number;
}

/**
 * The boxes the layout shows the content's photos in. The components take their sizes from
 * here, and the content loader names the boxes each photo is shown in, so the build can send a
 * box only the pixels it shows: a 3:2 photo in a 2:1 banner is a third more pixels than the
 * banner shows (a project page's phone banner: 17.7 KB cropped, 23.1 KB uncropped;
 * docs/decisions/017-own-photos.md).
 */
export const PHOTO_BOXES = {
  projectBanner: { width: 960, height: 480 },
  projectCard: { width: 640, height: 420 },
  galleryTile: { width: 320, height: 240 },
  serviceBanner: { width: 960, height: 540 },
  serviceCard: { width: 640, height: 400 },
  portrait: { width: 480, height: 560 },
  portraitThumbnail: { width: 160, height: 190 },
} as const satisfies Record<string, PhotoBox>;

/** A box's shape, its sides over their greatest common divisor: "2x1" for 960 × 480. */
export function boxShape({ width, height }: PhotoBox): string {
  const divisor = (a: number, b: number): number => (b === 0 ? a : divisor(b, a % b));
  const common = divisor(width, height);
  return `${width / common}x${height / common}`;
}

/** A shape's width over its height. */
export function shapeAspect(shape: string): number {
  const [width = 1, height = 1] = shape.split("x").map(Number);
  return width / height;
}

/**
 * How far apart two shapes may be and still share files: a box within 8% of a photo's own
 * shape (a 640 × 400 card and a 3:2 photo) is sent the photo as it is, and a box within 8% of a
 * crop (a 160 × 190 portrait and a 6:7 crop) is sent the crop; `object-fit: cover` trims the rest.
 */
export const SHAPE_TOLERANCE = 0.08;

export function nearShape(aspect: number, other: number): boolean {
  return Math.abs(aspect / other - 1) <= SHAPE_TOLERANCE;
}

/** The crop of a photo made for a box of this box's shape, or none: the photo as it is. */
export function cropFor(photo: LocalPhoto, box: PhotoBox): PhotoCrop | undefined {
  const aspect = box.width / box.height;
  if (nearShape(aspect, photo.width / photo.height)) return undefined;
  return photo.crops.find((crop) => nearShape(aspect, shapeAspect(crop.shape)));
}

/** Best first: the browser takes the first it can show; JPEG is the one every browser shows. */
export const PHOTO_FORMATS = ["avif", "webp", "jpeg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
const EXTENSIONS: Record<PhotoFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** Where the build puts the photos' files, served with long-lived caching. */
export const PHOTO_DIR = "assets/photos";

/** A photo's file for one width and format (and crop), inside the build's client folder. */
export function photoFileName(
  key: string,
  width: number,
  format: PhotoFormat,
  shape?: string,
): string {
  return `${PHOTO_DIR}/${key}-${shape ? `${shape}-` : ""}${width}.${EXTENSIONS[format]}`;
}

/** A repository photo's `srcset` in one format, as it is or cut to a crop's shape. */
export function photoSrcSet(photo: LocalPhoto, format: PhotoFormat, crop?: PhotoCrop): string {
  return (crop?.widths ?? photo.widths)
    .map((width) => `/${photoFileName(photo.key, width, format, crop?.shape)} ${width}w`)
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
