import { basename, dirname, resolve } from "node:path";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import keystaticConfig, { GITHUB_APP_SLUG_VARIABLE } from "../../keystatic.config.ts";
import { EDITOR_BODY_LIMIT_BYTES } from "../lib/constants.ts";
import { editorSettings } from "./env.ts";
import { readCapped } from "./form-body.ts";

/*
 * The editor's API (/api/keystatic/*) as a web Request handler for a route's loader and action,
 * and the one rule of when the editor is open (DECISIONS.md 10). Keystatic's own handler for
 * local storage writes whatever it is sent and never looks at NODE_ENV: here it is reached only
 * outside production. With GitHub storage it writes nothing itself; each save is a commit the
 * editor's browser makes with the editor's own GitHub login.
 */

type Env = Record<string, string | undefined>;
type KeystaticConfig = typeof keystaticConfig;

export interface EditorOptions {
  env?: Env;
  config?: Pick<KeystaticConfig, "storage" | "collections" | "singletons">;
}

/** Sent with every answer of the editor's routes, by the server and by the routes themselves. */
export const EDITOR_HEADERS = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" };

export type EditorAccess = "off" | "local" | "github";

/** Off in production with local storage, and with GitHub storage but no GitHub App settings. */
export function editorAccess({
  env = process.env,
  config = keystaticConfig,
}: EditorOptions = {}): EditorAccess {
  const settings = editorSettings(env);
  const kind = config.storage.kind;
  if (kind === "local") return settings.localWrites ? "local" : "off";
  if (kind === "github") return settings.github ? "github" : "off";
  return "off";
}

/**
 * The folder that holds content/, where Keystatic's paths (content/projects/...) start: the
 * parent of CONTENT_DIR, the folder the build's loader reads (app/content/load.ts), else of
 * ./content.
 */
export function editorRoot(env: Env = process.env): string {
  const contentDir = resolve(env.CONTENT_DIR || "content");
  if (basename(contentDir) !== "content") {
    throw new Error(
      `The editor needs CONTENT_DIR to name a folder called "content": ${contentDir}`,
    );
  }
  return dirname(contentDir);
}

function answer(status: number, body: BodyInit | null, headers?: HeadersInit): Response {
  const all = new Headers(headers);
  for (const [name, value] of Object.entries(EDITOR_HEADERS)) all.set(name, value);
  if (body !== null && !all.has("Content-Type"))
    all.set("Content-Type", "text/plain; charset=utf-8");
  return new Response(body, { status, headers: all });
}

/**
 * The save's body read once, whatever its Content-Length said, and refused past the cap (the
 * server lets only the save, EDITOR_UPDATE_PATH, be larger than a form: server/app.ts).
 */
async function capped(request: Request): Promise<Request | Response> {
  if (request.method !== "POST") return request;
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > EDITOR_BODY_LIMIT_BYTES) return answer(413, "Request body too large\n");
  const body = await readCapped(request, EDITOR_BODY_LIMIT_BYTES).catch(() => undefined);
  if (body === undefined) return answer(400, "Bad Request\n");
  if (body === "too-large") return answer(413, "Request body too large\n");
  return new Request(request.url, { method: "POST", headers: request.headers, body });
}

export async function handleEditorApi(
  request: Request,
  { env = process.env, config = keystaticConfig }: EditorOptions = {},
): Promise<Response> {
  const access = editorAccess({ env, config });
  if (access === "off") return answer(404, "Not Found\n");
  const github = editorSettings(env).github;
  const handler = makeGenericAPIRouteHandler(
    {
      config: config as KeystaticConfig,
      localBaseDirectory: access === "local" ? editorRoot(env) : undefined,
      clientId: github?.clientId,
      clientSecret: github?.clientSecret,
      secret: github?.secret,
    },
    { slugEnvName: GITHUB_APP_SLUG_VARIABLE },
  );
  const read = access === "local" ? await capped(request) : request;
  if (read instanceof Response) return read;
  const { body, headers, status } = await handler(read);
  return answer(status ?? 200, (body ?? null) as BodyInit | null, headers as HeadersInit);
}
