// Lighthouse: its runner, figures and tables, and the Chromium and pages the first tap shares.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Result as LighthouseResult } from "lighthouse";
import { existsSync, mkdirSync } from "node:fs";
import * as imageHost from "../lib/image-host.ts";
import * as r from "./report.ts";

const { IMAGE_HOST } = imageHost;

/** Chromium's path: chrome-launcher does not catch a failed spawn, which would end the bench. */
export function chromePath(): string {
  const file = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!existsSync(file)) throw new Error(`No Chromium at ${file} (set CHROME_PATH)`);
  return file;
}

/** The image host's stand-in while `measure` runs, and Chromium's flags (no sandbox only as root). */
export async function withImageHost<T>(
  measure: (host: imageHost.ImageHost, flags: string[]) => Promise<T>,
): Promise<T> {
  const host = await imageHost.startImageHost();
  const root = process.getuid?.() === 0;
  const flags = ["--disable-gpu", ...(root ? ["--no-sandbox"] : []), ...host.chromeFlags];
  try {
    return await measure(host, flags);
  } finally {
    await host.close();
  }
}

export const LIGHTHOUSE_PAGES = [
  { kind: "home", path: "/" },
  { kind: "services", path: "/services" },
  { kind: "category", path: "/category/fire-safety" },
  { kind: "service", path: "/service/hydrant-system" },
  { kind: "projects", path: "/projects" },
  { kind: "project", path: "/projects/integrated-fire-protection-for-an-api-manufacturing-plant" },
  { kind: "about", path: "/about" },
  { kind: "contact", path: "/contact" },
  { kind: "faq", path: "/faq" },
  { kind: "not-found", path: "/no-such-page" },
] as const;
export type BenchPage = (typeof LIGHTHOUSE_PAGES)[number];
/** The kinds of page with the site's content (photos, a control to tap): all but not-found. */
export const CONTENT_PAGES = LIGHTHOUSE_PAGES.filter((page) => page.kind !== "not-found");

const CATEGORIES = {
  performance: "Perf",
  accessibility: "A11y",
  "best-practices": "BP",
  seo: "SEO",
};
type Category = keyof typeof CATEGORIES;
const CATEGORY_IDS = Object.keys(CATEGORIES) as Category[];
// A 404 page is meant to be kept out of search engines, and its own load logs a 404.
const BY_DESIGN: Partial<Record<string, readonly Category[]>> = {
  "not-found": ["best-practices", "seo"],
};

