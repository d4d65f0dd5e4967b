// Method: README.md, "Benchmarks", and the report section's intro below.
import type { Browser, BrowserContextOptions } from "@playwright/test";
import type { Result as LighthouseResult } from "lighthouse";
import { spawn } from "node:child_process";
import {
  closeSync,
  cpSync,
  existsSync,
  openSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { importSrc } from "../../app/lib/images.ts";
import { importPhotos } from "../photos/import.ts";
import { IMAGE_HOST, type ImageHost, photoJpeg, startImageHost } from "../lib/image-host.ts";
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
import { HOST, type SiteServer, linkNodeModules, startSite, tempDir } from "./servers.ts";

/** Every kind of page that shows the site's own content (the not-found page has no photo). */
export const PHOTO_PAGES = LIGHTHOUSE_PAGES.filter((page) => page.kind !== "not-found");

/** The same source built twice: photos from the image host, and the same photos imported. */
export const BUILDS = ["external", "own"] as const;
export type Build = (typeof BUILDS)[number];
export const BUILD_TITLES: Record<Build, string> = {
  external: "external",
  own: "own origin",
};

/** Lighthouse's mobile run with simulated throttling (judged) and with applied throttling. */
export const PHOTO_MODES = ["mobile", "phone"] as const;
export type PhotoMode = (typeof PHOTO_MODES)[number];

/** The first view measured for photo bytes: a phone as in the first tap, and a laptop. */
export const BYTE_VIEWPORTS = [
  { width: 360, height: 800, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
] as const;
export type ViewportWidth = (typeof BYTE_VIEWPORTS)[number]["width"];

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
  return {
    page,
    skipped: {},
    lighthouse: { external: modes(), own: modes() },
    bytes: { external: {}, own: {} },
  };
}

/** The site's icons are images too, but not photos; nor is an inline `data:` placeholder. */
const ICON = /\/(?:favicon[^/]*|apple-touch-icon[^/]*|og-image\.png)$/;

export function isPhotoRequest(url: string, resourceType: string): boolean {
  if (resourceType !== "image") return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return /^https?:$/.test(parsed.protocol) && !ICON.test(parsed.pathname);
}

export function lighthouseRun(lhr: LighthouseResult): LighthouseRun {
  const metrics = metricsOf(lhr);
  return {
    performance: metrics.scores.performance,
    fcp: metrics.fcp,
    lcp: metrics.lcp,
    lcpElement: metrics.lcpElement,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

const medianOf = (runs: readonly LighthouseRun[], pick: (run: LighthouseRun) => number) =>
  median(runs.map(pick).filter(Number.isFinite));

/** Performance as Lighthouse shows it: a whole number. */
export const performanceOf = (runs: readonly LighthouseRun[]) =>
  Math.round(medianOf(runs, (run) => run.performance));

export interface Verdict {
  /** Own-origin median mobile LCP within the target. */
  lcp: boolean;
  /** Own-origin median performance no lower than the external build's. */
  performance: boolean;
}

/** Undefined when a build's page was not run, or a median is missing. */
export function verdictOf(result: PageResult): Verdict | undefined {
  const own = result.lighthouse.own.mobile;
  const external = result.lighthouse.external.mobile;
  if (result.skipped.own || result.skipped.external || own.length === 0 || external.length === 0)
    return undefined;
  const lcp = medianOf(own, (run) => run.lcp);
  const ownScore = performanceOf(own);
  const externalScore = performanceOf(external);
  if (![lcp, ownScore, externalScore].every(Number.isFinite)) return undefined;
  return { lcp: lcp <= TARGETS.mobileLcpMs, performance: ownScore >= externalScore };
}

function lighthouseCells(result: PageResult, mode: PhotoMode, build: Build) {
  const runs = result.lighthouse[build][mode];
  if (result.skipped[build] || runs.length === 0) {
    return { fcp: "–", lcp: "–", element: "–", performance: "–" };
  }
  return {
    fcp: formatMs(medianOf(runs, (run) => run.fcp)),
    lcp: formatMs(medianOf(runs, (run) => run.lcp)),
    element: tally(runs.map((run) => run.lcpElement || "?")),
    performance: formatNumber(performanceOf(runs)),
  };
}

const sideBySide = (name: string) => BUILDS.map((build) => `${name} ${BUILD_TITLES[build]}`);

/** One row a page: each figure for the external build, then for the own-origin build. */
export function lighthouseTable(results: readonly PageResult[], mode: PhotoMode): string {
  const judged = mode === "mobile";
  return table(
    [
      "Kind",
      "Path",
      ...sideBySide("LCP"),
      ...(judged ? [`LCP ≤ ${formatMs(TARGETS.mobileLcpMs)} (own)`] : []),
      ...sideBySide("Perf"),
      ...(judged ? ["Perf own ≥ external"] : []),
      ...sideBySide("FCP"),
      ...sideBySide("LCP element"),
    ],
    results.map((result) => {
      const cells = BUILDS.map((build) => lighthouseCells(result, mode, build));
      const verdict = judged ? verdictOf(result) : undefined;
      const mark = (ok: boolean | undefined) => (ok === undefined ? "not run" : passFail(ok));
      return [
        result.page.kind,
        result.page.path,
        ...cells.map((cell) => cell.lcp),
        ...(judged ? [mark(verdict?.lcp)] : []),
        ...cells.map((cell) => cell.performance),
        ...(judged ? [mark(verdict?.performance)] : []),
        ...cells.map((cell) => cell.fcp),
        ...cells.map((cell) => cell.element),
      ];
    }),
  );
}

export function bytesCell(bytes: PhotoBytes | string | undefined): string {
  if (bytes === undefined) return "–";
  if (typeof bytes === "string") return "failed";
  const failed = bytes.failed > 0 ? `, ${bytes.failed} failed` : "";
  return `${formatBytes(bytes.bytes)} (${bytes.requests}${failed})`;
}

/** Photo bytes in each page's first view, for each width, external then own origin. */
export function bytesTable(results: readonly PageResult[]): string {
  const widths = BYTE_VIEWPORTS.map((viewport) => viewport.width);
  const total = (build: Build, width: ViewportWidth) => {
    const all = results.map((result) => result.bytes[build][width]);
    if (all.some((bytes) => typeof bytes !== "object")) return "n/a";
    const sum = (pick: (bytes: PhotoBytes) => number) =>
      all.reduce((acc, bytes) => acc + pick(bytes as PhotoBytes), 0);
    return bytesCell({
      bytes: sum((bytes) => bytes.bytes),
      requests: sum((bytes) => bytes.requests),
      failed: sum((bytes) => bytes.failed),
    });
  };
  return table(
    [
      "Kind",
      "Path",
      ...widths.flatMap((width) => sideBySide(`${width} px`)),
      ...widths.map((width) => `${width} px own − external`),
    ],
    [
      ...results.map((result) => [
        result.page.kind,
        result.page.path,
        ...widths.flatMap((width) => BUILDS.map((build) => bytesCell(result.bytes[build][width]))),
        ...widths.map((width) => difference(result, width)),
      ]),
      [
        "all",
        "",
        ...widths.flatMap((width) => BUILDS.map((build) => total(build, width))),
        ...widths.map(() => ""),
      ],
    ],
  );
}

function difference(result: PageResult, width: ViewportWidth): string {
  const own = result.bytes.own[width];
  const external = result.bytes.external[width];
  if (typeof own !== "object" || typeof external !== "object") return "–";
  const delta = own.bytes - external.bytes;
  const sign = delta > 0 ? "+" : delta < 0 ? "−" : "";
  const share =
    external.bytes > 0 ? ` (${sign}${Math.round((Math.abs(delta) / external.bytes) * 100)}%)` : "";
  return `${sign}${formatBytes(Math.abs(delta))}${share}`;
}

/** Lighthouse's measure of the host's CPU speed (higher is faster), over the runs of a build. */
export function benchmarkIndexNote(results: readonly PageResult[]): string {
  const parts = BUILDS.map((build) => {
    const values = results
      .flatMap((result) => PHOTO_MODES.flatMap((mode) => result.lighthouse[build][mode]))
      .map((run) => run.benchmarkIndex)
      .filter(Number.isFinite);
    if (values.length === 0) return `${BUILD_TITLES[build]} n/a`;
    return `${BUILD_TITLES[build]} ${formatNumber(median(values))} (${formatNumber(Math.min(...values))}–${formatNumber(Math.max(...values))}, ${values.length} run${values.length === 1 ? "" : "s"})`;
  });
  return `Lighthouse's \`benchmarkIndex\` of this host (median, range and runs), during the ${parts.join("; during the ")}.`;
}

export function overallPass(results: readonly PageResult[]): boolean {
  return results.every((result) => {
    const verdict = verdictOf(result);
    return verdict !== undefined && verdict.lcp && verdict.performance;
  });
}

const PHOTO_FILE = /\.(?:jpe?g|png|webp|avif)$/i;

/** The photo files under a folder (the content's own uploads and the imported ones). */
export function photoFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && PHOTO_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The bits of `n`, black and white, as a row of `width` raw RGB pixels. */
export function markPixels(n: number, width = 16): Buffer {
  const pixels = Buffer.alloc(width * 3);
  for (let bit = 0; bit < width; bit++) {
    if ((n >> bit) & 1) pixels.fill(255, bit * 3, bit * 3 + 3);
  }
  return pixels;
}

/**
 * The stand-in sends the same picture for every address of a size, so the imported photos are
 * alike byte for byte, and the build would give them one file: a page would fetch one photo
 * where it shows several. A row of 16 pixels in a corner, the photo's number in black and white,
 * makes each one its own. The file is written again as JPEG at quality 90 (sharp).
 */
async function makeDistinct(files: readonly string[]): Promise<{ before: number; after: number }> {
  let before = 0;
  let after = 0;
  for (const [index, file] of files.entries()) {
    const input = readFileSync(file);
    const marked = await sharp(input)
      .composite([
        {
          input: markPixels(index + 1),
          raw: { width: 16, height: 1, channels: 3 },
          top: 0,
          left: 0,
        },
      ])
      .jpeg({ quality: 90 })
      .toBuffer();
    writeFileSync(file, marked);
    before += input.length;
    after += marked.length;
  }
  return { before, after };
}

interface Sample {
  width: number;
  height: number;
  bytes: number;
}

/** An imported photo as the stand-in sent it. */
async function weighSample(file: string): Promise<Sample> {
  const input = readFileSync(file);
  const { width = 0, height = 0 } = await sharp(input).metadata();
  return { width, height, bytes: input.length };
}

/** The width at which the build's files are set against the stand-in's JPEG. */
export const COMPARE_WIDTH = 640;

/** The median size, by extension, of the build's photo files `width` pixels wide. */
export function builtSizes(
  files: readonly { name: string; size: number }[],
  width = COMPARE_WIDTH,
): Record<string, number> {
  const pattern = new RegExp(`-${width}\\.(avif|webp|jpg)$`);
  const byFormat = new Map<string, number[]>();
  for (const file of files) {
    const format = pattern.exec(file.name)?.[1];
    if (format) byFormat.set(format, [...(byFormat.get(format) ?? []), file.size]);
  }
  return Object.fromEntries([...byFormat].map(([format, sizes]) => [format, median(sizes)]));
}

function builtFiles(buildDir: string): { name: string; size: number }[] {
  const assets = path.join(buildDir, "client", "assets");
  if (!existsSync(assets)) return [];
  return readdirSync(assets, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => ({
      name: entry.name,
      size: statSync(path.join(entry.parentPath, entry.name)).size,
    }));
}

/**
 * importPhotos connects to the address `lookup` gives, on the address's own port; the stand-in
 * listens on a port of its own, so the copy's photo addresses are made to name it. An address
 * with a port is not one importSrc (app/lib/images.ts) sizes, so each is first made what the
 * import asks the real host for (2,400 px JPEG). Every one becomes a file, so none reaches the
 * build.
 */
export function pointAtPort(text: string, port: number): string {
  return text.replace(
    new RegExp(`https://${IMAGE_HOST.replaceAll(".", "\\.")}/[^\\s'"]+`, "g"),
    (src) => {
      const url = new URL(importSrc(src));
      url.port = String(port);
      return url.toString();
    },
  );
}

function pointCopyAtPort(dir: string, port: number): void {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".yaml")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = readFileSync(file, "utf8");
    const pointed = pointAtPort(text, port);
    if (pointed !== text) writeFileSync(file, pointed);
  }
}

function photoWeightNote(
  sample: Sample | undefined,
  built: Record<string, number>,
  distinct: { before: number; after: number },
): string {
  const height = Math.round((COMPARE_WIDTH * 2) / 3);
  const standIn = photoJpeg(COMPARE_WIDTH, height).length;
  const formats = ["avif", "webp", "jpg"].filter((format) => built[format] !== undefined);
  return (
    `The stand-in's photos have detail at several scales fixed to the picture, not to its pixels (scripts/lib/image-host.ts), as a photo has, so a scaled-down copy keeps detail down to a few pixels; the stand-in encodes them at about 0.12 bytes a pixel, stepping its JPEG quality down where the detail would weigh more. ` +
    (sample
      ? `The import asks for ${sample.width} px (an imported photo is ${sample.width}×${sample.height}, ${formatBytes(sample.bytes)}). `
      : "") +
    `What the build makes of them: ` +
    (formats.length > 0
      ? `at ${COMPARE_WIDTH} px its ${formats.map((format) => `${format.toUpperCase()} ${formatBytes(built[format]!)}`).join(", ")} (medians over the photos), where the stand-in sends ${formatBytes(standIn)} for ${COMPARE_WIDTH}×${height}. `
      : `the stand-in sends ${formatBytes(standIn)} for ${COMPARE_WIDTH}×${height}. `) +
    `A generated texture is harder to compress than most real photos, so real photos are likely lighter in AVIF and WebP than here. ` +
    `Each imported photo was marked apart before the build (a row of 16 pixels in a corner, then written again as JPEG at quality 90: ${formatBytes(distinct.before)} in all as downloaded, ${formatBytes(distinct.after)} as written), since the stand-in sends the same picture for every address of a size and the build, which names a photo by a hash of its bytes, would otherwise make them one file, fetched once for several photos.`
  );
}

const BUILD_TIMEOUT_MS = 10 * 60_000;

function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** `npm run build` of this project's source with another content folder and output folder. */
async function build(options: {
  buildDir: string;
  contentDir?: string;
  logFile: string;
  log: (line: string) => void;
}): Promise<void> {
  linkNodeModules(options.buildDir, options.log);
  const env: NodeJS.ProcessEnv = { ...process.env, BUILD_DIR: options.buildDir };
  if (options.contentDir) env.CONTENT_DIR = options.contentDir;
  else delete env.CONTENT_DIR;
  const log = openSync(options.logFile, "a");
  const started = Date.now();
  try {
    // A group of its own, so that npm's children stop with it if the bench stops early.
    const child = spawn("npm", ["run", "build"], {
      env,
      stdio: ["ignore", log, log],
      detached: true,
    });
    const stop = () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    };
    process.once("exit", stop);
    const timer = setTimeout(stop, BUILD_TIMEOUT_MS);
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", (status) => resolve(status));
    }).finally(() => {
      clearTimeout(timer);
      process.off("exit", stop);
    });
    if (code !== 0) {
      throw new Error(
        `npm run build into ${options.buildDir} failed (log ${options.logFile}):\n${tail(options.logFile)}`,
      );
    }
  } finally {
    closeSync(log);
  }
  options.log(
    `photos: built ${options.buildDir} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

const LOAD_TIMEOUT_MS = 30_000;
const IDLE_TIMEOUT_MS = 15_000;

/** One cold load of the page, with nothing scrolled: the photos the browser fetches for it. */
async function photoBytes(
  browser: Browser,
  url: string,
  viewport: (typeof BYTE_VIEWPORTS)[number],
): Promise<PhotoBytes> {
  const options: BrowserContextOptions = {
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.deviceScaleFactor,
    isMobile: viewport.isMobile,
    hasTouch: viewport.hasTouch,
  };
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    let failed = 0;
    page.on("requestfinished", (request) => {
      if (!isPhotoRequest(request.url(), request.resourceType())) return;
      sizes.push(
        request.sizes().then(
          (size) => size.responseHeadersSize + size.responseBodySize,
          () => Number.NaN,
        ),
      );
    });
    page.on("requestfailed", (request) => {
      if (isPhotoRequest(request.url(), request.resourceType())) failed++;
    });
    await page.goto(url, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS });
    await page.waitForLoadState("networkidle", { timeout: IDLE_TIMEOUT_MS });
    const all = await Promise.all(sizes);
    return { bytes: all.reduce((sum, size) => sum + size, 0), requests: all.length, failed };
  } finally {
    await context.close().catch(() => undefined);
  }
}

export interface PhotosOptions {
  runs: number;
  log: (line: string) => void;
}

export async function runPhotos(options: PhotosOptions): Promise<Section> {
  const chrome = chromePath();
  const { log } = options;
  const dir = tempDir("photos");
  const contentDir = path.join(dir, "content");
  const buildDirs: Record<Build, string> = {
    external: path.join(dir, "build-external"),
    own: path.join(dir, "build-own"),
  };
  const imageHost: ImageHost = await startImageHost();
  const sites: Partial<Record<Build, SiteServer>> = {};
  let browser: Browser | undefined;
  const results = PHOTO_PAGES.map(emptyResult);
  let retried: string[] = [];
  let imported: Awaited<ReturnType<typeof importPhotos>>;
  let distinct = { before: 0, after: 0 };
  let sample: Sample | undefined;
  let built: Record<string, number> = {};
  let version = "";
  const flags = chromeFlags(undefined, imageHost.chromeFlags);
  try {
    cpSync(path.resolve("content"), contentDir, { recursive: true });
    const ownFiles = new Set(photoFiles(contentDir));
    log(`photos: importing the stand-in's photos into ${contentDir}`);
    pointCopyAtPort(contentDir, imageHost.port);
    imported = await importPhotos({
      contentDir,
      lookup: () => HOST,
      ca: imageHost.cert,
      log: (line) => log(`photos: import: ${line}`),
    });
    log(
      `photos: imported ${imported.imported}, skipped ${imported.skipped}, failed ${imported.failed.length}`,
    );
    const importedFiles = photoFiles(contentDir).filter((file) => !ownFiles.has(file));
    if (importedFiles[0]) sample = await weighSample(importedFiles[0]);
    distinct = await makeDistinct(importedFiles);
    log(
      `photos: ${importedFiles.length} imported files marked apart (${formatBytes(distinct.before)} as downloaded, ${formatBytes(distinct.after)} as written)`,
    );
    if (imported.imported === 0) {
      throw new Error(
        `No photo was imported (${imported.failed.length} failed${imported.failed[0] ? `, the first: ${imported.failed[0].url}: ${imported.failed[0].reason}` : ""})`,
      );
    }
    // The same source both times; only the content folder differs.
    await build({
      buildDir: buildDirs.external,
      logFile: path.join(dir, "build-external.log"),
      log,
    });
    await build({
      buildDir: buildDirs.own,
      contentDir,
      logFile: path.join(dir, "build-own.log"),
      log,
    });
    built = builtSizes(builtFiles(buildDirs.own));
    for (const name of BUILDS) {
      sites[name] = await startSite({
        buildDir: buildDirs[name],
        dataDir: path.join(dir, `data-${name}`),
        logFile: path.join(dir, `server-${name}.log`),
      });
    }
    const origin = (name: Build) => sites[name]!.origin;
    const audited = await auditPages({
      name: "photos lighthouse",
      dir,
      flags,
      origins: { external: origin("external"), own: origin("own") },
      pages: PHOTO_PAGES,
      modes: PHOTO_MODES,
      runs: options.runs,
      log,
      onRun: ({ page, build, mode, lhr }) => {
        const measured = lighthouseRun(lhr);
        results.find((result) => result.page === page)!.lighthouse[build][mode].push(measured);
        return `perf ${formatNumber(measured.performance)}, FCP ${formatMs(measured.fcp)}, LCP ${formatMs(measured.lcp)} (${measured.lcpElement || "?"}), benchmarkIndex ${formatNumber(measured.benchmarkIndex)}`;
      },
    });
    version = audited.version;
    retried = audited.retried;
    for (const result of results) {
      for (const name of BUILDS) {
        result.skipped[name] = audited.skipped.get(`${name} ${result.page.kind}`);
      }
    }

    browser = await launchPlaywright(flags);
    for (const result of results) {
      for (const viewport of BYTE_VIEWPORTS) {
        for (const name of BUILDS) {
          if (result.skipped[name]) continue;
          const url = `${origin(name)}${result.page.path}`;
          try {
            const bytes = await photoBytes(browser, url, viewport);
            result.bytes[name][viewport.width] = bytes;
            log(
              `photos bytes ${result.page.path} ${viewport.width} px ${name}: ${bytesCell(bytes)}`,
            );
          } catch (error) {
            const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0]!;
            result.bytes[name][viewport.width] = reason;
            log(`photos bytes ${result.page.path} ${viewport.width} px ${name}: ${reason}`);
          }
        }
      }
    }
  } finally {
    await browser?.close().catch(() => undefined);
    for (const site of Object.values(sites)) await site.stop();
    await imageHost.close();
  }

  const skipped = results.flatMap((result) =>
    BUILDS.flatMap((name) =>
      result.skipped[name] ? [`${result.page.kind} (${name}): ${result.skipped[name]}`] : [],
    ),
  );
  const bytesFailed = results.flatMap((result) =>
    BUILDS.flatMap((name) =>
      BYTE_VIEWPORTS.flatMap(({ width }) => {
        const bytes = result.bytes[name][width];
        return typeof bytes === "string"
          ? [`${result.page.kind} ${width} px (${name}): ${bytes}`]
          : [];
      }),
    ),
  );
  const served = imageHost.counts();
  const runs = `${options.runs} run${options.runs === 1 ? "" : "s"}`;
  return {
    title: "Own photos vs external",
    intro: [
      `The same source built twice with \`npm run build\`, each into a temporary folder: **external**, from content/ as it is, whose photos are addresses on ${IMAGE_HOST} (answered by the local stand-in, scripts/lib/image-host.ts, as in the Lighthouse section); and **own origin**, from a temporary copy of content/ into which \`importPhotos\` (scripts/photos/import.ts) downloaded every external photo from the same stand-in, so that the build makes each one's AVIF, WebP and JPEG files at the layout's widths under /assets/ (app/content/photos.ts). Import: ${imported!.imported} photos imported, ${imported!.skipped} skipped, ${imported!.failed.length} failed${imported!.failed.length > 0 ? ` (${imported!.failed.map((item) => `${item.file} ${item.field}: ${item.reason}`).join("; ")})` : ""}. Both servers ran side by side (\`node server/index.ts\`).`,
      `Lighthouse ${version}, Chromium at \`${chrome}\` with flags \`${flags.join(" ")}\`, mobile with simulated throttling (the judged run) and mobile with applied throttling (\`throttlingMethod: "devtools"\`, reported), ${runs} of each page in each mode and build, the two builds' runs taking turns; every figure is the median of the runs. Perf is the performance score (0–100); LCP element is the tag Lighthouse names as the largest contentful paint.`,
      `Photo bytes: Chromium driven by Playwright (the same flags), a fresh context (cold cache) for each page, width and build, at 360×800 CSS pixels at 1.75× as a phone with touch, and at 1280×800 at 1× as a laptop; the page is loaded with nothing scrolled and left until its load event and network idle (no request for 500 ms), and the bytes over the wire (headers and body) of every image response are added up, but for the site's icons (an inline \`data:\` image is part of the HTML, not counted). The number of photo requests is in brackets. The first view is what the browser fetches without scrolling, so lazy photos within Chromium's lazy-loading distance of the viewport count too. Unthrottled: the bytes do not depend on the speed.`,
      `Targets (issue 20), on the own-origin build: mobile LCP ≤ ${formatMs(TARGETS.mobileLcpMs)} (simulated throttling, median) and performance no lower than the external build's on every page. Overall: **${passFail(overallPass(results))}**${skipped.length > 0 ? ` (pages not run: ${skipped.join("; ")})` : ""}.`,
      benchmarkIndexNote(results),
    ],
    tables: [
      `**Mobile, simulated throttling**\n\n${lighthouseTable(results, "mobile")}`,
      `**Mobile, applied throttling (reported, not judged)**\n\n${lighthouseTable(results, "phone")}`,
      `**Photo bytes in the first view**\n\n${bytesTable(results)}`,
    ],
    notes: [
      "Lighthouse's simulation counts in round trips of 150 ms: where the LCP is text (h1, p), a run's LCP is its FCP or one round trip later, in either build, so a difference of about 150 ms between the builds' medians there is within the spread of the runs (the log has each run).",
      "Lighthouse's simulated CPU time is what the page took on this host, slowed 4×: on a slower host (a lower `benchmarkIndex`) the same page gets later simulated paints, so these figures compare the two builds on this machine, not a phone.",
      photoWeightNote(sample, built, distinct),
      `The stand-in answers every ${IMAGE_HOST} request with a JPEG of about 0.12 bytes a pixel; the real host is a CDN that sends WebP or AVIF over HTTP/2, usually lighter, from farther away. The stand-in answered ${formatNumber(served.images)} requests with ${formatBytes(served.bytes)} over the whole run, the import included.`,
      ...(bytesFailed.length > 0
        ? [`Photo byte loads that failed: ${bytesFailed.join("; ")}.`]
        : []),
      ...(retried.length > 0
        ? [`Runs that Lighthouse could not record and that were run again: ${retried.join("; ")}.`]
        : []),
    ],
  };
}
