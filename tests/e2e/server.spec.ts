import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import http from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { VALID_ENQUIRY } from "../fixtures";
import { BUILD_DIR, freePort, startServer } from "./server-process";
import { PAGE_KINDS } from "./support";

// Raw HTTP: no client that adds or undoes compression.

const ASSETS = path.join(BUILD_DIR, "client", "assets");

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function raw(
  base: string,
  urlPath: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(urlPath, base), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
}

function decoded(response: RawResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(response.body).toString("utf8");
  return response.body.toString("utf8");
}

function expectSecurityHeaders(headers: http.IncomingHttpHeaders) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["permissions-policy"]).toContain("geolocation=()");
  // The e2e server runs with the default SITE_URL, which is https.
  expect(headers["strict-transport-security"]).toBe("max-age=31536000");
  expect(headers["x-powered-by"]).toBeUndefined();
}

function expectHtmlPolicy(policy: string | undefined) {
  expect(policy).toBeDefined();
  const directives = new Map(
    policy!.split(";").map((directive) => {
      const [name = "", ...values] = directive.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  expect(directives.get("script-src")).toContain("'self'");
  expect(directives.get("script-src")!.join(" ")).not.toMatch(/unsafe-(inline|eval)/);
  expect(directives.get("object-src")).toEqual(["'none'"]);
  expect(directives.get("base-uri")).toEqual(["'none'"]);
  expect(directives.get("form-action")).toEqual(["'self'"]);
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  expect(directives.get("img-src")).toContain("https://images.unsplash.com");
}

test.describe("pages and files", () => {
  for (const { kind, path: pagePath } of PAGE_KINDS) {
    test(`${kind} page (${pagePath}): status, caching and security headers`, async ({
      baseURL,
    }) => {
      const response = await raw(baseURL!, pagePath);
      expect(response.status).toBe(kind === "not-found" ? 404 : 200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expectSecurityHeaders(response.headers);
      expectHtmlPolicy(response.headers["content-security-policy"] as string | undefined);
      if (kind === "not-found") return;
      // Prerendered: revalidated on every visit, and unchanged pages cost a 304.
      expect(response.headers["cache-control"]).toBe("no-cache");
      const etag = response.headers.etag!;
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await raw(baseURL!, pagePath, { headers: { "If-None-Match": etag } });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });
  }

  test("hashed assets are cached for a year; other files for an hour", async ({ baseURL }) => {
    const script = readdirSync(ASSETS).find((file) => file.endsWith(".js"))!;
    const asset = await raw(baseURL!, `/assets/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expectSecurityHeaders(asset.headers);

    const brochure = await raw(baseURL!, "/brochures/company.pdf");
    expect(brochure.status).toBe(200);
    expect(brochure.headers["content-type"]).toBe("application/pdf");
    expect(brochure.headers["cache-control"]).toBe("public, max-age=3600");

    const missing = await raw(baseURL!, "/assets/no-such-file-abc123.js");
    expect(missing.status).toBe(404);
  });

  test("a trailing slash redirects once to the canonical path, keeping the query", async ({
    baseURL,
  }) => {
    const about = await raw(baseURL!, "/about/");
    expect(about.status).toBe(301);
    expect(about.headers.location).toBe("/about");
    const service = await raw(baseURL!, "/service/valves/?ref=mail");
    expect(service.status).toBe(301);
    expect(service.headers.location).toBe("/service/valves?ref=mail");
    const canonical = await raw(baseURL!, "/about");
    expect(canonical.status).toBe(200);
    expect(canonical.headers.location).toBeUndefined();
  });
});

test("a page answers at one address: its file's name leads there, or is not found", async ({
  baseURL,
}) => {
  for (const [spelling, page] of [
    ["/index.html", "/"],
    ["/about/index.html", "/about"],
    ["/category/civil/index.html?ref=mail", "/category/civil?ref=mail"],
    ["/service/valves/index.html", "/service/valves"],
    ["/projects/index.html", "/projects"],
  ]) {
    const answer = await raw(baseURL!, spelling!);
    expect(answer.status, spelling).toBe(301);
    expect(answer.headers.location, spelling).toBe(page);
  }
  // The build's compressed copies of a page are no address either.
  for (const copy of ["/about/index.html.br", "/index.html.gz", "/faq/index.html.br?x=1"]) {
    const answer = await raw(baseURL!, copy);
    expect(answer.status, copy).toBe(404);
    expect(answer.headers["content-type"], copy).toMatch(/^text\/html/);
    expectHtmlPolicy(answer.headers["content-security-policy"] as string | undefined);
  }
});

test("every HTML answer carries the strict policy and the pages' caching", async ({ baseURL }) => {
  const origin = { Origin: baseURL! };
  const form = { ...origin, "Content-Type": "application/x-www-form-urlencoded" };
  const answers = [
    ...PAGE_KINDS.map(({ path: pagePath }) => ["GET", pagePath] as const),
    ["GET", "/contact?service=valves"],
    ["GET", "/projects?category=boiler"],
    ["GET", "/category/nope"],
    ["GET", "/unsubscribe?token=nope"],
    ["GET", "/about/index.html.br"],
    ["POST", "/contact"],
    ["POST", "/chat"],
  ] as const;
  for (const [method, address] of answers) {
    const answer = await raw(baseURL!, address, {
      method,
      headers: method === "POST" ? form : {},
      body: method === "POST" ? "message=hello" : undefined,
    });
    const what = `${method} ${address} (${answer.status})`;
    expect(answer.headers["content-type"], what).toMatch(/^text\/html/);
    expectHtmlPolicy(answer.headers["content-security-policy"] as string | undefined);
    expect(answer.headers["cache-control"], what).toMatch(/^no-(cache|store)$/);
    expectSecurityHeaders(answer.headers);
  }
});

test("pages carry their Speculation Rules, which prefetch the site's own pages", async ({
  baseURL,
}) => {
  for (const address of ["/", "/about", "/projects?category=boiler"]) {
    const page = await raw(baseURL!, address);
    // In the page, not in a header: no request of its own before the first view's photo.
    expect(page.headers["speculation-rules"], address).toBeUndefined();
    const html = page.body.toString("utf8");
    const blocks = [...html.matchAll(/<script type="speculationrules">([^<]*)<\/script>/g)];
    expect(blocks, address).toHaveLength(1);
    const rules = blocks[0]![1]!;
    // The page's policy lets the browser read them (script-src holds their hash).
    const digest = createHash("sha256").update(rules, "utf8").digest("base64");
    expect(page.headers["content-security-policy"], address).toContain(`'sha256-${digest}'`);
    const { prefetch } = JSON.parse(rules) as {
      prefetch: { source: string; where: unknown; eagerness: string }[];
    };
    expect(prefetch[0]!.source).toBe("document");
    expect(JSON.stringify(prefetch[0]!.where)).toContain('{"href_matches":"/*"}');
    expect(JSON.stringify(prefetch[0]!.where)).toContain("/keystatic");
  }
  expect((await raw(baseURL!, "/speculation-rules.json")).status).toBe(404);
});

test.describe("compression", () => {
  const cases = [
    { accept: "br, gzip", expected: "br" },
    // What Chromium sends: the server's preference decides between equal ones.
    { accept: "gzip, deflate, br, zstd", expected: "br" },
    { accept: "gzip, br;q=0", expected: "gzip" },
    { accept: "gzip, deflate", expected: "gzip" },
    { accept: "identity", expected: undefined },
  ];

  for (const { accept, expected } of cases) {
    test(`Accept-Encoding: ${accept} gets ${expected ?? "no"} encoding, same content`, async ({
      baseURL,
    }) => {
      const plain = await raw(baseURL!, "/services");
      const page = await raw(baseURL!, "/services", { headers: { "Accept-Encoding": accept } });
      expect(page.headers["content-encoding"]).toBe(expected);
      expect(page.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decoded(page)).toBe(decoded(plain));
      if (expected) expect(page.body.length).toBeLessThan(plain.body.length / 3);

      // React's renderer, the largest script.
      const script = readdirSync(ASSETS)
        .filter((file) => file.endsWith(".js"))
        .sort(
          (a, b) => statSync(path.join(ASSETS, b)).size - statSync(path.join(ASSETS, a)).size,
        )[0]!;
      const asset = await raw(baseURL!, `/assets/${script}`, {
        headers: { "Accept-Encoding": accept },
      });
      expect(asset.headers["content-encoding"]).toBe(expected);
      expect(asset.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(decoded(asset)).toBe(readFileSync(path.join(ASSETS, script), "utf8"));
    });
  }

  test("pages rendered on request are compressed too", async ({ baseURL }) => {
    const page = await raw(baseURL!, "/projects?category=boiler", {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(page.headers["content-security-policy"]).toMatch(/'sha256-/);
    expect(decoded(page)).toContain("</html>");
  });
});

test("SIGTERM: refuses new connections, finishes the request in flight, exits cleanly", async () => {
  const testInfo = test.info();
  const { child, base, events } = await startServer({ DATA_DIR: testInfo.outputPath("data") });
  // The server's own 10 s limit exits with 1, so 0 means it finished in time.
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));

  const body = new URLSearchParams(VALID_ENQUIRY).toString();
  const request = http.request(`${base}/contact`, {
    method: "POST",
    headers: {
      Accept: "application/json",
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(Buffer.byteLength(body)),
      Origin: base,
      // The app answers "100 Continue" once the post is in its hands: then it is in flight.
      Expect: "100-continue",
    },
  });
  const answered = new Promise<RawResponse>((resolve, reject) => {
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on("error", reject);
  });
  await new Promise((resolve) => request.once("continue", resolve));
  request.write(body.slice(0, 20));

  child.kill("SIGTERM");
  await expect.poll(() => events().some((event) => event.msg === "shutting down")).toBe(true);
  // New connections are refused while the old request is still open.
  await expect
    .poll(() =>
      raw(base, "/healthz").then(
        () => "accepted",
        () => "refused",
      ),
    )
    .toBe("refused");
  request.end(body.slice(20));

  const answer = await answered;
  expect(answer.status).toBe(201);
  expect(JSON.parse(answer.body.toString("utf8"))).toEqual({ kind: "sent" });
  expect(await exited).toBe(0);
});

test("what is typed into the chat without JavaScript reaches neither the log nor the database", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "deccan-chat-"));
  const server = await startServer({ DATA_DIR: dataDir });
  const exited = new Promise((resolve) => server.child.on("exit", resolve));
  const marker = `marker${Date.now()}`;
  try {
    for (const message of [
      `${marker} my sprinkler leaks, call me on 98480 12345`,
      `${marker}@example.com`,
      "",
    ]) {
      const response = await fetch(`${server.base}/chat?${new URLSearchParams({ message })}`, {
        method: "POST",
        body: new URLSearchParams({ message }),
        headers: { Origin: server.base },
      });
      expect(response.status).toBe(message === "" ? 400 : 200);
    }
    const malformed = await fetch(`${server.base}/chat`, {
      method: "POST",
      body: "--x",
      headers: { Origin: server.base, "Content-Type": "multipart/form-data; boundary=y" },
    });
    expect(malformed.status).toBe(400);
  } finally {
    server.child.kill("SIGTERM");
    await exited;
  }
  // The posts are in the log (so it was captured), by path only.
  expect(server.events()).toContainEqual(
    expect.objectContaining({ msg: "request", method: "POST", path: "/chat", status: 200 }),
  );
  expect(server.output()).not.toContain(marker);
  expect(server.output()).not.toContain("98480 12345");
  for (const file of readdirSync(dataDir)) {
    expect(readFileSync(path.join(dataDir, file)).includes(marker)).toBe(false);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test("odd methods and failed requests show no stack trace, and /metrics is served only where set", async () => {
  const metricsPort = await freePort();
  const token = "e2e-metrics-token-".padEnd(40, "0");
  const server = await startServer({
    DATA_DIR: test.info().outputPath("data"),
    METRICS_PORT: String(metricsPort),
    METRICS_TOKEN: token,
  });
  const exited = new Promise((resolve) => server.child.on("exit", resolve));
  try {
    const answers = [
      await raw(server.base, "/about", { method: "POST", headers: { Origin: server.base } }),
      await raw(server.base, "/", { method: "PROPFIND" }),
      await raw(server.base, "/%E0%A4%A"),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([405, 405, 400]);
    for (const answer of answers) {
      expect(answer.body.toString("utf8")).not.toMatch(/\bat .+:\d+:\d+/);
    }

    expect((await raw(server.base, "/metrics")).status).toBe(401);
    const scraped = await raw(`http://127.0.0.1:${metricsPort}`, "/metrics");
    expect(scraped.status).toBe(200);
    expect(scraped.body.toString("utf8")).toMatch(
      /^deccan_http_requests_total\{kind="form",status_class="4xx"\} 1$/m,
    );
    expect(scraped.body.toString("utf8")).toMatch(
      /^deccan_notifications_pending\{channel="mail"\} 0$/m,
    );
    const withToken = await raw(server.base, "/metrics", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(withToken.status).toBe(200);
  } finally {
    server.child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }
  expect(server.output()).not.toMatch(/\bat .+:\d+:\d+|stack/);
  expect(server.events()).toContainEqual(
    expect.objectContaining({
      msg: "metrics listening",
      url: `http://127.0.0.1:${metricsPort}/metrics`,
    }),
  );
  expect(server.output()).not.toContain(token);
});

test("/metrics on the site's port is the not-found page when neither METRICS_PORT nor METRICS_TOKEN is set", async () => {
  const server = await startServer({
    DATA_DIR: test.info().outputPath("data"),
  });
  const exited = new Promise((resolve) => server.child.on("exit", resolve));
  try {
    const answer = await raw(server.base, "/metrics");
    expect(answer.status).toBe(404);
    expect(answer.headers["content-type"]).toContain("text/html");
  } finally {
    server.child.kill("SIGTERM");
    await exited;
  }
});
