import { type Browser, chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Result as LighthouseResult } from "lighthouse";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import {
  BYTES_PER_PIXEL,
  IMAGE_HOST,
  IMAGE_SIZE,
  type ImageHost,
  startImageHost,
} from "../lib/image-host.ts";
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

// No sandbox only as root, where Chromium refuses to start with it.
export const CHROME_FLAGS = {
  always: ["--headless=new", "--disable-gpu"],
  asRoot: ["--no-sandbox"],
} as const;

export function chromeFlags(
  isRoot = process.getuid?.() === 0,
  imageHost: readonly string[] = [],
): string[] {
  return [...CHROME_FLAGS.always, ...(isRoot ? CHROME_FLAGS.asRoot : []), ...imageHost];
}

export const CHROME_PATH_DEFAULT = "/usr/bin/chromium";

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

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const CATEGORY_SHORT: Record<Category, string> = {
  performance: "Perf",
  accessibility: "A11y",
  "best-practices": "BP",
  seo: "SEO",
};

// "phone" is Lighthouse's mobile run with applied throttling (Chromium itself slows every
// request and the CPU) instead of its simulation: what the phone's browser really does, such as
// fetching lazy photos near the viewport, then counts. It is reported, not judged.
export const MODES = ["mobile", "phone", "desktop"] as const;
export type Mode = (typeof MODES)[number];
const MODE_TITLES: Record<Mode, string> = {
  mobile: "Mobile (simulated throttling)",
  phone: "Mobile, applied throttling (reported, not judged)",
  desktop: "Desktop",
};

// A 404 page is meant to be kept out of search engines, and its own load logs a 404.
const BY_DESIGN: Partial<Record<string, readonly Category[]>> = {
  "not-found": ["best-practices", "seo"],
};

export const TARGETS = { score: 100, mobileLcpMs: 1200 };

interface RunMetrics {
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  lostPoints: Map<string, string>;
  images: { succeeded: number; failed: number };
  lcpElement: string;
}

function numeric(lhr: LighthouseResult, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

function scriptBytes(lhr: LighthouseResult): number {
  const details = lhr.audits["resource-summary"]?.details as
    { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  return details?.items?.find((item) => item.resourceType === "script")?.transferSize ?? 0;
}

function imageRequests(lhr: LighthouseResult): RunMetrics["images"] {
  const details = lhr.audits["network-requests"]?.details as
    { items?: { url?: string; statusCode?: number; finished?: boolean }[] } | undefined;
  const images = { succeeded: 0, failed: 0 };
  for (const item of details?.items ?? []) {
    let host = "";
    try {
      host = new URL(item.url ?? "").hostname;
    } catch {
      // Not a URL (a data: URI elided by Lighthouse).
    }
    if (host !== IMAGE_HOST) continue;
    const status = item.statusCode ?? -1;
    // A request that never got an answer has status -1 (or 0) in Lighthouse's records.
    if (item.finished !== false && status >= 200 && status < 400) images.succeeded++;
    else images.failed++;
  }
  return images;
}

function lcpElement(lhr: LighthouseResult): string {
  const details = lhr.audits["lcp-breakdown-insight"]?.details as
    { items?: { type?: string; snippet?: string }[] } | undefined;
  const node = details?.items?.find((item) => item.type === "node");
  return /^<([a-z][a-z0-9-]*)/i.exec(node?.snippet ?? "")?.[1]?.toLowerCase() ?? "";
}

function explain(audit: LighthouseResult["audits"][string]): string {
  const items = (audit.details as { items?: { url?: string; sourceLocation?: { url?: string } }[] })
    ?.items;
  if (audit.id !== "errors-in-console" || !items || items.length === 0) return "";
  const hosts = new Set(
    items.map((item) => {
      try {
        return new URL(item.url ?? item.sourceLocation?.url ?? "").hostname;
      } catch {
        return "";
      }
    }),
  );
  return hosts.size === 1 && hosts.has(IMAGE_HOST) ? ` (only failed ${IMAGE_HOST} images)` : "";
}

export function metricsOf(lhr: LighthouseResult): RunMetrics {
  const scores = {} as Record<Category, number>;
  const lostPoints = new Map<string, string>();
  for (const category of CATEGORIES) {
    const result = lhr.categories[category];
    scores[category] = result?.score === null || !result ? Number.NaN : result.score * 100;
    // Performance's weighted audits are the metrics, reported in their own columns.
    if (category === "performance") continue;
    for (const ref of result?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        lostPoints.set(ref.id, `${audit.title}${explain(audit)}`);
      }
    }
  }
  return {
    scores,
    fcp: numeric(lhr, "first-contentful-paint"),
    lcp: numeric(lhr, "largest-contentful-paint"),
    tbt: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    jsBytes: scriptBytes(lhr),
    lostPoints,
    images: imageRequests(lhr),
    lcpElement: lcpElement(lhr),
  };
}

interface Summary {
  kind: string;
  path: string;
  mode: Mode;
  runs: RunMetrics[];
  skipped?: string;
}

const medianOf = (runs: RunMetrics[], pick: (run: RunMetrics) => number) =>
  median(runs.map(pick).filter(Number.isFinite));

function meetsTargets(summary: Summary): boolean {
  const { runs, mode } = summary;
  const scoresOk = CATEGORIES.filter(
    (category) => !BY_DESIGN[summary.kind]?.includes(category),
  ).every((category) => Math.round(medianOf(runs, (run) => run.scores[category])) >= TARGETS.score);
  const lcpOk = mode !== "mobile" || medianOf(runs, (run) => run.lcp) <= TARGETS.mobileLcpMs;
  return scoresOk && lcpOk;
}

export function tally(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  if (counts.size <= 1) return values[0] ?? "n/a";
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([value, count]) => `${value} ${count}`)
    .join(", ");
}

