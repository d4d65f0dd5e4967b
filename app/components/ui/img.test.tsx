// @vitest-environment jsdom
import * as lucide from "lucide";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import type { Image } from "~/lib/images";
import { Img, type ImageLoad } from "./img";
import { lucideIcon } from "./lucide-icon";

const Flame = lucideIcon("flame", lucide.Flame);

/*
 * A photo as the prerendered page has it, before any script: a photo from the repository as
 * <picture> with a source per format and the layout's `sizes`; an external one as before.
 */

const SIZES = "(min-width: 896px) 896px, 100vw";

const LOCAL: Image = {
  src: "/assets/photos/Xb3kQ9_aZ0pL-700.jpg",
  alt: "Diesel fire pump and jockey pump in the pump house",
  local: {
    key: "Xb3kQ9_aZ0pL",
    widths: [320, 640, 700],
    width: 700,
    height: 467,
    colour: "#5a4b3c",
    crops: [],
  },
};
const files = (extension: string, shape = "") =>
  `/assets/photos/Xb3kQ9_aZ0pL-${shape}320.${extension} 320w, /assets/photos/Xb3kQ9_aZ0pL-${shape}640.${extension} 640w, /assets/photos/Xb3kQ9_aZ0pL-${shape}700.${extension} 700w`;

/** The same photo as the build makes it when it is also shown in a 2:1 banner. */
const CROPPED: Image = {
  ...LOCAL,
  local: { ...LOCAL.local!, crops: [{ shape: "2x1", widths: [320, 640, 700] }] },
};

const EXTERNAL: Image = {
  src: "https://images.unsplash.com/photo-1583321500900-82807e458f3c",
  alt: "Fire hydrant valves on a pipe header",
};

async function page(
  image: Image,
  load: ImageLoad,
  box = { width: 960, height: 480 },
): Promise<Document> {
  const { prelude } = await prerenderToNodeStream(
    <html lang="en">
      <head />
      <body>
        <Img
          image={image}
          {...box}
          sizes={SIZES}
          category="fire-safety"
          fallbackIcon={Flame}
          load={load}
        />
      </body>
    </html>,
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return new DOMParser().parseFromString(html, "text/html");
}

describe("a photo on a prerendered page", () => {
  it("from the repository: <picture> with AVIF and WebP sources, a JPEG srcset, sizes and its colour", async () => {
    const doc = await page(LOCAL, "lazy");
    const sources = [...doc.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    expect(sources.map((source) => source.getAttribute("srcset"))).toEqual([
      files("avif"),
      files("webp"),
    ]);
    for (const source of sources) expect(source.getAttribute("sizes")).toBe(SIZES);
    const img = doc.querySelector("picture > img")!;
    expect(img.getAttribute("src")).toBe(LOCAL.src);
    expect(img.getAttribute("srcset")).toBe(files("jpg"));
    expect(img.getAttribute("sizes")).toBe(SIZES);
    expect(img.getAttribute("alt")).toBe(LOCAL.alt);
    expect(img.getAttribute("loading")).toBe("lazy");
    // Its size is known before it loads: nothing moves when it arrives.
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["960", "480"]);
    // Its own colour shows in its box until it arrives.
    expect(img.getAttribute("style")).toContain("background-color:#5a4b3c");
    // The site's own photos need no connection to another host.
    expect(doc.querySelector('link[rel="preconnect"]')).toBeNull();
  });

  it("from the repository, as the first view's main photo: its AVIF preloaded with high priority", async () => {
    const doc = await page(LOCAL, "high");
    const preload = doc.querySelector('link[rel="preload"][as="image"]')!;
    expect(preload).not.toBeNull();
    expect(preload.getAttribute("type")).toBe("image/avif");
    expect(preload.getAttribute("imagesrcset")).toBe(files("avif"));
    expect(preload.getAttribute("imagesizes")).toBe(SIZES);
    expect(preload.getAttribute("fetchpriority")).toBe("high");
    const img = doc.querySelector("picture > img")!;
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it("from the repository, in a box of another shape: the files cut to that shape, preloaded too", async () => {
    const doc = await page(CROPPED, "high");
    const sources = [...doc.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("srcset"))).toEqual([
      files("avif", "2x1-"),
      files("webp", "2x1-"),
    ]);
    expect(doc.querySelector("picture > img")!.getAttribute("srcset")).toBe(files("jpg", "2x1-"));
    expect(doc.querySelector('link[rel="preload"]')!.getAttribute("imagesrcset")).toBe(
      files("avif", "2x1-"),
    );
    // A card of about the photo's own shape (640 × 420 against 3:2) gets the photo as it is.
    const card = await page(CROPPED, "lazy", { width: 640, height: 420 });
    expect(card.querySelector("picture > img")!.getAttribute("srcset")).toBe(files("jpg"));
  });

  it("from another host: as before, an <img> with the host's sizes, and a preconnect to that host", async () => {
    const doc = await page(EXTERNAL, "lazy");
    expect(doc.querySelector("picture")).toBeNull();
    const img = doc.querySelector("img")!;
    const widths = img
      .getAttribute("srcset")!
      .split(", ")
      .map((candidate) => new URL(candidate.split(" ")[0]!).searchParams.get("w"));
    expect(widths).toEqual(["240", "320", "480", "640", "768", "1024", "1280", "1600"]);
    expect(img.getAttribute("sizes")).toBe(SIZES);
    expect(img.getAttribute("style")).toBeNull();
    expect(doc.querySelector('link[rel="preconnect"]')?.getAttribute("href")).toBe(
      "https://images.unsplash.com",
    );
  });
});
