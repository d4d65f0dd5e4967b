import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";
import { BYTES_PER_PIXEL, imageHostFlags, imageSize, photoJpeg } from "./image-host.ts";

describe("imageSize", () => {
  it.each([
    ["https://images.unsplash.com/photo-1", { width: 1200, height: 800 }],
    ["https://images.unsplash.com/photo-1?w=640&q=75", { width: 640, height: 427 }],
    ["https://images.unsplash.com/photo-1?w=640&h=100", { width: 640, height: 100 }],
    ["https://images.unsplash.com/photo-1?w=99999&h=1", { width: 2400, height: 16 }],
    ["https://images.unsplash.com/photo-1?w=abc", { width: 1200, height: 800 }],
  ])("%s", (url, expected) => {
    expect(imageSize(new URL(url))).toEqual(expected);
  });
});

describe("photoJpeg", () => {
  it("is a JPEG of the size asked for, weighing about a photo's bytes", () => {
    const body = photoJpeg(640, 427);
    const decoded = jpeg.decode(body);
    expect([decoded.width, decoded.height]).toEqual([640, 427]);
    expect(body.length).toBeGreaterThanOrEqual(Math.round(640 * 427 * BYTES_PER_PIXEL) - 4);
    expect(body.length).toBeLessThan(640 * 427 * BYTES_PER_PIXEL * 1.2);
  });
});

describe("imageHostFlags", () => {
  it("maps the host to the loopback port and accepts its certificate", () => {
    expect(imageHostFlags(4443)).toEqual([
      "--host-resolver-rules=MAP images.unsplash.com 127.0.0.1:4443",
      "--ignore-certificate-errors",
    ]);
  });
});
