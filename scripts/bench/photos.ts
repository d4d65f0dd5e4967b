// Own photos vs external. Method: README.md, "Benchmarks", and the report section's intro below.
import { cpSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { importSrc } from "../../app/lib/images.ts";
import {
  BYTES_PER_PIXEL as perPixel,
  IMAGE_HOST,
  IMAGE_SIZE as size,
  type ImageHost,
  photoJpeg,
} from "../lib/image-host.ts";
import { importPhotos } from "../photos/import.ts";
import * as lh from "./lighthouse.ts";
import * as r from "./report.ts";
import { HOST, type SiteServer, runBuild, startSite, tempDir } from "./servers.ts";

export const PHOTO_PAGES = lh.CONTENT_PAGES;
const PHOTO_KINDS = PHOTO_PAGES.map((page) => page.kind);
/** The same source built twice: photos from the image host, and the same photos imported. */
export const BUILDS = { external: "external", own: "own origin" };
export type Build = keyof typeof BUILDS;
const runsOf = (audited: lh.Audited, build: Build, kind: string, mode: lh.Mode = "mobile") =>
  audited.runs.get(`${build} ${mode} ${kind}`) ?? [];
const perfOf = (run: lh.RunMetrics) => run.scores.performance;

/**
 * Own − external performance, run by run: the two builds' runs of a page follow each other
 * (`lh.inTurn`: external first in odd runs, own first in even ones), so each pair shares the
 * host's moment.
 */
export const perfDifferences = (audited: lh.Audited, kinds: readonly string[]) =>
  lh.pairedDifferences(audited, ["external", "own"], kinds, perfOf);

/** A page's figures: own-origin mobile LCP within the target, performance's paired difference. */
export function verdictOf(audited: lh.Audited, kind: string) {
  const [own, external] = (["own", "external"] as const).map((build) =>
    runsOf(audited, build, kind),
  );
  const lcp = r.medianOf(own!, (run) => run.lcp);
  // Performance as Lighthouse shows it, rounded.
  const [ownPerf, externalPerf] = [own!, external!].map((runs) =>
    Math.round(r.medianOf(runs, perfOf)),
  );
  if (![lcp, ownPerf, externalPerf].every(Number.isFinite)) return undefined;
  const interval = r.meanInterval(perfDifferences(audited, [kind]));
  return { lcp: lcp <= lh.TARGETS.mobileLcpMs, lower: ownPerf! < externalPerf!, interval };
}

/**
 * Own performance not lower than external's, over all the pages' paired runs: lower only if
 * measurably so, the 95% interval of the differences wholly below 0. One comparison, not one a
 * page: nine at 95% would call some page lower one time in three with no difference at all.
 * Under two pairs, no page's rounded median may be lower. `pass`: that, and every page's LCP.
 */
export function perfVerdict(audited: lh.Audited) {
  const pooled = r.meanInterval(perfDifferences(audited, PHOTO_KINDS));
  const pages = PHOTO_KINDS.map((kind) => verdictOf(audited, kind));
  const lowerMedians = PHOTO_KINDS.filter((_, i) => pages[i]?.lower);
  const notLower = pooled ? pooled.high >= 0 : lowerMedians.length === 0;
  return {
    pages,
    pooled,
    lowerMedians,
    notLower,
    pass: pages.every((page) => page?.lcp) && notLower,
  };
}

export const signed = (value: number) =>
  `${value > 0.05 ? "+" : value < -0.05 ? "−" : ""}${Math.abs(value).toFixed(1)}`;
/** "−1.3 (−6.0 to +3.4)": a mean difference with its 95% interval. */
export const intervalText = ({ mean, low, high }: { mean: number; low: number; high: number }) =>
  `${signed(mean)} (${signed(low)} to ${signed(high)})`;

/** A mode's table: four figures of both builds side by side, with the targets in the judged mode. */
export function photosTable(audited: lh.Audited, mode: lh.Mode): string {
  const judged = (page: lh.BenchPage) => verdictOf(audited, page.kind);
  const targets: Record<string, lh.Column> = {
    LCP: [
      `LCP ≤ ${r.formatMs(lh.TARGETS.mobileLcpMs)} (own)`,
      (page) => (judged(page) ? r.passFail(judged(page)!.lcp) : "not run"),
    ],
    Perf: [
      "Perf own − external (mean, 95%)",
      (page) => {
        const interval = judged(page)?.interval;
        return interval ? intervalText(interval) : "–";
      },
    ],
  };
  return lh.lighthouseTable({
    audited,
    mode,
    pages: PHOTO_PAGES,
    builds: BUILDS,
    names: ["LCP", "Perf", "FCP", "LCP element", "Photo bytes", "Host index"],
    targets: mode === "mobile" ? targets : {},
  });
}

/** Photo bytes in the first views, added up over the pages, own against external. */
export function photoBytesNote(audited: lh.Audited, kinds: readonly string[] = PHOTO_KINDS) {
  const total = (build: Build, mode: lh.Mode) =>
    r.sum(kinds.map((kind) => r.medianOf(runsOf(audited, build, kind, mode), bytesOf)));
  const views = (["phone", "desktop"] as const).map((mode) => {
    const [own, external] = [total("own", mode), total("external", mode)];
    const change = r.formatPercent((own / external - 1) * 100);
    return `${r.formatBytes(own)} own against ${r.formatBytes(external)} external (${change}) ${mode === "phone" ? "on the phone at 360 px" : "at 1280 px"}`;
  });
  return `Photo bytes in the first view of the ${kinds.length} pages (each page's median, added up): ${views.join("; ")}.`;
}
const bytesOf = (run: lh.RunMetrics) => run.photos.bytes;

/** The judged performance comparison, over all pages, as a sentence of the report. */
export function perfNote(audited: lh.Audited): string {
  const { pooled, lowerMedians, notLower } = perfVerdict(audited);
  const pages = `Own's median was below external's on ${r.plural(lowerMedians.length, "page")}${lowerMedians.length > 0 ? ` (${lowerMedians.join(", ")})` : ""}`;
  if (!pooled)
    return `Performance: under two paired runs, no interval. ${pages}: ${r.passFail(notLower)}.`;
  return `Performance, own − external, over all ${r.plural(pooled.n, "paired run")} of the pages: ${intervalText(pooled)} points (mean, 95% interval): ${notLower ? "not lower, PASS" : "lower, FAIL"}. ${pages}.`;
}

/** The files under a folder, with their sizes. */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => ({ file, name: path.basename(file), size: statSync(file).size }));

