// Tables, formats and the machine's load; pure but for machineInfo() and watchMachineLoad().
import os from "node:os";

/** A part's report; the bench adds the title. */
export interface Part {
  intro: string[];
  tables: string[];
  notes: string[];
}
export type Section = Part & { title: string; broken?: boolean };
/** What every part is given: BUILD_DIR, BENCH_LIGHTHOUSE_RUNS, BENCH_DURATION and the log. */
export interface BenchOptions {
  buildDir: string;
  runs: number;
  seconds: number;
  log: (line: string) => void;
}

export const sum = (values: Iterable<number>) => [...values].reduce((total, n) => total + n, 0);

export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
// Student's t for a two-sided 95% interval, by degrees of freedom (1 to 30; beyond, 1.96).
const T95 = [
  12.71, 4.3, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23, 2.2, 2.18, 2.16, 2.14, 2.13, 2.12,
  2.11, 2.1, 2.09, 2.09, 2.08, 2.07, 2.07, 2.06, 2.06, 2.06, 2.05, 2.05, 2.05, 2.04,
];

/** The mean of the values and its 95% interval (Student's t); none under two values. */
export function meanInterval(values: readonly number[]) {
  const n = values.length;
  if (n < 2) return undefined;
  const mean = sum(values) / n;
  const variance = sum(values.map((value) => (value - mean) ** 2)) / (n - 1);
  const half = (T95[n - 2] ?? 1.96) * Math.sqrt(variance / n);
  return { mean, low: mean - half, high: mean + half, n };
}

/** The median of a figure of each item. */
export const medianOf = <T>(items: readonly T[], pick: (item: T) => number) =>
  median(items.map(pick));

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (value: string) => value.replace(/\|/g, "\\|").replace(/\n/g, " ");
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/** A table from named columns, each a cell of a row. */
export const columnsTable = <T>(columns: [string, (row: T) => string][], rows: readonly T[]) =>
  table(
    columns.map(([name]) => name),
    rows.map((row) => columns.map(([, cell]) => cell(row))),
  );

/** "img 2, h1 1": each value with how often it came, most first; the one value alone unless `counts`. */
export function tally(values: readonly string[], counts = false): string {
  const groups = [...Map.groupBy(values, (value) => value)].sort(
    (a, b) => b[1].length - a[1].length,
  );
  if (groups.length === 1 && !counts) return values[0]!;
  return groups.map(([value, all]) => `${value} ${all.length}`).join(", ");
}
export const passFail = (ok: boolean) => (ok ? "PASS" : "FAIL");
export const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
/** The first line of an error's message. */
export const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0]!;

/** Named figures, a row each: its name, its value (a number formatted) and its target if any. */
export const metricsTable = (rows: [string, number | string, string?][]) =>
  table(
    ["Metric", "Value", "Target"],
    rows.map(([name, value, target = ""]) => [
      name,
      typeof value === "number" ? formatNumber(value) : value,
      target,
    ]),
  );

export function formatNumber(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return "n/a";
  const fractions = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return value.toLocaleString("en-US", fractions);
}

export function formatMs(value: number): string {
  if (!Number.isFinite(value)) return "n/a";
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

export function formatBytes(value: number): string {
  if (!Number.isFinite(value)) return "n/a";
  return value < 1024 ? `${Math.round(value)} B` : `${(value / 1024).toFixed(1)} KiB`;
}

export const formatPercent = (value: number, digits = 0) =>
  Number.isFinite(value) ? `${value.toFixed(digits)}%` : "n/a";

export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
}

export const machineInfo = (date: Date) => [
  ["Date", date.toISOString()],
  ["CPU", os.cpus()[0]?.model.trim() ?? "unknown"],
  ["Cores", String(os.availableParallelism())],
  ["Memory", `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`],
  ["OS", `${os.type()} ${os.release()} (${os.arch()})`],
  ["Node", process.version],
];

export function renderReport(about: string[][], sections: readonly Section[]): string {
  return `${[
    "# Benchmark report",
    "Written by `npm run bench` (scripts/bench). The load generator, the browser and the servers share this machine's cores, so the numbers compare runs on the same machine, not machines.",
    table(["", ""], about),
    ...sections.map(({ title, intro, tables, notes }) =>
      [`## ${title}`, ...intro, ...tables, ...notes].join("\n\n"),
    ),
  ].join("\n\n")}\n`;
}

/** CPU time in ms across the cores: busy (user, nice, sys, irq) and in all. */
export function cpuTimes(cpus: readonly Pick<os.CpuInfo, "times">[] = os.cpus()) {
  const busy = sum(cpus.map(({ times: t }) => t.user + t.nice + t.sys + t.irq));
  return { busy, total: busy + sum(cpus.map(({ times }) => times.idle)) };
}

/** How busy the machine was from now until the returned function is called, as a note. */
export function watchMachineLoad(cores = os.availableParallelism()): () => string {
  const started = { at: Date.now(), cpu: cpuTimes(), own: process.cpuUsage() };
  const loads = [os.loadavg()[0]!];
  const timer = setInterval(() => loads.push(os.loadavg()[0]!), 2_000).unref();
  return () => {
    clearInterval(timer);
    loads.push(os.loadavg()[0]!);
    const [cpu, own] = [cpuTimes(), process.cpuUsage(started.own)];
    const busy = ((cpu.busy - started.cpu.busy) / (cpu.total - started.cpu.total || 1)) * 100;
    const mean = sum(loads) / loads.length;
    const seconds = (Date.now() - started.at) / 1000;
    return `Machine load while this ran (${seconds.toFixed(0)} s): the ${cores} cores were ${busy.toFixed(0)}% busy, the bench's servers, browsers and load generators included (its own process ${((own.user + own.system) / 1e6).toFixed(0)} CPU-seconds); 1-minute load average ${mean.toFixed(1)} on average, ${Math.max(...loads).toFixed(1)} at most. A load average above ${cores} means work waited for a core: the figures then understate the site.`;
  };
}
