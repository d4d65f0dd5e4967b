// Usage and options: README.md, "Benchmarks".
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runChatEval } from "./chat-eval.ts";
import { runCluster, runDurability } from "./enquiries.ts";
import { runFirstTap } from "./first-tap.ts";
import { runIslands } from "./islands.ts";
import { runLighthouse } from "./photos.ts";
import * as r from "./report.ts";
import { linkNodeModules, removeTempDirs, runBuild, tempDirs } from "./servers.ts";
import { runThroughput } from "./throughput.ts";

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
function fail(message: string): never {
  log(message);
  process.exit(2);
}

function positiveInteger(name: string, fallback: number): number {
  const value = process.env[name]?.trim() || String(fallback);
  if (!/^\d+$/.test(value) || Number(value) < 1) fail(`${name} must be a whole number ≥ 1`);
  return Number(value);
}

// Each: its title, its run, and whether it measures BUILD_DIR (Lighthouse and chat do not).
const BENCHMARKS: Record<string, [string, (options: r.BenchOptions) => Promise<r.Part>, boolean?]> =
  {
    lighthouse: ["Lighthouse, and own photos vs external", runLighthouse],
    firsttap: ["First tap", runFirstTap, true],
    islands: ["Islands against the React Router build", runIslands],
    throughput: ["Throughput", runThroughput, true],
    durability: ["Durability", runDurability, true],
    cluster: ["Two instances", runCluster, true],
    chat: ["Chat answers", runChatEval],
  };
const names = process.env.BENCH_ONLY?.split(",")
  .map((name) => name.trim().toLowerCase())
  .filter(Boolean);
for (const name of names?.filter((name) => !Object.hasOwn(BENCHMARKS, name)) ?? []) {
  fail(`BENCH_ONLY: unknown benchmark "${name}" (choose from ${Object.keys(BENCHMARKS)})`);
}
const selected = Object.keys(BENCHMARKS).filter((name) => !names?.length || names.includes(name));
const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const runs = positiveInteger("BENCH_LIGHTHOUSE_RUNS", 3);
const seconds = positiveInteger("BENCH_DURATION", 10);

const startedAt = new Date();
if (selected.some((name) => BENCHMARKS[name]![2])) {
  linkNodeModules(buildDir, log);
  if (!existsSync(path.join(buildDir, "server", "index.js"))) {
    log(`no build in ${buildDir}; running npm run build`);
    await runBuild(buildDir, log).catch(() => fail("the build failed; nothing was measured"));
  }
}

const sections: r.Section[] = [];
for (const name of selected) {
  const [title, run] = BENCHMARKS[name]!;
  const sectionStart = Date.now();
  log(`${name}: starting`);
  const loadNote = r.watchMachineLoad();
  try {
    const part = await run({ buildDir, runs, seconds, log: (line) => log(`${name}: ${line}`) });
    sections.push({ title, ...part, notes: [...part.notes, loadNote()] });
  } catch (error) {
    loadNote();
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`${name}: could not run\n${message}`);
    const intro = [`**Could not run:**\n\n\`\`\`\n${message}\n\`\`\``];
    sections.push({ title, intro, tables: [], notes: [], broken: true });
  }
  log(`${name}: done in ${r.formatDuration(Date.now() - sectionStart)}`);
}

const elapsedMs = Date.now() - startedAt.getTime();
const about = [
  ...r.machineInfo(startedAt),
  ["Build", path.relative(process.cwd(), buildDir) || buildDir],
  ["Bench took", r.formatDuration(elapsedMs)],
];
mkdirSync("reports", { recursive: true });
const file = path.join("reports", `bench-${startedAt.toISOString().replace(/:/g, "-")}.md`);
writeFileSync(file, r.renderReport(about, sections));
copyFileSync(file, path.join("reports", "bench-latest.md"));
for (const { title, tables, intro } of sections) {
  process.stdout.write(`\n## ${title}\n\n${(tables.length > 0 ? tables : intro).join("\n\n")}\n\n`);
}
log(`report: ${file} (and reports/bench-latest.md), ${r.formatDuration(elapsedMs)}`);
if (sections.some((section) => section.broken)) {
  // Server logs and data of a run that failed, to look into.
  log(`kept for inspection: ${tempDirs.join(", ")}`);
  process.exit(1);
}
removeTempDirs();
process.exit(0);