/** The same picture with bytes of its own: a JPEG comment segment (COM) naming `n` after its start. */
export function numbered(jpeg: Buffer, n: number): Buffer {
  const text = Buffer.from(`bench photo ${n}`);
  const comment = Buffer.from([0xff, 0xfe, 0, text.length + 2]);
  return Buffer.concat([jpeg.subarray(0, 2), comment, text, jpeg.subarray(2)]);
}

/** The width at which the build's files are set against the stand-in's JPEG. */
const COMPARE_WIDTH = 640;

/**
 * The median size, by extension, of the build's photo files `width` pixels wide, in the photos'
 * own shape (the stand-in's), not their crops to a box's (`key-2x1-640.avif`).
 */
export function builtSizes(
  files: readonly { name: string; size: number }[],
  width = COMPARE_WIDTH,
) {
  const pattern = new RegExp(`(?<!\\d+x\\d+)-${width}\\.(avif|webp|jpg)$`);
  const matched = files.filter((file) => pattern.test(file.name));
  const byFormat = Map.groupBy(matched, (file) => pattern.exec(file.name)![1]!);
  const sizes = [...byFormat].map(([format, all]) => [format, r.median(all.map((f) => f.size))]);
  return Object.fromEntries(sizes) as Record<string, number>;
}

/** The stand-in's port in each photo address, at the size importSrc asks the real host for. */
export function pointAtPort(text: string, port: number): string {
  const address = new RegExp(`https://${IMAGE_HOST.replaceAll(".", "\\.")}/[^\\s'"]+`, "g");
  return text.replace(address, (src) => {
    const url = new URL(importSrc(src));
    url.port = String(port);
    return url.toString();
  });
}

