import { describe, expect, it } from "vitest";
import { projects } from "~/content/data";
import { filterFromParam, filterProjects, formatDuration, formatValue } from "./filter";

describe("project filter", () => {
  it.each([
    [null, "all"],
    ["", "all"],
    ["boiler", "boiler"],
    ["fire-safety", "fire-safety"],
    ["BOILER", "all"],
    ["unknown", "all"],
  ])("reads ?category=%s as %s", (param, expected) => {
    expect(filterFromParam(param)).toBe(expected);
  });

  it("shows every project for All and only matching ones otherwise", () => {
    expect(filterProjects(projects, "all")).toHaveLength(projects.length);
    const boiler = filterProjects(projects, "boiler");
    expect(boiler.length).toBeGreaterThan(0);
    expect(boiler.every((project) => project.category === "boiler")).toBe(true);
  });

  it("formats value and duration as text", () => {
    expect(formatValue(12.5)).toBe("₹12.5 Crore");
    expect(formatDuration(18)).toBe("18 months");
  });
});
