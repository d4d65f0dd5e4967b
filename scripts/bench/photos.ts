// Method: README.md, "Benchmarks", and the report section's intro below.
import type { Browser } from "@playwright/test";
import { cpSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { importSrc } from "../../app/lib/images.ts";
import { IMAGE_HOST, type ImageHost, photoJpeg, startImageHost } from "../lib/image-host.ts";
import { importPhotos } from "../photos/import.ts";
import { PHONE } from "./first-tap.ts";
import {
  type BenchPage,
  LIGHTHOUSE_PAGES,
  TARGETS,
  auditPages,
  chromeFlags,
  chromePath,
  launchPlaywright,
  metricsOf,
  tally,
} from "./lighthouse.ts";
import {
  type Section,
  formatBytes,
  formatMs,
  formatNumber,
  median,
  passFail,
  table,
} from "./report.ts";
import { HOST, type SiteServer, runBuild, startSite, tempDir } from "./servers.ts";

/** Every kind of page that shows the site's own content (the not-found page has no photo). */
export const PHOTO_PAGES = LIGHTHOUSE_PAGES.filter((page) => page.kind !== "not-found");

/** The same source built twice: photos from the image host, and the same photos imported. */
export const BUILDS = ["external", "own"] as const;
export type Build = (typeof BUILDS)[number];
const BUILD_TITLES: Record<Build, string> = { external: "external", own: "own origin" };

/** Lighthouse's mobile run with simulated throttling (judged) and with applied throttling. */
export const PHOTO_MODES = ["mobile", "phone"] as const;
export type PhotoMode = (typeof PHOTO_MODES)[number];

/** The first view measured for photo bytes: a phone as in the first tap, and a laptop. */
const BYTE_VIEWPORTS = [PHONE, { viewport: { width: 1280, height: 800 } }] as const;
const WIDTHS = BYTE_VIEWPORTS.map((context) => context.viewport.width);
export type ViewportWidth = (typeof WIDTHS)[number];

export interface LighthouseRun {
  performance: number;
  fcp: number;
  lcp: number;
  lcpElement: string;
  benchmarkIndex: number;
}

export interface PhotoBytes {
  /** Bytes over the wire (headers and body as sent) of the photo responses. */
  bytes: number;
  requests: number;
  failed: number;
}

export interface PageResult {
  page: BenchPage;
  /** Why a build's page was not measured (it did not answer 200). */
  skipped: Partial<Record<Build, string>>;
  lighthouse: Record<Build, Record<PhotoMode, LighthouseRun[]>>;
  bytes: Record<Build, Partial<Record<ViewportWidth, PhotoBytes | string>>>;
}

export function emptyResult(page: BenchPage): PageResult {
  const modes = () => ({ mobile: [], phone: [] });
  const lighthouse = { external: modes(), own: modes() };
  return { page, skipped: {}, lighthouse, bytes: { external: {}, own: {} } };
}

/** The site's icons are images too, but not photos; nor is an inline `data:` placeholder. */
const ICON = /\/(?:favicon[^/]*|apple-touch-icon[^/]*|og-image\.png)$/;

export const isPhotoRequest = (url: string, resourceType: string) =>
  resourceType === "image" && /^https?:\/\//.test(url) && !ICON.test(new URL(url).pathname);

const medianOf = (runs: readonly LighthouseRun[], pick: (run: LighthouseRun) => number) =>
  median(runs.map(pick).filter(Number.isFinite));

/** Performance as Lighthouse shows it: a whole number. */
const performanceOf = (runs: readonly LighthouseRun[]) =>
  Math.round(medianOf(runs, (run) => run.performance));

/**
 * Own-origin median mobile LCP within the target, and its performance no lower than the external
 * build's; undefined when a build's page was not run, or a median is missing.
 */
export function verdictOf(result: PageResult) {
  const own = result.lighthouse.own.mobile;
  const external = result.lighthouse.external.mobile;
  if (result.skipped.own || result.skipped.external) return undefined;
  const lcp = medianOf(own, (run) => run.lcp);
  const [ownScore, externalScore] = [performanceOf(own), performanceOf(external)];
  if (![lcp, ownScore, externalScore].every(Number.isFinite)) return undefined;
  return { lcp: lcp <= TARGETS.mobileLcpMs, performance: ownScore >= externalScore };
}

export const overallPass = (results: readonly PageResult[]) =>
  results.every((result) => verdictOf(result)?.lcp && verdictOf(result)?.performance);

const sideBySide = (name: string) => BUILDS.map((build) => `${name} ${BUILD_TITLES[build]}`);

/** One row a page: each figure for the external build, then for the own-origin build. */
export function lighthouseTable(results: readonly PageResult[], mode: PhotoMode): string {
  const judged = mode === "mobile";
  const figures = [
    ["LCP", (runs: LighthouseRun[]) => formatMs(medianOf(runs, (run) => run.lcp)), "lcp"],
    ["Perf", (runs: LighthouseRun[]) => formatNumber(performanceOf(runs)), "performance"],
    ["FCP", (runs: LighthouseRun[]) => formatMs(medianOf(runs, (run) => run.fcp))],
    ["LCP element", (runs: LighthouseRun[]) => tally(runs.map((run) => run.lcpElement || "?"))],
  ] as const;
  const targets = {
    lcp: `LCP ≤ ${formatMs(TARGETS.mobileLcpMs)} (own)`,
    performance: "Perf own ≥ external",
  };
  return table(
    [
      "Kind",
      "Path",
      ...figures.flatMap(([name, , target]) => [
        ...sideBySide(name),
        ...(judged && target ? [targets[target]] : []),
      ]),
    ],
    results.map((result) => {
      const verdict = verdictOf(result);
      const cells = figures.flatMap(([, cell, target]) => [
        ...BUILDS.map((build) => {
          const runs = result.lighthouse[build][mode];
          return result.skipped[build] || runs.length === 0 ? "–" : cell(runs);
        }),
        ...(judged && target ? [verdict ? passFail(verdict[target]) : "not run"] : []),
      ]);
      return [result.page.kind, result.page.path, ...cells];
    }),
  );
}

export function bytesCell(bytes: PhotoBytes | string | undefined): string {
  if (typeof bytes !== "object") return bytes === undefined ? "–" : "failed";
  const failed = bytes.failed > 0 ? `, ${bytes.failed} failed` : "";
  return `${formatBytes(bytes.bytes)} (${bytes.requests}${failed})`;
}

function difference(result: PageResult, width: ViewportWidth): string {
  const [own, external] = [result.bytes.own[width], result.bytes.external[width]];
  if (typeof own !== "object" || typeof external !== "object") return "–";
  const delta = own.bytes - external.bytes;
  const sign = delta > 0 ? "+" : delta < 0 ? "−" : "";
  const share = Math.round((Math.abs(delta) / external.bytes) * 100);
  return `${sign}${formatBytes(Math.abs(delta))}${external.bytes > 0 ? ` (${sign}${share}%)` : ""}`;
}

/** Photo bytes in each page's first view, for each width, external then own origin. */
export function bytesTable(results: readonly PageResult[]): string {
  const total = (build: Build, width: ViewportWidth) => {
    const all = results.map((result) => result.bytes[build][width]);
    if (!all.every((bytes) => typeof bytes === "object")) return "n/a";
    const sum = (key: keyof PhotoBytes) => all.reduce((acc, bytes) => acc + bytes[key], 0);
    return bytesCell({ bytes: sum("bytes"), requests: sum("requests"), failed: sum("failed") });
  };
  const cells = (pick: (build: Build, width: ViewportWidth) => string) =>
    WIDTHS.flatMap((width) => BUILDS.map((build) => pick(build, width)));
  return table(
    [
      "Kind",
      "Path",
      ...WIDTHS.flatMap((width) => sideBySide(`${width} px`)),
      ...WIDTHS.map((width) => `${width} px own − external`),
    ],
    [
      ...results.map((result) => [
        result.page.kind,
        result.page.path,
        ...cells((build, width) => bytesCell(result.bytes[build][width])),
        ...WIDTHS.map((width) => difference(result, width)),
      ]),
      ["all", "", ...cells(total), ...WIDTHS.map(() => "")],
    ],
  );
}

/** Lighthouse's measure of the host's CPU speed (higher is faster), over the runs of a build. */
export function benchmarkIndexNote(results: readonly PageResult[]): string {
  const parts = BUILDS.map((build) => {
    const values = results
      .flatMap((result) => PHOTO_MODES.flatMap((mode) => result.lighthouse[build][mode]))
      .map((run) => run.benchmarkIndex)
      .filter(Number.isFinite);
    if (values.length === 0) return `${BUILD_TITLES[build]} n/a`;
    const range = `${formatNumber(Math.min(...values))}–${formatNumber(Math.max(...values))}`;
    const runs = `${values.length} run${values.length === 1 ? "" : "s"}`;
    return `${BUILD_TITLES[build]} ${formatNumber(median(values))} (${range}, ${runs})`;
  });
  return `Lighthouse's \`benchmarkIndex\` of this host (median, range and runs), during the ${parts.join("; during the ")}.`;
}

/** The files under a folder, with their sizes. */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => ({ file, name: path.basename(file), size: statSync(file).size }));

