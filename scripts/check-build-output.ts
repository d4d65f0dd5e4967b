// A dependency upgrade can silently undo any of the build's hand-written optimisations, so each
// is checked here; a check that finds nothing to check fails.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";
import * as lucide from "lucide";
import { phones, privacyPolicy, services } from "../app/content/data.ts";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const assetsDir = path.join(clientDir, "assets");

const MODULES_VARIABLE = "deferredHydrationModules";
const ON_REQUEST_PAGES = [
  { url: "/contact?service=valves", status: 200 },
  { url: "/no-such-page-check-build-output", status: 404 },
];
const HEADER_TEXT = "Open menu";
// Keystatic's interface (app/features/editor/keystatic-editor.tsx), loaded on /keystatic only:
// it may carry what the pages must not (its own icons, say), and no page may load it.
const EDITOR_CHUNK = /^keystatic-editor-[^/]*\.js$/;
const EDITOR_ROUTE_CHUNK = /^keystatic-(?!editor-|api-)[^/]*\.js$/;
// The chat (docs/decisions/018-chat-answers.md): its shell, loaded when the page is idle, which
// loads the conversation (the engine and the search indexes the build made) when it is opened.
const CHAT_CHUNK = /^chat-widget-[^/]*\.js$/;
export const CHAT_MAX_GZIP = 40 * 1024;
// The sentences the chat answers with (app/features/chat/search-texts.ts), in parts, each a chunk
// of its own that the conversation imports with import() when a reply quotes one of its
// sentences: not loaded when the chat opens, and a reply loads only the one or few it quotes.
const CHAT_TEXTS_CHUNK = /^_?chat-sentences-\d+-[^/]*\.js$/;
export const CHAT_TEXT_PART_MAX_GZIP = 3 * 1024;
// All the parts together: the content's own words, which grow with the content.
export const CHAT_TEXTS_MAX_GZIP = 24 * 1024;
// MiniSearch's constructor refuses options without fields: its class is where this is.
const MINISEARCH_MARKER = 'MiniSearch: option "fields" must be provided';
// A packed index (app/features/chat/packed-index.ts) as data in a chunk.
const PACKED_INDEX = /\bpostings:\s*["'`]\d/;

let passed = 0;
let failed = 0;

async function check(name: string, run: () => string | Promise<string>): Promise<void> {
  try {
    const found = await run();
    passed += 1;
    console.log(`PASS ${name}: ${found}`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function assertNone(problems: string[], what: string): void {
  if (problems.length === 0) return;
  const shown = problems.slice(0, 5).join("; ");
  const more = problems.length > 5 ? `; and ${problems.length - 5} more` : "";
  throw new Error(`${problems.length} ${what}: ${shown}${more}`);
}

function nonEmpty<T>(items: T[], what: string): T[] {
  if (items.length === 0) throw new Error(`found no ${what} to check`);
  return items;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

function prerenderedPages(): { page: string; html: string }[] {
  return walk(clientDir)
    .filter((file) => file.endsWith(".html") && !file.startsWith(`${assetsDir}${path.sep}`))
    .map((file) => {
      const relative = path.relative(clientDir, file).split(path.sep).join("/");
      const page = `/${relative.replace(/(^|\/)index\.html$/, "")}`;
      return { page, html: readFileSync(file, "utf8") };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
}

function clientChunks(): { name: string; code: string }[] {
  if (!existsSync(assetsDir)) return [];
  return readdirSync(assetsDir)
    .filter((name) => name.endsWith(".js"))
    .sort()
    .map((name) => ({ name, code: readFileSync(path.join(assetsDir, name), "utf8") }));
}

function buildFile(url: string): string | undefined {
  if (!url.startsWith("/") || url.startsWith("//")) return undefined;
  const file = path.join(clientDir, decodeURIComponent(url.replace(/[?#].*$/, "")));
  return file.startsWith(clientDir) && existsSync(file) && statSync(file).isFile()
    ? file
    : undefined;
}

interface Script {
  attributes: string;
  body: string;
}

function scriptsOf(html: string): Script[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map((match) => ({
    attributes: match[1]!,
    body: match[2]!,
  }));
}

const JSON_SCRIPT = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;
const STATIC_IMPORT =
  /(?<![\w$.])import\s*(?:["'`]|(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s+[\w$]+|\{[^}]*\})?\s*from\s*["'`])/;
const DYNAMIC_IMPORT = /(?<![\w$.])import\s*\(\s*["'`]/;

function scriptPreloads(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter(
      (link) =>
        /\brel\s*=\s*["']?[^"'>]*\bmodulepreload\b/i.test(link) ||
        (/\brel\s*=\s*["']?preload\b/i.test(link) && /\bas\s*=\s*["']?script\b/i.test(link)),
    );
}

function deferredModules(html: string): string[] | string {
  const boots = scriptsOf(html).filter((script) => script.body.includes(MODULES_VARIABLE));
  if (boots.length !== 1) return `${boots.length} boot scripts with ${MODULES_VARIABLE}`;
  const list = new RegExp(`\\b${MODULES_VARIABLE}\\s*=\\s*(\\[[^\\]]*\\])`).exec(boots[0]!.body);
  if (!list) return `no "${MODULES_VARIABLE} = [...]" in its boot script`;
  try {
    const urls: unknown = JSON.parse(list[1]!);
    if (Array.isArray(urls) && urls.every((url) => typeof url === "string")) return urls;
  } catch {
    // Reported below.
  }
  return `${MODULES_VARIABLE} is not a list of URLs: ${list[1]!.slice(0, 80)}`;
}

const snippet = (text: string, at: number) => text.slice(at, at + 60).replace(/\s+/g, " ");

function earlyScriptProblems(html: string): string[] {
  const problems = scriptPreloads(html).map((link) => `preload ${link}`);
  for (const { attributes, body } of scriptsOf(html)) {
    if (/\bsrc\s*=/i.test(attributes)) {
      problems.push(`<script${attributes}>`);
      continue;
    }
    if (JSON_SCRIPT.test(attributes)) continue;
    const imported = STATIC_IMPORT.exec(body);
    if (imported) problems.push(`static import: ${snippet(body, imported.index)}`);
    if (!body.includes(MODULES_VARIABLE)) {
      const loaded = DYNAMIC_IMPORT.exec(body);
      if (loaded) problems.push(`inline import(): ${snippet(body, loaded.index)}`);
    }
  }
  return problems;
}

function moduleListProblems(html: string): string[] {
  const urls = deferredModules(html);
  if (typeof urls === "string") return [urls];
  if (urls.length === 0) return [`${MODULES_VARIABLE} is empty`];
  const problems = urls
    .filter((url) => buildFile(url) === undefined)
    .map((url) => `${url} is not in the build`);
  if (!urls.some((url) => /\/entry\.client-[^/]*\.js$/.test(url))) {
    problems.push(`${MODULES_VARIABLE} has no client entry`);
  }
  return problems;
}

function perPage(
  pages: { page: string; html: string }[],
  problemsOf: (html: string) => string[],
): string[] {
  return pages.flatMap(({ page, html }) =>
    problemsOf(html).map((problem) => `${page}: ${problem}`),
  );
}

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

export async function startServer(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "check-build-output-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
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
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  const lines = output
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const said = lines.find((line) => /^\w*Error\b|\berror\b/.test(line)) ?? lines.at(-1);
  throw new Error(
    `the server (node server/index.ts) did not answer GET /healthz: ${said ?? "no output"}`,
  );
}

function signatures(
  markers: string[],
  realSource: string,
  realName: string,
  standIn: string,
  standInName: string,
): string[] {
  const missing = markers.filter((marker) => !realSource.includes(marker));
  if (missing.length > 0) {
    throw new Error(
      `${missing.map((marker) => JSON.stringify(marker)).join(", ")} no longer in ${realName}: ` +
        "choose strings of its current code in scripts/check-build-output.ts",
    );
  }
  const shared = markers.filter((marker) => standIn.includes(marker));
  if (shared.length > 0) throw new Error(`${shared.join(", ")} is in ${standInName} too`);
  return markers;
}

function chunksWith(chunks: { name: string; code: string }[], markers: string[]): string[] {
  return chunks.flatMap(({ name, code }) => {
    const found = markers.filter((marker) => code.includes(marker));
    return found.length > 0
      ? [`${name} has ${found.map((m) => JSON.stringify(m)).join(", ")}`]
      : [];
  });
}

/** The chunks these load, with static imports and (if `dynamic`) with import() too. */
function chunkClosure(names: string[], dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [...names];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const file = path.join(assetsDir, name);
    if (seen.has(name) || !existsSync(file)) continue;
    seen.add(name);
    const code = readFileSync(file, "utf8");
    const imports = /(?:\bfrom|(?<![\w$.])import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g;
    for (const match of code.matchAll(imports)) queue.push(match[1]!);
    if (!dynamic) continue;
    for (const match of code.matchAll(
      /(?<![\w$.])import\s*\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g,
    )) {
      queue.push(match[1]!);
    }
  }
  return seen;
}

/** The chunks that every prerendered page loads with the page (the framework, the layout). */
function chunksEveryPageLoads(
  pages: { page: string }[],
  lists: Map<string, string[] | string>,
): Set<string> {
  let common: Set<string> | undefined;
  for (const { page } of pages) {
    const list = lists.get(page);
    if (!Array.isArray(list)) continue;
    const loaded = chunkClosure(
      list.filter((url) => url.startsWith("/assets/")).map((url) => url.slice("/assets/".length)),
      false,
    );
    common = common ? new Set([...common].filter((name) => loaded.has(name))) : loaded;
  }
  return common ?? new Set();
}

if (import.meta.main) {
  if (!existsSync(clientDir)) {
    console.error(`No build in ${buildDir}: run "npm run build".`);
    process.exit(1);
  }
  console.log(`Build output checks of ${buildDir}\n`);
  const pages = prerenderedPages();
  const chunks = clientChunks();
  const pageChunks = chunks.filter(({ name }) => !EDITOR_CHUNK.test(name));
  const lists = new Map(pages.map(({ page, html }) => [page, deferredModules(html)]));

  await check("a. prerendered pages have no modulepreload links", () => {
    nonEmpty(pages, "prerendered pages");
    assertNone(
      perPage(pages, (html) => scriptPreloads(html)),
      "script preload links",
    );
    return `${pages.length} pages`;
  });
  await check(`a. prerendered pages list their modules in ${MODULES_VARIABLE}`, () => {
    nonEmpty(pages, "prerendered pages");
    assertNone(perPage(pages, moduleListProblems), "problems");
    const urls = new Set([...lists.values()].flatMap((list) => (Array.isArray(list) ? list : [])));
    return `${pages.length} pages; ${urls.size} distinct modules, all in the build`;
  });
  await check("a. prerendered pages load no JavaScript before first paint", () => {
    nonEmpty(pages, "prerendered pages");
    assertNone(perPage(pages, earlyScriptProblems), "early scripts");
    return `${pages.length} pages: no script src, static import or inline import() outside the boot script`;
  });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    server = await startServer();
  } catch (error) {
    for (const { url } of ON_REQUEST_PAGES) {
      await check(`a. ${url} rendered on request is deferred the same way`, () => {
        throw error;
      });
    }
  }
  if (server) {
    try {
      for (const { url, status } of ON_REQUEST_PAGES) {
        await check(`a. ${url} rendered on request is deferred the same way`, async () => {
          const response = await fetch(`${server.origin}${url}`, { redirect: "manual" });
          const html = await response.text();
          if (response.status !== status) {
            throw new Error(`status ${response.status}, expected ${status}`);
          }
          if (!/<html\b/i.test(html)) throw new Error("not an HTML page");
          assertNone([...earlyScriptProblems(html), ...moduleListProblems(html)], "problems");
          const listed = deferredModules(html);
          return `status ${status}; ${Array.isArray(listed) ? listed.length : 0} modules deferred`;
        });
      }
    } finally {
      await server.stop();
    }
  }

  await check("b. the client chunks carry only the Lucide icons the app draws", () => {
    // The app names each icon it draws from `lucide`'s exports (lucideIcon("menu", lucide.Menu)):
    // the build keeps those and must drop Lucide's other icons and its DOM renderer.
    const drawn = new Set(
      walk(path.join(root, "app"))
        .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
        .flatMap((file) =>
          [...readFileSync(file, "utf8").matchAll(/\blucide\.(\w+)\)/g)].map((match) => match[1]!),
        ),
    );
    const undrawn = nonEmpty(
      ["Anchor", "Rocket", "Zap"].filter((name) => !drawn.has(name)),
      "icons the app does not draw",
    );
    const longestPath = (node: lucide.IconNode) =>
      node
        .map(([, attributes]) => String(attributes.d ?? ""))
        .reduce((a, b) => (b.length > a.length ? b : a));
    const renderer = readFileSync(
      path.join(root, "node_modules/lucide/dist/esm/replaceElement.mjs"),
      "utf8",
    );
    const markers = [
      ...undrawn.map((name) =>
        longestPath((lucide as unknown as Record<string, lucide.IconNode>)[name]!),
      ),
      ...signatures(
        // createIcons' warning for a name it does not know.
        ["icon name was not found in the provided icons object"],
        renderer,
        "lucide's createIcons",
        readFileSync(path.join(root, "app/components/ui/lucide-icon.tsx"), "utf8"),
        "app/components/ui/lucide-icon.tsx",
      ),
    ];
    assertNone(
      chunksWith(nonEmpty(pageChunks, "client chunks"), markers),
      "chunks with more of Lucide than the app draws",
    );
    return `${pageChunks.length} chunks but the editor's free of ${undrawn.join(", ")} and createIcons`;
  });
  await check(
    "b. the layout chunk has none of the icons only the catalogue and projects draw",
    () => {
      // vite.config.ts keeps Lucide's index out of the layout group: through it, the layout chunk
      // would take every icon any page draws.
      const drawnIn = (dir: string) =>
        new Set(
          walk(path.join(root, dir))
            .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
            .flatMap((file) =>
              [...readFileSync(file, "utf8").matchAll(/\blucide\.(\w+)\)/g)].map((m) => m[1]!),
            ),
        );
      const elsewhere = new Set(
        ["app/components", "app/features/chat", "app/features/home"].flatMap((dir) => [
          ...drawnIn(dir),
        ]),
      );
      const pagesOnly = nonEmpty(
        [...drawnIn("app/features/catalogue"), ...drawnIn("app/features/portfolio")].filter(
          (name) => !elsewhere.has(name),
        ),
        "icons drawn only by the catalogue and projects",
      );
      const markers = pagesOnly
        .flatMap((name) =>
          (lucide as unknown as Record<string, lucide.IconNode>)[name]!.map(([, a]) =>
            String(a.d ?? ""),
          ),
        )
        .filter((d) => d.length > 12);
      const layout = nonEmpty(
        chunks.filter(({ name }) => /^layout-[^/]*\.js$/.test(name)),
        "layout-*.js chunk in the client assets",
      );
      assertNone(chunksWith(layout, nonEmpty(markers, "their path data")), "icons in the layout");
      return `${layout.map(({ name }) => name).join(", ")} free of ${pagesOnly.join(", ")}`;
    },
  );
  await check("b. icons are still drawn (the menu icon's SVG paths are shipped)", () => {
    const paths = nonEmpty(
      lucide.Menu.map(([, attributes]) => String(attributes.d ?? "")).filter(Boolean),
      "path data in lucide's menu icon",
    );
    const holders = nonEmpty(chunks, "client chunks").filter(({ code }) =>
      paths.every((d) => code.includes(d)),
    );
    if (holders.length === 0) throw new Error(`no chunk has all of ${paths.join(", ")}`);
    return `${holders.map(({ name }) => name).join(", ")} has ${paths.join(", ")}`;
  });

  // Vite's modules that make and insert the preload helper.
  const vite = walk(path.join(root, "node_modules/vite/dist"))
    .filter((file) => /\.[cm]?js$/.test(file))
    .map((file) => readFileSync(file, "utf8"))
    .filter((code) => code.includes("vite/preload-helper"))
    .join("\n");
  await check("c. no client chunk has Vite's preload helper", () => {
    const markers = signatures(
      // Its error event, CSS preloading and CSP nonce lookup.
      ["vite:preloadError", "Unable to preload CSS for", "meta[property=csp-nonce]"],
      vite,
      "Vite's preload helper (node_modules/vite/dist)",
      readFileSync(path.join(root, "vite.config.ts"), "utf8"),
      "vite.config.ts",
    );
    assertNone(chunksWith(nonEmpty(chunks, "client chunks"), markers), "chunks with the helper");
    return `${chunks.length} chunks free of ${markers.map((marker) => JSON.stringify(marker)).join(", ")}`;
  });
  await check("c. no dynamic import passes the stand-in helper files to preload", () => {
    // vite.config.ts's stand-in only calls the import. Vite gives the helper a list of files
    // (`__vite__mapDeps`) when a part loaded late has CSS of its own or, were modulePreload
    // turned back on, chunks to preload: the stand-in would drop them, so none may be given.
    const markers = signatures(
      ["__vite__mapDeps"],
      vite,
      "Vite's build import analysis (node_modules/vite/dist)",
      readFileSync(path.join(root, "vite.config.ts"), "utf8"),
      "vite.config.ts",
    );
    assertNone(
      chunksWith(nonEmpty(chunks, "client chunks"), markers),
      "chunks that ask for files to be preloaded",
    );
    return `${chunks.length} chunks pass none`;
  });
  await check("c. dynamic imports of chunks are still there", () => {
    const imports = nonEmpty(chunks, "client chunks").flatMap(({ name, code }) =>
      [...code.matchAll(/(?<![\w$.])import\s*\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map(
        (match) => ({ name, target: path.posix.join("/assets", match[1]!) }),
      ),
    );
    nonEmpty(imports, "dynamic imports of chunks");
    assertNone(
      imports
        .filter(({ target }) => buildFile(target) === undefined)
        .map(({ name, target }) => `${name} imports missing ${target}`),
      "dynamic imports of missing chunks",
    );
    const importers = new Set(imports.map(({ name }) => name));
    return `${imports.length} in ${importers.size} chunks, all to chunks of the build`;
  });

  const layoutChunks = chunks.filter(({ name }) => /^layout-[^/]*\.js$/.test(name));
  await check("d. a layout chunk holds the root layout's static imports", () => {
    const header = readFileSync(path.join(root, "app/components/layout/header.tsx"), "utf8");
    if (!header.includes(HEADER_TEXT)) {
      throw new Error(
        `${JSON.stringify(HEADER_TEXT)} is no longer in app/components/layout/header.tsx: ` +
          "choose another of its strings in scripts/check-build-output.ts",
      );
    }
    nonEmpty(layoutChunks, "layout-*.js chunk in the client assets");
    const holders = layoutChunks.filter(({ code }) => code.includes(HEADER_TEXT));
    if (holders.length === 0) {
      throw new Error(`${layoutChunks.map(({ name }) => name).join(", ")} lacks the header's code`);
    }
    return `${holders.map(({ name }) => name).join(", ")} has the header (${JSON.stringify(HEADER_TEXT)})`;
  });
  await check("d. every prerendered page loads the layout chunk", () => {
    nonEmpty(pages, "prerendered pages");
    nonEmpty(layoutChunks, "layout-*.js chunk in the client assets");
    const urls = layoutChunks.map(({ name }) => `/assets/${name}`);
    const problems = pages.flatMap(({ page }) => {
      const list = lists.get(page);
      if (!Array.isArray(list)) return [`${page}: ${list ?? "no module list"}`];
      return urls.filter((url) => !list.includes(url)).map((url) => `${page}: lacks ${url}`);
    });
    assertNone(problems, "pages without it");
    return `${pages.length} pages list ${urls.join(", ")}`;
  });
  await check("d. a framework chunk holds React, React DOM and React Router", () => {
    const frameworks = nonEmpty(
      chunks.filter(({ name }) => /^framework-[^/]*\.js$/.test(name)),
      "framework-*.js chunk in the client assets",
    );
    const { version } = JSON.parse(
      readFileSync(path.join(root, "node_modules/react/package.json"), "utf8"),
    ) as { version: string };
    // React's and React DOM's version, React DOM's renderer name, React Router's globals.
    const markers = [version, "react-dom", "__reactRouterRouteModules"];
    const holders = frameworks.filter(({ code }) =>
      markers.every((marker) => code.includes(marker)),
    );
    if (holders.length === 0) {
      throw new Error(
        `${frameworks.map(({ name }) => name).join(", ")} lacks one of ${markers.join(", ")}`,
      );
    }
    return `${holders.map(({ name }) => name).join(", ")} has React ${version}, react-dom and React Router`;
  });

  // docs/decisions/015-content-as-files.md: the content reaches the browser as plain data, one
  // module per export, so neither the loader nor content a page does not show rides along.
  await check("e. no client chunk has the content loader, its schemas or its parsers", () => {
    const markers = [
      "local-photo:",
      "must be lower-case words joined by hyphens",
      "unknown placeholder",
      "JS-YAML",
      "INVALID_COUNTRY",
    ];
    assertNone(chunksWith(nonEmpty(chunks, "client chunks"), markers), "chunks with them");
    return `${chunks.length} chunks free of ${markers.map((m) => JSON.stringify(m)).join(", ")}`;
  });
  await check(
    "e. the layout chunk has the facts the header shows and no page's own content",
    () => {
      nonEmpty(layoutChunks, "layout-*.js chunk in the client assets");
      const shown = phones.office.display;
      const notShown = [privacyPolicy.intro, ...services.map((s) => s.fullDescription[0]!)].map(
        (text) => JSON.stringify(text).slice(1, 61),
      );
      const problems = layoutChunks.flatMap(({ name, code }) => [
        ...(code.includes(shown) ? [] : [`${name} lacks the header's phone ${shown}`]),
        ...notShown.filter((text) => code.includes(text)).map((text) => `${name} has "${text}"`),
      ]);
      assertNone(problems, "problems");
      return `${layoutChunks.map(({ name }) => name).join(", ")} has ${shown}, and none of ${notShown.length} page texts`;
    },
  );

  await check("f. only the editor's route loads the editor's chunk, and only with import()", () => {
    const editor = nonEmpty(
      chunks.filter(({ name }) => EDITOR_CHUNK.test(name)),
      "keystatic-editor-*.js chunk in the client assets",
    );
    const problems: string[] = [];
    for (const { name } of editor) {
      const importers = chunks.filter(({ code }) => code.includes(`./${name}`));
      for (const { name: importer, code } of importers) {
        if (!EDITOR_ROUTE_CHUNK.test(importer)) problems.push(`${importer} imports ${name}`);
        const quoted = `["'\`]\\./${name.replace(/[.$]/g, "\\$&")}["'\`]`;
        if (new RegExp(`(?:\\bfrom|(?<![\\w$.])import)\\s*${quoted}`).test(code)) {
          problems.push(`${importer} imports ${name} statically`);
        }
      }
      if (importers.length === 0) problems.push(`nothing imports ${name}`);
    }
    const listed = pages.flatMap(({ page }) => {
      const list = lists.get(page);
      return Array.isArray(list)
        ? list.filter((url) => /\/keystatic-/.test(url)).map((url) => `${page} lists ${url}`)
        : [];
    });
    assertNone([...problems, ...listed], "problems");
    return `${editor.map(({ name }) => name).join(", ")}: imported only by the editor's route, with import(); none of ${pages.length} pages lists an editor module`;
  });

  const chatChunks = (() => {
    const start = chunks.filter(({ name }) => CHAT_CHUNK.test(name)).map(({ name }) => name);
    const everyPage = chunksEveryPageLoads(pages, lists);
    return {
      start,
      own: [...chunkClosure(start, true)].filter((name) => !everyPage.has(name)).sort(),
      everyPage,
    };
  })();
  await check(
    `g. what the chat loads when it opens (its code and search indexes) is at most ${CHAT_MAX_GZIP / 1024} KB gzip; the sentences it quotes come in parts of at most ${CHAT_TEXT_PART_MAX_GZIP / 1024} KB, loaded with import() only, ${CHAT_TEXTS_MAX_GZIP / 1024} KB in all`,
    () => {
      nonEmpty(chatChunks.start, "chat-widget-*.js chunk in the client assets");
      const sizes = chatChunks.own.map((name) => ({
        name,
        size: gzipSync(readFileSync(path.join(assetsDir, name)), { level: 9 }).length,
      }));
      const kb = (bytes: number) => (bytes / 1024).toFixed(1);
      const texts = sizes.filter(({ name }) => CHAT_TEXTS_CHUNK.test(name));
      nonEmpty(texts, "chat-sentences-N-*.js chunks among the chat's chunks");
      const code = sizes.filter((size) => !texts.includes(size));
      const sum = (list: typeof sizes) => list.reduce((total, { size }) => total + size, 0);
      const list = (some: typeof sizes) =>
        some.map(({ name, size }) => `${name} ${kb(size)}`).join(", ");
      // A part imported statically would load with the chat, and count as its code.
      const staticPart = (code: string) =>
        texts.some(({ name }) =>
          new RegExp(
            `(?:\\bfrom|(?<![\\w$.])import)\\s*["'\`]\\./${name.replace(/[.$]/g, "\\$&")}["'\`]`,
          ).test(code),
        );
      const problems = [
        ...(sum(code) > CHAT_MAX_GZIP
          ? [`code and indexes ${kb(sum(code))} KB > ${CHAT_MAX_GZIP / 1024} KB: ${list(code)}`]
          : []),
        ...texts
          .filter(({ size }) => size > CHAT_TEXT_PART_MAX_GZIP)
          .map(({ name, size }) => `${name} ${kb(size)} KB > ${CHAT_TEXT_PART_MAX_GZIP / 1024} KB`),
        ...(sum(texts) > CHAT_TEXTS_MAX_GZIP
          ? [`sentences ${kb(sum(texts))} KB > ${CHAT_TEXTS_MAX_GZIP / 1024} KB`]
          : []),
        ...chunks
          .filter(({ code }) => staticPart(code))
          .map(({ name }) => `${name} imports a part of the sentences statically`),
      ];
      assertNone(problems, "over budget");
      const largest = Math.max(...texts.map(({ size }) => size));
      return `loaded when it opens: code and indexes ${kb(sum(code))} KB in ${code.length} chunks that not every page loads anyway (${list(code)}); sentences ${kb(sum(texts))} KB in ${texts.length} parts loaded with import() as replies quote them, the largest ${kb(largest)} KB; ${kb(sum(sizes))} KB in all`;
    },
  );
  await check("g. the chat's search indexes come with the chat's chunks only", () => {
    nonEmpty(chatChunks.start, "chat-widget-*.js chunk in the client assets");
    const own = new Set(chatChunks.own);
    const holders = nonEmpty(
      chunks.filter(({ code }) => PACKED_INDEX.test(code)),
      `packed search index (${PACKED_INDEX.source}) in the client chunks`,
    );
    const problems = holders
      .filter(({ name }) => !own.has(name) || chatChunks.everyPage.has(name))
      .map(({ name }) => `${name} has a packed index`);
    // No page loads the chat's conversation before the page is idle and the chat asks for it.
    for (const { page } of pages) {
      const list = lists.get(page);
      if (!Array.isArray(list)) continue;
      const names = list.map((url) => url.replace(/^\/assets\//, ""));
      for (const name of chunkClosure(names, false)) {
        if (holders.some((holder) => holder.name === name)) problems.push(`${page} loads ${name}`);
      }
    }
    assertNone(problems, "problems");
    return `${holders.map(({ name }) => name).join(", ")}, loaded by the chat only; no page loads it with the page`;
  });
  await check(
    "g. no client chunk makes a MiniSearch index: the chat only loads the build's",
    () => {
      const source = readFileSync(
        path.join(root, "node_modules/minisearch/dist/es/index.js"),
        "utf8",
      );
      for (const marker of [MINISEARCH_MARKER, "addAll(documents)", "static loadJS("]) {
        if (!source.includes(marker)) {
          throw new Error(
            `${JSON.stringify(marker)} is no longer in MiniSearch's code: choose strings of its current code in scripts/check-build-output.ts`,
          );
        }
      }
      const holders = nonEmpty(
        chunks.filter(({ code }) => code.includes(MINISEARCH_MARKER)),
        "chunk with MiniSearch's code",
      );
      const problems: string[] = [];
      // addAll and addAllAsync index documents; the library itself calls them on `this` only.
      // (The editor's chunk has an addAll of its own, and no page loads it.)
      for (const { name, code } of pageChunks) {
        for (const match of code.matchAll(/([\w$]*)\.addAll(?:Async)?\(/g)) {
          if (match[1] !== "this") problems.push(`${name} calls ${match[0]}`);
        }
      }
      for (const { name, code } of holders) {
        // The class as the minifier names it, from its constructor's check of the fields option.
        const declared =
          /([\w$]+)=class(?:\s+[\w$]+)?\s*\{\s*constructor\(([\w$]+)\)\{if\(\2\?\.fields==null\)/.exec(
            code,
          );
        if (!declared) {
          problems.push(
            `${name}: MiniSearch's class declaration was not found; update the pattern in scripts/check-build-output.ts`,
          );
          continue;
        }
        const outer = declared[1]!.replace(/\$/g, "\\$");
        const made = new RegExp(`(?<![\\w$.])new\\s+${outer}\\(`).exec(code);
        if (made) problems.push(`${name}: ${snippet(code, made.index)}`);
        const exported = /\bexport\s*\{([^}]*)\}/.exec(code)?.[1] ?? "";
        if (new RegExp(`(^|[\\s,])${outer}(\\s|,|$)`).test(exported)) {
          problems.push(`${name} exports MiniSearch's class, so other chunks could make an index`);
        }
        if (!new RegExp(`(?<![\\w$.])${outer}\\.loadJSO?N?\\(`).test(code)) {
          problems.push(`${name} never calls MiniSearch.loadJS or loadJSON`);
        }
        if (!chatChunks.own.includes(name))
          problems.push(`${name} is not one of the chat's chunks`);
      }
      assertNone(problems, "problems");
      return `${holders.map(({ name }) => name).join(", ")} loads the build's indexes (MiniSearch.loadJS); no chunk calls new MiniSearch(…), addAll or addAllAsync`;
    },
  );

  console.log(`\n${passed} passed, ${failed} failed`);
  if (failed > 0) process.exit(1);
}
