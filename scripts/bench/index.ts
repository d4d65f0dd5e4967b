// Usage and options: README.md, "Benchmarks".
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runChatEval } from "./chat-eval.ts";
import { runCluster, runDurability } from "./enquiries.ts";
import { runFirstTap } from "./first-tap.ts";
import { runLighthouse } from "./lighthouse.ts";
import os from "node:os";
import { loadNote, watchMachineLoad } from "./machine-load.ts";
import { runPhotos } from "./photos.ts";
import { type Section, formatDuration, machineInfo, renderReport } from "./report.ts";
import { keptTempDirs, linkNodeModules, removeTempDirs, runBuild } from "./servers.ts";
import { runThroughput } from "./throughput.ts";

const TITLES = {
  lighthouse: "Lighthouse",
  firsttap: "First tap",
  throughput: "Throughput",
  durability: "Durability",
  cluster: "Two instances",
  chat: "Chat answers",
  photos: "Own photos vs external",
};
type Benchmark = keyof typeof TITLES;
const BENCHMARKS = Object.keys(TITLES) as Benchmark[];

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

function fail(message: string): never {
  log(message);
  process.exit(2);
}

function positiveInteger(name: string, fallback: number): number {
  const value = process.env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) fail(`${name} must be a whole number ≥ 1`);
  return Number(value);
}

function selected(): Benchmark[] {
  const only = process.env.BENCH_ONLY?.trim();
  if (!only) return BENCHMARKS;
  const names = only
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of names) {
    if (!Object.hasOwn(TITLES, name)) {
      fail(`BENCH_ONLY: unknown benchmark "${name}" (choose from ${BENCHMARKS.join(", ")})`);
    }
  }
  return BENCHMARKS.filter((name) => names.includes(name));
}

const benchmarks = selected();
const seconds = positiveInteger("BENCH_DURATION", 10);
const lighthouseRuns = positiveInteger("BENCH_LIGHTHOUSE_RUNS", 3);
const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const startedAt = new Date();
// These make what they measure themselves (photos builds two sites of its own).
const BUILDLESS: readonly Benchmark[] = ["chat", "photos"];
if (benchmarks.some((name) => !BUILDLESS.includes(name))) {
  linkNodeModules(buildDir, log);
  if (!existsSync(path.join(buildDir, "server", "index.js"))) {
    log(`no build in ${buildDir}; running npm run build`);
    await runBuild(buildDir, log).catch(() => fail("the build failed; nothing was measured"));
  }
}

const run: Record<Benchmark, () => Promise<Section>> = {
  lighthouse: () => runLighthouse({ buildDir, runs: lighthouseRuns, log }),
  firsttap: () => runFirstTap({ buildDir, runs: lighthouseRuns, log }),
  throughput: () => runThroughput({ buildDir, seconds, log }),
  durability: () => runDurability({ buildDir, log }),
  cluster: () => runCluster({ buildDir, log }),
  chat: () => runChatEval({ log }),
  photos: () => runPhotos({ runs: lighthouseRuns, log }),
};

const sections: Section[] = [];
let broken = false;
for (const name of benchmarks) {
  const sectionStart = Date.now();
  log(`${name}: starting`);
  const stopWatching = watchMachineLoad();
  try {
    const section = await run[name]();
    section.notes.push(loadNote(stopWatching(), os.availableParallelism()));
    sections.push(section);
  } catch (error) {
    stopWatching();
    broken = true;
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`${name}: could not run\n${message}`);
    sections.push({
      title: TITLES[name],
      intro: [`**Could not run:**\n\n\`\`\`\n${message}\n\`\`\``],
      tables: [],
      notes: [],
    });
  }
  log(`${name}: done in ${formatDuration(Date.now() - sectionStart)}`);
}

const elapsedMs = Date.now() - startedAt.getTime();
const report = renderReport({
  machine: machineInfo(startedAt),
  buildDir: path.relative(process.cwd(), buildDir) || buildDir,
  elapsedMs,
  sections,
});
const reportsDir = path.resolve("reports");
mkdirSync(reportsDir, { recursive: true });
const file = path.join(reportsDir, `bench-${startedAt.toISOString().replace(/:/g, "-")}.md`);
writeFileSync(file, report);
copyFileSync(file, path.join(reportsDir, "bench-latest.md"));

for (const section of sections) {
  process.stdout.write(`\n## ${section.title}\n\n`);
  for (const text of section.tables.length > 0 ? section.tables : section.intro) {
    process.stdout.write(`${text}\n\n`);
  }
}
log(
  `report: ${path.relative(process.cwd(), file)} (and reports/bench-latest.md), ${formatDuration(elapsedMs)}`,
);
if (broken) {
  // Server logs and data of a run that failed, to look into.
  log(`kept for inspection: ${keptTempDirs().join(", ")}`);
  process.exit(1);
}
removeTempDirs();
process.exit(0);
