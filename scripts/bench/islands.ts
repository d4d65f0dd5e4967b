// Astro islands against the React Router build before them (issue 35, "Measure it"). Method:
// README.md, "Benchmarks", and the report section's intro below.
import { spawnSync } from "node:child_process";
import { once } from "node:events";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import * as ft from "./first-tap.ts";
import * as lh from "./lighthouse.ts";
import { importedContent, intervalText, signed } from "./photos.ts";
import * as r from "./report.ts";
import { type SiteServer, runBuild, spawnLogged, startSite, tail, tempDir } from "./servers.ts";

/** The last commit of the React Router build (decision 023's "before"). */
export const DEFAULT_BASELINE = "be3f91b";
/** The two builds, the old one first in odd runs. */
export const BUILDS = { old: "old", new: "new" };
export type Build = keyof typeof BUILDS;
const PAIR = ["old", "new"] as const;
/** Issue 35's targets on the new build, Lighthouse mobile (simulated throttling), medians. */
export const TARGETS = { tbtMs: 50, lcpMs: 1100, performance: 98 };

const KINDS = lh.LIGHTHOUSE_PAGES.map((page) => page.kind);
const runsOf = (audited: lh.Audited, build: Build, kind: string) =>
  audited.runs.get(`${build} mobile ${kind}`) ?? [];
const perfOf = (run: lh.RunMetrics) => run.scores.performance;

/** A page's new-build medians against issue 35's targets; none if a build did not run it. */
export function pageVerdict(audited: lh.Audited, kind: string) {
  const [old, fresh] = PAIR.map((build) => runsOf(audited, build, kind));
  if (old!.length === 0 || fresh!.length === 0) return undefined;
  const median = (pick: (run: lh.RunMetrics) => number) => r.medianOf(fresh!, pick);
  // Performance as Lighthouse shows it, rounded.
  const [oldPerf, newPerf] = [old!, fresh!].map((runs) => Math.round(r.medianOf(runs, perfOf)));
  return {
    tbt: median((run) => run.tbt) <= TARGETS.tbtMs,
    lcp: median((run) => run.lcp) <= TARGETS.lcpMs,
    performance: newPerf! >= TARGETS.performance,
    higher: newPerf! > oldPerf!,
    interval: r.meanInterval(lh.pairedDifferences(audited, PAIR, [kind], perfOf)),
  };
}

/**
 * Issue 35's Lighthouse verdict: every page's new medians within the targets, and performance
 * higher than the old build's over all the pages' paired runs: the 95% interval of new − old
 * wholly above 0 (under two pairs, every page's rounded median higher).
 */
export function lighthouseVerdict(audited: lh.Audited) {
  const pages = KINDS.map((kind) => pageVerdict(audited, kind));
  const pooled = r.meanInterval(lh.pairedDifferences(audited, PAIR, KINDS, perfOf));
  const run = pages.filter((page) => page !== undefined);
  const higher = pooled ? pooled.low > 0 : run.length > 0 && run.every((page) => page.higher);
  const targets = run.length > 0 && run.every((page) => page.tbt && page.lcp && page.performance);
  return { pages, pooled, higher, targets, pass: higher && targets };
}

/** The mobile table: each figure of both builds side by side, the new build's targets after. */
export function lighthouseComparison(audited: lh.Audited): string {
  const judged = (pick: (page: NonNullable<ReturnType<typeof pageVerdict>>) => boolean) =>
    ((page: lh.BenchPage) => {
      const verdict = pageVerdict(audited, page.kind);
      return verdict ? r.passFail(pick(verdict)) : "not run";
    }) as lh.Column[1];
  return lh.lighthouseTable({
    audited,
    mode: "mobile",
    pages: lh.LIGHTHOUSE_PAGES,
    builds: BUILDS,
    names: ["Perf", "TBT", "LCP", "JS transferred", "FCP", "CLS", "LCP element", "Host index"],
    targets: {
      Perf: [
        `Perf new ≥ ${TARGETS.performance}; new − old (mean, 95%)`,
        (page) => {
          const verdict = pageVerdict(audited, page.kind);
          if (!verdict) return "not run";
          const interval = verdict.interval ? `; ${intervalText(verdict.interval)}` : "";
          return `${r.passFail(verdict.performance)}${interval}`;
        },
      ],
      TBT: [`TBT ≤ ${TARGETS.tbtMs} ms (new)`, judged((verdict) => verdict.tbt)],
      LCP: [`LCP ≤ ${r.formatMs(TARGETS.lcpMs)} (new)`, judged((verdict) => verdict.lcp)],
    },
  });
}

