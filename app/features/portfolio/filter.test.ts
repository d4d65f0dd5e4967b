import { describe, expect, it } from "vitest";
import { projects } from "~/content/data";
import {
  filterChips,
  filterFromParam,
  filterProjects,
  formatDuration,
  formatValue,
} from "./filter";

describe("project filter", () => {
  it("offers a chip for each category with a project, and none for a category without", () => {
    const categories = [
      { id: "fire-safety", title: "Fire Safety" },
      { id: "civil", title: "Civil Infrastructure" },
      { id: "boiler", title: "Boiler Systems" },
    ] as const;
    const chips = filterChips(
      [{ category: "boiler" }, { category: "fire-safety" }, { category: "boiler" }],
      [...categories],
    );
    expect(chips.map((chip) => chip.label)).toEqual(["All", "Fire Safety", "Boiler Systems"]);
    expect(filterChips([], [...categories]).map((chip) => chip.id)).toEqual(["all"]);
  });

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
