import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultContentDir } from "~/content/load";
import { EDITOR_BODY_LIMIT_BYTES, FORM_BODY_LIMIT_BYTES } from "~/lib/constants";
import * as editorApi from "~/routes/keystatic-api";
import * as editorPage from "~/routes/keystatic";
import * as contactRoute from "~/routes/contact";
import { type TestHost, startTestHost } from "./test-host.ts";

/*
 * The editor behind the real host (server/app.ts): its save passes the same-origin check, may
 * carry photos past the forms' body limit only where local saves are allowed, and only its
 * pages get the looser style policy.
 */

const ROUTES = {
  "routes/keystatic": { path: "keystatic/*", module: editorPage },
  "routes/keystatic-api": { path: "api/keystatic/*", module: editorApi },
  "routes/contact": { path: "contact", module: contactRoute },
};

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "editor-http-"));
  cpSync(defaultContentDir(), join(root, "content"), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

let host: TestHost | undefined;
afterEach(async () => {
  await host?.stop();
  host = undefined;
  vi.unstubAllEnvs();
});

async function start(nodeEnv: "development" | "production") {
  vi.stubEnv("NODE_ENV", nodeEnv);
  vi.stubEnv("CONTENT_DIR", join(root, "content"));
  host = await startTestHost(ROUTES, {
    editor: { github: false, localWrites: nodeEnv !== "production" },
  });
  return host.base;
}

/** fetch, with the body read so that the host can close the connection at once. */
async function call(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return response;
}

const PHOTO = "content/projects/a-new-project/image/file.jpg";

/** The editor's save as its browser sends it: same-origin JSON with Keystatic's header. */
function save(base: string, bytes: number, headers: Record<string, string> = {}) {
  const body = JSON.stringify({
    additions: [{ path: PHOTO, contents: Buffer.alloc(bytes, 7).toString("base64url") }],
    deletions: [],
  });
  return call(`${base}/api/keystatic/update`, {
    method: "POST",
    body,
    headers: {
      Origin: base,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/json",
      "no-cors": "1",
      ...headers,
    },
  });
}

describe("the editor behind the host", () => {
  it("saves a photo of several megabytes from its own origin, outside production", async () => {
    const base = await start("development");
    const response = await save(base, 5 * 1024 * 1024);
    expect(response.status).toBe(200);
    expect(readFileSync(join(root, PHOTO)).length).toBe(5 * 1024 * 1024);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    rmSync(join(root, "content/projects/a-new-project"), { recursive: true });
  });

  it("refuses a save from another site, and one past its own limit", async () => {
    const base = await start("development");
    const crossSite = await save(base, 10, {
      Origin: "https://evil.example",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
    expect((await save(base, EDITOR_BODY_LIMIT_BYTES)).status).toBe(413);
    expect(existsSync(join(root, PHOTO))).toBe(false);
  });

  it("keeps the forms' limit everywhere else", async () => {
    const base = await start("development");
    const response = await call(`${base}/contact`, {
      method: "POST",
      body: new URLSearchParams({ message: "x".repeat(FORM_BODY_LIMIT_BYTES) }),
      headers: { Origin: base },
    });
    expect(response.status).toBe(413);
  });

  it("in production with local storage: the forms' limit, then 404, and nothing written", async () => {
    const base = await start("production");
    expect((await save(base, FORM_BODY_LIMIT_BYTES)).status).toBe(413);
    expect((await save(base, 10)).status).toBe(404);
    const tree = await call(`${base}/api/keystatic/tree`, { headers: { "no-cors": "1" } });
    expect(tree.status).toBe(404);
    const page = await call(`${base}/keystatic`);
    expect(page.status).toBe(404);
    // The editor is off: its address is a page like any other, with the pages' policy.
    expect(page.headers.get("Content-Security-Policy")).toContain("style-src 'self';");
    expect(existsSync(join(root, PHOTO))).toBe(false);
  });

  it("gives only the editor's pages the looser style policy", async () => {
    const base = await start("development");
    const editor = await call(`${base}/keystatic/collection/projects`);
    expect(editor.status).toBe(200);
    expect(editor.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const editorPolicy = editor.headers.get("Content-Security-Policy")!;
    expect(editorPolicy).toContain("style-src 'self' 'unsafe-inline';");
    expect(editorPolicy).toMatch(/script-src 'self' 'nonce-[^']+';/);
    expect(editorPolicy).toContain("font-src 'self';");
    expect(editorPolicy).toContain("connect-src 'self';");
    const page = await call(`${base}/contact`);
    const pagePolicy = page.headers.get("Content-Security-Policy")!;
    expect(pagePolicy).toContain("style-src 'self';");
    expect(pagePolicy).not.toContain("style-src 'self' 'unsafe-inline'");
    expect(pagePolicy).not.toContain("blob:");
  });
});
