export const IMAGE_WIDTHS = [320, 480, 640, 800, 1024, 1280, 1600] as const;

function resizable(src: string): boolean {
  return src.startsWith("https://images.unsplash.com/");
}

export function imageSrc(src: string, width: number): string {
  if (!resizable(src)) return src;
  const url = new URL(src);
  url.searchParams.set("auto", "format");
  url.searchParams.set("fit", "crop");
  url.searchParams.set("w", String(width));
  url.searchParams.set("q", "75");
  return url.toString();
}

export function imageSrcSet(src: string, maxWidth: number): string | undefined {
  if (!resizable(src)) return undefined;
  return IMAGE_WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${imageSrc(src, width)} ${width}w`)
    .join(", ");
}
