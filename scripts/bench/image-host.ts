// The bench machine is offline, so this serves photo-weight JPEGs in the image host's place.
import jpeg from "jpeg-js";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { type IncomingMessage, type ServerResponse } from "node:http";
import { createServer } from "node:https";
import path from "node:path";
import { HOST, tempDir } from "./servers.ts";

export const IMAGE_HOST = "images.unsplash.com";

export const IMAGE_SIZE = { defaultWidth: 1200, min: 16, max: 2400 } as const;

// A typical photo at the host's q=75 (640×427 ≈ 33 KB).
export const BYTES_PER_PIXEL = 0.12;

// Encoding blocks for up to half a second, so these are encoded before any page is measured.
const WARM_WIDTHS = [320, 480, 640, 800, 1024, 1200, 1280, 1600] as const;

const QUALITY = 75;

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

// Grain, so the encoder cannot squeeze it to nothing (a flat picture would weigh a few KB).
function pixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  let seed = (width * 7919 + height) >>> 0;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  for (let y = 0; y < height; y++) {
    const v = y / height;
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const light = 110 + 60 * Math.sin(u * 7 + v * 3) + 40 * Math.cos(v * 11 - u * 5);
      const grain = (random() - 0.5) * 16;
      const i = (y * width + x) * 4;
      data[i] = Math.max(0, Math.min(255, light + 30 * u + grain));
      data[i + 1] = Math.max(0, Math.min(255, light * 0.9 + grain));
      data[i + 2] = Math.max(0, Math.min(255, light * 0.8 + 40 * v + grain));
      data[i + 3] = 255;
    }
  }
  return data;
}

// 2 bytes of length and 2 of marker in a 64 KiB segment.
const COMMENT_MAX = 65_533;

// Comment segments (skipped by decoders) make up the weight the grain does not.
export function photoJpeg(width: number, height: number): Buffer {
  const data = pixels(width, height);
  const encoded = jpeg.encode({ width, height, data }, QUALITY).data;
  let missing = Math.round(width * height * BYTES_PER_PIXEL) - encoded.length;
  if (missing <= 4) return encoded;
  const comments: string[] = [];
  while (missing > 4) {
    const length = Math.min(COMMENT_MAX, missing - 4);
    comments.push(" ".repeat(length));
    missing -= length + 4;
  }
  return jpeg.encode({ width, height, data, comments }, QUALITY).data;
}

/** A key and certificate for the image host's name; trust `cert` to accept them (tests). */
export function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = tempDir("image-host");
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
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
