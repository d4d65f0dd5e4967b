import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import keystaticConfig from "../keystatic.config.ts";
import { guardEditor } from "~/.server/keystatic";
import { defaultContentDir } from "~/content/load";
import { EDITOR_BODY_LIMIT_BYTES, FORM_BODY_LIMIT_BYTES } from "~/lib/constants";
import { type SiteBuild, createApp } from "./app.ts";

/*
 * The editor behind the real host (server/app.ts): its save passes the same-origin check, may
 * carry photos past the forms' body limit only where local saves are allowed, and only its
 * pages get the looser style policy. The build is a stand-in for Astro's handler: the editor's
 * routes as Keystatic's integration adds them, behind the rule of app/middleware.ts.
 */

let root: string;
let clientDir: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "editor-http-"));
  clientDir = mkdtempSync(join(tmpdir(), "editor-http-client-"));
  cpSync(defaultContentDir(), join(root, "content"), { recursive: true });
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(clientDir, { recursive: true, force: true });
});

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  const body = req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks);
  return new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body });
}

/** The routes Astro would match, and what answers each. */
function route(pathname: string, request: Request): [string, () => Promise<Response>] {
  if (pathname.startsWith("/api/keystatic")) {
    return [
      "/api/keystatic/[...params]",
      async () => {
        const handler = makeGenericAPIRouteHandler({
          config: keystaticConfig,
          localBaseDirectory: root,
        });
        const { body, headers, status } = await handler(request);
        return new Response(body as BodyInit | null, { status, headers: headers as HeadersInit });
      },
    ];
  }
  if (pathname.startsWith("/keystatic")) {
    return ["/keystatic/[...params]", async () => new Response("<div id=editor></div>")];
  }
  return ["/404", async () => new Response("Not found page", { status: 404 })];
}

const stubBuild: SiteBuild = {
  async handler(req: IncomingMessage, res: ServerResponse) {
    const request = await toRequest(req);
    const [pattern, answer] = route(new URL(request.url).pathname, request);
    let response = await guardEditor(pattern, answer, { cwd: root });
    // Astro answers a bodiless 404 with its not-found page.
    if (response.status === 404 && response.body === null)
      response = await route("/404", request)[1]();
    res.statusCode = response.status;
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.end(Buffer.from(await response.arrayBuffer()));
  },
};

let server: ReturnType<ReturnType<typeof createApp>["listen"]> | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  vi.unstubAllEnvs();
});

async function start(nodeEnv: "development" | "production") {
  vi.stubEnv("NODE_ENV", nodeEnv);
  vi.stubEnv("CONTENT_DIR", join(root, "content"));
  const app = createApp({
    build: stubBuild,
    clientDir,
    trustProxy: "loopback",
    editor: { github: false, localWrites: nodeEnv !== "production" },
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
    expect(editorPolicy).toMatch(/script-src 'self'[^;]*;/);
    expect(editorPolicy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(editorPolicy).toContain("font-src 'self';");
    expect(editorPolicy).toContain("connect-src 'self';");
    const page = await call(`${base}/contact`);
    const pagePolicy = page.headers.get("Content-Security-Policy")!;
    expect(pagePolicy).toContain("style-src 'self';");
    expect(pagePolicy).not.toContain("style-src 'self' 'unsafe-inline'");
    expect(pagePolicy).not.toContain("blob:");
  });
});
