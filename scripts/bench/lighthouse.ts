/**
 * Lighthouse on one page of each kind, mobile (Lighthouse's default emulation
 * and throttling) and desktop (its desktop preset), a few runs each, against
 * our own server; medians are reported.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Result as LighthouseResult } from "lighthouse";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
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

/**
 * Chromium's command-line flags for the bench (documented in the README):
 * always headless and without GPU; without the sandbox only when running as
 * root, where Chromium refuses to start with it. chrome-launcher adds its own
 * defaults (no first-run, no background networking, no extensions, …).
 */
export const CHROME_FLAGS = {
  always: ["--headless=new", "--disable-gpu"],
  asRoot: ["--no-sandbox"],
} as const;

export function chromeFlags(isRoot = process.getuid?.() === 0): string[] {
  return [...CHROME_FLAGS.always, ...(isRoot ? CHROME_FLAGS.asRoot : [])];
}

export const CHROME_PATH_DEFAULT = "/usr/bin/chromium";

export const LIGHTHOUSE_PAGES = [
  { kind: "home", path: "/" },
  { kind: "services", path: "/services" },
  { kind: "category", path: "/category/fire-safety" },
  { kind: "service", path: "/service/hydrant-system" },
  { kind: "projects", path: "/projects" },
  { kind: "about", path: "/about" },
  { kind: "contact", path: "/contact" },
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

export const MODES = ["mobile", "desktop"] as const;
type Mode = (typeof MODES)[number];

export const TARGETS = { score: 100, mobileLcpMs: 1200 };
const EXTERNAL_IMAGE_HOST = "images.unsplash.com";

interface RunMetrics {
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  /** Audits of the four categories that did not score full marks (id: title). */
  lostPoints: Map<string, string>;
  externalImages: number;
}

function numeric(lhr: LighthouseResult, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

function scriptBytes(lhr: LighthouseResult): number {
  const details = lhr.audits["resource-summary"]?.details as
    { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  return details?.items?.find((item) => item.resourceType === "script")?.transferSize ?? 0;
}

function externalImages(lhr: LighthouseResult): number {
  const details = lhr.audits["network-requests"]?.details as
    { items?: { url?: string }[] } | undefined;
  return (details?.items ?? []).filter((item) => {
    try {
      return new URL(item.url ?? "").hostname === EXTERNAL_IMAGE_HOST;
    } catch {
      return false;
    }
  }).length;
}

/** Says when a console error or failed request is only the offline machine's missing images. */
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
  return hosts.size === 1 && hosts.has(EXTERNAL_IMAGE_HOST)
    ? ` (only failed ${EXTERNAL_IMAGE_HOST} images: offline)`
    : "";
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
    externalImages: externalImages(lhr),
  };
}

interface Summary {
  kind: string;
  path: string;
  mode: Mode;
  runs: RunMetrics[];
}

const medianOf = (runs: RunMetrics[], pick: (run: RunMetrics) => number) =>
  median(runs.map(pick).filter(Number.isFinite));

function meetsTargets(summary: Summary): boolean {
  const { runs, mode } = summary;
  const scoresOk = CATEGORIES.every(
    (category) => Math.round(medianOf(runs, (run) => run.scores[category])) >= TARGETS.score,
  );
  const lcpOk = mode !== "mobile" || medianOf(runs, (run) => run.lcp) <= TARGETS.mobileLcpMs;
  return scoresOk && lcpOk;
}

function summaryTable(summaries: Summary[]): string {
  return table(
    [
      "Kind",
      "Path",
      ...CATEGORIES.map((category) => CATEGORY_SHORT[category]),
      "FCP",
      "LCP",
      "TBT",
      "CLS",
      "JS transferred",
      "Targets",
    ],
    summaries.map((summary) => {
      const { runs } = summary;
      return [
        summary.kind,
        summary.path,
        ...CATEGORIES.map((category) =>
          formatNumber(medianOf(runs, (run) => run.scores[category])),
        ),
        formatMs(medianOf(runs, (run) => run.fcp)),
        formatMs(medianOf(runs, (run) => run.lcp)),
        formatMs(medianOf(runs, (run) => run.tbt)),
        formatNumber(
          medianOf(runs, (run) => run.cls),
          3,
        ),
        formatBytes(medianOf(runs, (run) => run.jsBytes)),
        passFail(meetsTargets(summary)),
      ];
    }),
  );
}

/** Per audit that cost points: where (kind, mode) and in how many of the runs. */
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

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART); such a run is run again. */
const MAX_ATTEMPTS = 3;

