import { describe, expect, it } from "vitest";
import { descendants, parseStat } from "./machine-load.ts";

describe("parseStat", () => {
  it("reads ppid, CPU ticks and start time past a command name with spaces and parentheses", () => {
    const stat =
      "4242 (Web Content (x)) S 4200 4242 4200 0 -1 4194560 500 0 0 0 150 25 0 0 20 0 12 0 987654 1000 100";
    expect(parseStat(stat)).toEqual({ ppid: 4200, ticks: 175, start: 987654 });
  });
});

describe("descendants", () => {
  it("collects a process and everything below it, nothing beside it", () => {
    const proc = (ppid: number) => ({ ppid, ticks: 0, start: 0 });
    const procs = new Map([
      [1, proc(0)],
      [10, proc(1)],
      [11, proc(10)],
      [12, proc(11)],
      [20, proc(1)],
    ]);
    expect([...descendants(procs, 10)].sort((a, b) => a - b)).toEqual([10, 11, 12]);
  });
});
