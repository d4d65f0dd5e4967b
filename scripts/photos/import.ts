import { randomBytes } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import { get } from "node:https";
import { type LookupFunction, isIP } from "node:net";
import { basename, dirname, join, relative, sep } from "node:path";
import { addAbortSignal } from "node:stream";
import { rootCertificates } from "node:tls";
import { isDeepStrictEqual } from "node:util";
import yaml from "js-yaml";
import sharp from "sharp";

import {
  PHOTO_IMPORT_CONCURRENCY,
  PHOTO_IMPORT_MAX_BYTES,
  PHOTO_IMPORT_MAX_REDIRECTS,
  PHOTO_IMPORT_TIMEOUT_MS,
} from "../../app/lib/constants.ts";
import { importSrc } from "../../app/lib/images.ts";

/*
 * `npm run photos:import`: every content photo still given by a web address (`url:`) is
 * downloaded and stored beside its entry exactly where the editor (Keystatic) stores an upload
 * for that field, and the content then names the file (`file:`) instead. So the photos are the
 * firm's own, served from the site's origin by the next build, and the editor shows them as if
 * they had been uploaded.
 *
 * A content file is changed all at once or not at all: if one of its photos cannot be
 * downloaded, its other photos wait too, and the file and its folder are left as they were.
 */

export interface ImportOptions {
  contentDir: string;
  /** The IP address to connect to for a host name, instead of DNS (tests). */
  lookup?: (hostname: string) => string;
  /** A certificate authority to trust besides the usual ones (tests). */
  ca?: string | Buffer;
  timeoutMs?: number;
  maxBytes?: number;
  log?: (line: string) => void;
}

export interface ImportFailure {
  /** The content file, as content/projects/x/index.yaml. */
  file: string;
  /** The photo's field, as gallery.1. */
  field: string;
  url: string;
  reason: string;
}

export interface ImportResult {
  /** Photos downloaded, stored beside their entry and named by their file. */
  imported: number;
  /** Photos that already are files beside their entry. */
  skipped: number;
  /** Photos that could not be imported; their content file is unchanged. */
  failed: ImportFailure[];
}

/** The formats a photo may be stored in, by sharp's name, with the extension the file gets. */
const EXTENSIONS: Record<string, string> = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif" };

/** A photo refused for a reason worth telling the person who runs the import. */
class Refused extends Error {}

interface Photo {
  /** Its place in the file's data: ["gallery", 1]. */
  path: (string | number)[];
  field: string;
  url: string;
}

interface ContentFile {
  path: string;
  /** As the loader names it: content/projects/x/index.yaml. */
  name: string;
  text: string;
  data: unknown;
  photos: Photo[];
}

interface Downloaded {
  data: Buffer;
  extension: string;
}

type Outcome = { ok: true; photo: Downloaded } | { ok: false; reason: string };

/** Downloads, imports and rewrites; see the module's comment. */
export async function importPhotos(options: ImportOptions): Promise<ImportResult> {
  const log = options.log ?? (() => {});
  const root = options.contentDir;
  const result: ImportResult = { imported: 0, skipped: 0, failed: [] };

  const files: ContentFile[] = [];
  for (const path of await yamlFiles(root)) {
    const text = await readFile(path, "utf8");
    const name = `content/${relative(root, path).split(sep).join("/")}`;
    let data: unknown;
    try {
      data = yaml.load(text);
    } catch {
      // Not this script's business: the loader names the problem.
      log(`${name}: is not valid YAML; its photos are left as they are`);
      continue;
    }
    const photos: Photo[] = [];
    for (const found of photosIn(data)) {
      if (found.kind === "file") result.skipped++;
      else photos.push(found.photo);
    }
    if (photos.length > 0) files.push({ path, name, text, data, photos });
  }

  // Each address once, a few at a time; each is kept until the last file that uses it is done.
  const limit = limiter(PHOTO_IMPORT_CONCURRENCY);
  const downloads = new Map<string, Promise<Outcome>>();
  const users = new Map<string, number>();
  for (const file of files) {
    for (const { url } of file.photos) {
      users.set(url, (users.get(url) ?? 0) + 1);
      if (!downloads.has(url)) {
        downloads.set(
          url,
          limit(() => download(url, options)).then(
            (photo): Outcome => ({ ok: true, photo }),
            (error: unknown): Outcome => ({ ok: false, reason: reasonOf(error) }),
          ),
        );
      }
    }
  }
  const release = (url: string) => {
    const left = (users.get(url) ?? 1) - 1;
    users.set(url, left);
    if (left === 0) downloads.delete(url);
  };

  await Promise.all(
    files.map(async (file) => {
      const outcomes = await Promise.all(file.photos.map(({ url }) => downloads.get(url)!));
      try {
        const failures = file.photos.flatMap((photo, index) => {
          const outcome = outcomes[index]!;
          return outcome.ok ? [] : [{ photo, reason: outcome.reason }];
        });
        if (failures.length === 0) {
          const downloaded = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.photo] : []));
          const problem = await store(root, file, downloaded);
          if (problem === undefined) {
            result.imported += file.photos.length;
            file.photos.forEach((photo, index) =>
              log(`${file.name}: ${photo.field}: stored as ${fileName(photo, downloaded[index]!)}`),
            );
            return;
          }
          failures.push(problem);
        }
        for (const { photo, reason } of failures) {
          result.failed.push({ file: file.name, field: photo.field, url: photo.url, reason });
          log(`${file.name}: ${photo.field}: ${shown(photo.url)}: ${reason}`);
        }
        const waiting = file.photos.length - failures.length;
        if (waiting > 0) {
          log(
            `${file.name}: left unchanged, so its other ${waiting} photo${waiting === 1 ? "" : "s"} ` +
              "will be imported once this is put right",
          );
        }
      } finally {
        for (const { url } of file.photos) release(url);
      }
    }),
  );
  const order = (failure: ImportFailure) => `${failure.file}\u0000${failure.field}`;
  result.failed.sort((a, b) => order(a).localeCompare(order(b)));
  return result;
}