/** The phone of the first tap, and of Lighthouse's applied-throttling runs. */
export const PHONE = {
  viewport: { width: 360, height: 800 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;
// "phone": Lighthouse's mobile emulation at the first tap's 360 px with applied throttling
// (Chromium itself slows every request and the CPU), where the page's real loading order
// counts: reported, not judged. Desktop is Lighthouse's preset at 1280 px, the tests' width.
export const MODE_TITLES = {
  mobile: "Mobile (simulated throttling)",
  phone: "Phone at 360 px, applied throttling (reported, not judged)",
  desktop: "Desktop at 1280 px",
};
export type Mode = keyof typeof MODE_TITLES;
export const MODES = Object.keys(MODE_TITLES) as Mode[];
const screen = (mobile: boolean, width: number, deviceScaleFactor: number) => ({
  screenEmulation: { mobile, width, height: 800, deviceScaleFactor, disabled: false },
});
const CONFIGS = {
  mobile: undefined,
  phone: {
    extends: "lighthouse:default",
    settings: { throttlingMethod: "devtools" as const, ...screen(true, 360, 1.75) },
  },
  desktop: { ...desktopConfig, settings: { ...desktopConfig.settings, ...screen(false, 1280, 1) } },
};

export const TARGETS = { score: 100, mobileLcpMs: 1200 };

type Item = Record<string, unknown> & { sourceLocation?: { url?: string } };
const itemsOf = (lhr: LighthouseResult, id: string) =>
  (lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? [];
const hostOf = (url: unknown) => (URL.canParse(String(url)) ? new URL(String(url)).hostname : "");
// A request that never got an answer has status -1 (or 0) in Lighthouse's records.
const answered = ({ finished, statusCode }: Item) =>
  finished !== false && Number(statusCode) >= 200 && Number(statusCode) < 400;

/** The site's icons are images too, but not photos; nor is an inline `data:` placeholder. */
const ICON = /\/(?:favicon[^/]*|apple-touch-icon[^/]*|og-image\.png)$/;
export const isPhotoRequest = (url: string, resourceType: string) =>
  /^image$/i.test(resourceType) && /^https?:\/\//.test(url) && !ICON.test(new URL(url).pathname);

/** A run's figures: scores, paints, script bytes, photo bytes and requests, lost points. */
export function metricsOf(lhr: LighthouseResult) {
  const lostPoints = new Map<string, string>();
  // Performance's weighted audits are the metrics, reported in their own columns.
  for (const ref of CATEGORY_IDS.slice(1).flatMap((id) => lhr.categories[id]?.auditRefs ?? [])) {
    const audit = lhr.audits[ref.id];
    if (ref.weight === 0 || !audit || audit.score === null || audit.score >= 1) continue;
    const items = itemsOf(lhr, ref.id);
    const hosts = new Set(items.map((item) => hostOf(item.url ?? item.sourceLocation?.url)));
    const onlyImages = ref.id === "errors-in-console" && hosts.size === 1 && hosts.has(IMAGE_HOST);
    lostPoints.set(ref.id, audit.title + (onlyImages ? ` (only failed ${IMAGE_HOST} images)` : ""));
  }
  const photos = itemsOf(lhr, "network-requests").filter((item) =>
    isPhotoRequest(String(item.url), String(item.resourceType)),
  );
  const ok = photos.filter(answered);
  const scripts = itemsOf(lhr, "resource-summary").find((item) => item.resourceType === "script");
  const lcpNode = itemsOf(lhr, "lcp-breakdown-insight").find((item) => item.type === "node");
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: Object.fromEntries(
      CATEGORY_IDS.map((id) => [id, (lhr.categories[id]?.score ?? Number.NaN) * 100]),
    ) as Record<Category, number>,
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: Number(scripts?.transferSize ?? 0),
    lostPoints,
    // Bytes over the wire, headers and body.
    photos: {
      bytes: r.sum(ok.map((item) => Number(item.transferSize ?? 0))),
      requests: ok.length,
      failed: photos.length - ok.length,
    },
    lcpElement: /^<([a-z][a-z0-9-]*)/i.exec(String(lcpNode?.snippet))?.[1]?.toLowerCase() ?? "",
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}
export type RunMetrics = ReturnType<typeof metricsOf>;

type Cell = (runs: readonly RunMetrics[]) => string;
/** The median of a figure over the runs, formatted. */
const medianCell =
  (format: (value: number) => string, pick: (run: RunMetrics) => number): Cell =>
  (runs) =>
    format(r.medianOf(runs, pick));
/** The figures of a page's runs in a mode, each a column of the report. */
export const COLUMNS: Record<string, Cell> = {
  ...Object.fromEntries(
    CATEGORY_IDS.map((id) => [CATEGORIES[id], medianCell(r.formatNumber, (run) => run.scores[id])]),
  ),
  FCP: medianCell(r.formatMs, (run) => run.fcp),
  LCP: medianCell(r.formatMs, (run) => run.lcp),
  "LCP element": (runs) => r.tally(runs.map((run) => run.lcpElement || "?")),
  TBT: medianCell(r.formatMs, (run) => run.tbt),
  CLS: medianCell(
    (value) => r.formatNumber(value, 3),
    (run) => run.cls,
  ),
  "JS transferred": medianCell(r.formatBytes, (run) => run.jsBytes),
  // Lighthouse's measure of the host's CPU speed (higher is faster) during the runs.
  "Host index": medianCell(r.formatNumber, (run) => run.benchmarkIndex),
  "Photo bytes": (runs) => {
    const [bytes, requests, failed] = (["bytes", "requests", "failed"] as const).map((key) =>
      r.medianOf(runs, (run) => run.photos[key]),
    );
    return `${r.formatBytes(bytes!)} (${requests}${failed ? `, ${failed} failed` : ""})`;
  },
};

// A page being added may not be in every build yet: it is reported as not run, not a failure.
export async function pageProblem(origin: string, page: BenchPage): Promise<string | undefined> {
  const expected = page.kind === "not-found" ? 404 : 200;
  const url = `${origin}${page.path}`;
  try {
    const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(15_000) });
    await response.arrayBuffer();
    if (response.status === expected) return undefined;
    const absent = response.status === 404 ? " (not in this build)" : "";
    return `${page.path} answered ${response.status}${absent}`;
  } catch (error) {
    return `${page.path} did not answer: ${r.message(error)}`;
  }
}

/** The runs of a build's page in a mode (by `${build} ${mode} ${kind}`), and what was not run. */
export interface Audited {
  runs: Map<string, RunMetrics[]>;
  /** Why a build's page was not run, by `${build} ${kind}`. */
  skipped: Map<string, string>;
  retried: string[];
  version: string;
}

/**
 * The builds in the order of a page's `run` (from 1): as given in odd runs, reversed in even
 * ones, so that neither build always goes first (a pair of runs shares the host's moment).
 */
export const inTurn = <T>(builds: readonly T[], run: number): T[] =>
  run % 2 === 1 ? [...builds] : [...builds].reverse();

/**
 * `b − a` of a figure, run by run, of a page's runs in a mode: a page's builds run one after the
 * other in each run (`inTurn`), so each pair shares the host's moment.
 */
export function pairedDifferences(
  audited: Audited,
  [a, b]: readonly [string, string],
  kinds: readonly string[],
  pick: (run: RunMetrics) => number,
  mode: Mode = "mobile",
): number[] {
  return kinds.flatMap((kind) => {
    const first = audited.runs.get(`${a} ${mode} ${kind}`) ?? [];
    return (audited.runs.get(`${b} ${mode} ${kind}`) ?? [])
      .slice(0, first.length)
      .map((run, i) => pick(run) - pick(first[i]!));
  });
}

/** Every page kind of each build in every mode (README.md, "Benchmarks"), each first in turn. */
export async function auditPages(options: {
  dir: string;
  flags: string[];
  origins: Record<string, string>;
  runs: number;
  log: (line: string) => void;
  /** Every mode unless given. */
  modes?: readonly Mode[];
}): Promise<Audited> {
  const { origins, runs, log, modes = MODES } = options;
  const audited: Audited = { runs: new Map(), skipped: new Map(), retried: [], version: "" };
  for (const page of LIGHTHOUSE_PAGES) {
    for (const [build, origin] of Object.entries(origins)) {
      const problem = await pageProblem(origin, page);
      if (problem) audited.skipped.set(`${build} ${page.kind}`, problem);
      if (problem) log(`not auditing ${page.kind} (${build}): ${problem}`);
    }
  }
  const userDataDir = `${options.dir}/chrome-profile`;
  mkdirSync(userDataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ["--headless=new", ...options.flags],
    userDataDir,
    logLevel: "silent",
  });
  // chrome-launcher starts Chrome in a process group of its own and stops it on SIGINT only:
  // stopped here too when the bench exits early (its SIGTERM handler exits the process).
  const stopChrome = () => chrome.kill();
  process.once("exit", stopChrome);
  const flags = {
    port: chrome.port,
    output: "json" as const,
    logLevel: "error" as const,
    onlyCategories: CATEGORY_IDS,
    // Only for the HTML report's picture of the page; saves seconds a run.
    disableFullPageScreenshot: true,
  };
  try {
    for (const mode of modes) {
      for (const page of LIGHTHOUSE_PAGES) {
        for (let run = 1; run <= runs; run++) {
          for (const [build, origin] of inTurn(Object.entries(origins), run)) {
            if (audited.skipped.has(`${build} ${page.kind}`)) continue;
            const where = `${build} ${mode} ${page.path}`;
            // The not-found page answers 404 on purpose; audit it anyway.
            const pageFlags = { ...flags, ignoreStatusCode: page.kind === "not-found" };
            for (let attempt = 1; ; attempt++) {
              const result = await lighthouse(`${origin}${page.path}`, pageFlags, CONFIGS[mode]);
              const error = result ? result.lhr.runtimeError?.code : "no result";
              if (result && !error) {
                audited.version ||= result.lhr.lighthouseVersion;
                const metrics = metricsOf(result.lhr);
                const key = `${build} ${mode} ${page.kind}`;
                audited.runs.set(key, [...(audited.runs.get(key) ?? []), metrics]);
                const figures = Object.entries(COLUMNS).map(
                  ([name, cell]) => `${name} ${cell([metrics])}`,
                );
                log(`${where} run ${run}/${runs}: ${figures.join(", ")}`);
                break;
              }
              if (attempt >= 3) throw new Error(`Lighthouse failed on ${where} 3 times: ${error}`);
              audited.retried.push(`${where}: ${error}`);
              log(`${where}: ${error}; running it again`);
            }
          }
        }
      }
    }
  } finally {
    process.off("exit", stopChrome);
    chrome.kill();
  }
  return audited;
}

