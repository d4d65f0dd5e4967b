import { describe, expect, it } from "vitest";
import {
  cpuTimes,
  formatBytes,
  formatDuration,
  formatMs,
  meanInterval,
  median,
  metricsTable,
  table,
  tally,
  watchMachineLoad,
} from "./report.ts";

describe("median", () => {
  it.each([
    [[], Number.NaN],
    [[3], 3],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
  ])("of %j is %d", (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe("meanInterval", () => {
  it("gives the mean and its 95% interval by Student's t", () => {
    // Standard deviation 1, standard error 1/√3, t(2) 4.30.
    const interval = meanInterval([1, 2, 3])!;
    expect(interval).toMatchObject({ mean: 2, n: 3 });
    expect(interval.low).toBeCloseTo(2 - 4.3 / Math.sqrt(3), 6);
    expect(interval.high).toBeCloseTo(2 + 4.3 / Math.sqrt(3), 6);
  });

  it("narrows to the normal distribution's 1.96 beyond 31 values", () => {
    const values = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 1 : -1));
    const interval = meanInterval(values)!;
    const standardError = Math.sqrt(40 / 39 / 40);
    expect(interval.high).toBeCloseTo(1.96 * standardError, 6);
  });

  it("has none for fewer than two values", () => {
    expect(meanInterval([5])).toBeUndefined();
    expect(meanInterval([])).toBeUndefined();
  });
});

describe("formats", () => {
  it.each([
    [formatMs(850), "850 ms"],
    [formatMs(1234), "1.23 s"],
    [formatMs(Number.NaN), "n/a"],
    [formatBytes(512), "512 B"],
    [formatBytes(2048), "2.0 KiB"],
    [formatDuration(59_400), "59 s"],
    [formatDuration(754_000), "12 min 34 s"],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("table", () => {
  it("writes a markdown table and escapes pipes", () => {
    expect(table(["A", "B"], [["1", "x|y"]])).toBe("| A | B |\n| --- | --- |\n| 1 | x\\|y |");
  });
});

describe("metricsTable", () => {
  it("formats numbers, keeps text and puts each target beside its figure", () => {
    expect(
      metricsTable([
        ["Sent", 2000],
        ["Lost", 0, "0: PASS"],
        ["Mails", "3 / 1"],
      ]),
    ).toBe(
      [
        "| Metric | Value | Target |",
        "| --- | --- | --- |",
        "| Sent | 2,000 |  |",
        "| Lost | 0 | 0: PASS |",
        "| Mails | 3 / 1 |  |",
      ].join("\n"),
    );
  });
});

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
    const note = watchMachineLoad(2)();
    const [, busy, mean, peak] = /(\d+)% busy.* (\d+\.\d) on average, (\d+\.\d) at most/.exec(
      note,
    )!;
    expect(Number(busy)).toBeGreaterThanOrEqual(0);
    expect(Number(busy)).toBeLessThanOrEqual(100);
    expect(Number(peak)).toBeGreaterThanOrEqual(Number(mean));
    expect(note).toMatch(/the 2 cores were \d+% busy/);
  });
});

describe("tally", () => {
  it.each([
    [["img", "img"], "img"],
    [["img", "h1", "img"], "img 2, h1 1"],
    [[], ""],
  ])("%j", (values, expected) => {
    expect(tally(values)).toBe(expected);
  });

  it("counts one value too when asked", () => {
    expect(tally(["mail", "mail"], true)).toBe("mail 2");
  });
});
