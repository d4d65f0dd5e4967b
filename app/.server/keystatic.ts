import { resolve } from "node:path";
import keystaticConfig from "../../keystatic.config.ts";
import { contentSecurityPolicy, inlineHashes } from "../lib/csp.ts";
import { EDITOR_API_PATH, isEditorPath } from "../lib/editor-paths.ts";
import { editorSettings } from "./env.ts";

/*
 * The one rule of when the editor is open (DECISIONS.md 10), applied by the site's Astro
 * middleware (app/middleware.ts) in front of the routes Keystatic's integration adds
 * (/keystatic/*, /api/keystatic/*). Keystatic's handler for local storage writes whatever it is
 * sent under its collections and never looks at NODE_ENV: it is reached only outside
 * production. With GitHub storage it writes nothing itself; each save is a commit the editor's
 * browser makes with the editor's own GitHub login.
 */

type Env = Record<string, string | undefined>;
type KeystaticConfig = typeof keystaticConfig;

export interface EditorOptions {
  env?: Env;
  config?: Pick<KeystaticConfig, "storage">;
  /** The folder the server runs in, where Keystatic's local storage writes content/. */
  cwd?: string;
}

/** Sent with every answer of the editor's routes. */
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
 * Keystatic's paths start with content/, and its integration writes them under the folder the
 * server runs in. The build reads CONTENT_DIR (else ./content): the two must be the same folder,
 * or a save would change files the site is not built from.
 */
export function checkEditorContentDir(env: Env = process.env, cwd = process.cwd()): void {
  const read = resolve(cwd, env.CONTENT_DIR || "content");
  const written = resolve(cwd, "content");
  if (read !== written) {
    throw new Error(
      `The editor writes ${written}, but the build reads CONTENT_DIR=${read}: run the server from the folder that holds CONTENT_DIR, which must be called "content".`,
    );
  }
}

function withEditorHeaders(response: Response): Response {
  // A copy: a route's own Response may have immutable headers (Response.redirect).
  const headed = new Response(response.body, response);
  for (const [name, value] of Object.entries(EDITOR_HEADERS)) headed.headers.set(name, value);
  return headed;
}

/**
 * For the editor's routes (`route` is the pattern of the route answering, such as
 * /keystatic/[...params]): a 404 while the editor is off (bodiless for its page, which Astro
 * then renders as the site's not-found page; plain text for its API), and never indexed or
 * stored. Every other route passes untouched, the not-found page rendered for the editor's
 * address too.
 */
/**
 * The editor's page gets a policy that lists the inline scripts Astro writes into it (the
 * island's bootstrap), as every prerendered page's does, plus the editor's looser styles.
 */
async function withOwnPolicy(response: Response, github: boolean): Promise<Response> {
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  const html = await response.text();
  const { scripts } = inlineHashes(html);
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", contentSecurityPolicy(scripts, { editor: { github } }));
  return new Response(html, { status: response.status, headers });
}

export async function guardEditor(
  route: string,
  next: () => Promise<Response>,
  { env = process.env, config = keystaticConfig, cwd = process.cwd() }: EditorOptions = {},
): Promise<Response> {
  if (!isEditorPath(route)) return next();
  const access = editorAccess({ env, config });
  if (access === "off") {
    const api = route === EDITOR_API_PATH || route.startsWith(`${EDITOR_API_PATH}/`);
    return withEditorHeaders(
      api
        ? new Response("Not Found\n", {
            status: 404,
            headers: { "Content-Type": "text/plain; charset=utf-8" },
          })
        : new Response(null, { status: 404 }),
    );
  }
  if (access === "local") checkEditorContentDir(env, cwd);
  return withEditorHeaders(await withOwnPolicy(await next(), access === "github"));
}