// ── Finding the photos ───────────────────────────────────────────────────────

/** Every .yaml file under the content folder, in a stable order. */
async function yamlFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".yaml"))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (path) =>
        !relative(root, path)
          .split(sep)
          .some((part) => part.startsWith(".")),
    )
    .sort();
}

type Found = { kind: "file" } | { kind: "url"; photo: Photo };

/**
 * Every photo in a file's data, in the file's order: a mapping with a description (`alt`) and
 * an uploaded file or a web address, as PhotoFileSchema has it, wherever it stands.
 */
function* photosIn(value: unknown, path: (string | number)[] = []): Generator<Found> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* photosIn(item, [...path, index]);
    return;
  }
  if (value === null || typeof value !== "object" || value instanceof Date) return;
  const record = value as Record<string, unknown>;
  const isPhoto =
    typeof record.alt === "string" &&
    (typeof record.url === "string" || typeof record.file === "string");
  if (!isPhoto) {
    for (const [key, item] of Object.entries(record)) yield* photosIn(item, [...path, key]);
    return;
  }
  // An uploaded file is what the site shows, even where an address was left beside it.
  if (typeof record.file === "string") {
    yield { kind: "file" };
    return;
  }
  yield { kind: "url", photo: { path, field: path.join("."), url: record.url as string } };
}

/**
 * Where the editor stores an upload, relative to the entry's folder: the field's path with `/`,
 * then `file` (the upload's own field) and the format's extension, as gallery/1/file.jpg.
 */
function fileName(photo: Photo, downloaded: Downloaded): string {
  return `${[...photo.path, "file"].join("/")}.${downloaded.extension}`;
}

/** The entry's folder for uploads, as the loader has it (app/content/load.ts, assetDir). */
function assetDir(file: string): string {
  return basename(file) === "index.yaml" ? dirname(file) : file.replace(/\.yaml$/, "");
}

// ── Storing and rewriting ────────────────────────────────────────────────────

/**
 * Writes a file's photos and its new text, each to a temporary file first; renames them into
 * place only once all are written. Undefined when done; what went wrong, with nothing changed,
 * otherwise.
 */