export type Column = [string, (page: BenchPage) => string];

/** A mode's table: each figure in `names` for each build side by side, targets after theirs. */
export function lighthouseTable(options: {
  audited: Audited;
  mode: Mode;
  pages: readonly BenchPage[];
  builds: Record<string, string>;
  names: readonly string[];
  targets: Record<string, Column>;
}): string {
  const { audited, mode, builds, targets } = options;
  const columns: Column[] = [
    ["Kind", (page) => page.kind],
    ["Path", (page) => page.path],
  ];
  for (const name of options.names) {
    for (const [build, title] of Object.entries(builds)) {
      columns.push([
        `${name}${title ? ` ${title}` : ""}`,
        (page) => {
          const runs = audited.runs.get(`${build} ${mode} ${page.kind}`) ?? [];
          return runs.length === 0 ? "–" : COLUMNS[name]!(runs);
        },
      ]);
    }
    if (targets[name]) columns.push(targets[name]);
  }
  return `**${MODE_TITLES[mode]}**\n\n${r.columnsTable(columns, options.pages)}`;
}

/** Every judged category 100 (rounded medians), and in the mobile mode LCP within its target. */
export function meetsTargets(runs: readonly RunMetrics[], mode: Mode, kind: string): boolean {
  const judged = CATEGORY_IDS.filter((category) => !BY_DESIGN[kind]?.includes(category));
  const score = (category: Category) => Math.round(r.medianOf(runs, (run) => run.scores[category]));
  const lcpOk = mode !== "mobile" || r.medianOf(runs, (run) => run.lcp) <= TARGETS.mobileLcpMs;
  return judged.every((category) => score(category) >= TARGETS.score) && lcpOk;
}

