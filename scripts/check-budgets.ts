// The pages' size budgets, as size-limit checks (.size-limit.mjs; `npm run test:budgets`):
// this file only says which files each page loads; size-limit measures them (gzip) and fails.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import filePlugin from "@size-limit/file";
import sizeLimit, { type Check } from "size-limit";
import { hydrationModules } from "../app/.server/hydrate-after-paint.ts";

const KB = 1024;
// 12 KB until 2026-11-24; 12.5 since the FAQ route, the forms' fetchers and the focus,
// contrast and chat-button fixes took the project and home pages about 0.1 KB over it; 13 since
// the design pass (docs/decisions/019-design-pass.md) took the project pages 0.1 KB over that.
export const BUDGETS = { jsOverBaseline: 13 * KB, css: 12 * KB, html: 40 * KB };

/** The .js files these load with static imports and re-exports, as URLs under the client folder. */
function staticClosure(clientDir: string, assetUrls: Iterable<string>): string[] {
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
  return [...seen];
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

// size-limit reads `path` as glob patterns; a file name is matched as it is.
const literal = (file: string) => file.replace(/[*?[\]{}()!+@\\]/g, "\\$&");

/**
 * size-limit's checks (gzip, as the server sends them) for each prerendered page: the JS it loads
 * before and at hydration (the framework's closure from the client entry, and the closure of the
 * page's modules) within BUDGETS.jsOverBaseline over the framework's own size; its stylesheets;
 * its HTML. The framework comes first, with no limit: the baseline the JS limits stand on.
 */
export async function sizeLimitChecks(
  buildDir = path.resolve(process.env.BUILD_DIR || "build"),
): Promise<Check[]> {
  const clientDir = path.join(buildDir, "client");
  if (!existsSync(clientDir)) throw new Error(`No build in ${buildDir}: run "npm run build".`);
  const entry = readdirSync(path.join(clientDir, "assets")).find((file) =>
    /^entry\.client-.*\.js$/.test(file),
  );
  if (!entry) throw new Error("No client entry chunk found in the build.");
  const files = (urls: Iterable<string>) => [...urls].map((url) => path.join(clientDir, url));
  const framework = files(staticClosure(clientDir, [`/assets/${entry}`]));
  const [baseline] = (await sizeLimit([filePlugin], {
    checks: [{ files: framework, gzip: true }],
  })) as { size: number }[];
  const jsLimit = baseline!.size + BUDGETS.jsOverBaseline;
  const check = (name: string, paths: string[], limit?: number): Check => ({
    name,
    path: paths.map(literal),
    gzip: true,
    ...(limit === undefined ? {} : { limit: `${limit} B` }),
  });
  const checks = [check(`framework (baseline; ${framework.length} chunks)`, framework)];
  const pages = htmlPages(clientDir).sort((a, b) => a.page.localeCompare(b.page));
  for (const { page, file } of pages) {
    const html = readFileSync(file, "utf8");
    const scripts = hydrationModules(html).filter((url) => url.startsWith("/assets/"));
    const js = new Set([...framework, ...files(staticClosure(clientDir, scripts))]);
    const css = html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
    checks.push(
      check(`${page} JS`, [...js], jsLimit),
      check(`${page} CSS`, files([...css].map((match) => match[1]!)), BUDGETS.css),
      check(`${page} HTML`, [file], BUDGETS.html),
    );
  }
  return checks;
}