/** Lighthouse's benchmarkIndex of the host over a build's runs: median and range. */
export function hostIndexNote(audited: lh.Audited): string {
  const figures = PAIR.map((build) => {
    const all = KINDS.flatMap((kind) => runsOf(audited, build, kind)).map(
      (run) => run.benchmarkIndex,
    );
    const finite = all.filter(Number.isFinite);
    if (finite.length === 0) return `${build} n/a`;
    const range = `${r.formatNumber(Math.min(...finite))}–${r.formatNumber(Math.max(...finite))}`;
    return `${build} build's runs ${r.formatNumber(r.median(finite))} (${range}, ${finite.length} runs)`;
  });
  return `Host benchmarkIndex (Lighthouse's \`environment.benchmarkIndex\`, median and range; higher is faster; the simulated CPU time, and so TBT, grows on a slower host): ${figures.join("; ")}.`;
}

/** JavaScript before interaction, each page kind's median, added up over the pages both ran. */
export function scriptBytesNote(audited: lh.Audited): string {
  const jsOf = (build: Build, kind: string) =>
    r.medianOf(runsOf(audited, build, kind), (run) => run.jsBytes);
  const kinds = KINDS.filter((kind) => PAIR.every((build) => runsOf(audited, build, kind).length));
  const total = (build: Build) => r.sum(kinds.map((kind) => jsOf(build, kind)));
  const none = (build: Build) => kinds.filter((kind) => jsOf(build, kind) === 0).join(", ");
  return `JavaScript before interaction (Lighthouse's mobile load, 412×823, no scroll or input; script files as transferred, inline scripts are part of the HTML): ${r.formatBytes(total("old"))} old against ${r.formatBytes(total("new"))} new over the ${r.plural(kinds.length, "page kind")} both builds served (each page's median, added up). Page kinds with no script file: ${none("new") || "none"} on the new build, ${none("old") || "none"} on the old.`;
}

/** `new − old` of the tap's response, run by run, where both runs of a pair responded. */
export function responseDifferences(old: readonly ft.TapRun[], fresh: readonly ft.TapRun[]) {
  return fresh.slice(0, old.length).flatMap((run, i) => {
    const before = old[i]!;
    if (run.outcome !== "ok" || before.outcome !== "ok") return [];
    const difference = run.tapToResponse - before.tapToResponse;
    return Number.isFinite(difference) ? [difference] : [];
  });
}

const lost = (row: ft.Row) => row.runs.filter((run) => run.outcome !== "ok").length;
/** A row whose control was found in the first view, so tapped (its runs may be lost). */
const tapped = (row: ft.Row) =>
  !row.skipped && typeof row.point === "object" && row.point.inFirstView;

/**
 * Issue 35's first-tap verdict on the rows of both builds (the same pages and controls, in the
 * same order): no tap lost on the new build, and its responses no worse: not measurably slower,
 * the 95% interval of new − old over all rows' paired runs not wholly above 0 (under two pairs,
 * no row's median slower). Each row's own interval is shown, not judged.
 */
export function tapVerdict(old: readonly ft.Row[], fresh: readonly ft.Row[]) {
  const pairs = fresh.map((row, i) => responseDifferences(old[i]?.runs ?? [], row.runs));
  const pooled = r.meanInterval(pairs.flat());
  const medianOf = (row: ft.Row | undefined) =>
    r.medianOf(row?.runs.filter((run) => run.outcome === "ok") ?? [], (run) => run.tapToResponse);
  const slower = fresh.filter((row, i) => medianOf(row) > medianOf(old[i]));
  const lostNew = r.sum(fresh.filter(tapped).map(lost));
  const missing = fresh.filter((row) => typeof row.point === "string").length;
  const noWorse = pooled ? pooled.low <= 0 : slower.length === 0;
  return {
    pairs,
    pooled,
    slower,
    lost: lostNew,
    noWorse,
    pass: lostNew === 0 && missing === 0 && noWorse,
  };
}

