// The pages' size budgets, as size-limit checks (.size-limit.mjs; `npm run test:budgets`): this
// file only says which files each page and island loads; size-limit measures them (gzip) and fails.
// Islands are read from their markup (scripts/check-build-output.ts says why that is stable).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Check } from "size-limit";
import {
  type ParsedPage,
  assetFile,
  buildDir,
  closure,
  parsePage,
  prerenderedPages,
  startServer,
} from "./check-build-output.ts";

const KB = 1024;
export const BUDGETS = {
  // DECISIONS.md 8: JavaScript before the visitor scrolls or uses a part, on a page whose first
  // view (360×800) holds no island. Statically, what every page runs before use: its inline
  // scripts (the early-message keeper, Astro's island bootstrap) and any module it fetches with
  // itself. Today 2.2 KB on every page (none fetches a module with itself). An island in the
  // first view (the form on /contact) adds its own budget below; tests/e2e/islands.spec.ts
  // measures what a browser really loads.
  firstLoad: 10 * KB,
  css: 12 * KB, // today 10.4 KB, one stylesheet on every page
  // Today 10.7 (not-found) to 24.6 KB (home). The islands' serialised props (Astro's `props`
  // attribute) are 1.8 to 2.6 KB gzip of that on most pages (about 10 KB raw: the chat's copy
  // and the footer box), 5.1 KB on home and 4.8 KB on /projects (the portfolio's projects).
  html: 40 * KB,
};

/**
 * Each island's JavaScript when it starts: React's renderer (its `renderer-url`) and the
 * island's own code (its `component-url`), with what both import statically; each file gzipped
 * on its own, as sent. Today's figures, with about 3% over each (limit in brackets):
 *   React's renderer alone 67.7 KB, 63.2 of it react-dom's client [70]
 *   ContactForm 75.5 [76.5], NewsletterForm 72.6 [74], ChatWidget 73.0 [75],
 *   ProjectsSection 74.3 [76.5], ServiceDetails 70.3 [72.5].
 * What they load later by import() (the forms' checks, the project dialog) is not in these; the
 * chat's conversation has its own budget below.
 */
export const ISLAND_BUDGETS: Record<string, number> = {
  renderer: 70 * KB,
  ContactForm: 76.5 * KB,
  NewsletterForm: 74 * KB,
  ChatWidget: 75 * KB,
  ProjectsSection: 76.5 * KB,
  ServiceDetails: 72.5 * KB,
};
// What the chat loads when it is opened, beyond its island (its engine and the search indexes
// the build made), and the sentences its replies quote, in parts loaded as replies quote them
// (docs/decisions/018-chat-answers.md). Today 31.2 and 17.8 KB (11 parts).
export const CHAT_BUDGETS = { conversation: 40 * KB, sentences: 24 * KB };

/** A page's kind, by its path: each kind has its budgets, and a new kind must be given them. */
export function pageKind(page: string): string {
  const kinds: [RegExp, string][] = [
    [/^\/$/, "home"],
    [/^\/services$/, "services"],
    [/^\/category\/[^/]+$/, "category"],
    [/^\/service\/[^/]+$/, "service"],
    [/^\/projects$/, "projects"],
    [/^\/projects\/[^/]+$/, "project"],
    [/^\/(about|contact|faq|chat)$/, page.slice(1)],
    [/^\/(privacy|terms)$/, "legal"],
    [/^\/not-found$/, "not-found"],
  ];
  const kind = kinds.find(([pattern]) => pattern.test(page))?.[1];
  if (!kind) throw new Error(`${page}: no page kind with budgets in scripts/check-budgets.ts`);
  return kind;
}

// size-limit reads `path` as glob patterns; a file name is matched as it is.
const literal = (file: string) => file.replace(/[*?[\]{}()!+@\\]/g, "\\$&");
const check = (name: string, files: Iterable<string>, limit: number): Check => ({
  name,
  path: [...files].map(literal),
  gzip: true,
  limit: `${limit} B`,
});
const filesOf = (urls: Iterable<string>) => [...urls].map(assetFile);

/** The not-found page is rendered on request: the built server renders it for the budgets. */
async function notFoundPage(): Promise<string> {
  const server = await startServer();
  try {
    return await (await fetch(`${server.origin}/no-such-page-budgets`)).text();
  } finally {
    await server.stop();
  }
}

function pageChecks(page: string, parsed: ParsedPage, htmlFile: string, scratch: string): Check[] {
  const name = `${pageKind(page)} ${page}`;
  // The inline scripts as one file, gzipped together as they are inside the page.
  const inline = path.join(scratch, `${page.replace(/\W+/g, "_") || "_"}.inline.js`);
  writeFileSync(inline, parsed.inlineScripts.join("\n"));
  return [
    check(
      `${name}: first load`,
      [inline, ...filesOf(closure(parsed.eagerScripts))],
      BUDGETS.firstLoad,
    ),
    check(`${name}: CSS`, filesOf(parsed.stylesheets), BUDGETS.css),
    check(`${name}: HTML`, [htmlFile], BUDGETS.html),
  ];
}

function islandChecks(parsed: ParsedPage[]): Check[] {
  const islands = new Map(parsed.flatMap(({ islands }) => islands.map((i) => [i.component, i])));
  if (islands.size === 0) throw new Error("No islands in the build: nothing to budget.");
  const checks: Check[] = [];
  const renderers = new Set([...islands.values()].map(({ rendererUrl }) => rendererUrl));
  checks.push(
    check("island renderer (React)", filesOf(closure(renderers)), ISLAND_BUDGETS.renderer!),
  );
  for (const [component, { componentUrl, rendererUrl }] of [...islands].sort()) {
    const limit = ISLAND_BUDGETS[component];
    if (limit === undefined) {
      throw new Error(`island ${component}: no budget in scripts/check-budgets.ts ISLAND_BUDGETS`);
    }
    const loaded = closure([componentUrl, rendererUrl]);
    checks.push(check(`island ${component} (with React)`, filesOf(loaded), limit));
    if (component !== "ChatWidget") continue;
    const later = [...closure([componentUrl], true)].filter((url) => !loaded.has(url));
    const sentences = later.filter((url) => /chat-sentences-\d+/.test(url));
    const conversation = later.filter((url) => !sentences.includes(url));
    if (sentences.length === 0 || conversation.length === 0) {
      throw new Error(
        `island ChatWidget: no conversation or sentence chunks among ${later.join(", ")}`,
      );
    }
    checks.push(
      check("chat conversation (when opened)", filesOf(conversation), CHAT_BUDGETS.conversation),
      check(
        `chat sentences (${sentences.length} parts)`,
        filesOf(sentences),
        CHAT_BUDGETS.sentences,
      ),
    );
  }
  return checks;
}

/** size-limit's checks (gzip, as the server sends them): every page, every island. */
export async function sizeLimitChecks(): Promise<Check[]> {
  const scratch = path.join(buildDir, "size-limit");
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const pages = prerenderedPages().map(({ page, file, html }) => ({
    page,
    file,
    parsed: parsePage(html),
  }));
  const notFound = path.join(scratch, "not-found.html");
  const notFoundHtml = await notFoundPage();
  writeFileSync(notFound, notFoundHtml);
  pages.push({ page: "/not-found", file: notFound, parsed: parsePage(notFoundHtml) });
  return [
    ...pages.flatMap(({ page, file, parsed }) => pageChecks(page, parsed, file, scratch)),
    ...islandChecks(pages.map(({ parsed }) => parsed)),
  ];
}
