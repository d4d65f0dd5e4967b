import { type Browser, chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Result as LighthouseResult } from "lighthouse";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { BYTES_PER_PIXEL, IMAGE_HOST, IMAGE_SIZE, startImageHost } from "../lib/image-host.ts";
import {
  type Section,
  formatBytes,
  formatMs,
  formatNumber,
  median,
  passFail,
  table,
} from "./report.ts";
import { startSite, tempDir } from "./servers.ts";

/** Headless without a GPU; no sandbox only as root, where Chromium refuses to start with it. */
export function chromeFlags(
  isRoot = process.getuid?.() === 0,
  imageHost: readonly string[] = [],
): string[] {
  return ["--headless=new", "--disable-gpu", ...(isRoot ? ["--no-sandbox"] : []), ...imageHost];
}

/** Chromium's path: chrome-launcher does not catch a failed spawn, which would end the bench. */
export function chromePath(): string {
  const file = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!existsSync(file)) throw new Error(`No Chromium at ${file} (set CHROME_PATH)`);
  return file;
}

/** The same Chromium driven by Playwright (first tap, photo bytes); Playwright sets headless itself. */
export function launchPlaywright(flags: readonly string[]): Promise<Browser> {
  const args = flags.filter((flag) => !flag.startsWith("--headless"));
  return chromium.launch({ executablePath: chromePath(), headless: true, args });
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

const CATEGORIES = {
  performance: "Perf",
  accessibility: "A11y",
  "best-practices": "BP",
  seo: "SEO",
};
type Category = keyof typeof CATEGORIES;
const CATEGORY_IDS = Object.keys(CATEGORIES) as Category[];

// "phone" is Lighthouse's mobile run with applied throttling (Chromium itself slows every
// request and the CPU) instead of its simulation: what the phone's browser really does, such as
// fetching lazy photos near the viewport, then counts. It is reported, not judged.
const MODE_TITLES = {
  mobile: "Mobile (simulated throttling)",
  phone: "Mobile, applied throttling (reported, not judged)",
  desktop: "Desktop",
};
export type Mode = keyof typeof MODE_TITLES;
const MODES = Object.keys(MODE_TITLES) as Mode[];

// A 404 page is meant to be kept out of search engines, and its own load logs a 404.
const BY_DESIGN: Partial<Record<string, readonly Category[]>> = {
  "not-found": ["best-practices", "seo"],
};

export const TARGETS = { score: 100, mobileLcpMs: 1200 };

type Item = Record<string, unknown> & { sourceLocation?: { url?: string } };
const itemsOf = (lhr: LighthouseResult, id: string) =>
  (lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? [];
const hostOf = (url: unknown) => (URL.canParse(String(url)) ? new URL(String(url)).hostname : "");

/** A run's figures: scores, paints, script bytes, the image host's requests, lost points. */
export function metricsOf(lhr: LighthouseResult) {
  const scores = {} as Record<Category, number>;
  const lostPoints = new Map<string, string>();
  for (const category of CATEGORY_IDS) {
    const result = lhr.categories[category];
    scores[category] = (result?.score ?? Number.NaN) * 100;
    // Performance's weighted audits are the metrics, reported in their own columns.
    if (category === "performance") continue;
    for (const ref of result?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || !audit || audit.score === null || audit.score >= 1) continue;
      const items = itemsOf(lhr, ref.id);
      const hosts = new Set(items.map((item) => hostOf(item.url ?? item.sourceLocation?.url)));
      const onlyImages =
        ref.id === "errors-in-console" &&
        items.length > 0 &&
        hosts.size === 1 &&
        hosts.has(IMAGE_HOST);
      lostPoints.set(
        ref.id,
        `${audit.title}${onlyImages ? ` (only failed ${IMAGE_HOST} images)` : ""}`,
      );
    }
  }
  const images = itemsOf(lhr, "network-requests").filter((item) => hostOf(item.url) === IMAGE_HOST);
  // A request that never got an answer has status -1 (or 0) in Lighthouse's records.
  const answered = (item: Item) =>
    item.finished !== false && Number(item.statusCode) >= 200 && Number(item.statusCode) < 400;
  const snippet = itemsOf(lhr, "lcp-breakdown-insight").find(
    (item) => item.type === "node",
  )?.snippet;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores,
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: Number(
      itemsOf(lhr, "resource-summary").find((item) => item.resourceType === "script")
        ?.transferSize ?? 0,
    ),
    lostPoints,
    images: {
      succeeded: images.filter(answered).length,
      failed: images.filter((item) => !answered(item)).length,
    },
    lcpElement: /^<([a-z][a-z0-9-]*)/i.exec(String(snippet ?? ""))?.[1]?.toLowerCase() ?? "",
  };
}
type RunMetrics = ReturnType<typeof metricsOf>;

