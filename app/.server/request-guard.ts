/**
 * The checks every form submission passes before its body is parsed: a POST,
 * from this site (Origin / Sec-Fetch-Site), no bigger than the limit, and
 * form data or JSON. Only then is the body read, with the limit enforced
 * while reading, since a Content-Length header may be missing or wrong.
 */

export type GuardFailure = {
  ok: false;
  status: 400 | 403 | 405 | 413 | 415;
  error:
    "bad-request" | "forbidden" | "method-not-allowed" | "too-large" | "unsupported-media-type";
};

export type Submission = { ok: true; fields: Record<string, unknown> } | GuardFailure;

export interface GuardOptions {
  maxBytes: number;
  /** Origins besides the request's own that may post (the public SITE_URL). */
  allowedOrigins: readonly string[];
  /** The field names to pick out of the body; everything else is ignored. */
  fields: readonly string[];
}

const FORM = "application/x-www-form-urlencoded";
const DRAIN_FACTOR = 32;
const MULTIPART = "multipart/form-data";
const JSON_TYPE = "application/json";

const failure = (status: GuardFailure["status"], error: GuardFailure["error"]): GuardFailure => ({
  ok: false,
  status,
  error,
});

function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * True for a request from another site: by Sec-Fetch-Site, or by an Origin
 * that is none of ours. No Origin at all (older browsers, non-browser
 * clients) is not judged; "null" (sandboxed frames, privacy redirects) is.
 */
export function isCrossSite(
  origin: string | null,
  fetchSite: string | null,
  ownOrigins: readonly string[],
): boolean {
  if (fetchSite?.toLowerCase() === "cross-site") return true;
  if (origin === null) return false;
  if (origin === "null") return true;
  try {
    const ours = new Set(ownOrigins.map((own) => new URL(own).origin));
    return !ours.has(new URL(origin).origin);
  } catch {
    return true;
  }
}

export function isSameSite(request: Request, allowedOrigins: readonly string[]): boolean {
  return !isCrossSite(request.headers.get("Origin"), request.headers.get("Sec-Fetch-Site"), [
    new URL(request.url).origin,
    ...allowedOrigins,
  ]);
}

/** True when the client asked for JSON (the enhanced form) rather than a page. */
export function wantsJson(request: Request): boolean {
  return /\bapplication\/json\b/i.test(request.headers.get("Accept") ?? "");
}

async function readCapped(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Read (and drop) a little more, so that a client still sending gets to
      // see the 413; past that, hang up.
      if (size > maxBytes * DRAIN_FACTOR) {
        await reader.cancel().catch(() => {});
        return "too-large";
      }
      continue;
    }
    chunks.push(value);
  }
  if (size > maxBytes) return "too-large";
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function pick(fields: readonly string[], get: (name: string) => unknown): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of fields) {
    const value = get(name);
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

export async function readSubmission(request: Request, options: GuardOptions): Promise<Submission> {
  if (request.method !== "POST") return failure(405, "method-not-allowed");
  if (!isSameSite(request, options.allowedOrigins)) return failure(403, "forbidden");

  const declared = request.headers.get("Content-Length");
  if (declared !== null) {
    if (!/^\d+$/.test(declared.trim())) return failure(400, "bad-request");
    if (Number(declared) > options.maxBytes) return failure(413, "too-large");
  }
  const type = mediaType(request);
  if (type !== FORM && type !== MULTIPART && type !== JSON_TYPE) {
    return failure(415, "unsupported-media-type");
  }

  let body: Uint8Array<ArrayBuffer> | "too-large";
  try {
    body = await readCapped(request, options.maxBytes);
  } catch {
    return failure(400, "bad-request");
  }
  if (body === "too-large") return failure(413, "too-large");

  try {
    if (type === JSON_TYPE) {
      const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
        return failure(400, "bad-request");
      }
      const record = parsed as Record<string, unknown>;
      return {
        ok: true,
        fields: pick(options.fields, (name) =>
          Object.hasOwn(record, name) ? record[name] : undefined,
        ),
      };
    }
    if (type === FORM) {
      const params = new URLSearchParams(new TextDecoder().decode(body));
      return { ok: true, fields: pick(options.fields, (name) => params.get(name) ?? undefined) };
    }
    const form = await new Response(body, {
      headers: { "Content-Type": request.headers.get("Content-Type")! },
    }).formData();
    return {
      ok: true,
      fields: pick(options.fields, (name) => {
        const value = form.get(name);
        return typeof value === "string" ? value : undefined;
      }),
    };
  } catch {
    return failure(400, "bad-request");
  }
}

/**
 * The page to send a visitor back to after a form without JavaScript: a path
 * on this site only (never another host, "//host" or "/\\host"), without query.
 */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== "string") return fallback;
  const path = value.length > 1 ? value.replace(/\/$/, "") : value;
  return /^\/(?:[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*)?$/.test(path) && path.length <= 200
    ? path
    : fallback;
}
