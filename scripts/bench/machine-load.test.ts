import { describe, expect, it } from "vitest";
import { cpuTimes, loadNote, watchMachineLoad } from "./machine-load.ts";

const times = (user: number, idle: number) => ({
  times: { user, nice: 0, sys: 0, irq: 0, idle },
});

describe("cpuTimes", () => {
  it("adds every core's busy and idle time", () => {
    expect(cpuTimes([times(30, 70), times(10, 90)])).toEqual({ busy: 40, total: 200 });
  });
});

describe("watchMachineLoad", () => {
  it("gives a share between 0 and 100 and the load averages it saw", () => {
    const load = watchMachineLoad()();
    expect(load.busyPercent).toBeGreaterThanOrEqual(0);
    expect(load.busyPercent).toBeLessThanOrEqual(100);
    expect(load.peakLoad).toBeGreaterThanOrEqual(load.meanLoad);
    expect(loadNote(load, 2)).toMatch(/the 2 cores were \d+% busy/);
  });
});
