import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { hydrationModules } from "../app/.server/hydrate-after-paint.ts";

const KB = 1024;
// 12 KB until 2026-11-24; 12.5 since the FAQ route, the forms' fetchers and the focus,
// contrast and chat-button fixes took the project and home pages about 0.1 KB over it; 13 since
// the design pass (docs/decisions/019-design-pass.md) took the project pages 0.1 KB over that.
export const BUDGETS = { jsOverBaseline: 13 * KB, css: 12 * KB, html: 40 * KB };

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function staticClosure(assetUrls: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...assetUrls];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(path.join(clientDir, url), "utf8");
    const dir = path.posix.dirname(url);
    // Static imports and re-exports: `import … from "./x.js"`, `import "./x.js"`, `export … from`.
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
      queue.push(path.posix.join(dir, match[1]!));
    }
  }
  return seen;
}

function htmlPages(dir: string, urlPath = ""): { page: string; file: string }[] {
  const pages: { page: string; file: string }[] = [];
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (entry === "assets") continue;
    if (statSync(file).isDirectory()) pages.push(...htmlPages(file, `${urlPath}/${entry}`));
    else if (entry === "index.html") pages.push({ page: urlPath || "/", file });
  }
  return pages;
}

export interface PageReport {
  page: string;
  js: number;
  css: number;
  html: number;
}

export function measure(): { baseline: number; baselineFiles: string[]; pages: PageReport[] } {
  if (!existsSync(clientDir)) throw new Error(`No build in ${buildDir}: run "npm run build".`);
  const entry = readdirSync(path.join(clientDir, "assets")).find((file) =>
    /^entry\.client-.*\.js$/.test(file),
  );
  if (!entry) throw new Error("No client entry chunk found in the build.");
  const framework = staticClosure([`/assets/${entry}`]);
  const baseline = [...framework].reduce(
    (sum, url) => sum + gzipSize(path.join(clientDir, url)),
    0,
  );

  const pages = htmlPages(clientDir).map(({ page, file }) => {
    const html = readFileSync(file, "utf8");
    const scripts = hydrationModules(html).filter((url) => url.startsWith("/assets/"));
    const js = [...staticClosure(scripts)].reduce(
      (sum, url) => sum + gzipSize(path.join(clientDir, url)),
      0,
    );
    const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].reduce(
      (sum, match) => sum + gzipSize(path.join(clientDir, match[1]!)),
      0,
    );
    return { page, js, css, html: gzipSync(html, { level: 9 }).length };
  });
  return { baseline, baselineFiles: [...framework], pages };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

if (import.meta.main) {
  const { baseline, baselineFiles, pages } = measure();
  const jsBudget = baseline + BUDGETS.jsOverBaseline;
  console.log(
    `Framework baseline (gzip): ${kb(baseline)} in ${baselineFiles.length} chunks; ` +
      `JS budget per page: ${kb(jsBudget)}; CSS ${kb(BUDGETS.css)}; HTML ${kb(BUDGETS.html)}\n`,
  );
  console.log("| page | JS (gzip) | over baseline | CSS (gzip) | HTML (gzip) |");
  console.log("| --- | ---: | ---: | ---: | ---: |");
  const failures: string[] = [];
  for (const report of pages.sort((a, b) => a.page.localeCompare(b.page))) {
    console.log(
      `| ${report.page} | ${kb(report.js)} | ${kb(report.js - baseline)} | ${kb(report.css)} | ${kb(report.html)} |`,
    );
    if (report.js > jsBudget)
      failures.push(`${report.page}: JS ${kb(report.js)} > ${kb(jsBudget)}`);
    if (report.css > BUDGETS.css) failures.push(`${report.page}: CSS ${kb(report.css)}`);
    if (report.html > BUDGETS.html) failures.push(`${report.page}: HTML ${kb(report.html)}`);
  }
  if (failures.length > 0) {
    console.error(`\nOver budget:\n${failures.join("\n")}`);
    process.exit(1);
  }
  console.log(`\nAll ${pages.length} pages within budget.`);
}
