import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import keystaticConfig from "../../keystatic.config";
import { defaultContentDir } from "../content/load";
import { EDITOR_BODY_LIMIT_BYTES } from "../lib/constants";
import { KEYSTATIC_SECRET_MIN_CHARS } from "./env";
import { editorAccess, editorRoot, handleEditorApi } from "./keystatic";

/*
 * The editor's API as the editor's browser meets it: real Requests against a copy of the
 * content folder, and the refusals that keep it from ever writing in production.
 */

const root = mkdtempSync(join(tmpdir(), "keystatic-api-"));
cpSync(defaultContentDir(), join(root, "content"), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const local = { CONTENT_DIR: join(root, "content"), NODE_ENV: "development" };
const production = { ...local, NODE_ENV: "production" };
const gitHubSettings = {
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv23liAbCdEf012345",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "0123456789abcdef0123456789abcdef01234567",
  KEYSTATIC_SECRET: "k".repeat(KEYSTATIC_SECRET_MIN_CHARS),
  VITE_KEYSTATIC_GITHUB_REPO: "deccan-industrial/website",
  VITE_KEYSTATIC_GITHUB_APP_SLUG: "deccan-website-editor",
};
const gitHubConfig = {
  ...keystaticConfig,
  storage: { kind: "github" as const, repo: { owner: "deccan-industrial", name: "website" } },
};

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
  it("lists the files under content/ (a GET of the tree)", async () => {
    const response = await handleEditorApi(get("tree"), { env: local });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const tree = JSON.stringify(await response.json());
    expect(tree).toContain("content/company.yaml");
    expect(tree).toContain("content/projects/");
  });

  it("answers a file by its Git blob hash", async () => {
    const bytes = readFileSync(join(root, "content/company.yaml"));
    const sha = createHash("sha1")
      .update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]))
      .digest("hex");
    const response = await handleEditorApi(get(`blob/${sha}/content/company.yaml`), {
      env: local,
    });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("writes a saved entry (a POST of the update) and deletes one", async () => {
    const response = await handleEditorApi(
      update({ additions: [{ path: NEW_ENTRY, text: entryText }] }),
      { env: local },
    );
    expect(response.status).toBe(200);
    expect(readFileSync(join(root, NEW_ENTRY), "utf8")).toBe(entryText);
    const removed = await handleEditorApi(update({ deletions: [NEW_ENTRY] }), { env: local });
    expect(removed.status).toBe(200);
    expect(existsSync(join(root, NEW_ENTRY))).toBe(false);
  });

  it.each([
    ["outside content/", "package.json"],
    ["out of its folder", "content/../package.json"],
    ["in a folder the editor does not use", "content/other/file.yaml"],
  ])("refuses to write a file %s", async (_case, path) => {
    const response = await handleEditorApi(update({ additions: [{ path, text: "x" }] }), {
      env: local,
    });
    expect(response.status).toBe(400);
    expect(existsSync(join(root, "content/other"))).toBe(false);
  });

  it("refuses a call without Keystatic's header", async () => {
    expect((await handleEditorApi(get("tree", {}), { env: local })).status).toBe(400);
  });

  it(`refuses a save over ${EDITOR_BODY_LIMIT_BYTES / 1024 / 1024} MB, declared or not`, async () => {
    const declared = new Request(`${ORIGIN}/api/keystatic/update`, {
      method: "POST",
      headers: {
        ...EDITOR,
        "Content-Type": "application/json",
        "Content-Length": String(EDITOR_BODY_LIMIT_BYTES + 1),
      },
    });
    expect((await handleEditorApi(declared, { env: local })).status).toBe(413);
    const chunk = new Uint8Array(1024 * 1024).fill(0x20);
    let sent = 0;
    const chunked = new Request(`${ORIGIN}/api/keystatic/update`, {
      method: "POST",
      headers: { ...EDITOR, "Content-Type": "application/json" },
      body: new ReadableStream({
        pull(controller) {
          sent += chunk.length;
          if (sent > EDITOR_BODY_LIMIT_BYTES + chunk.length) controller.close();
          else controller.enqueue(chunk);
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect((await handleEditorApi(chunked, { env: local })).status).toBe(413);
  });
});

describe("the editor's API never writes", () => {
  it("in production with local storage: every call answers 404", async () => {
    expect(editorAccess({ env: production })).toBe("off");
    for (const request of [
      get("tree"),
      update({ additions: [{ path: NEW_ENTRY, text: entryText }] }),
    ]) {
      const response = await handleEditorApi(request, { env: production });
      expect(response.status).toBe(404);
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    }
    expect(existsSync(join(root, NEW_ENTRY))).toBe(false);
  });

  it("with GitHub storage but no GitHub App settings: 404", async () => {
    const options = { env: production, config: gitHubConfig };
    expect(editorAccess(options)).toBe("off");
    expect((await handleEditorApi(get("github/login"), options)).status).toBe(404);
  });

  it("with GitHub storage: only GitHub's sign-in, and no local save", async () => {
    const options = { env: { ...production, ...gitHubSettings }, config: gitHubConfig };
    expect(editorAccess(options)).toBe("github");
    const login = await handleEditorApi(get("github/login"), options);
    expect(login.status).toBe(307);
    const target = new URL(login.headers.get("Location")!);
    expect(target.origin + target.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(target.searchParams.get("client_id")).toBe(gitHubSettings.KEYSTATIC_GITHUB_CLIENT_ID);
    const save = await handleEditorApi(
      update({ additions: [{ path: NEW_ENTRY, text: entryText }] }),
      options,
    );
    expect(save.status).toBe(404);
    expect(existsSync(join(root, NEW_ENTRY))).toBe(false);
  });
});

describe("the editor's content folder", () => {
  it("is the one the build reads: the parent of CONTENT_DIR holds content/", () => {
    expect(editorRoot(local)).toBe(root);
    expect(editorRoot({})).toBe(dirname(defaultContentDir()));
    expect(() => editorRoot({ CONTENT_DIR: join(root, "site-text") })).toThrow(/"content"/);
  });
});
