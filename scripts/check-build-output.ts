// What a dependency upgrade (Astro, its React renderer, Vite, Keystatic) could silently change in
// the build's output, checked on the real build (`npm run test:budgets`). A check that finds
// nothing to check fails. Sizes are the budgets' (scripts/check-budgets.ts); this file checks
// the shape: which scripts a page runs before it is used, and which code each part may reach.
//
// It reads Astro's islands from their markup only: `<astro-island component-url component-export
// renderer-url client props>`. Those attributes are the contract between a page's HTML and the
// island bootstrap Astro inlines into the same page (they are what it reads at run time), shown
// in Astro's documentation of islands, and the same in every page however Astro bundles its
// internals. Were they renamed, these checks would find no island, or one without them, and fail.
import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { POLICED_SCRIPT_TYPES } from "../app/lib/csp.ts";
import { SPECULATION_RULES_JSON } from "../app/lib/speculation-rules.ts";
import { CSP_HEADERS_FILE, ON_REQUEST_POLICY } from "../server/security.ts";

// jsdom (a devDependency) ships no types: only its constructor and window are used here.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

const root = path.resolve(import.meta.dirname, "..");
export const buildDir = path.resolve(process.env.BUILD_DIR || "build");
export const clientDir = path.join(buildDir, "client");

/** How an island may start: when shown, or when reached for. Never on load or on idle, which run
 * its script (and React's) on every page before the visitor does anything (DECISIONS.md 8). */
export const ALLOWED_DIRECTIVES = ["visible", "first-use"];
/** Pages rendered on request, checked through the built server as the prerendered ones are. */
export const ON_REQUEST_PAGES = [
  { url: "/no-such-page-check-build", status: 404 },
  { url: "/contact?service=valves", status: 200 },
  { url: "/chat", status: 200 },
];
// Strings of Keystatic's interface (@keystatic/core/ui) that survive minification.
const KEYSTATIC_FILE = "node_modules/@keystatic/core/dist/keystatic-core-ui.js";
const KEYSTATIC_MARKERS = [
  "Find the App on GitHub and add the repo.",
  "You have unsaved changes. Save this entry to duplicate it.",
];
// The chat's parts that load when it is opened and when a reply quotes a sentence (decision 018):
// chunks named after their modules (app/features/chat/chat-conversation.tsx, search-plugin.ts).
const CHAT_CONVERSATION = /^chat-conversation\.[\w-]+\.js$/;
const CHAT_SENTENCES = /^_?chat-sentences-\d+\.[\w-]+\.js$/;
export const CHAT_SENTENCES_PART_MAX_GZIP = 3 * 1024;

export interface Island {
  component: string;
  componentUrl: string;
  rendererUrl: string;
  client: string;
  props: string;
}

export interface ParsedPage {
  islands: Island[];
  /** Scripts the browser runs from the page itself (JSON data blocks are not run). */
  inlineScripts: string[];
  /** `<script src>` and `<link rel=modulepreload>`: JavaScript fetched with the page. */
  eagerScripts: string[];
  stylesheets: string[];
}