/** The bits of `n`, black and white, as a row of `width` raw RGB pixels. */
export function markPixels(n: number, width = 16): Buffer {
  const pixels = Buffer.alloc(width * 3);
  for (let bit = 0; bit < width; bit++) {
    if ((n >> bit) & 1) pixels.fill(255, bit * 3, bit * 3 + 3);
  }
  return pixels;
}

/** The width at which the build's files are set against the stand-in's JPEG. */
const COMPARE_WIDTH = 640;

/** The median size, by extension, of the build's photo files `width` pixels wide. */
export function builtSizes(
  files: readonly { name: string; size: number }[],
  width = COMPARE_WIDTH,
): Record<string, number> {
  const pattern = new RegExp(`-${width}\\.(avif|webp|jpg)$`);
  const matched = files.filter((file) => pattern.test(file.name));
  const byFormat = Map.groupBy(matched, (file) => pattern.exec(file.name)![1]!);
  return Object.fromEntries(
    [...byFormat].map(([format, all]) => [format, median(all.map((file) => file.size))]),
  );
}

/**
 * importPhotos connects to the address `lookup` gives, on the address's own port; the stand-in
 * listens on a port of its own, so the copy's photo addresses are made to name it. An address
 * with a port is not one importSrc (app/lib/images.ts) sizes, so each is first made what the
 * import asks the real host for (2,400 px JPEG). Every one becomes a file, so none reaches the
 * build.
 */
