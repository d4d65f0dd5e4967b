import { describe, expect, it } from "vitest";
import { formatBytes, formatDuration, formatMs, median, metricsTable, table } from "./report.ts";

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
    expect(metricsTable({ Sent: 2000, Lost: 0, Mails: "3 / 1" }, { Lost: "0: PASS" })).toBe(
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
