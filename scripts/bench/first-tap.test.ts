import { describe, expect, it } from "vitest";
import { FIRST_TAP_PAGES, TAP_CONTROLS, recorderScript } from "./first-tap.ts";
import { tally } from "./lighthouse.ts";

describe("TAP_CONTROLS", () => {
  it("name only kinds of page that are tapped on", () => {
    const kinds = new Set<string>(FIRST_TAP_PAGES.map((page) => page.kind));
    for (const control of TAP_CONTROLS) {
      if (control.kinds !== "every")
        for (const kind of control.kinds) expect(kinds).toContain(kind);
    }
  });

  it("send their check to the page as a script that parses", () => {
    for (const control of TAP_CONTROLS) {
      const script = recorderScript(control);
      expect(() => new Function(script)).not.toThrow();
      expect(script).toContain("requestAnimationFrame");
    }
  });
});

describe("tally", () => {
  it.each([
    [["img", "img"], "img"],
    [["img", "h1", "img"], "img 2, h1 1"],
    [[], "n/a"],
  ])("%j", (values, expected) => {
    expect(tally(values)).toBe(expected);
  });
});