async function store(
  root: string,
  file: ContentFile,
  downloaded: Downloaded[],
): Promise<{ photo: Photo; reason: string } | undefined> {
  const names = file.photos.map((photo, index) => fileName(photo, downloaded[index]!));
  const rewritten = rewrite(file, names);
  if (typeof rewritten !== "string") return rewritten;

  const folder = assetDir(file.path);
  const suffix = `.${randomBytes(6).toString("hex")}.tmp`;
  const temporary = (path: string) => join(dirname(path), `.${basename(path)}${suffix}`);
  const made: string[] = [];
  const written: string[] = [];
  const moved: string[] = [];
  try {
    for (const [index, name] of names.entries()) {
      const target = join(folder, name);
      const first = await mkdir(dirname(target), { recursive: true });
      if (first !== undefined) made.push(first);
      written.push(temporary(target));
      await writeFile(temporary(target), downloaded[index]!.data, { flag: "wx" });
    }
    const { mode } = await stat(file.path);
    written.push(temporary(file.path));
    await writeFile(temporary(file.path), rewritten, { flag: "wx", mode });
    for (const name of names) {
      const target = join(folder, name);
      await rename(temporary(target), target);
      moved.push(target);
    }
    await rename(temporary(file.path), file.path);
    return undefined;
  } catch (error) {
    for (const path of [...written, ...moved]) await rm(path, { force: true });
    for (const dir of made.reverse()) await rm(dir, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    const where = relative(root, folder).split(sep).join("/");
    return { photo: file.photos[0]!, reason: `could not be written in content/${where} (${code})` };
  }
}

/**
 * The file's text with each photo's `url: <address>` replaced by `file: <name>`, and nothing
 * else touched; checked by reading it back. What stands in the way, if the address is not
 * written on one line the way a YAML writer writes it.
 */
function rewrite(file: ContentFile, names: string[]): string | { photo: Photo; reason: string } {
  const replacements: { start: number; end: number; text: string }[] = [];
  const seen = new Map<string, number>();
  for (const [index, photo] of file.photos.entries()) {
    const nth = seen.get(photo.url) ?? 0;
    seen.set(photo.url, nth + 1);
    const match = urlLines(file.text, photo.url)[nth];
    if (!match) return { photo, reason: cannotRewrite };
    replacements.push({ ...match, text: `file: ${names[index]}` });
  }
  let text = file.text;
  for (const { start, end, text: replacement } of replacements.sort((a, b) => b.start - a.start)) {
    text = text.slice(0, start) + replacement + text.slice(end);
  }

  const expected = structuredClone(file.data);
  for (const [index, photo] of file.photos.entries()) {
    const parent = photo.path.reduce<unknown>(
      (value, key) => (value as Record<string | number, unknown>)[key],
      expected,
    ) as Record<string, unknown>;
    const entries = Object.entries(parent).map(([key, value]): [string, unknown] =>
      key === "url" ? ["file", names[index]] : [key, value],
    );
    for (const key of Object.keys(parent)) delete parent[key];
    Object.assign(parent, Object.fromEntries(entries));
  }
  let reread: unknown;
  try {
    reread = yaml.load(text);
  } catch {
    reread = undefined;
  }
  if (!isDeepStrictEqual(reread, expected)) {
    return { photo: file.photos[0]!, reason: cannotRewrite };
  }
  return text;
}

const cannotRewrite =
  "its address is not written as `url: <address>` on one line, so the file is left as it is; " +
  "upload the photo in the editor instead";

/** Where `url: <address>` is written, plain or quoted, in the file's order. */
function urlLines(text: string, url: string): { start: number; end: number }[] {
  const forms = [url, `'${url.replaceAll("'", "''")}'`, JSON.stringify(url)].map(escapeRegExp);
  const pattern = new RegExp(
    `(?<=^|[\\s{,])url:[ \\t]+(?:${forms.join("|")})(?=[ \\t]*\\r?$|[ \\t]+#|[ \\t]*[,}])`,
    "gm",
  );
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// ── Downloading ──────────────────────────────────────────────────────────────

/** One photo, over HTTPS only, within the time and size limits, checked to be a photo. */
async function download(url: string, options: ImportOptions): Promise<Downloaded> {
  const timeoutMs = options.timeoutMs ?? PHOTO_IMPORT_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await downloadWithin(url, signal, options.maxBytes ?? PHOTO_IMPORT_MAX_BYTES, options);
  } catch (error) {
    if (signal.aborted && !(error instanceof Refused)) {
      throw new Refused(`no answer within ${timeoutMs / 1000} s`);
    }
    throw error;
  }
}

async function downloadWithin(
  url: string,
  signal: AbortSignal,
  maxBytes: number,
  options: ImportOptions,
): Promise<Downloaded> {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    throw new Refused("is not a web address");
  }
  if (address.protocol !== "https:") throw new Refused("is not an https:// address");
  address = new URL(importSrc(address.toString()));

  for (let redirects = 0; ; redirects++) {
    const response = await request(address, signal, options);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if ([301, 302, 303, 307, 308].includes(status) && location) {
      response.destroy();
      const next = new URL(location, address);
      if (next.protocol !== "https:") throw new Refused("redirected to a non-HTTPS address");
      if (redirects >= PHOTO_IMPORT_MAX_REDIRECTS) {
        throw new Refused(`redirected more than ${PHOTO_IMPORT_MAX_REDIRECTS} times`);
      }
      address = next;
      continue;
    }
    if (status !== 200) {
      response.destroy();
      throw new Refused(`the server answered ${status}`);
    }
    const declared = Number(response.headers["content-length"]);
    if (Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      throw new Refused(`over ${bytes(maxBytes)}`);
    }
    const data = await body(addAbortSignal(signal, response), maxBytes);
    return { data, extension: await photoFormat(data, response.headers["content-type"]) };
  }
}

