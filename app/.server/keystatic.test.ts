import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { afterAll, describe, expect, it } from "vitest";
import keystaticConfig from "../../keystatic.config";
import { defaultContentDir } from "../content/load";
import { KEYSTATIC_SECRET_MIN_CHARS } from "./env";
import { checkEditorContentDir, editorAccess, guardEditor } from "./keystatic";

/*
 * The editor's routes as the editor's browser meets them: real Requests through the rule of
 * app/middleware.ts to Keystatic's own API handler, as its Astro integration calls it (over the
 * content folder of the folder the server runs in: here a copy), and the refusals that keep it
 * from ever writing in production.
 */

const root = mkdtempSync(join(tmpdir(), "keystatic-api-"));
cpSync(defaultContentDir(), join(root, "content"), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const local = { NODE_ENV: "development" };
const production = { NODE_ENV: "production" };
const gitHubSettings = {
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv23liAbCdEf012345",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "0123456789abcdef0123456789abcdef01234567",
  KEYSTATIC_SECRET: "k".repeat(KEYSTATIC_SECRET_MIN_CHARS),
  PUBLIC_KEYSTATIC_GITHUB_REPO: "deccan-industrial/website",
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "deccan-website-editor",
};
const gitHubConfig = {
  ...keystaticConfig,
  storage: { kind: "github" as const, repo: { owner: "deccan-industrial", name: "website" } },
};

type Config = typeof keystaticConfig;

/** A request to the editor's routes, through the middleware's rule to Keystatic's handler. */
async function handle(
  request: Request,
  env: Record<string, string>,
  config: Config = keystaticConfig,
): Promise<Response> {
  return guardEditor(
    // The route Astro matched: Keystatic's integration adds one for its page and one for its API.
    new URL(request.url).pathname.startsWith("/api/")
      ? "/api/keystatic/[...params]"
      : "/keystatic/[...params]",
    async () => {
      // Made on each request, as the integration's route does (@keystatic/astro/api).
      const keystatic = makeGenericAPIRouteHandler({
        config,
        localBaseDirectory: root,
        clientId: env.KEYSTATIC_GITHUB_CLIENT_ID,
        clientSecret: env.KEYSTATIC_GITHUB_CLIENT_SECRET,
        secret: env.KEYSTATIC_SECRET,
      });
      const { body, headers, status } = await keystatic(request);
      return new Response(body as BodyInit | null, { status, headers: headers as HeadersInit });
    },
    { env, config, cwd: root },
  );
}

const ORIGIN = "http://127.0.0.1:5173";
// Keystatic's browser code sends "no-cors: 1" with each call, which a cross-site form cannot.
const EDITOR = { "no-cors": "1" };

const get = (path: string, headers: HeadersInit = EDITOR) =>
  new Request(`${ORIGIN}/api/keystatic/${path}`, { headers });

const base64url = (text: string) => Buffer.from(text).toString("base64url");
function update(changes: { additions?: { path: string; text: string }[]; deletions?: string[] }) {
  const body = JSON.stringify({
    additions: (changes.additions ?? []).map(({ path, text }) => ({
      path,
      contents: base64url(text),
    })),
    deletions: (changes.deletions ?? []).map((path) => ({ path })),
  });
  return new Request(`${ORIGIN}/api/keystatic/update`, {
    method: "POST",
    headers: { ...EDITOR, "Content-Type": "application/json" },
    body,
  });
}

const NEW_ENTRY = "content/faq/new-question.yaml";
const entryText = "question: Do you work on Sundays?\n";

describe("the editor's API with local storage, outside production", () => {
  it("lists the files under content/ (a GET of the tree), never indexed or stored", async () => {
    const response = await handle(get("tree"), local);
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const tree = JSON.stringify(await response.json());
    expect(tree).toContain("content/company.yaml");
    expect(tree).toContain("content/projects/");
  });

  it("answers a file by its Git blob hash", async () => {
    const bytes = readFileSync(join(root, "content/company.yaml"));
    const sha = createHash("sha1")
      .update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]))
      .digest("hex");
    const response = await handle(get(`blob/${sha}/content/company.yaml`), local);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("writes a saved entry (a POST of the update) and deletes one", async () => {
    const response = await handle(
      update({ additions: [{ path: NEW_ENTRY, text: entryText }] }),
      local,
    );
    expect(response.status).toBe(200);
    expect(readFileSync(join(root, NEW_ENTRY), "utf8")).toBe(entryText);
    const removed = await handle(update({ deletions: [NEW_ENTRY] }), local);
    expect(removed.status).toBe(200);
    expect(existsSync(join(root, NEW_ENTRY))).toBe(false);
  });

  it.each([
    ["outside content/", "package.json"],
    ["out of its folder", "content/../package.json"],
    ["in a folder the editor does not use", "content/other/file.yaml"],
  ])("refuses to write a file %s", async (_case, path) => {
    const response = await handle(update({ additions: [{ path, text: "x" }] }), local);
    expect(response.status).toBe(400);
    expect(existsSync(join(root, "content/other"))).toBe(false);
  });

  it("refuses a call without Keystatic's header", async () => {
    expect((await handle(get("tree", {}), local)).status).toBe(400);
  });

  it("stops at once if CONTENT_DIR is not the folder it writes", async () => {
    const elsewhere = { ...local, CONTENT_DIR: join(root, "site-text", "content") };
    await expect(handle(get("tree"), elsewhere)).rejects.toThrow(/CONTENT_DIR/);
  });
});