export function parsePage(html: string): ParsedPage {
  const { document } = new JSDOM(html).window;
  const all = (selector: string) => [...document.querySelectorAll(selector)];
  const isData = (type: string | null) => Boolean(type) && !POLICED_SCRIPT_TYPES.includes(type!);
  return {
    islands: all("astro-island").map((island) => ({
      component: island.getAttribute("component-export") ?? "",
      componentUrl: island.getAttribute("component-url") ?? "",
      rendererUrl: island.getAttribute("renderer-url") ?? "",
      client: island.getAttribute("client") ?? "",
      props: island.getAttribute("props") ?? "",
    })),
    inlineScripts: all("script:not([src])")
      .filter((script) => !isData(script.getAttribute("type")))
      .map((script) => script.textContent ?? ""),
    eagerScripts: [
      ...all("script[src]").map((script) => script.getAttribute("src")!),
      ...all('link[rel~="modulepreload"], link[rel="preload"][as="script"]').map((link) =>
        link.getAttribute("href")!,
      ),
    ],
    stylesheets: all('link[rel~="stylesheet"]').map((link) => link.getAttribute("href")!),
  };
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

/** Every prerendered page (`<path>/index.html`), by its path. */
export function prerenderedPages(): { page: string; file: string; html: string }[] {
  if (!existsSync(clientDir)) throw new Error(`No build in ${buildDir}: run "npm run build".`);
  return walk(clientDir)
    .filter((file) => path.basename(file) === "index.html")
    .map((file) => {
      const dir = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
      return { page: `/${dir}`, file, html: readFileSync(file, "utf8") };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
}

/** The file a root-relative URL of the build names. */
export function assetFile(url: string): string {
  const file = path.join(clientDir, url.split(/[?#]/)[0]!);
  if (!url.startsWith("/") || !existsSync(file)) throw new Error(`${url} is not in the build`);
  return file;
}

/** The modules these URLs load with static imports (and with import() too if `dynamic`). */
export function closure(urls: Iterable<string>, dynamic = false): Set<string> {
  const seen = new Set<string>();
  const queue = [...urls];
  for (let url = queue.pop(); url !== undefined; url = queue.pop()) {
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(assetFile(url), "utf8");
    // The bundler's imports: `import … from "./x.js"`, `import "./x.js"`, `export … from`, and
    // (dynamic) `import("./x.js")`; chunks name each other relatively.
    const found = /(?:\bfrom|(?<![\w$.])import)\s*(\()?\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
    for (const [, call, target] of code.matchAll(found)) {
      if (!call || dynamic) queue.push(path.posix.join(path.posix.dirname(url), target!));
    }
  }
  return seen;
}

export const gzipSize = (urls: Iterable<string>) =>
  [...urls].reduce(
    (sum, url) => sum + gzipSync(readFileSync(assetFile(url)), { level: 9 }).length,
    0,
  );

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/** The built host (node server/index.ts) on a free port, with a throwaway data folder. */
export async function startServer(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "check-build-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    BUILD_DIR: buildDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
  };
  for (const name of ["DATABASE_URL", "SMTP_URL", "NOTIFY_TO"]) delete env[name];
  const child: ChildProcess = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (running()) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline && running();) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  const said = output.trim().split("\n").at(-1);
  throw new Error(
    `the server (node server/index.ts) did not answer /healthz: ${said ?? "no output"}`,
  );
}

function nonEmpty<T>(items: T[], what: string): T[] {
  if (items.length === 0) throw new Error(`found no ${what} to check`);
  return items;
}

function assertNone(problems: string[]): void {
  if (problems.length === 0) return;
  const more = problems.length > 5 ? `; and ${problems.length - 5} more` : "";
  throw new Error(`${problems.slice(0, 5).join("; ")}${more}`);
}

interface Page {
  page: string;
  parsed: ParsedPage;
  /** The script hashes its Content-Security-Policy allows. */
  policy: string;
}

/** Islands: each names its code and renderer in the build, and starts by an allowed directive. */
function checkIslands(pages: Page[]): string {
  const islands = nonEmpty(
    pages.flatMap(({ parsed }) => parsed.islands),
    "islands",
  );
  assertNone(
    pages.flatMap(({ page, parsed }) =>
      parsed.islands.flatMap(({ component, componentUrl, rendererUrl, client }) => {
        const name = `${page}: ${component || "an island without component-export"}`;
        const problems = ALLOWED_DIRECTIVES.includes(client) ? [] : [`${name} client="${client}"`];
        for (const url of [componentUrl, rendererUrl]) {
          try {
            assetFile(url);
          } catch (error) {
            problems.push(`${name}: ${(error as Error).message || "no URL"}`);
          }
        }
        return problems;
      }),
    ),
  );
  const components = new Set(islands.map(({ component }) => component));
  return `${islands.length} islands of ${components.size} components, all ${ALLOWED_DIRECTIVES.join(" or ")}`;
}

/**
 * Inline scripts: the layout's keeper (the chat's early messages, app/features/chat/early-messages.ts,
 * the posts kept offline, app/lib/offline-posts.ts, and the Back link,
 * app/features/catalogue/back-link.ts; one script on every page) and Astro's
 * island bootstrap only, each allowed by the page's policy.
 * Astro's is told apart by what it defines: the `astro-island` element, or a directive on the
 * `Astro` global that element reads (one short script per directive the page uses). The keeper
 * may name the element (it places a message after an island) but defines neither.
 */
const ASTRO_BOOTSTRAP = /customElements\.(?:get|define)\(\W?astro-island\b|\bself\.Astro\b/;

function checkInlineScripts(pages: Page[]): string {
  const astros = new Set<string>();
  const keepers = new Set<string>();
  assertNone(
    nonEmpty(pages, "pages").flatMap(({ page, parsed, policy }) => {
      const scripts = nonEmpty(parsed.inlineScripts, `inline scripts on ${page}`);
      const rules = scripts.filter((script) => script === SPECULATION_RULES_JSON);
      const own = scripts.filter(
        (script) => !ASTRO_BOOTSTRAP.test(script) && script !== SPECULATION_RULES_JSON,
      );
      for (const script of scripts) {
        if (script !== SPECULATION_RULES_JSON)
          (own.includes(script) ? keepers : astros).add(script);
      }
      return [
        ...(own.length === 1 ? [] : [`${page}: ${own.length} inline scripts besides Astro's`]),
        ...(rules.length === 1 ? [] : [`${page}: ${rules.length} copies of the speculation rules`]),
        ...scripts
          .filter((script) => !policy.includes(sha256(script)))
          .map((script) => `${page}: its CSP lacks the hash of ${script.slice(0, 60)}`),
      ];
    }),
  );
  // One keeper for all pages; the island element and one script per directive at most.
  if (keepers.size !== 1 || astros.size > 1 + ALLOWED_DIRECTIVES.length) {
    throw new Error(`${keepers.size} kinds of keeper, ${astros.size} of Astro's inline scripts`);
  }
  return `${pages.length} pages: the keeper, the speculation rules and ${astros.size} kinds of Astro's bootstrap, each hashed in the page's CSP`;
}

/**
 * A module a page fetches with itself (`<script src>`, modulepreload) is the build's own, so the
 * first-load budget (scripts/check-budgets.ts) measures it; today no page has one.
 */
function checkEagerScripts(pages: Page[]): string {
  const eager = nonEmpty(pages, "pages").flatMap(({ page, parsed }) =>
    parsed.eagerScripts.map((url) => ({ page, url })),
  );
  assertNone(
    eager.flatMap(({ page, url }) => {
      try {
        assetFile(url);
        return [];
      } catch (error) {
        return [`${page}: ${(error as Error).message}`];
      }
    }),
  );
  return eager.length === 0
    ? `${pages.length} pages load no <script src> or modulepreload`
    : `${eager.length} eager scripts, all of the build: ${[...new Set(eager.map(({ url }) => url))].join(", ")}`;
}

/** No public page reaches Keystatic's code, through any island's imports, static or dynamic. */
function checkNoEditorCode(pages: Page[]): string {
  const keystatic = readFileSync(path.join(root, KEYSTATIC_FILE), "utf8");
  const gone = KEYSTATIC_MARKERS.filter((marker) => !keystatic.includes(marker));
  if (gone.length > 0)
    throw new Error(`${gone.join(", ")} no longer in ${KEYSTATIC_FILE}: choose current strings`);
  const urls = nonEmpty(
    pages.flatMap(({ parsed }) => [
      ...parsed.eagerScripts,
      ...parsed.islands.flatMap((island) => [island.componentUrl, island.rendererUrl]),
    ]),
    "scripts of public pages",
  );
  const reached = [...closure(new Set(urls), true)];
  assertNone(
    reached.filter((url) => {
      const code = readFileSync(assetFile(url), "utf8");
      return KEYSTATIC_MARKERS.some((marker) => code.includes(marker));
    }),
  );
  return `${reached.length} modules the public pages can load, none with Keystatic's interface`;
}

/**
 * The chat's conversation (engine and search indexes) is a chunk of its own that loads when the
 * chat is opened, and the sentences its replies quote come in small parts, each loaded by import()
 * when a reply quotes it: no page's first load, and no island's static imports, reach either.
 */
function checkChatChunks(pages: Page[]): string {
  const assets = readdirSync(path.join(clientDir, "assets")).map((name) => `/assets/${name}`);
  const conversation = nonEmpty(
    assets.filter((url) => CHAT_CONVERSATION.test(path.basename(url))),
    "chat conversation chunk",
  );
  const sentences = nonEmpty(
    assets.filter((url) => CHAT_SENTENCES.test(path.basename(url))),
    "chat sentence parts",
  );
  const starts = nonEmpty(
    pages.flatMap(({ parsed }) => [
      ...parsed.eagerScripts,
      ...parsed.islands.flatMap((island) => [island.componentUrl, island.rendererUrl]),
    ]),
    "scripts of pages",
  );
  const loadedStatically = closure(new Set(starts));
  const opened = closure(conversation);
  const problems = [
    ...[...conversation, ...sentences]
      .filter((url) => loadedStatically.has(url))
      .map((url) => `${url} is a static import of a page's script or island`),
    ...sentences.filter((url) => opened.has(url)).map((url) => `${url} loads when the chat opens`),
    ...sentences
      .filter((url) => !closure(conversation, true).has(url))
      .map((url) => `${url} is not imported by the conversation`),
    ...sentences
      .map((url) => ({ url, size: gzipSize([url]) }))
      .filter(({ size }) => size > CHAT_SENTENCES_PART_MAX_GZIP)
      .map(({ url, size }) => `${url} is ${size} B gzip > ${CHAT_SENTENCES_PART_MAX_GZIP} B`),
  ];
  assertNone(problems);
  return `${conversation.join(", ")} and ${sentences.length} sentence parts (each ≤ ${CHAT_SENTENCES_PART_MAX_GZIP / 1024} KB gzip) load by import() only`;
}

async function onRequestPages(): Promise<Page[]> {
  const server = await startServer();
  try {
    const pages: Page[] = [];
    for (const { url, status } of ON_REQUEST_PAGES) {
      const response = await fetch(`${server.origin}${url}`, { redirect: "manual" });
      if (response.status !== status)
        throw new Error(`${url}: status ${response.status}, expected ${status}`);
      const policy = response.headers.get("content-security-policy") ?? "";
      pages.push({ page: `${url} (on request)`, parsed: parsePage(await response.text()), policy });
    }
    return pages;
  } finally {
    await server.stop();
  }
}

if (import.meta.main) {
  console.log(`Build output checks of ${buildDir}\n`);
  const policies = JSON.parse(
    readFileSync(path.join(buildDir, "server", CSP_HEADERS_FILE), "utf8"),
  ) as Record<string, string>;
  if (!policies[ON_REQUEST_POLICY]) throw new Error(`${CSP_HEADERS_FILE} has no on-request policy`);
  const pages: Page[] = prerenderedPages().map(({ page, html }) => ({
    page,
    parsed: parsePage(html),
    policy: policies[page] ?? "",
  }));
  pages.push(...(await onRequestPages()));
  let failed = 0;
  for (const check of [
    checkIslands,
    checkInlineScripts,
    checkEagerScripts,
    checkNoEditorCode,
    checkChatChunks,
  ]) {
    try {
      console.log(`PASS ${check.name}: ${check(pages)}`);
    } catch (error) {
      failed += 1;
      console.log(`FAIL ${check.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failed > 0) process.exit(1);
}
