// Crawlers and feed readers ask for /favicon.ico whatever the page links to. Run by hand after
// public/favicon.svg changes (`node scripts/make-favicon-ico.ts`); the ICO is committed.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const SIZES = [16, 32, 48];
const root = path.resolve(import.meta.dirname, "..");
const svg = readFileSync(path.join(root, "public/favicon.svg"), "utf8");

export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

if (import.meta.main) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [...(isRoot ? ["--no-sandbox"] : []), "--disable-gpu"],
  });
  try {
    const images: { size: number; png: Buffer }[] = [];
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}img{display:block}</style>` +
          `<img src="${src}" width="${size}" height="${size}" alt="">`,
      );
      await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
      images.push({ size, png: await page.screenshot({ omitBackground: true }) });
      await page.close();
    }
    const ico = icoOf(images);
    writeFileSync(path.join(root, "public/favicon.ico"), ico);
    console.log(`public/favicon.ico: ${SIZES.join(", ")} px, ${ico.length} bytes`);
  } finally {
    await browser.close();
  }
}
