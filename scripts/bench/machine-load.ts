// Processes that start and end between two samples are missed, so this errs on the low side.
import { readFileSync, readdirSync } from "node:fs";
import os from "node:os";

const SAMPLE_MS = 2_000;
// USER_HZ, the unit of /proc's CPU times; 100 on every Linux in practice.
const TICKS_PER_SECOND = 100;

interface Proc {
  ppid: number;
  ticks: number;
  // So that a reused pid is not mistaken for the old one.
  start: number;
}

// The command name may hold spaces and parentheses.
export function parseStat(stat: string): Proc | undefined {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // After the name: state(0) ppid(1) … utime(11) stime(12) … starttime(19).
  const ppid = Number(fields[1]);
  const ticks = Number(fields[11]) + Number(fields[12]);
  const start = Number(fields[19]);
  return Number.isFinite(ppid) && Number.isFinite(ticks) ? { ppid, ticks, start } : undefined;
}

function snapshot(): Map<number, Proc> {
  const procs = new Map<number, Proc>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const proc = parseStat(readFileSync(`/proc/${entry}/stat`, "utf8"));
      if (proc) procs.set(Number(entry), proc);
    } catch {
      // Gone since the listing.
    }
  }
  return procs;
}

export function descendants(procs: Map<number, Proc>, root: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const [pid, proc] of procs)
    children.set(proc.ppid, [...(children.get(proc.ppid) ?? []), pid]);
  const tree = new Set<number>();
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    if (tree.has(pid)) continue;
    tree.add(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

export const BUSY_SHARE_PERCENT = 10;

export function loadNote(load: MachineLoad, cores: number): string {
  const busy = load.otherSharePercent > BUSY_SHARE_PERCENT;
  return `Other work on the machine while this ran: ${load.otherCpuSeconds.toFixed(0)} CPU-seconds outside the bench's processes in ${load.seconds.toFixed(0)} s, ${load.otherSharePercent.toFixed(0)}% of the ${cores} cores (1-minute load average ${load.meanLoad.toFixed(1)} on average, the bench's own processes included).${busy ? " **The machine was shared with other work: these numbers understate the site.**" : ""}`;
}

export interface MachineLoad {
  otherCpuSeconds: number;
  otherSharePercent: number;
  meanLoad: number;
  seconds: number;
}

export function watchMachineLoad(): () => MachineLoad {
  const linux = process.platform === "linux";
  const cores = os.availableParallelism();
  const started = Date.now();
  const loads = [os.loadavg()[0]!];
  let previous = linux ? snapshot() : new Map<number, Proc>();
  let otherTicks = 0;
  const sample = () => {
    loads.push(os.loadavg()[0]!);
    if (!linux) return;
    const current = snapshot();
    const ours = descendants(current, process.pid);
    for (const [pid, proc] of current) {
      if (ours.has(pid)) continue;
      const before = previous.get(pid);
      // A process new since the last sample did all its work since then.
      otherTicks += before && before.start === proc.start ? proc.ticks - before.ticks : proc.ticks;
    }
    previous = current;
  };
  const timer = setInterval(sample, SAMPLE_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    sample();
    const seconds = (Date.now() - started) / 1000;
    const otherCpuSeconds = otherTicks / TICKS_PER_SECOND;
    return {
      otherCpuSeconds,
      otherSharePercent: (otherCpuSeconds / (seconds * cores)) * 100,
      meanLoad: loads.reduce((sum, value) => sum + value, 0) / loads.length,
      seconds,
    };
  };
}