describe("the editor never writes", () => {
  it("in production with local storage: its page and every call answer 404", async () => {
    expect(editorAccess({ env: production })).toBe("off");
    for (const request of [
      get("tree"),
      update({ additions: [{ path: NEW_ENTRY, text: entryText }] }),
    ]) {
      const response = await handle(request, production);
      expect(response.status).toBe(404);
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    }
    expect(existsSync(join(root, NEW_ENTRY))).toBe(false);
    // Bodiless, so that Astro answers with the site's not-found page.
    const page = await handle(new Request(`${ORIGIN}/keystatic/singleton/company`), production);
    expect(page.status).toBe(404);
    expect(page.body).toBeNull();
  });

  it("with GitHub storage but no GitHub App settings: 404", async () => {
    expect(editorAccess({ env: production, config: gitHubConfig })).toBe("off");
    expect((await handle(get("github/login"), production, gitHubConfig)).status).toBe(404);
  });

  it("with GitHub storage: only GitHub's sign-in, and no local save", async () => {
    const env = { ...production, ...gitHubSettings };
    expect(editorAccess({ env, config: gitHubConfig })).toBe("github");
    const login = await handle(get("github/login"), env, gitHubConfig);
    expect(login.status).toBe(307);
    expect(login.headers.get("Cache-Control")).toBe("no-store");
    const target = new URL(login.headers.get("Location")!);
    expect(target.origin + target.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(target.searchParams.get("client_id")).toBe(gitHubSettings.KEYSTATIC_GITHUB_CLIENT_ID);
    const save = await handle(
      update({ additions: [{ path: NEW_ENTRY, text: entryText }] }),
      env,
      gitHubConfig,
    );
    expect(save.status).toBe(404);
    expect(existsSync(join(root, NEW_ENTRY))).toBe(false);
  });

  it("passes every other route untouched, the not-found page too", async () => {
    const page = new Response("page");
    for (const route of ["/keystatic-guide", "/404"]) {
      const passed = await guardEditor(route, async () => page, { env: production });
      expect(passed).toBe(page);
    }
  });
});

describe("the editor's content folder", () => {
  it("is the one the build reads: content/ in the folder the server runs in", () => {
    expect(() => checkEditorContentDir({}, root)).not.toThrow();
    expect(() => checkEditorContentDir({ CONTENT_DIR: join(root, "content") }, root)).not.toThrow();
    expect(() => checkEditorContentDir({ CONTENT_DIR: "content" }, root)).not.toThrow();
    expect(() => checkEditorContentDir({ CONTENT_DIR: join(root, "site-text") }, root)).toThrow(
      /CONTENT_DIR/,
    );
  });
});
