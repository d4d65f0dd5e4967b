import { describe, expect, it } from "vitest";
import { imageSrc, imageSrcSet, importSrc } from "./images";

const PHOTO = "https://images.unsplash.com/photo-1583321500900-82807e458f3c";

const size = (url: string) => {
  const params = new URL(url).searchParams;
  return { w: params.get("w"), h: params.get("h"), fit: params.get("fit") };
};

describe("photo URLs", () => {
  it("ask the host for the box's shape, cropped, so a 2:1 box is not sent a 3:2 photo", () => {
    expect(size(imageSrc(PHOTO, 960, 960 / 480))).toEqual({ w: "960", h: "480", fit: "crop" });
    // A tall box (the founders' portraits) gets a tall photo.
    expect(size(imageSrc(PHOTO, 480, 480 / 560))).toEqual({ w: "480", h: "560", fit: "crop" });
  });

  it("leave the height to the host without a shape (the share image)", () => {
    expect(size(imageSrc(PHOTO, 1200))).toEqual({ w: "1200", h: null, fit: "crop" });
  });

  it("offer every width up to twice the box, each in the box's shape", () => {
    const candidates = imageSrcSet(PHOTO, 1280, 16 / 9)!
      .split(", ")
      .map((candidate) => {
        const [url, descriptor] = candidate.split(" ");
        return `${size(url!).w}x${size(url!).h} ${descriptor}`;
      });
    expect(candidates).toEqual([
      "240x135 240w",
      "320x180 320w",
      "480x270 480w",
      "640x360 640w",
      "768x432 768w",
      "1024x576 1024w",
      "1280x720 1280w",
    ]);
  });

  it("leave a photo from another host as it is", () => {
    expect(imageSrc("/favicon.svg", 640, 2)).toBe("/favicon.svg");
    expect(imageSrcSet("/favicon.svg", 640, 2)).toBeUndefined();
  });

  it("import a photo from the host as a JPEG half as wide again as the widest the site makes, not the original", () => {
    const params = new URL(importSrc(PHOTO)).searchParams;
    expect(Object.fromEntries(params)).toEqual({ w: "2400", fm: "jpg", q: "90" });
    // Another host is asked for the address as it is.
    expect(importSrc("https://example.com/pump.jpg")).toBe("https://example.com/pump.jpg");
  });
});