export function pointAtPort(text: string, port: number): string {
  const address = new RegExp(`https://${IMAGE_HOST.replaceAll(".", "\\.")}/[^\\s'"]+`, "g");
  return text.replace(address, (src) => {
    const url = new URL(importSrc(src));
    url.port = String(port);
    return url.toString();
  });
}

/**
 * The copy of content/ with its photos imported from the stand-in. The stand-in sends the same
 * picture for every address of a size, and the build names a photo by a hash of its bytes, so
 * each imported photo is marked apart by a row of 16 pixels in a corner (its number in black and
 * white), written again as JPEG at quality 90.
 */
async function importedContent(contentDir: string, host: ImageHost, log: Log) {
  cpSync(path.resolve("content"), contentDir, { recursive: true });
  const own = new Set(filesIn(contentDir).map((entry) => entry.file));
  for (const { file } of filesIn(contentDir).filter((entry) => entry.name.endsWith(".yaml"))) {
    const text = readFileSync(file, "utf8");
    if (pointAtPort(text, host.port) !== text) writeFileSync(file, pointAtPort(text, host.port));
  }
  const imported = await importPhotos({
    contentDir,
    lookup: () => HOST,
    ca: host.cert,
    log: (line) => log(`import: ${line}`),
  });
  const failed = imported.failed.map((item) => `${item.file} ${item.field}: ${item.reason}`);
  log(`imported ${imported.imported}, skipped ${imported.skipped}, failed ${failed.length}`);
  if (imported.imported === 0) throw new Error(`No photo was imported (${failed.join("; ")})`);
  const files = filesIn(contentDir)
    .filter((entry) => !own.has(entry.file) && /\.(?:jpe?g|png|webp|avif)$/i.test(entry.name))
    .map((entry) => entry.file)
    .sort();
  const first = readFileSync(files[0]!);
  const { width = 0, height = 0 } = await sharp(first).metadata();
  const sample = `${width}×${height}, ${formatBytes(first.length)}`;
  let [before, after] = [0, 0];
  for (const [index, file] of files.entries()) {
    const input = readFileSync(file);
    const raw = { width: 16, height: 1, channels: 3 } as const;
    const mark = { input: markPixels(index + 1), raw, top: 0, left: 0 };
    const marked = await sharp(input).composite([mark]).jpeg({ quality: 90 }).toBuffer();
    writeFileSync(file, marked);
    [before, after] = [before + input.length, after + marked.length];
  }
  log(`${files.length} imported files marked apart`);
  return { ...imported, failed, width, sample, before, after };
}

