import { describe, expect, it } from "vitest";
import { formatBytes, formatDuration, formatMs, median, table } from "./report.ts";

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