function summaryTable(summaries: Summary[]): string {
  return table(
    [
      "Kind",
      "Path",
      ...CATEGORIES.map((category) => CATEGORY_SHORT[category]),
      "FCP",
      "LCP",
      "LCP element",
      "TBT",
      "CLS",
      "JS transferred",
      "Images ok/failed",
      "Targets",
    ],
    summaries.map((summary) => {
      const { runs } = summary;
      if (summary.skipped) {
        return [summary.kind, summary.path, ...Array<string>(11).fill("–"), "not run"];
      }
      return [
        summary.kind,
        summary.path,
        ...CATEGORIES.map((category) =>
          formatNumber(medianOf(runs, (run) => run.scores[category])),
        ),
        formatMs(medianOf(runs, (run) => run.fcp)),
        formatMs(medianOf(runs, (run) => run.lcp)),
        tally(runs.map((run) => run.lcpElement || "?")),
        formatMs(medianOf(runs, (run) => run.tbt)),
        formatNumber(
          medianOf(runs, (run) => run.cls),
          3,
        ),
        formatBytes(medianOf(runs, (run) => run.jsBytes)),
        `${formatNumber(medianOf(runs, (run) => run.images.succeeded))}/${formatNumber(
          medianOf(runs, (run) => run.images.failed),
        )}`,
        summary.mode === "phone"
          ? "–"
          : `${passFail(meetsTargets(summary))}${BY_DESIGN[summary.kind] ? ` (${BY_DESIGN[summary.kind]!.map((category) => CATEGORY_SHORT[category]).join(", ")} not judged)` : ""}`,
      ];
    }),
  );
}

function lostPointsTable(summaries: Summary[]): string | undefined {
  const audits = new Map<string, { title: string; where: string[] }>();
  for (const summary of summaries) {
    const counts = new Map<string, number>();
    for (const run of summary.runs) {
      for (const [id, title] of run.lostPoints) {
        counts.set(id, (counts.get(id) ?? 0) + 1);
        if (!audits.has(id)) audits.set(id, { title, where: [] });
      }
    }
    for (const [id, runs] of counts) {
      audits.get(id)!.where.push(`${summary.kind} ${summary.mode} ${runs}/${summary.runs.length}`);
    }
  }
  const rows = [...audits].map(([id, { title, where }]) => [id, title, where.join(", ")]);
  return rows.length > 0 ? table(["Audit", "Title", "Where (kind, mode, runs)"], rows) : undefined;
}

// Lighthouse sometimes fails to record a trace (NO_NAVSTART).
const MAX_ATTEMPTS = 3;

export async function auditWithRetries(
  url: string,
  options: {
    port: number;
    mode: Mode;
    ignoreStatusCode: boolean;
    onRetry: (error: string) => void;
  },
): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      {
        port: options.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
        ignoreStatusCode: options.ignoreStatusCode,
        // Only for the HTML report's picture of the page; saves seconds a run.
        disableFullPageScreenshot: true,
      },
      options.mode === "desktop"
        ? desktopConfig
        : options.mode === "phone"
          ? { extends: "lighthouse:default", settings: { throttlingMethod: "devtools" } }
          : undefined,
    );
    const error = result
      ? result.lhr.runtimeError && `${result.lhr.runtimeError.code}`
      : "no result";
    if (result && !error) return result.lhr;
    if (attempt >= MAX_ATTEMPTS) {
      throw new Error(`Lighthouse failed on ${url} (${options.mode}) ${attempt} times: ${error}`);
    }
    options.onRetry(error || "unknown error");
  }
}

