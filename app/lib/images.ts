/**
 * A photo as the pages use it: `src` is a web address, or the built file's URL. A photo from the
 * repository also has what the build made of it (app/content/vite-plugin.ts): its size, a
 * `srcset` in each format, and a tiny preview shown until it loads.
 */
export interface Image {
  src: string;
  alt: string;
  local?: LocalPhoto;
}

export interface LocalPhoto {
  /** The largest width made, and its height: the photo's own shape. */
  width: number;
  height: number;
  /** A `srcset` in each format, best first; JPEG is the one every browser shows. */
  avif: string;
  webp: string;
  jpeg: string;
  /** A `data:` URL of a few hundred bytes, blurred by the browser's scaling. */
  placeholder: string;
}

export const IMAGE_WIDTHS = [320, 480, 640, 800, 1024, 1280, 1600] as const;

function resizable(src: string): boolean {
  return src.startsWith("https://images.unsplash.com/");
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