interface Summary {
  kind: string;
  path: string;
  mode: Mode;
  runs: RunMetrics[];
  skipped?: string;
}

const medianOf = (runs: RunMetrics[], pick: (run: RunMetrics) => number) =>
  median(runs.map(pick).filter(Number.isFinite));

function meetsTargets({ runs, mode, kind }: Summary): boolean {
  const judged = CATEGORY_IDS.filter((category) => !BY_DESIGN[kind]?.includes(category));
  const score = (category: Category) => Math.round(medianOf(runs, (run) => run.scores[category]));
  const lcpOk = mode !== "mobile" || medianOf(runs, (run) => run.lcp) <= TARGETS.mobileLcpMs;
  return judged.every((category) => score(category) >= TARGETS.score) && lcpOk;
}

/** "img 2, h1 1": each value with how often it came, or the one value. */
export function tally(values: readonly string[]): string {
  const counts = [...Map.groupBy(values, (value) => value)].sort(
    (a, b) => b[1].length - a[1].length,
  );
  if (counts.length <= 1) return values[0] ?? "n/a";
  return counts.map(([value, all]) => `${value} ${all.length}`).join(", ");
}

const COLUMNS: [string, (runs: RunMetrics[]) => string][] = [
  ...CATEGORY_IDS.map((id): [string, (runs: RunMetrics[]) => string] => [
    CATEGORIES[id],
    (runs) => formatNumber(medianOf(runs, (run) => run.scores[id])),
  ]),
  ["FCP", (runs) => formatMs(medianOf(runs, (run) => run.fcp))],
  ["LCP", (runs) => formatMs(medianOf(runs, (run) => run.lcp))],
  ["LCP element", (runs) => tally(runs.map((run) => run.lcpElement || "?"))],
  ["TBT", (runs) => formatMs(medianOf(runs, (run) => run.tbt))],
  ["CLS", (runs) => formatNumber(median(runs.map((run) => run.cls).filter(Number.isFinite)), 3)],
  ["JS transferred", (runs) => formatBytes(medianOf(runs, (run) => run.jsBytes))],
  [
    "Images ok/failed",
    (runs) =>
      `${formatNumber(medianOf(runs, (run) => run.images.succeeded))}/${formatNumber(medianOf(runs, (run) => run.images.failed))}`,
  ],
];

function summaryTable(summaries: Summary[]): string {
  return table(
    ["Kind", "Path", ...COLUMNS.map(([name]) => name), "Targets"],
    summaries.map((summary) => {
      const head = [summary.kind, summary.path];
      if (summary.skipped) return [...head, ...COLUMNS.map(() => "–"), "not run"];
      const notJudged = BY_DESIGN[summary.kind]?.map((category) => CATEGORIES[category]);
      const verdict = `${passFail(meetsTargets(summary))}${notJudged ? ` (${notJudged.join(", ")} not judged)` : ""}`;
      return [
        ...head,
        ...COLUMNS.map(([, cell]) => cell(summary.runs)),
        summary.mode === "phone" ? "–" : verdict,
      ];
    }),
  );
}

function lostPointsTable(summaries: Summary[]): string | undefined {
  const audits = new Map<string, { title: string; where: string[] }>();
  for (const { runs, kind, mode } of summaries) {
    const ids = runs.flatMap((run) => [...run.lostPoints]);
    for (const [id, all] of Map.groupBy(ids, ([one]) => one)) {
      const audit = audits.get(id) ?? audits.set(id, { title: all[0]![1], where: [] }).get(id)!;
      audit.where.push(`${kind} ${mode} ${all.length}/${runs.length}`);
    }
  }
  const rows = [...audits].map(([id, { title, where }]) => [id, title, where.join(", ")]);
  return rows.length > 0 ? table(["Audit", "Title", "Where (kind, mode, runs)"], rows) : undefined;
}

// A page being added may not be in every build yet: it is reported as not run, not a failure.
export async function pageProblem(origin: string, page: BenchPage): Promise<string | undefined> {
  const expected = page.kind === "not-found" ? 404 : 200;
  try {
    const response = await fetch(`${origin}${page.path}`, {
      redirect: "manual",
      signal: AbortSignal.timeout(15_000),
    });
    await response.arrayBuffer();
    if (response.status === expected) return undefined;
    return `${page.path} answered ${response.status}${response.status === 404 ? " (not in this build)" : ""}`;
  } catch (error) {
    return `${page.path} did not answer: ${error instanceof Error ? error.message : String(error)}`;
  }
}