function request(address: URL, signal: AbortSignal, options: ImportOptions) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const hostname = address.hostname.replace(/^\[|\]$/g, "");
    const client = get(
      address,
      {
        signal,
        agent: false,
        ...(isIP(hostname) ? {} : { servername: hostname }),
        ...(options.lookup ? { lookup: lookupBy(options.lookup) } : {}),
        ...(options.ca ? { ca: [...rootCertificates, options.ca] } : {}),
        headers: { accept: "image/*", "user-agent": "deccan-photos-import" },
      },
      (response) => {
        // Its errors reach whoever reads it; one after it is put aside must not end the run.
        response.on("error", () => {});
        resolve(response);
      },
    );
    client.on("error", reject);
  });
}

/** Node's look-up, answering from a function that gives an address for a host name. */
function lookupBy(resolveHost: (hostname: string) => string): LookupFunction {
  return (hostname, options, callback) => {
    const address = resolveHost(hostname);
    const family = isIP(address);
    if (options.all) {
      (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
        { address, family },
      ]);
    } else {
      callback(null, address, family);
    }
  };
}

/** The whole body, refused as soon as it grows past the limit, whatever the server declared. */
async function body(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of response) {
    const part = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    length += part.length;
    if (length > maxBytes) {
      response.destroy();
      throw new Refused(`over ${bytes(maxBytes)}`);
    }
    chunks.push(part);
  }
  return Buffer.concat(chunks, length);
}

/** The extension for the photo's real format; refused unless it is a whole JPEG, PNG, WebP or AVIF. */
async function photoFormat(data: Buffer, contentType: string | undefined): Promise<string> {
  const declared = contentType?.split(";")[0]?.trim() || "no Content-Type";
  let format: string | undefined;
  try {
    const metadata = await sharp(data).metadata();
    format =
      metadata.format === "heif" && metadata.compression === "av1" ? "avif" : metadata.format;
  } catch {
    throw new Refused(
      declared.startsWith("image/")
        ? `not a readable image, though the server says ${declared}`
        : `not an image (${declared})`,
    );
  }
  const extension = format ? EXTENSIONS[format] : undefined;
  if (!extension) {
    throw new Refused(
      `a ${format?.toUpperCase() ?? "unknown"} image (${declared}); only JPEG, PNG, WebP and AVIF are taken`,
    );
  }
  try {
    // Decoded through, so a photo cut short is refused, not stored.
    await sharp(data, { failOn: "truncated" }).resize(64, 64, { fit: "inside" }).toBuffer();
  } catch {
    throw new Refused(`an incomplete or damaged ${extension.toUpperCase()} image`);
  }
  return extension;
}

/** Why a download failed, in words for the person who runs the import. */
function reasonOf(error: unknown): string {
  if (error instanceof Refused) return error.message;
  const { code, message } = error as NodeJS.ErrnoException;
  switch (code) {
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "its host name could not be looked up (is this machine online?)";
    case "ECONNREFUSED":
      return "the server refused the connection";
    case "ECONNRESET":
    case "ERR_STREAM_PREMATURE_CLOSE":
      return "the connection was cut before the photo was complete";
    case "ETIMEDOUT":
    case "ENETUNREACH":
    case "EHOSTUNREACH":
      return "the server could not be reached";
  }
  if (code?.includes("CERT") || code?.includes("SIGNATURE")) {
    return `the server's certificate is not trusted (${code})`;
  }
  return `could not be downloaded (${code ?? message})`;
}

/** An address as shown in the log: without a user name or password, should it carry one. */
function shown(url: string): string {
  try {
    const address = new URL(url);
    address.username = "";
    address.password = "";
    return address.href;
  } catch {
    return url;
  }
}

function bytes(count: number): string {
  const MB = 1024 * 1024;
  if (count >= MB && count % MB === 0) return `${count / MB} MB`;
  if (count >= 1024 && count % 1024 === 0) return `${count / 1024} KB`;
  return `${count} bytes`;
}

/** Runs at most `max` tasks at a time, in the order they were given. */
function limiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
