// The Lighthouse part, and the Chromium, runner and table the first tap and photos parts share.
import { type Browser, type BrowserContextOptions, type Page, chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Result as LighthouseResult } from "lighthouse";
import { existsSync, mkdirSync } from "node:fs";
import * as imageHost from "../lib/image-host.ts";
import * as r from "./report.ts";
import { startSite, tempDir } from "./servers.ts";

const { IMAGE_HOST } = imageHost;

/** Chromium's path: chrome-launcher does not catch a failed spawn, which would end the bench. */
export function chromePath(): string {
  const file = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!existsSync(file)) throw new Error(`No Chromium at ${file} (set CHROME_PATH)`);
  return file;
}

/** The same Chromium driven by Playwright (first tap, photo bytes), which sets headless itself. */
export const launchPlaywright = (flags: readonly string[]): Promise<Browser> =>
  chromium.launch({ executablePath: chromePath(), headless: true, args: [...flags] });

/** A page in a fresh context (cold cache) with `initScript` if given, closed after `measure`. */
export async function withPage<T>(
  browser: Browser,
  { initScript, ...options }: BrowserContextOptions & { initScript?: string },
  measure: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext(options);
  try {
    if (initScript) await context.addInitScript({ content: initScript });
    return await measure(await context.newPage());
  } finally {
    await context.close().catch(() => undefined);
  }
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

// "phone": Lighthouse's mobile emulation with applied throttling (Chromium itself slows every
// request and the CPU), where the page's real loading order counts. Reported, not judged.
export const MODE_TITLES = {
  mobile: "Mobile (simulated throttling)",
  phone: "Mobile, applied throttling (reported, not judged)",
  desktop: "Desktop",
};
export type Mode = keyof typeof MODE_TITLES;
const CONFIGS = {
  mobile: undefined,
  phone: { extends: "lighthouse:default", settings: { throttlingMethod: "devtools" as const } },
  desktop: desktopConfig,
};

export const TARGETS = { score: 100, mobileLcpMs: 1200 };

type Item = Record<string, unknown> & { sourceLocation?: { url?: string } };
const itemsOf = (lhr: LighthouseResult, id: string) =>
  (lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? [];
const hostOf = (url: unknown) => (URL.canParse(String(url)) ? new URL(String(url)).hostname : "");
// A request that never got an answer has status -1 (or 0) in Lighthouse's records.
const answered = ({ finished, statusCode }: Item) =>
  finished !== false && Number(statusCode) >= 200 && Number(statusCode) < 400;

/** A run's figures: scores, paints, script bytes, the image host's requests, lost points. */
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
  const images = itemsOf(lhr, "network-requests").filter((item) => hostOf(item.url) === IMAGE_HOST);
  const succeeded = images.filter(answered).length;
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
    images: { succeeded, failed: images.length - succeeded },
    lcpElement: /^<([a-z][a-z0-9-]*)/i.exec(String(lcpNode?.snippet))?.[1]?.toLowerCase() ?? "",
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}
export type RunMetrics = ReturnType<typeof metricsOf>;

/** "img 2, h1 1": each value with how often it came, or the one value. */
export function tally(values: readonly string[]): string {
  const counts = [...Map.groupBy(values, (value) => value)];
  if (counts.length <= 1) return values[0] ?? "n/a";
  counts.sort((a, b) => b[1].length - a[1].length);
  return counts.map(([value, all]) => `${value} ${all.length}`).join(", ");
}

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
  "LCP element": (runs) => tally(runs.map((run) => run.lcpElement || "?")),
  TBT: medianCell(r.formatMs, (run) => run.tbt),
  CLS: medianCell(
    (value) => r.formatNumber(value, 3),
    (run) => run.cls,
  ),
  "JS transferred": medianCell(r.formatBytes, (run) => run.jsBytes),
  "Images ok/failed": (runs) =>
    (["succeeded", "failed"] as const)
      .map((key) => medianCell(r.formatNumber, (run) => run.images[key])(runs))
      .join("/"),
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

export const retriedNote = ({ retried }: Audited) =>
  retried.length > 0
    ? [`Runs that Lighthouse could not record and that were run again: ${retried.join("; ")}.`]
    : [];

/**
 * The builds in the order of a page's `run` (from 1): as given in odd runs, reversed in even
 * ones, so that neither build always goes first (a pair of runs shares the host's moment).
 */
export const inTurn = <T>(builds: readonly T[], run: number): T[] =>
  run % 2 === 1 ? [...builds] : [...builds].reverse();

/** The one Lighthouse runner (README.md, "Benchmarks"): the builds' runs take turns. */
export async function auditPages(options: {
  dir: string;
  flags: string[];
  origins: Record<string, string>;
  pages: readonly BenchPage[];
  modes: readonly Mode[];
  runs: number;
  log: (line: string) => void;
}): Promise<Audited> {
  const { origins, runs, log } = options;
  const audited: Audited = { runs: new Map(), skipped: new Map(), retried: [], version: "" };
  for (const page of options.pages) {
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
    for (const mode of options.modes) {
      for (const page of options.pages) {
        for (let run = 1; run <= runs; run++) {
          for (const [build, origin] of inTurn(Object.entries(origins), run)) {
            if (audited.skipped.has(`${build} ${page.kind}`)) continue;
            const where = `${Object.keys(origins).length > 1 ? `${build} ` : ""}${mode} ${page.path}`;
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

function lostPointsTable(audited: Audited): string | undefined {
  const audits = new Map<string, { title: string; where: string[] }>();
  for (const [key, runs] of audited.runs) {
    const [, mode, kind] = key.split(" ");
    const ids = runs.flatMap((run) => [...run.lostPoints]);
    for (const [id, all] of Map.groupBy(ids, ([one]) => one)) {
      const audit = audits.get(id) ?? audits.set(id, { title: all[0]![1], where: [] }).get(id)!;
      audit.where.push(`${kind} ${mode} ${all.length}/${runs.length}`);
    }
  }
  const rows = [...audits].map(([id, { title, where }]) => [id, title, where.join(", ")]);
  return rows.length > 0
    ? r.table(["Audit", "Title", "Where (kind, mode, runs)"], rows)
    : undefined;
}

export const runLighthouse = ({ buildDir, runs, log }: r.BenchOptions) =>
  withImageHost(async (host, flags) => {
    const dir = tempDir("lighthouse");
    const site = await startSite({ buildDir, dir });
    const modes = Object.keys(MODE_TITLES) as Mode[];
    const audited = await auditPages({
      dir,
      flags,
      origins: { site: site.origin },
      pages: LIGHTHOUSE_PAGES,
      modes,
      runs,
      log,
    }).finally(() => site.stop());
    const runsOf = (mode: Mode, kind: string) => audited.runs.get(`site ${mode} ${kind}`) ?? [];
    const verdict = (mode: Mode) => (page: BenchPage) => {
      if (audited.skipped.has(`site ${page.kind}`)) return "not run";
      if (mode === "phone") return "–";
      const notJudged = BY_DESIGN[page.kind]?.map((category) => CATEGORIES[category]).join(", ");
      const judged = r.passFail(meetsTargets(runsOf(mode, page.kind), mode, page.kind));
      return `${judged}${notJudged ? ` (${notJudged} not judged)` : ""}`;
    };
    const allPass = modes.every((mode) =>
      LIGHTHOUSE_PAGES.every((page) => !verdict(mode)(page).startsWith("FAIL")),
    );
    const all = [...audited.runs.values()].flat();
    const images = (key: "succeeded" | "failed") => r.sum(all.map((run) => run.images[key]));
    const served = host.counts();
    const lostPoints = lostPointsTable(audited);
    const skipped = [...audited.skipped].map(([key, problem]) => `${key.slice(5)}: ${problem}`);
    const { BYTES_PER_PIXEL: perPixel, IMAGE_SIZE: size } = imageHost;
    return {
      intro: [
        `Lighthouse ${audited.version} against our server (\`node server/index.ts\`, SITE_URL = its own address), Chromium at \`${chromePath()}\` with flags \`--headless=new ${flags.join(" ")}\` (plus chrome-launcher's defaults). Mobile is Lighthouse's default emulation and simulated throttling; the applied-throttling table is the same emulation with \`throttlingMethod: "devtools"\` (Chromium delays each request by 562.5 ms and caps it at 1.47 Mbit/s, CPU 4x slower), where the page's real loading order counts: it is reported, not judged, since its latency is per request, not per round trip; desktop is its desktop preset. ${r.plural(runs, "run")} of each page in each mode; every number is the median of those runs. Scores are 0–100; JS transferred is the bytes of script resources over the wire; LCP element is the tag of the element Lighthouse names as the largest contentful paint; Images ok/failed counts the requests to ${IMAGE_HOST}.`,
        `Images: every request to ${IMAGE_HOST} was answered by a local stand-in (scripts/lib/image-host.ts), not the real host: ${images("succeeded")} image requests succeeded and ${images("failed")} failed over all runs (the stand-in itself answered ${r.formatNumber(served.images)} requests with ${r.formatBytes(served.bytes)}, every request, also those outside the navigation Lighthouse measures).`,
        `Targets: ${TARGETS.score} in every category on every kind of page (on the not-found page, which answers 404 on purpose, not in best practices and SEO), and mobile LCP ≤ ${r.formatMs(TARGETS.mobileLcpMs)}, in the simulated mobile and the desktop runs. Overall: **${r.passFail(allPass)}**${skipped.length > 0 ? ` (pages not run are left out: ${skipped.join("; ")})` : ""}.`,
      ],
      tables: modes.map((mode) =>
        lighthouseTable({
          audited,
          mode,
          pages: LIGHTHOUSE_PAGES,
          builds: { site: "" },
          names: Object.keys(COLUMNS),
          targets: { "Images ok/failed": ["Targets", verdict(mode)] },
        }),
      ),
      notes: [
        ...(lostPoints
          ? [
              `Audits that cost points in accessibility, best-practices and SEO (weighted audits scoring below 1):\n\n${lostPoints}`,
            ]
          : []),
        `The image host's stand-in: HTTPS on a loopback port with a self-signed certificate made for the run, reached through Chromium's \`--host-resolver-rules\` (certificate errors ignored); any path gets a real baseline JPEG of the width in \`w=\` (default ${size.defaultWidth}, ${size.min}–${size.max}) and the height in \`h=\` or 2/3 of the width, of about ${perPixel} bytes a pixel (640×427 ≈ ${r.formatBytes(Math.round(640 * 427 * perPixel))}), with \`Cache-Control: public, max-age=31536000\`, over HTTP/1.1 with keep-alive. The real host is a CDN on HTTP/2 that answers \`auto=format\` with WebP or AVIF, usually smaller than these JPEGs, from farther away; Lighthouse's simulated throttling gives both origins the same round trip and bandwidth, so the figures approximate, not reproduce, the real host.`,
        ...retriedNote(audited),
        "The not-found page is audited with Lighthouse's ignoreStatusCode, because it answers 404 on purpose; Lighthouse's SEO audit of the HTTP status code fails on any 4xx page, so 100 in SEO is not reachable there by design.",
      ],
    };
  });