// Lighthouse sometimes fails to record a trace (NO_NAVSTART).
const MAX_ATTEMPTS = 3;

/**
 * The one Lighthouse runner, of the Lighthouse part (one build) and the photos part (two): every
 * page in every mode, `runs` times, the builds' runs taking turns so that the machine's load
 * weighs on each alike. A page that does not answer as it should in a build is left out there.
 * `onRun` keeps a run's figures and says what to log of it.
 */
export async function auditPages<P extends BenchPage, B extends string, M extends Mode>(options: {
  name: string;
  dir: string;
  flags: string[];
  origins: Record<B, string>;
  pages: readonly P[];
  modes: readonly M[];
  runs: number;
  log: (line: string) => void;
  onRun: (run: { page: P; build: B; mode: M; lhr: LighthouseResult }) => string;
}): Promise<{ skipped: Map<string, string>; retried: string[]; version: string }> {
  const { name, runs } = options;
  const log = (line: string) => options.log(`${name} ${line}`);
  const builds = Object.keys(options.origins) as B[];
  const skipped = new Map<string, string>();
  const retried: string[] = [];
  let version = "";
  for (const page of options.pages) {
    for (const build of builds) {
      const problem = await pageProblem(options.origins[build], page);
      if (problem) skipped.set(`${build} ${page.kind}`, problem);
      if (problem) log(`not auditing ${page.kind} (${build}): ${problem}`);
    }
  }
  const userDataDir = path.join(options.dir, "chrome-profile");
  mkdirSync(userDataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: options.flags,
    userDataDir,
    logLevel: "silent",
  });
  const config = {
    mobile: undefined,
    phone: { extends: "lighthouse:default", settings: { throttlingMethod: "devtools" as const } },
    desktop: desktopConfig,
  };
  try {
    for (const mode of options.modes) {
      for (const page of options.pages) {
        for (let run = 1; run <= runs; run++) {
          for (const build of builds) {
            if (skipped.has(`${build} ${page.kind}`)) continue;
            const where = `${builds.length > 1 ? `${build} ` : ""}${mode} ${page.path}`;
            for (let attempt = 1; ; attempt++) {
              const result = await lighthouse(
                `${options.origins[build]}${page.path}`,
                {
                  port: chrome.port,
                  output: "json",
                  logLevel: "error",
                  onlyCategories: CATEGORY_IDS,
                  // The not-found page answers 404 on purpose; audit it anyway.
                  ignoreStatusCode: page.kind === "not-found",
                  // Only for the HTML report's picture of the page; saves seconds a run.
                  disableFullPageScreenshot: true,
                },
                config[mode],
              );
              const error = result ? result.lhr.runtimeError?.code : "no result";
              if (result && !error) {
                version ||= result.lhr.lighthouseVersion;
                const line = options.onRun({ page, build, mode, lhr: result.lhr });
                log(`${where} run ${run}/${runs}: ${line}`);
                break;
              }
              if (attempt >= MAX_ATTEMPTS)
                throw new Error(`Lighthouse failed on ${where} ${attempt} times: ${error}`);
              retried.push(`${where}: ${error}`);
              log(`${where}: ${error}; running it again`);
            }
          }
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return { skipped, retried, version };
}

export async function runLighthouse(options: {
  buildDir: string;
  runs: number;
  log: (line: string) => void;
}): Promise<Section> {
  const dir = tempDir("lighthouse");
  const imageHost = await startImageHost();
  const summaries: Summary[] = MODES.flatMap((mode) =>
    LIGHTHOUSE_PAGES.map((page) => ({ kind: page.kind, path: page.path, mode, runs: [] })),
  );
  const flags = chromeFlags(undefined, imageHost.chromeFlags);
  let audited: Awaited<ReturnType<typeof auditPages>>;
  try {
    const site = await startSite({
      buildDir: options.buildDir,
      dataDir: path.join(dir, "data"),
      logFile: path.join(dir, "server.log"),
    });
    audited = await auditPages({
      name: "lighthouse",
      dir,
      flags,
      origins: { site: site.origin },
      pages: LIGHTHOUSE_PAGES,
      modes: MODES,
      runs: options.runs,
      log: options.log,
      onRun: ({ page, mode, lhr }) => {
        const metrics = metricsOf(lhr);
        summaries.find((one) => one.mode === mode && one.kind === page.kind)!.runs.push(metrics);
        return `${CATEGORY_IDS.map((category) => formatNumber(metrics.scores[category])).join("/")}, LCP ${formatMs(metrics.lcp)} (${metrics.lcpElement || "?"}), images ${metrics.images.succeeded} ok ${metrics.images.failed} failed`;
      },
    }).finally(() => site.stop());
  } finally {
    await imageHost.close();
  }
  for (const summary of summaries) summary.skipped = audited.skipped.get(`site ${summary.kind}`);
  const skipped = [...audited.skipped].map(([key, problem]) => `${key.slice(5)}: ${problem}`);
  const allRuns = summaries.flatMap((summary) => summary.runs);
  const images = (key: "succeeded" | "failed") =>
    allRuns.reduce((sum, run) => sum + run.images[key], 0);
  const served = imageHost.counts();
  const lostPoints = lostPointsTable(summaries);
  const allPass = summaries.every(
    (summary) => summary.skipped || summary.mode === "phone" || meetsTargets(summary),
  );
  return {
    title: "Lighthouse",
    intro: [
      `Lighthouse ${audited.version} against our server (\`node server/index.ts\`, SITE_URL = its own address), Chromium at \`${chromePath()}\` with flags \`${flags.join(" ")}\` (plus chrome-launcher's defaults). Mobile is Lighthouse's default emulation and simulated throttling; the applied-throttling table is the same emulation with \`throttlingMethod: "devtools"\` (Chromium delays each request by 562.5 ms and caps it at 1.47 Mbit/s, CPU 4x slower), where the page's real loading order counts: it is reported, not judged, since its latency is per request, not per round trip; desktop is its desktop preset. ${options.runs} run${options.runs === 1 ? "" : "s"} of each page in each mode; every number is the median of those runs. Scores are 0–100; JS transferred is the bytes of script resources over the wire; LCP element is the tag of the element Lighthouse names as the largest contentful paint; Images ok/failed counts the requests to ${IMAGE_HOST}.`,
      `Images: every request to ${IMAGE_HOST} was answered by a local stand-in (scripts/lib/image-host.ts), not the real host: ${images("succeeded")} image requests succeeded and ${images("failed")} failed over all runs (the stand-in itself answered ${formatNumber(served.images)} requests with ${formatBytes(served.bytes)}, every request, also those outside the navigation Lighthouse measures).`,
      `Targets: ${TARGETS.score} in every category on every kind of page (on the not-found page, which answers 404 on purpose, not in best practices and SEO), and mobile LCP ≤ ${formatMs(TARGETS.mobileLcpMs)}, in the simulated mobile and the desktop runs. Overall: **${passFail(allPass)}**${skipped.length > 0 ? ` (pages not run are left out: ${skipped.join("; ")})` : ""}.`,
    ],
    tables: MODES.map(
      (mode) =>
        `**${MODE_TITLES[mode]}**\n\n${summaryTable(summaries.filter((one) => one.mode === mode))}`,
    ),
    notes: [
      ...(lostPoints
        ? [
            `Audits that cost points in accessibility, best-practices and SEO (weighted audits scoring below 1):\n\n${lostPoints}`,
          ]
        : []),
      `The image host's stand-in: HTTPS on a loopback port with a self-signed certificate made for the run, reached through Chromium's \`--host-resolver-rules\` (certificate errors ignored); any path gets a real baseline JPEG of the width in \`w=\` (default ${IMAGE_SIZE.defaultWidth}, ${IMAGE_SIZE.min}–${IMAGE_SIZE.max}) and the height in \`h=\` or 2/3 of the width, of about ${BYTES_PER_PIXEL} bytes a pixel (640×427 ≈ ${formatBytes(Math.round(640 * 427 * BYTES_PER_PIXEL))}), with \`Cache-Control: public, max-age=31536000\`, over HTTP/1.1 with keep-alive. The real host is a CDN on HTTP/2 that answers \`auto=format\` with WebP or AVIF, usually smaller than these JPEGs, from farther away; Lighthouse's simulated throttling gives both origins the same round trip and bandwidth, so the figures approximate, not reproduce, the real host.`,
      ...(audited.retried.length > 0
        ? [
            `Runs that Lighthouse could not record and that were run again: ${audited.retried.join("; ")}.`,
          ]
        : []),
      "The not-found page is audited with Lighthouse's ignoreStatusCode, because it answers 404 on purpose; Lighthouse's SEO audit of the HTTP status code fails on any 4xx page, so 100 in SEO is not reachable there by design.",
    ],
  };
}
