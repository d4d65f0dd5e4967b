import { describe, expect, it } from "vitest";
import { reply } from "../engine";
import { evaluate } from "./evaluate";
import { evalSet } from "./questions";

/** The bar the chat must clear on its evaluation set (the issue that asked for it). */
const MIN_USEFUL_PERCENT = 85;
const MAX_WRONG = 0;

describe("the chat's evaluation set", () => {
  it("holds at least 60 buyer questions and 15 messy inputs, each with its source", () => {
    expect(evalSet.filter((item) => item.kind === "buyer").length).toBeGreaterThanOrEqual(60);
    expect(evalSet.filter((item) => item.kind === "messy").length).toBeGreaterThanOrEqual(15);
    for (const item of evalSet) {
      expect(item.source, item.text).toMatch(/\w{3,}/);
      expect(item.needs.length, item.text).toBeGreaterThan(0);
    }
    expect(new Set(evalSet.map((item) => item.text)).size).toBe(evalSet.length);
  });

  it(`is answered usefully at least ${MIN_USEFUL_PERCENT}% of the time, with no wrong service page`, () => {
    // The same engine as the browser and the /chat page, over the whole set.
    const report = evaluate(evalSet, reply);
    const failures = report.results
      .filter((result) => !result.useful || result.wrongServices.length > 0)
      .map((result) => ({
        text: result.case.text,
        missing: result.missing,
        wrong: result.wrongServices,
      }));
    expect(report.usefulPercent, JSON.stringify(failures, null, 2)).toBeGreaterThanOrEqual(
      MIN_USEFUL_PERCENT,
    );
    expect(report.wrong, JSON.stringify(failures, null, 2)).toBeLessThanOrEqual(MAX_WRONG);
  });
});
