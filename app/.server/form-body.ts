import { FORM_BODY_DISCARD_LIMIT_BYTES } from "../lib/constants.ts";
import type { FormAnswer } from "../lib/form-reply.ts";
import type { AppServices, ClientInfo } from "./context.ts";

/**
 * A form's post, answered by the page that owns it (app/pages/rendered/contact.astro,
 * app/pages/api/subscribers.ts): as JSON to the form's script (`Accept: application/json`),
 * with a redirect or the page to a plain post (app/lib/form-reply.ts).
 */
export interface FormPost {
  /** The form's own address, its `action`. */
  path: string;
  answer(request: Request, services: AppServices, client: ClientInfo): Promise<FormAnswer<unknown>>;
}

export type ReadFailure = {
  ok: false;
  status: 400 | 405 | 413 | 415;
  error: "bad-request" | "method-not-allowed" | "too-large" | "unsupported-media-type";
};

export type Submission = { ok: true; fields: Record<string, unknown> } | ReadFailure;

export interface ReadOptions {
  maxBytes: number;
  fields: readonly string[];
}

const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

const failure = (status: ReadFailure["status"], error: ReadFailure["error"]): ReadFailure => ({
  ok: false,
  status,
  error,
});

function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}

// Answers 413 at once and discards the rest of the body while the client is still sending it:
// closing the connection under a sender makes its TCP stack drop our answer (a reset).
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, size: number) {
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > FORM_BODY_DISCARD_LIMIT_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away.
  }
}

/** The body, or "too-large" as soon as it passes maxBytes (whatever its Content-Length said). */
export async function readCapped(
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
    // The host checked Content-Length, but a chunked body has none.
    if (size > maxBytes) {
      void discardRest(reader, size);
      return "too-large";
    }
    chunks.push(value);
  }
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

export async function readFormBody(request: Request, options: ReadOptions): Promise<Submission> {
  if (request.method !== "POST") return failure(405, "method-not-allowed");
  const type = mediaType(request);
  if (type !== FORM && type !== MULTIPART) {
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

// Only a path on this site: never another host, "//host" or "/\\host" (open redirect).
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== "string") return fallback;
  const path = value.length > 1 ? value.replace(/\/$/, "") : value;
  return /^\/(?:[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*)?$/.test(path) && path.length <= 200
    ? path
    : fallback;
}
