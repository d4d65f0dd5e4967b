// How busy the machine was while a part of the bench ran, from Node's own view of it (os).
import os from "node:os";

const SAMPLE_MS = 2_000;

export interface MachineLoad {
  /** CPU time all processes used, the bench's included, as a share of every core's time. */
  busyPercent: number;
  /** The bench's own process (not its children: servers, browsers, load generators). */
  ownCpuSeconds: number;
  meanLoad: number;
  peakLoad: number;
  seconds: number;
}

/** CPU time in ms across the cores: busy (user, nice, sys, irq) and in all. */
export function cpuTimes(cpus: readonly Pick<os.CpuInfo, "times">[] = os.cpus()) {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus) {
    busy += times.user + times.nice + times.sys + times.irq;
    total += times.user + times.nice + times.sys + times.irq + times.idle;
  }
  return { busy, total };
}

export function loadNote(load: MachineLoad, cores: number): string {
  return `Machine load while this ran (${load.seconds.toFixed(0)} s): the ${cores} cores were ${load.busyPercent.toFixed(0)}% busy, the bench's servers, browsers and load generators included (its own process ${load.ownCpuSeconds.toFixed(0)} CPU-seconds); 1-minute load average ${load.meanLoad.toFixed(1)} on average, ${load.peakLoad.toFixed(1)} at most. A load average above ${cores} means work waited for a core: the figures then understate the site.`;
}

export function watchMachineLoad(): () => MachineLoad {
  const started = { at: Date.now(), cpu: cpuTimes(), own: process.cpuUsage() };
  const loads = [os.loadavg()[0]!];
  const timer = setInterval(() => loads.push(os.loadavg()[0]!), SAMPLE_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    loads.push(os.loadavg()[0]!);
    const cpu = cpuTimes();
    const own = process.cpuUsage(started.own);
    const total = cpu.total - started.cpu.total;
    return {
      busyPercent: total > 0 ? ((cpu.busy - started.cpu.busy) / total) * 100 : 0,
      ownCpuSeconds: (own.user + own.system) / 1e6,
      meanLoad: loads.reduce((sum, value) => sum + value, 0) / loads.length,
      peakLoad: Math.max(...loads),
      seconds: (Date.now() - started.at) / 1000,
    };
  };
}