type Log = (line: string) => void;

/** One cold load of the page, with nothing scrolled: the photos the browser fetches for it. */
async function photoBytes(browser: Browser, url: string, width: ViewportWidth) {
  const context = await browser.newContext(
    BYTE_VIEWPORTS.find((one) => one.viewport.width === width),
  );
  try {
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    let failed = 0;
    page.on("requestfinished", (request) => {
      if (!isPhotoRequest(request.url(), request.resourceType())) return;
      const size = request.sizes().then((one) => one.responseHeadersSize + one.responseBodySize);
      sizes.push(size.catch(() => Number.NaN));
    });
    page.on("requestfailed", (request) => {
      if (isPhotoRequest(request.url(), request.resourceType())) failed++;
    });
    await page.goto(url, { waitUntil: "load", timeout: 30_000 });
    await page.waitForLoadState("networkidle", { timeout: 15_000 });
    const all = await Promise.all(sizes);
    return { bytes: all.reduce((sum, size) => sum + size, 0), requests: all.length, failed };
  } finally {
    await context.close().catch(() => undefined);
  }
}

export async function runPhotos(options: { runs: number; log: Log }): Promise<Section> {
  const log = (line: string) => options.log(`photos: ${line}`);
  const dir = tempDir("photos");
  const contentDir = path.join(dir, "content");
  const buildDir = (name: Build) => path.join(dir, `build-${name}`);
  const imageHost = await startImageHost();
  const sites: Partial<Record<Build, SiteServer>> = {};
  let browser: Browser | undefined;
  const results = PHOTO_PAGES.map(emptyResult);
  const flags = chromeFlags(undefined, imageHost.chromeFlags);
  let imported!: Awaited<ReturnType<typeof importedContent>>;
  let audited!: Awaited<ReturnType<typeof auditPages>>;
  let built: Record<string, number> = {};
  const bytesFailed: string[] = [];
  try {
    log(`importing the stand-in's photos into ${contentDir}`);
    imported = await importedContent(contentDir, imageHost, log);
    // The same source both times; only the content folder differs.
    for (const name of BUILDS) {
      await runBuild(buildDir(name), log, {
        contentDir: name === "own" ? contentDir : undefined,
        logFile: path.join(dir, `build-${name}.log`),
      });
      sites[name] = await startSite({
        buildDir: buildDir(name),
        dataDir: path.join(dir, `data-${name}`),
        logFile: path.join(dir, `server-${name}.log`),
      });
    }
    built = builtSizes(filesIn(path.join(buildDir("own"), "client", "assets")));
    const origin = (name: Build) => sites[name]!.origin;
    audited = await auditPages({
      name: "photos lighthouse",
      dir,
      flags,
      origins: { external: origin("external"), own: origin("own") },
      pages: PHOTO_PAGES,
      modes: PHOTO_MODES,
      runs: options.runs,
      log: options.log,
      onRun: ({ page, build, mode, lhr }) => {
        const { scores, fcp, lcp, lcpElement } = metricsOf(lhr);
        const benchmarkIndex = lhr.environment?.benchmarkIndex ?? Number.NaN;
        const measured = { performance: scores.performance, fcp, lcp, lcpElement, benchmarkIndex };
        results.find((result) => result.page === page)!.lighthouse[build][mode].push(measured);
        return `perf ${formatNumber(measured.performance)}, FCP ${formatMs(fcp)}, LCP ${formatMs(lcp)} (${lcpElement || "?"}), benchmarkIndex ${formatNumber(benchmarkIndex)}`;
      },
    });
    browser = await launchPlaywright(flags);
    for (const result of results) {
      for (const name of BUILDS) {
        result.skipped[name] = audited.skipped.get(`${name} ${result.page.kind}`);
        for (const width of WIDTHS) {
          if (result.skipped[name]) continue;
          const url = `${origin(name)}${result.page.path}`;
          const bytes = await photoBytes(browser, url, width).catch((error: unknown) => {
            const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0];
            bytesFailed.push(`${result.page.kind} ${width} px (${name}): ${reason}`);
            return reason!;
          });
          result.bytes[name][width] = bytes;
          log(`bytes ${result.page.path} ${width} px ${name}: ${bytesCell(bytes)}`);
        }
      }
    }
  } finally {
    await browser?.close().catch(() => undefined);
    for (const site of Object.values(sites)) await site.stop();
    await imageHost.close();
  }

  const skipped = [...audited.skipped].map(([key, problem]) => `${key}: ${problem}`);
  const served = imageHost.counts();
  const height = Math.round((COMPARE_WIDTH * 2) / 3);
  const formats = ["avif", "webp", "jpg"].filter((format) => built[format] !== undefined);
  const builtNote = formats.map(
    (format) => `${format.toUpperCase()} ${formatBytes(built[format]!)}`,
  );
  return {
    title: "Own photos vs external",
    intro: [
      `The same source built twice with \`npm run build\`, each into a temporary folder: **external**, from content/ as it is, whose photos are addresses on ${IMAGE_HOST} (answered by the local stand-in, scripts/lib/image-host.ts, as in the Lighthouse section); and **own origin**, from a temporary copy of content/ into which \`importPhotos\` (scripts/photos/import.ts) downloaded every external photo from the same stand-in, so that the build makes each one's AVIF, WebP and JPEG files at the layout's widths under /assets/. Import: ${imported.imported} photos imported, ${imported.skipped} skipped, ${imported.failed.length} failed${imported.failed.length > 0 ? ` (${imported.failed.join("; ")})` : ""}. Both servers ran side by side.`,
      `Lighthouse ${audited.version}, Chromium at \`${chromePath()}\` with flags \`${flags.join(" ")}\`, mobile with simulated throttling (the judged run) and mobile with applied throttling (\`throttlingMethod: "devtools"\`, reported), ${options.runs} run${options.runs === 1 ? "" : "s"} of each page in each mode and build, the two builds' runs taking turns; every figure is the median of the runs. Perf is the performance score (0–100); LCP element is the tag Lighthouse names as the largest contentful paint.`,
      `Photo bytes: Playwright with the same Chromium, a fresh context (cold cache) for each page, width and build, at 360×800 CSS pixels at 1.75× as a phone with touch, and at 1280×800 at 1× as a laptop, loaded with nothing scrolled until its load event and network idle; the bytes over the wire (headers and body) of every image response are added up, but for the site's icons; photo requests in brackets. Lazy photos within Chromium's lazy-loading distance of the viewport count too. Unthrottled: the bytes do not depend on the speed.`,
      `Targets (issue 20), on the own-origin build: mobile LCP ≤ ${formatMs(TARGETS.mobileLcpMs)} (simulated throttling, median) and performance no lower than the external build's on every page. Overall: **${passFail(overallPass(results))}**${skipped.length > 0 ? ` (pages not run: ${skipped.join("; ")})` : ""}.`,
      benchmarkIndexNote(results),
    ],
    tables: [
      `**Mobile, simulated throttling**\n\n${lighthouseTable(results, "mobile")}`,
      `**Mobile, applied throttling (reported, not judged)**\n\n${lighthouseTable(results, "phone")}`,
      `**Photo bytes in the first view**\n\n${bytesTable(results)}`,
    ],
    notes: [
      "Lighthouse's simulation counts in round trips of 150 ms: where the LCP is text (h1, p), a run's LCP is its FCP or one round trip later, in either build, so a difference of about 150 ms between the builds' medians there is within the spread of the runs (the log has each run). Its simulated CPU time is what the page took on this host, slowed 4×: these figures compare the two builds on this machine, not a phone.",
      `The stand-in's photos have detail at several scales fixed to the picture, as a photo has, at about 0.12 bytes a pixel. The import asks for ${imported.width} px (an imported photo is ${imported.sample}). What the build makes of them at ${COMPARE_WIDTH} px: ${builtNote.join(", ") || "no file"} (medians over the photos), where the stand-in sends ${formatBytes(photoJpeg(COMPARE_WIDTH, height).length)} for ${COMPARE_WIDTH}×${height}; a generated texture is harder to compress than most real photos. The imported photos were marked apart before the build (${formatBytes(imported.before)} as downloaded, ${formatBytes(imported.after)} as written).`,
      `The real host is a CDN that sends WebP or AVIF over HTTP/2, usually lighter, from farther away. The stand-in answered ${formatNumber(served.images)} requests with ${formatBytes(served.bytes)} over the whole run, the import included.`,
      ...(bytesFailed.length > 0
        ? [`Photo byte loads that failed: ${bytesFailed.join("; ")}.`]
        : []),
      ...(audited.retried.length > 0
        ? [
            `Runs that Lighthouse could not record and that were run again: ${audited.retried.join("; ")}.`,
          ]
        : []),
    ],
  };
}
