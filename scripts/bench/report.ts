/**
 * The bench report: markdown tables, number formats, PASS/FAIL marks and the
 * machine it ran on. Pure except for machineInfo(), so tests can pin the output.
 */
import os from "node:os";

/** One section of the report; `tables` are also printed to stdout. */
export interface Section {
  title: string;
  /** Paragraphs before the tables (setup, targets). */
  intro: string[];
  tables: string[];
  /** Paragraphs after the tables (caveats, explanations). */
  notes: string[];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A GitHub-flavoured markdown table; cells are escaped so a "|" cannot split a column. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (value: string) => value.replace(/\|/g, "\\|").replace(/\n/g, " ");
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

export const passFail = (ok: boolean) => (ok ? "PASS" : "FAIL");

const finite = (value: number) => Number.isFinite(value);

export function formatNumber(value: number, digits = 0): string {
  if (!finite(value)) return "n/a";
  return value.toLocaleString("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

export function formatMs(value: number): string {
  if (!finite(value)) return "n/a";
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

export function formatBytes(value: number): string {
  if (!finite(value)) return "n/a";
  if (value < 1024) return `${Math.round(value)} B`;
  return `${(value / 1024).toFixed(1)} KiB`;
}

export function formatPercent(value: number, digits = 0): string {
  return finite(value) ? `${value.toFixed(digits)}%` : "n/a";
}

export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
}

export interface MachineInfo {
  cpu: string;
  cores: number;
  memory: string;
  node: string;
  os: string;
  date: string;
}

export function machineInfo(date: Date): MachineInfo {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? "unknown",
    cores: os.availableParallelism(),
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    date: date.toISOString(),
  };
}

/** Samples the 1-minute load average while a benchmark runs. */
export function watchLoad(everyMs = 5_000): () => { mean: number; max: number } {
  const samples = [os.loadavg()[0]!];
  const timer = setInterval(() => samples.push(os.loadavg()[0]!), everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    samples.push(os.loadavg()[0]!);
    return {
      mean: samples.reduce((sum, value) => sum + value, 0) / samples.length,
      max: Math.max(...samples),
    };
  };
}

/**
 * The bench itself keeps about two cores busy (browser or load generator plus
 * the server); a load well above that means other work shared the machine.
 */
export function loadNote(load: { mean: number; max: number }, cores: number): string {
  const busy = load.mean > cores + 1;
  return `Machine load while this ran: 1-minute load average ${load.mean.toFixed(1)} on average, ${load.max.toFixed(1)} at most, on ${cores} cores (the bench itself accounts for about ${cores}).${busy ? " **Other work was running on the machine at the same time: these numbers are lower than the site's own.**" : ""}`;
}

export function renderSection(section: Section): string {
  return [`## ${section.title}`, ...section.intro, ...section.tables, ...section.notes].join(
    "\n\n",
  );
}

export function renderReport(options: {
  machine: MachineInfo;
  buildDir: string;
  elapsedMs: number;
  sections: readonly Section[];
}): string {
  const { machine } = options;
  const about = table(
    ["", ""],
    [
      ["Date", machine.date],
      ["CPU", machine.cpu],
      ["Cores", String(machine.cores)],
      ["Memory", machine.memory],
      ["OS", machine.os],
      ["Node", machine.node],
      ["Build", options.buildDir],
      ["Bench took", formatDuration(options.elapsedMs)],
    ],
  );
  return `${[
    "# Benchmark report",
    "Written by `npm run bench` (scripts/bench). The load generator, the browser and the servers share this machine's cores, so the numbers compare runs on the same machine, not machines.",
    about,
    ...options.sections.map(renderSection),
  ].join("\n\n")}\n`;
}