/** The audits that cost points in any run, as a note with a table; none if none did. */
function lostPointsNote(audited: Audited): string[] {
  const audits = new Map<string, { title: string; where: string[] }>();
  for (const [key, runs] of audited.runs) {
    const ids = runs.flatMap((run) => [...run.lostPoints]);
    for (const [id, all] of Map.groupBy(ids, ([one]) => one)) {
      const audit = audits.get(id) ?? audits.set(id, { title: all[0]![1], where: [] }).get(id)!;
      audit.where.push(`${key} ${all.length}/${runs.length}`);
    }
  }
  const rows = [...audits].map(([id, { title, where }]) => [id, title, where.join(", ")]);
  const table = r.table(["Audit", "Title", "Where (build, mode, kind, runs)"], rows);
  const what = "accessibility, best-practices and SEO (weighted audits scoring below 1)";
  return rows.length > 0
    ? [`Audits that cost points in ${what}, in either build:\n\n${table}`]
    : [];
}

/** Lighthouse's targets on one build's runs of every page kind: a paragraph, tables and notes. */
export function targetsReport(audited: Audited, build: string) {
  const verdict = (mode: Mode) => (page: BenchPage) => {
    if (audited.skipped.has(`${build} ${page.kind}`)) return "not run";
    if (mode === "phone") return "–";
    const notJudged = BY_DESIGN[page.kind]?.map((category) => CATEGORIES[category]).join(", ");
    const runs = audited.runs.get(`${build} ${mode} ${page.kind}`) ?? [];
    const judged = r.passFail(meetsTargets(runs, mode, page.kind));
    return `${judged}${notJudged ? ` (${notJudged} not judged)` : ""}`;
  };
  const allPass = MODES.every((mode) =>
    LIGHTHOUSE_PAGES.every((page) => !verdict(mode)(page).startsWith("FAIL")),
  );
  const skipped = [...audited.skipped].map(([key, problem]) => `${key}: ${problem}`);
  return {
    pass: allPass,
    intro: `Lighthouse's targets, on the ${build} build: ${TARGETS.score} in every category on every kind of page (on the not-found page, which answers 404 on purpose, not in best practices and SEO), and mobile LCP ≤ ${r.formatMs(TARGETS.mobileLcpMs)}, in the simulated mobile and the desktop runs. Overall: **${r.passFail(allPass)}**${skipped.length > 0 ? ` (pages not run are left out: ${skipped.join("; ")})` : ""}.`,
    tables: MODES.map((mode) =>
      lighthouseTable({
        audited,
        mode,
        pages: LIGHTHOUSE_PAGES,
        builds: { [build]: "" },
        names: Object.keys(COLUMNS),
        targets: { "Photo bytes": ["Targets", verdict(mode)] },
      }),
    ),
    notes: [
      ...lostPointsNote(audited),
      "The not-found page is audited with Lighthouse's ignoreStatusCode, because it answers 404 on purpose; Lighthouse's SEO audit of the HTTP status code fails on any 4xx page, so 100 in SEO is not reachable there by design.",
    ],
  };
}