export type BenchPage = (typeof LIGHTHOUSE_PAGES)[number];

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

export interface LighthouseOptions {
  buildDir: string;
  runs: number;
  log: (line: string) => void;
}

/** Chromium's path: chrome-launcher does not catch a failed spawn, which would end the bench. */
export function chromePath(): string {
  const file = process.env.CHROME_PATH || CHROME_PATH_DEFAULT;
  if (!existsSync(file)) throw new Error(`No Chromium at ${file} (set CHROME_PATH)`);
  return file;
}

/** The same Chromium driven by Playwright (first tap, photo bytes); Playwright sets headless itself. */
export function launchPlaywright(flags: readonly string[]): Promise<Browser> {
  const args = flags.filter((flag) => !flag.startsWith("--headless"));
  return chromium.launch({ executablePath: chromePath(), headless: true, args });
}

export interface AuditRun<P, B, M> {
  page: P;
  build: B;
  mode: M;
  run: number;
  lhr: LighthouseResult;
}

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
  onRun: (run: AuditRun<P, B, M>) => string;
}): Promise<{ skipped: Map<string, string>; retried: string[]; version: string }> {
  const { log, name, runs } = options;
  const builds = Object.keys(options.origins) as B[];
  const several = builds.length > 1;
  const skipped = new Map<string, string>();
  const retried: string[] = [];
  let version = "";
  for (const page of options.pages) {
    for (const build of builds) {
      const problem = await pageProblem(options.origins[build], page);
      if (!problem) continue;
      skipped.set(`${build} ${page.kind}`, problem);
      log(`${name}: not auditing ${page.kind}${several ? ` (${build})` : ""}: ${problem}`);
    }
  }
  const chrome = await launchChrome(options.dir, chromePath(), options.flags);
  try {
    for (const mode of options.modes) {
      for (const page of options.pages) {
        for (let run = 1; run <= runs; run++) {
          for (const build of builds) {
            if (skipped.has(`${build} ${page.kind}`)) continue;
            const where = `${several ? `${build} ` : ""}${mode} ${page.path}`;
            const lhr = await auditWithRetries(`${options.origins[build]}${page.path}`, {
              port: chrome.port,
              mode,
              // The not-found page answers 404 on purpose; audit it anyway.
              ignoreStatusCode: page.kind === "not-found",
              onRetry: (error) => {
                retried.push(`${where}: ${error}`);
                log(`${name} ${where}: ${error}; running it again`);
              },
            });
            version ||= lhr.lighthouseVersion;
            const line = options.onRun({ page, build, mode, run, lhr });
            log(`${name} ${where} run ${run}/${runs}: ${line}`);
          }
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return { skipped, retried, version };
}

export async function runLighthouse(options: LighthouseOptions): Promise<Section> {
  const chrome = chromePath();
  const dir = tempDir("lighthouse");
  const imageHost: ImageHost = await startImageHost();
  const site = await startSite({
    buildDir: options.buildDir,
    dataDir: path.join(dir, "data"),
    logFile: path.join(dir, "server.log"),
  }).catch(async (error: unknown) => {
    await imageHost.close();
    throw error;
  });
  const flags = chromeFlags(undefined, imageHost.chromeFlags);
  const summaries: Summary[] = MODES.flatMap((mode) =>
    LIGHTHOUSE_PAGES.map((page) => ({ kind: page.kind, path: page.path, mode, runs: [] })),
  );
  let audited: Awaited<ReturnType<typeof auditPages>>;
  try {
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
        return `${CATEGORIES.map((category) => formatNumber(metrics.scores[category])).join("/")}, LCP ${formatMs(metrics.lcp)} (${metrics.lcpElement || "?"}), images ${metrics.images.succeeded} ok ${metrics.images.failed} failed`;
      },
    });
  } finally {
    await site.stop();
    await imageHost.close();
  }
  const { version, retried } = audited;
  for (const summary of summaries) summary.skipped = audited.skipped.get(`site ${summary.kind}`);
  const skipped = [...audited.skipped].map(([key, problem]) => `${key.slice(5)}: ${problem}`);

  const allRuns = summaries.flatMap((summary) => summary.runs);
  const images = {
    succeeded: allRuns.reduce((sum, run) => sum + run.images.succeeded, 0),
    failed: allRuns.reduce((sum, run) => sum + run.images.failed, 0),
  };
  const served = imageHost.counts();
  const lostPoints = lostPointsTable(summaries);
  const allPass = summaries.every(
    (summary) => summary.skipped || summary.mode === "phone" || meetsTargets(summary),
  );
  return {
    title: "Lighthouse",
    intro: [
      `Lighthouse ${version} against our server (\`node server/index.ts\`, SITE_URL = its own address), Chromium at \`${chrome}\` with flags \`${flags.join(" ")}\` (plus chrome-launcher's defaults). Mobile is Lighthouse's default emulation and simulated throttling; the applied-throttling table is the same emulation with \`throttlingMethod: "devtools"\` (Chromium delays each request by 562.5 ms and caps it at 1.47 Mbit/s, CPU 4x slower), where the page's real loading order counts: it is reported, not judged, since its latency is per request, not per round trip; desktop is its desktop preset. ${options.runs} run${options.runs === 1 ? "" : "s"} of each page in each mode; every number is the median of those runs. Scores are 0–100; JS transferred is the bytes of script resources over the wire; LCP element is the tag of the element Lighthouse names as the largest contentful paint; Images ok/failed counts the requests to ${IMAGE_HOST}.`,
      `Images: every request to ${IMAGE_HOST} was answered by a local stand-in (scripts/lib/image-host.ts), not the real host: ${images.succeeded} image requests succeeded and ${images.failed} failed over all runs (the stand-in itself answered ${formatNumber(served.images)} requests with ${formatBytes(served.bytes)}, every request, also those outside the navigation Lighthouse measures).`,
      `Targets: ${TARGETS.score} in every category on every kind of page (on the not-found page, which answers 404 on purpose, not in best practices and SEO), and mobile LCP ≤ ${formatMs(TARGETS.mobileLcpMs)}, in the simulated mobile and the desktop runs. Overall: **${passFail(allPass)}**${skipped.length > 0 ? ` (pages not run are left out: ${skipped.join("; ")})` : ""}.`,
    ],
    tables: MODES.map(
      (mode) =>
        `**${MODE_TITLES[mode]}**\n\n${summaryTable(summaries.filter((summary) => summary.mode === mode))}`,
    ),
    notes: [
      ...(lostPoints
        ? [
            `Audits that cost points in accessibility, best-practices and SEO (weighted audits scoring below 1):\n\n${lostPoints}`,
          ]
        : []),
      `The image host's stand-in: HTTPS on a loopback port with a self-signed certificate made for the run, reached through Chromium's \`--host-resolver-rules\` (certificate errors ignored); any path gets a real baseline JPEG of the width in \`w=\` (default ${IMAGE_SIZE.defaultWidth}, ${IMAGE_SIZE.min}–${IMAGE_SIZE.max}) and the height in \`h=\` or 2/3 of the width, of about ${BYTES_PER_PIXEL} bytes a pixel (640×427 ≈ ${formatBytes(Math.round(640 * 427 * BYTES_PER_PIXEL))}), with \`Cache-Control: public, max-age=31536000\`, over HTTP/1.1 with keep-alive. The real host is a CDN on HTTP/2 that answers \`auto=format\` with WebP or AVIF, usually smaller than these JPEGs, from farther away; Lighthouse's simulated throttling gives both origins the same round trip and bandwidth, so the figures approximate, not reproduce, the real host.`,
      ...(retried.length > 0
        ? [`Runs that Lighthouse could not record and that were run again: ${retried.join("; ")}.`]
        : []),
      "The not-found page is audited with Lighthouse's ignoreStatusCode, because it answers 404 on purpose; Lighthouse's SEO audit of the HTTP status code fails on any 4xx page, so 100 in SEO is not reachable there by design.",
    ],
  };
}

/** Chromium for Lighthouse, with a profile of its own in `dir`. */
export async function launchChrome(
  dir: string,
  chromePath: string,
  flags: string[],
): Promise<chromeLauncher.LaunchedChrome> {
  const userDataDir = path.join(dir, "chrome-profile");
  mkdirSync(userDataDir);
  return chromeLauncher.launch({ chromePath, chromeFlags: flags, userDataDir, logLevel: "silent" });
}