/** The first tap of both builds side by side, row by row. */
export function tapComparison(old: readonly ft.Row[], fresh: readonly ft.Row[]): string {
  const { pairs } = tapVerdict(old, fresh);
  const both = fresh.map((row, i) => ({ row, old: old[i]!, pairs: pairs[i]! }));
  type Both = (typeof both)[number];
  const cells = (pick: (row: ft.Row) => string) => [
    (item: Both) => (tapped(item.old) ? pick(item.old) : ft.verdict(item.old)),
    (item: Both) => (tapped(item.row) ? pick(item.row) : ft.verdict(item.row)),
  ];
  const [lostOld, lostNew] = cells((row) => `${lost(row)}/${row.runs.length}`);
  const [responseOld, responseNew] = cells((row) => ft.responseCell(row.runs));
  const [liveOld, liveNew] = cells(ft.liveCell);
  return r.columnsTable<Both>(
    [
      ["Kind", (item) => item.row.page.kind],
      ["Control", (item) => item.row.control.name],
      ["Lost old", lostOld!],
      ["Lost new", lostNew!],
      ["Tap arrives → response old", responseOld!],
      ["Tap arrives → response new", responseNew!],
      [
        "Response new − old (mean, 95%)",
        (item) => {
          const interval = r.meanInterval(item.pairs);
          if (interval) return `${intervalText(interval)} ms`;
          return item.pairs.length === 1 ? `${signed(item.pairs[0]!)} ms (1 pair)` : "–";
        },
      ],
      ["FCP → JS live old", liveOld!],
      ["FCP → JS live new", liveNew!],
    ],
    both,
  );
}

/** The baseline's full commit id, from a name git knows (a short id, a branch, a tag). */
function commitOf(name: string): string {
  const result = spawnSync("git", ["rev-parse", "--verify", "--quiet", `${name}^{commit}`], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`BENCH_BASELINE: git knows no commit "${name}"`);
  return result.stdout.trim();
}

/**
 * The baseline's source and packages in a folder of its own, kept across benches (its `npm ci`
 * takes minutes): the commit's files by `git archive`, then `npm ci` from its own lockfile (it
 * needs React Router, which this project no longer has). A folder without the mark that the
 * install finished is made again.
 */
async function baselineSource(commit: string, log: (line: string) => void) {
  const root = path.join(os.tmpdir(), `deccan-bench-baseline-${commit.slice(0, 12)}`);
  const mark = path.join(root, ".bench-installed");
  if (existsSync(mark)) {
    log(`the baseline's source and packages are in ${root} already (delete it to install again)`);
    return root;
  }
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const archive = spawnSync("sh", ["-c", 'git archive "$1" | tar -x -C "$2"', "sh", commit, root]);
  if (archive.status !== 0) throw new Error(`git archive ${commit} failed: ${archive.stderr}`);
  const logFile = path.join(root, "npm-ci.log");
  log(`npm ci in ${root} (log ${logFile})`);
  const started = Date.now();
  const install = spawnLogged("npm", ["ci", "--no-audit", "--no-fund"], logFile, process.env, root);
  await once(install, "exit");
  if (install.exitCode !== 0) throw new Error(`npm ci in ${root} failed:\n${tail(logFile)}`);
  writeFileSync(mark, `${new Date().toISOString()}\n`);
  log(`installed the baseline's packages in ${r.formatDuration(Date.now() - started)}`);
  return root;
}

/**
 * Content files whose format changed since the baseline without changing what a page shows: the
 * chat's quick replies gained their page beside the label (issue 36). Each build reads its own.
 */
const OWN_FORMAT_FILES = ["content/chat.yaml"];

/** Whether `later` holds all of `earlier`, with fields added (words that were in the code). */
export function onlyAdded(earlier: unknown, later: unknown): boolean {
  if (typeof earlier !== "object" || earlier === null || Array.isArray(earlier)) {
    return JSON.stringify(earlier) === JSON.stringify(later);
  }
  if (typeof later !== "object" || later === null || Array.isArray(later)) return false;
  return Object.entries(earlier).every(([key, value]) =>
    onlyAdded(value, (later as Record<string, unknown>)[key]),
  );
}

