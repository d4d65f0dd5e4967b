// Pure except for machineInfo(), so tests can pin the output.
import os from "node:os";

export interface Section {
  title: string;
  intro: string[];
  tables: string[];
  notes: string[];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (value: string) => value.replace(/\|/g, "\\|").replace(/\n/g, " ");
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

export const passFail = (ok: boolean) => (ok ? "PASS" : "FAIL");

/** Named figures, one a row (a number formatted), with the targets of those that have one. */
export function metricsTable(
  values: Record<string, number | string>,
  targets: Record<string, string> = {},
): string {
  return table(
    ["Metric", "Value", "Target"],
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "number" ? formatNumber(value) : value,
      targets[name] ?? "",
    ]),
  );
}

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
