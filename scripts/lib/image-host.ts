// The bench machine is offline, so this serves photo-weight JPEGs in the image host's place
// (for the bench, the photo import's test and the end-to-end tests).
import jpeg from "jpeg-js";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { type IncomingMessage, type ServerResponse } from "node:http";
import { createServer } from "node:https";
import os from "node:os";
import path from "node:path";

const HOST = "127.0.0.1";

export const IMAGE_HOST = "images.unsplash.com";

export const IMAGE_SIZE = { defaultWidth: 1200, min: 16, max: 2400 } as const;

// A typical photo at the host's q=75 (640×427 ≈ 33 KB).
export const BYTES_PER_PIXEL = 0.12;

// Encoding blocks for up to half a second, so these are encoded before any page is measured.
const WARM_WIDTHS = [320, 480, 640, 800, 1024, 1200, 1280, 1600] as const;

const QUALITY = 75;
const MIN_QUALITY = 25;

function clamp(value: number): number {
  return Math.min(IMAGE_SIZE.max, Math.max(IMAGE_SIZE.min, Math.round(value)));
}

function parameter(url: URL, name: string): number | undefined {
  const value = Number.parseFloat(url.searchParams.get(name) ?? "");
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

export function imageSize(url: URL): { width: number; height: number } {
  const width = clamp(parameter(url, "w") ?? IMAGE_SIZE.defaultWidth);
  const h = parameter(url, "h");
  return { width, height: clamp(h ?? (width * 2) / 3) };
}

/** A hash of a lattice point to 0..1, the same for a point whatever the picture's size. */
function lattice(octave: number, x: number, y: number): number {
  let h = Math.imul(x, 374761393) ^ Math.imul(y, 668265263) ^ Math.imul(octave, 2147483647);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}

/** Smooth noise with `cells` cells across the picture, at (u, v) in 0..1. */
function valueNoise(octave: number, cells: number, u: number, v: number): number {
  const x = u * cells;
  const y = v * cells;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const top = lattice(octave, x0, y0) * (1 - fx) + lattice(octave, x0 + 1, y0) * fx;
  const bottom = lattice(octave, x0, y0 + 1) * (1 - fx) + lattice(octave, x0 + 1, y0 + 1) * fx;
  return top * (1 - fy) + bottom * fy - 0.5;
}

/**
 * Detail at several scales, fixed to the picture rather than to its pixels, as a photo's is:
 * scaled down, it keeps detail down to a few pixels, so an encoder at any width meets about
 * what it meets in a real photo (a flat or pixel-grained picture would shrink to a few KB).
 */
const OCTAVES = [
  { cells: 12, amplitude: 50 },
  { cells: 40, amplitude: 34 },
  { cells: 120, amplitude: 30 },
  { cells: 360, amplitude: 34 },
  { cells: 1000, amplitude: 30 },
] as const;

function pixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const v = y / height;
    for (let x = 0; x < width; x++) {
      const u = x / width;
      let light = 110 + 40 * Math.sin(u * 7 + v * 3);
      let tint = 0;
      OCTAVES.forEach(({ cells, amplitude }, octave) => {
        light += amplitude * valueNoise(octave, cells, u, v * (height / width));
        tint += (amplitude / 2) * valueNoise(octave + 8, cells, u, v * (height / width));
      });
      const i = (y * width + x) * 4;
      data[i] = Math.max(0, Math.min(255, light + 30 * u + tint));
      data[i + 1] = Math.max(0, Math.min(255, light * 0.9));
      data[i + 2] = Math.max(0, Math.min(255, light * 0.8 + 40 * v - tint));
      data[i + 3] = 255;
    }
  }
  return data;
}

// 2 bytes of length and 2 of marker in a 64 KiB segment.
const COMMENT_MAX = 65_533;

// Comment segments (skipped by decoders) make up the weight the grain does not.
// A detailed picture would weigh more than the host's photos at QUALITY: the quality steps down
// until it weighs no more than they do.
export function photoJpeg(width: number, height: number): Buffer {
  const data = pixels(width, height);
  const target = Math.round(width * height * BYTES_PER_PIXEL);
  let quality = QUALITY;
  let encoded = jpeg.encode({ width, height, data }, quality).data;
  while (encoded.length > target && quality > MIN_QUALITY) {
    quality = Math.max(MIN_QUALITY, quality - 10);
    encoded = jpeg.encode({ width, height, data }, quality).data;
  }
  let missing = target - encoded.length;
  if (missing <= 4) return encoded;
  const comments: string[] = [];
  while (missing > 4) {
    const length = Math.min(COMMENT_MAX, missing - 4);
    comments.push(" ".repeat(length));
    missing -= length + 4;
  }
  return jpeg.encode({ width, height, data, comments }, quality).data;
}

/** A key and certificate for the image host's name; trust `cert` to accept them (tests). */
export function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "deccan-image-host-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  try {
    return openssl(keyFile, certFile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function openssl(keyFile: string, certFile: string): { key: Buffer; cert: Buffer } {
  const result = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-subj",
      `/CN=${IMAGE_HOST}`,
      "-addext",
      `subjectAltName=DNS:${IMAGE_HOST}`,
      "-days",
      "1",
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { encoding: "utf8" },
  );
  if (result.error) throw new Error(`openssl could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`openssl failed:\n${result.stderr}`);
  return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
}

export interface ImageHost {
  port: number;
  /** Its self-signed certificate, for a client to trust. */
  cert: Buffer;
  chromeFlags: string[];
  counts(): { images: number; bytes: number; errors: number };
  close(): Promise<void>;
}

export function imageHostFlags(port: number): string[] {
  return [`--host-resolver-rules=MAP ${IMAGE_HOST} ${HOST}:${port}`, "--ignore-certificate-errors"];
}

export async function startImageHost(): Promise<ImageHost> {
  const cache = new Map<string, Buffer>();
  const counts = { images: 0, bytes: 0, errors: 0 };
  const jpegOf = (width: number, height: number): Buffer => {
    const key = `${width}x${height}`;
    let body = cache.get(key);
    if (!body) {
      body = photoJpeg(width, height);
      cache.set(key, body);
    }
    return body;
  };
  for (const width of WARM_WIDTHS) jpegOf(width, clamp((width * 2) / 3));

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      counts.errors++;
      response.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const { width, height } = imageSize(new URL(request.url ?? "/", `https://${IMAGE_HOST}`));
    const body = jpegOf(width, height);
    counts.images++;
    counts.bytes += body.length;
    response.writeHead(200, {
      "Content-Type": "image/jpeg",
      "Content-Length": body.length,
      "Cache-Control": "public, max-age=31536000",
      // As the real host sends, so that a crossorigin image would load too.
      "Access-Control-Allow-Origin": "*",
    });
    response.end(request.method === "HEAD" ? undefined : body);
  };

  const certificate = selfSignedCertificate();
  const server = createServer(
    {
      ...certificate,
      keepAlive: true,
      keepAliveTimeout: 60_000,
    },
    handle,
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, HOST, () => resolve());
  });
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("the image host has no port");
  return {
    port: address.port,
    cert: certificate.cert,
    chromeFlags: imageHostFlags(address.port),
    counts: () => ({ ...counts }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
