import sharp from "sharp";
import { IMAGE_WIDTHS } from "../lib/images.ts";

/**
 * What the build makes of a photo stored in the repository (DECISIONS.md section 7), with
 * vite-imagetools and sharp: AVIF, WebP and JPEG at each of the layout's widths up to the photo's
 * own, and a preview of a few hundred bytes, inlined, shown until the photo loads.
 */
export const PHOTO_FORMATS = "avif;webp;jpg";

/** Wide enough to show the photo's colours and shapes blurred, small enough to inline. */
export const PLACEHOLDER_WIDTH = 16;

/** The layout's widths up to the photo's own; a photo narrower than the widest also at its own. */
export function photoWidths(ownWidth: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((width) => width <= ownWidth);
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  if (ownWidth < widest && !widths.includes(ownWidth)) widths.push(ownWidth);
  return widths;
}

/** The photo's width as it is shown, after its camera's orientation is applied. */
export async function photoWidth(path: string): Promise<number> {
  const metadata = await sharp(path).metadata();
  return metadata.autoOrient.width;
}

/** The imports that give a photo's `<picture>` sources and its preview. */
export function photoQueries(widths: number[]): { picture: string; placeholder: string } {
  return {
    picture: `?w=${widths.join(";")}&format=${PHOTO_FORMATS}&as=picture`,
    placeholder: `?w=${PLACEHOLDER_WIDTH}&format=webp&quality=40&inline`,
  };
}