/** The file at the baseline, or undefined where the baseline had none. */
function atBaseline(commit: string, file: string): string | undefined {
  const earlier = spawnSync("git", ["show", `${commit}:${file}`], { encoding: "utf8" });
  return earlier.status === 0 ? earlier.stdout : undefined;
}

/**
 * A file of the content that this tree added (the baseline reads no such file: the chat's
 * intent examples) or changed only by adding fields.
 */
function gainedFieldsOnly(commit: string, file: string): boolean {
  const earlier = atBaseline(commit, file);
  if (earlier === undefined) return true;
  if (!existsSync(file) || !/\.ya?ml$/.test(file)) return false;
  return onlyAdded(yaml.load(earlier), yaml.load(readFileSync(file, "utf8")));
}

/**
 * The islands part: this source and the baseline commit (BENCH_BASELINE, default be3f91b), both
 * built from one copy of content/ with its photos imported onto the site's origin, served side
 * by side; Lighthouse's mobile runs of every page kind and the first tap of every page and
 * control, the two builds of a run one after the other, each first in turn.
 */
export const runIslands = ({ runs, log }: r.BenchOptions) =>
  lh.withImageHost(async (imageHost, flags) => {
    const name = process.env.BENCH_BASELINE?.trim() || DEFAULT_BASELINE;
    const commit = commitOf(name);
    const head = commitOf("HEAD");
    const differing = spawnSync("git", ["diff", "--name-only", commit, "--", "content"], {
      encoding: "utf8",
    })
      .stdout.split("\n")
      .filter(Boolean);
    // Words moved from the code into content (the skip link, Back, ...) are new fields.
    const pagesDiffer = differing.filter(
      (file) => !OWN_FORMAT_FILES.includes(file) && !gainedFieldsOnly(commit, file),
    );
    if (pagesDiffer.length > 0)
      throw new Error(
        `content/ differs between ${name} and this work tree (${pagesDiffer.join(", ")}): the two builds would not show the same pages`,
      );
    const root = await baselineSource(commit, log);
    const dir = tempDir("islands");
    const contentDir = path.join(dir, "content");
    log(`importing the stand-in's photos into ${contentDir}`);
    const imported = await importedContent(contentDir, imageHost, log);
    // The same content, but for files whose format changed since: each build reads its own.
    const contentDirs: Record<Build, string> = { old: contentDir, new: contentDir };
    if (differing.length > 0) {
      contentDirs.old = path.join(dir, "content-old");
      cpSync(contentDir, contentDirs.old, { recursive: true });
      for (const file of differing) {
        const own = atBaseline(commit, file);
        const copy = path.join(contentDirs.old, path.relative("content", file));
        if (own === undefined) rmSync(copy, { force: true });
        else writeFileSync(copy, own);
      }
    }
    const roots: Record<Build, string | undefined> = { old: root, new: undefined };
    const sites: Record<string, SiteServer> = {};
    let audited: lh.Audited;
    let taps: Awaited<ReturnType<typeof ft.tapSites>>;
    const buildSeconds: string[] = [];
    try {
      for (const build of PAIR) {
        // In a folder of its own, beside its node_modules link (linkNodeModules).
        const buildDir = path.join(dir, build, "build");
        const logFile = path.join(dir, `build-${build}.log`);
        const started = Date.now();
        await runBuild(buildDir, log, {
          contentDir: contentDirs[build],
          logFile,
          root: roots[build],
        });
        buildSeconds.push(`${build} ${r.formatDuration(Date.now() - started)}`);
        sites[build] = await startSite({ buildDir, dir, name: `-${build}`, root: roots[build] });
      }
      const origins = { old: sites.old!.origin, new: sites.new!.origin };
      audited = await lh.auditPages({ dir, flags, origins, runs, log, modes: ["mobile"] });
      taps = await ft.withBrowser(flags, (browser) => ft.tapSites({ browser, sites, runs, log }));
    } finally {
      for (const site of Object.values(sites)) await site.stop();
    }

    const verdict = lighthouseVerdict(audited);
    const [oldRows, newRows] = [taps.rows.old!, taps.rows.new!];
    const tap = tapVerdict(oldRows, newRows);
    const short = (id: string) => id.slice(0, 7);
    const skipped = [...audited.skipped].map(([key, problem]) => `${key}: ${problem}`);
    return {
      intro: [
        `**old** is ${name === short(commit) ? name : `${name} (${short(commit)})`} (React Router: the whole document hydrates), its files by \`git archive\` and its packages by its own \`npm ci\` in ${root}, built with its own \`npm run build\` and served by its own \`node server/index.ts\`; **new** is this work tree (HEAD ${short(head)}, Astro islands). content/ is the same at both${differing.length > 0 ? ` but for ${differing.join(", ")}, whose format changed (the same words; each build reads its own)` : ""}; one copy of it, with every photo imported from the image host's stand-in onto the site's origin as in the Lighthouse part (${imported.imported} imported, ${imported.failed.length} failed), is the content of both builds (CONTENT_DIR), and each server's SITE_URL is its own address. Build times: ${buildSeconds.join(", ")}.`,
        `Lighthouse ${audited.version}, mobile (its default emulation, 412×823, and simulated throttling), Chromium at \`${lh.chromePath()}\` with \`--headless=new ${flags.join(" ")}\`: every page kind of both builds, ${r.plural(runs, "run")} each, a page's two builds one after the other and each first in turn; figures are medians. JS transferred is the script files' bytes over the wire in Lighthouse's load, with no scroll or input: the JavaScript before interaction.`,
        `Issue 35's targets, on the new build's medians: TBT ≤ ${TARGETS.tbtMs} ms, LCP ≤ ${r.formatMs(TARGETS.lcpMs)} and performance ≥ ${TARGETS.performance} on every page kind: **${r.passFail(verdict.targets)}**; and performance higher than the old build's over the paired runs (the 95% interval of new − old, over all the pages' pairs, wholly above 0): ${verdict.pooled ? `${intervalText(verdict.pooled)} points over ${r.plural(verdict.pooled.n, "pair")}` : "under two pairs, every page's rounded median compared"}, **${r.passFail(verdict.higher)}**.${skipped.length > 0 ? ` Not run: ${skipped.join("; ")}.` : ""}`,
        hostIndexNote(audited),
        scriptBytesNote(audited),
        `First tap, both builds in one browser (Playwright, the same Chromium and flags), the builds of each run one after the other, each first in turn. ${ft.methodText(runs).join(" ")}`,
        `Issue 35's first-tap targets on the new build: 0 taps lost (${tap.lost} lost) and the responses no worse than the old build's: not measurably slower, the 95% interval of new − old tap arrives → response over all the rows' paired runs (both answered) not wholly above 0: ${tap.pooled ? `${intervalText(tap.pooled)} ms over ${r.plural(tap.pooled.n, "pair")}` : "under two pairs, every row's median compared"}${tap.slower.length > 0 ? `; median slower on ${tap.slower.map((row) => `${row.page.kind} / ${row.control.name}`).join(", ")}` : ""}. Overall: **${r.passFail(tap.pass)}**.`,
      ],
      tables: [
        lighthouseComparison(audited),
        `**First tap, old against new**\n\n${tapComparison(oldRows, newRows)}`,
        `**First tap, old (${short(commit)})**\n\n${ft.rowsTable(oldRows)}`,
        `**First tap, new (${short(head)})**\n\n${ft.rowsTable(newRows)}`,
      ],
      notes: [
        "Lighthouse's simulated CPU time is what the page took on this host, slowed 4×: the figures compare the two builds on this machine, not a phone; its simulation counts in round trips of 150 ms, so an LCP differs between runs by about one round trip.",
        ft.FIRST_TAP_NOTE,
        ...oldRows.flatMap(ft.rowNotes).map((note) => `Old: ${note}`),
        ...newRows.flatMap(ft.rowNotes).map((note) => `New: ${note}`),
        ...(taps.restarts.length > 0
          ? [`A server had stopped and was started again: ${taps.restarts.join("; ")}.`]
          : []),
        ...(audited.retried.length > 0
          ? [`Runs that Lighthouse could not record, run again: ${audited.retried.join("; ")}.`]
          : []),
      ],
    };
  });
