import type { Page, Route } from "@playwright/test";
import sharp from "sharp";
import { photoJpeg } from "../../scripts/lib/image-host.ts";

/**
 * Pixel checks on screenshots, for what axe cannot see: a focus ring that is clipped, text on
 * a gradient or a photo. Screenshots are PNG, decoded here by sharp (the site's own image
 * library): the page under test does none of the work.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** WCAG's relative luminance of each 8-bit channel value, looked up. */
const LINEAR = Array.from({ length: 256 }, (_, c) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
});
const luminance = (r: number, g: number, b: number) =>
  0.2126 * LINEAR[Math.round(r)]! +
  0.7152 * LINEAR[Math.round(g)]! +
  0.0722 * LINEAR[Math.round(b)]!;
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** A PNG's pixels as RGB, row by row. */
async function rgb(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * How many pixels differ between two screenshots of the same box by a contrast of at least
 * `minRatio` (WCAG's ratio of the two colours' luminance): the pixels a person sees change.
 */
export async function countContrastingChanges(
  before: Buffer,
  after: Buffer,
  minRatio = 3,
): Promise<number> {
  const [one, two] = await Promise.all([rgb(before), rgb(after)]);
  let count = 0;
  for (let i = 0; i < one.data.length; i += 3) {
    const l1 = luminance(one.data[i]!, one.data[i + 1]!, one.data[i + 2]!);
    const l2 = luminance(two.data[i]!, two.data[i + 1]!, two.data[i + 2]!);
    if (ratio(l1, l2) >= minRatio) count++;
  }
  return count;
}

export interface TextSample {
  /** What the text says, for the failure message. */
  label: string;
  /** The text's colour as rgb() or rgba(). */
  color: string;
  /** The text's line boxes, in the screenshot's pixels. */
  boxes: Box[];
  /** The contrast it needs: 4.5, or 3 for large text. */
  required: number;
}

/**
 * The lowest contrast of each text against the pixels behind it in `background` (a screenshot
 * of the same view with the text made transparent): its colour, blended over each pixel when
 * it is translucent, against every one of them, so the lightest and the darkest count.
 */
export async function lowestContrasts(background: Buffer, texts: TextSample[]): Promise<number[]> {
  const image = await rgb(background);
  return texts.map((text) => {
    const [r = 0, g = 0, b = 0, a = 1] = text.color.match(/[\d.]+/g)!.map(Number);
    let lowest = Infinity;
    for (const box of text.boxes) {
      const left = Math.max(0, Math.floor(box.x));
      const top = Math.max(0, Math.floor(box.y));
      const right = Math.min(image.width, Math.ceil(box.x + box.width));
      const bottom = Math.min(image.height, Math.ceil(box.y + box.height));
      for (let y = top; y < bottom; y++) {
        for (let x = left; x < right; x++) {
          const i = (y * image.width + x) * 3;
          const [br, bg, bb] = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
          // A translucent colour is drawn over the pixel (in sRGB, as browsers blend).
          const fore = luminance(r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a));
          const contrast = ratio(fore, luminance(br, bg, bb));
          if (contrast < lowest) lowest = contrast;
        }
      }
    }
    return lowest;
  });
}

/**
 * The photo host, answered locally (the machine is offline): every photo is the same small,
 * photo-like JPEG (light and colour varying across it, with grain), stretched to its box.
 */
export async function servePhotos(page: Page) {
  const photo = photoJpeg(160, 107);
  await page.route("https://images.unsplash.com/**", (route: Route) =>
    route.fulfill({ contentType: "image/jpeg", body: photo }),
  );
}