async function auditWithRetries(
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
      options.mode === "desktop" ? desktopConfig : undefined,
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

export interface LighthouseOptions {
  buildDir: string;
  runs: number;
  log: (line: string) => void;
}

export async function runLighthouse(options: LighthouseOptions): Promise<Section> {
  const chromePath = process.env.CHROME_PATH || CHROME_PATH_DEFAULT;
  // chrome-launcher does not catch a failed spawn: it would end the whole bench.
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (set CHROME_PATH)`);
  const dir = tempDir("lighthouse");
  const site = await startSite({
    buildDir: options.buildDir,
    dataDir: path.join(dir, "data"),
    logFile: path.join(dir, "server.log"),
  });
  const flags = chromeFlags();
  const summaries: Summary[] = [];
  let version = "";
  const retried: string[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const userDataDir = path.join(dir, "chrome-profile");
    mkdirSync(userDataDir);
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: flags,
      userDataDir,
      logLevel: "silent",
    });
    for (const mode of MODES) {
      for (const page of LIGHTHOUSE_PAGES) {
        const summary: Summary = { kind: page.kind, path: page.path, mode, runs: [] };
        for (let run = 1; run <= options.runs; run++) {
          const lhr = await auditWithRetries(`${site.origin}${page.path}`, {
            port: chrome.port,
            mode,
            // The not-found page answers 404 on purpose; audit it anyway.
            ignoreStatusCode: page.kind === "not-found",
            onRetry: (error) => {
              retried.push(`${mode} ${page.path}: ${error}`);
              options.log(`lighthouse ${mode} ${page.path}: ${error}; running it again`);
            },
          });
          version ||= lhr.lighthouseVersion;
          const metrics = metricsOf(lhr);
          summary.runs.push(metrics);
          options.log(
            `lighthouse ${mode} ${page.path} run ${run}/${options.runs}: ${CATEGORIES.map(
              (category) => formatNumber(metrics.scores[category]),
            ).join("/")}, LCP ${formatMs(metrics.lcp)}`,
          );
        }
        summaries.push(summary);
      }
    }
  } finally {
    chrome?.kill();
    await site.stop();
  }

  const externalImages = Math.max(
    0,
    ...summaries.flatMap((summary) => summary.runs.map((run) => run.externalImages)),
  );
  const lostPoints = lostPointsTable(summaries);
  const allPass = summaries.every(meetsTargets);
  return {
    title: "Lighthouse",
    intro: [
      `Lighthouse ${version} against our server (\`node server/index.ts\`, SITE_URL = its own address), Chromium at \`${chromePath}\` with flags \`${flags.join(" ")}\` (plus chrome-launcher's defaults). Mobile is Lighthouse's default emulation and simulated throttling; desktop is its desktop preset. ${options.runs} runs of each page in each mode; every number is the median of those runs. Scores are 0–100; JS transferred is the bytes of script resources over the wire.`,
      `Targets: ${TARGETS.score} in every category on every kind of page, and mobile LCP ≤ ${formatMs(TARGETS.mobileLcpMs)}. Overall: **${passFail(allPass)}**.`,
    ],
    tables: MODES.map(
      (mode) =>
        `**${mode === "mobile" ? "Mobile" : "Desktop"}**\n\n${summaryTable(summaries.filter((summary) => summary.mode === mode))}`,
    ),
    notes: [
      ...(lostPoints
        ? [
            `Audits that cost points in accessibility, best-practices and SEO (weighted audits scoring below 1):\n\n${lostPoints}`,
          ]
        : []),
      `This machine is offline: the pages' external images (${EXTERNAL_IMAGE_HOST}, up to ${externalImages} requests on a page here) cannot load, so their bytes, their decoding and their effect on LCP are missing from these numbers (LCP falls on text or on an image that never arrived), and a failed image request may show up in best-practices. On the real network the image-heavy pages will be slower than measured here.`,
      ...(retried.length > 0
        ? [`Runs that Lighthouse could not record and that were run again: ${retried.join("; ")}.`]
        : []),
      "The not-found page is audited with Lighthouse's ignoreStatusCode, because it answers 404 on purpose; Lighthouse's SEO audit of the HTTP status code fails on any 4xx page, so 100 in SEO is not reachable there by design.",
    ],
  };
}