/** A copy of content/ with its photos imported from the stand-in, no two alike. */
export async function importedContent(
  contentDir: string,
  host: ImageHost,
  log: (line: string) => void,
) {
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
    .filter((entry) => !own.has(entry.file) && /\.jpe?g$/i.test(entry.name))
    .map((entry) => entry.file)
    .sort();
  // The stand-in sends one picture for every address of a size; the build names files by bytes.
  for (const [index, file] of files.entries())
    writeFileSync(file, numbered(readFileSync(file), index + 1));
  const first = readFileSync(files[0]!);
  const { width = 0, height = 0 } = await sharp(first).metadata();
  const sample = `${width}×${height}, ${r.formatBytes(first.length)}`;
  return { ...imported, failed, width, sample };
}

/**
 * The Lighthouse part: the same source built twice, photos external and imported; Lighthouse on
 * every page kind of both, its targets judged on the external build (content/ as it is), and the
 * two builds compared, with each page's photo bytes.
 */
export const runLighthouse = ({ runs, log }: r.BenchOptions) =>
  lh.withImageHost(async (imageHost, flags) => {
    const dir = tempDir("lighthouse");
    const contentDir = path.join(dir, "content");
    // Each in a folder of its own, beside its node_modules link (linkNodeModules).
    const buildDir = (build: Build) => path.join(dir, build, "build");
    const sites: SiteServer[] = [];
    log(`importing the stand-in's photos into ${contentDir}`);
    const imported = await importedContent(contentDir, imageHost, log);
    const origins: Record<string, string> = {};
    let audited: lh.Audited;
    try {
      // The same source both times; only the content folder differs.
      for (const build of Object.keys(BUILDS) as Build[]) {
        const logFile = path.join(dir, `build-${build}.log`);
        const content = build === "own" ? contentDir : undefined;
        await runBuild(buildDir(build), log, { contentDir: content, logFile });
        sites.push(await startSite({ buildDir: buildDir(build), dir, name: `-${build}` }));
        origins[build] = sites.at(-1)!.origin;
      }
      audited = await lh.auditPages({ dir, flags, origins, runs, log });
    } finally {
      for (const site of sites) await site.stop();
    }

    const targets = lh.targetsReport(audited, "external");
    const built = builtSizes(filesIn(path.join(buildDir("own"), "client", "assets")));
    const all = [...audited.runs.values()].flat();
    const photos = (key: "requests" | "failed") => r.sum(all.map((run) => run.photos[key]));
    const served = imageHost.counts();
    const height = Math.round((COMPARE_WIDTH * 2) / 3);
    const builtNote = ["avif", "webp", "jpg"]
      .filter((format) => built[format] !== undefined)
      .map((format) => `${format.toUpperCase()} ${r.formatBytes(built[format]!)}`);
    return {
      intro: [
        `The same source built twice with \`npm run build\`, each into a temporary folder: **external**, from content/ as it is, whose photos are addresses on ${IMAGE_HOST}; and **own origin**, from a temporary copy of content/ into which \`importPhotos\` (scripts/photos/import.ts) downloaded every external photo from the same stand-in, so that the build makes each one's AVIF, WebP and JPEG files at the layout's widths under /assets/. Import: ${imported.imported} photos imported, ${imported.skipped} skipped, ${imported.failed.length} failed${imported.failed.length > 0 ? ` (${imported.failed.join("; ")})` : ""}. Both servers (\`node server/index.ts\`, SITE_URL = its own address) ran side by side.`,
        `Lighthouse ${audited.version}, Chromium at \`${lh.chromePath()}\` with flags \`--headless=new ${flags.join(" ")}\` (plus chrome-launcher's defaults). Mobile is Lighthouse's default emulation and simulated throttling. The phone runs are the first tap's phone (360×800 CSS pixels at 1.75×) with \`throttlingMethod: "devtools"\` (Chromium delays each request by 562.5 ms and caps it at 1.47 Mbit/s, CPU 4x slower), where the page's real loading order counts: reported, not judged, since its latency is per request, not per round trip. Desktop is Lighthouse's desktop preset at 1280×800. ${r.plural(runs, "run")} of each page in each mode and build, a page's two builds run one after the other and each first in turn; every figure is the median of the runs. Scores are 0–100 (Perf is performance); JS transferred is the bytes of script resources over the wire; LCP element is the tag of the element Lighthouse names as the largest contentful paint; host index is Lighthouse's \`benchmarkIndex\` of this host's CPU during the runs (higher is faster: the simulated CPU time grows on a slower host); photo bytes are the bytes over the wire (headers and body) of the image responses but the site's icons, from Lighthouse's record of the run (every request until the network was quiet, so lazy photos within Chromium's loading distance of the first view count too), with the photo requests in brackets.`,
        `Every request to ${IMAGE_HOST} was answered by a local stand-in (scripts/lib/image-host.ts), not the real host; it answered ${r.formatNumber(served.images)} requests with ${r.formatBytes(served.bytes)} over the whole part, the import included. Photo requests over all runs of both builds: ${photos("requests")} answered, ${photos("failed")} failed.`,
        targets.intro,
        photoBytesNote(audited),
        `Own photos' targets (issue 20), on the own-origin build: mobile LCP ≤ ${r.formatMs(lh.TARGETS.mobileLcpMs)} (simulated throttling, median) on every page, and performance no lower than the external build's. Performance differs from run to run by several points on the same build (its total blocking time is this host's CPU time, slowed 4×), so "lower" means measurably lower: the 95% interval (Student's t) of the own − external differences of paired runs (a page's two builds one after the other, each first in turn), over all the pages, lies wholly below 0. Each page's interval is shown, not judged: nine comparisons at 95% would call some page lower about one bench in three with no difference at all. Overall: **${r.passFail(perfVerdict(audited).pass)}**${audited.skipped.size > 0 ? " (pages not run, above, are left out)" : ""}.`,
        perfNote(audited),
      ],
      tables: [...targets.tables, ...lh.MODES.map((mode) => photosTable(audited, mode))],
      notes: [
        ...targets.notes,
        `The image host's stand-in: HTTPS on a loopback port with a self-signed certificate made for the run, reached through Chromium's \`--host-resolver-rules\` (certificate errors ignored); any path gets a real baseline JPEG of the width in \`w=\` (default ${size.defaultWidth}, ${size.min}–${size.max}) and the height in \`h=\` or 2/3 of the width, of about ${perPixel} bytes a pixel (640×427 ≈ ${r.formatBytes(Math.round(640 * 427 * perPixel))}), with \`Cache-Control: public, max-age=31536000\`, over HTTP/1.1 with keep-alive. The real host is a CDN on HTTP/2 that answers \`auto=format\` with WebP or AVIF, usually smaller than these JPEGs, from farther away; Lighthouse's simulated throttling gives both origins the same round trip and bandwidth, so the figures approximate, not reproduce, the real host.`,
        "Lighthouse's simulation counts in round trips of 150 ms: where the LCP is text (h1, p), a run's LCP is its FCP or one round trip later, in either build, so a difference of about 150 ms between the builds' medians there is within the spread of the runs (the log has each run). Its simulated CPU time is what the page took on this host, slowed 4×: these figures compare the two builds on this machine, not a phone.",
        `The stand-in's photos have detail at several scales fixed to the picture, as a photo has. The import asks for ${imported.width} px (an imported photo is ${imported.sample}). What the build makes of them at ${COMPARE_WIDTH} px: ${builtNote.join(", ") || "no file"} (medians over the photos), where the stand-in sends ${r.formatBytes(photoJpeg(COMPARE_WIDTH, height).length)} for ${COMPARE_WIDTH}×${height}. Each imported file carries a JPEG comment with its number, so that no two are alike.`,
        ...(audited.retried.length > 0
          ? [`Runs that Lighthouse could not record, run again: ${audited.retried.join("; ")}.`]
          : []),
      ],
    };
  });
