// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { categories, projectDialogCopy, projects } from "~/content/data";
import type { ProjectFilter } from "./filter";
import { portfolioIsland } from "./portfolio-data";
import { projectCategories } from "./project-details";
import { ProjectsSection } from "./projects-section";

const chips = () => within(screen.getByRole("group", { name: "Filter projects by category" }));
const shownCategories = () =>
  screen.getAllByRole("article").map((card) => card.getAttribute("data-project-category"));
const count = (category: string) => projects.filter((p) => p.category === category).length;

function renderSection(path: string, filter: ProjectFilter = "all", anchor?: string) {
  // Plain data, as a page would write an island's props into its HTML.
  const props = JSON.parse(
    JSON.stringify({
      ...portfolioIsland(projects),
      categories: projectCategories(categories),
      copy: projectDialogCopy,
      path,
      filter,
      anchor,
    }),
  );
  return render(<ProjectsSection {...props} />);
}

beforeEach(() => {
  window.history.replaceState(null, "", "/projects");
  // jsdom lays nothing out: a focused chip has nowhere to be scrolled to.
  Element.prototype.scrollIntoView ??= () => {};
});

describe("the portfolio, rendered from plain props", () => {
  it("offers the filter as links to the page's own address, and each project as a link", () => {
    renderSection("/projects");
    expect(chips().getByRole("link", { name: "All" })).toHaveAttribute("href", "/projects");
    expect(chips().getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "true");
    expect(chips().getByRole("link", { name: "Boiler Systems" })).toHaveAttribute(
      "href",
      "/projects?category=boiler",
    );
    expect(screen.getAllByRole("article")).toHaveLength(projects.length);
    const [first] = projects;
    expect(screen.getByRole("link", { name: first!.title })).toHaveAttribute(
      "href",
      `/projects/${first!.slug}`,
    );
  });

  it("on the home page, links the filter back to the projects section", () => {
    window.history.replaceState(null, "", "/");
    renderSection("/", "all", "projects");
    expect(chips().getByRole("link", { name: "Civil Infrastructure" })).toHaveAttribute(
      "href",
      "/?category=civil#projects",
    );
  });

  it("filters in place, keeps the filter in the URL, and follows Back", async () => {
    const user = userEvent.setup();
    renderSection("/projects");
    await user.click(chips().getByRole("link", { name: "Boiler Systems" }));
    expect(window.location.pathname + window.location.search).toBe("/projects?category=boiler");
    expect(new Set(shownCategories())).toEqual(new Set(["boiler"]));
    expect(chips().getByRole("link", { name: "Boiler Systems" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(chips().getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current");
    const boiler = count("boiler");
    expect(
      screen.getByText(`${boiler} ${boiler === 1 ? "project" : "projects"} shown`),
    ).toBeVisible();

    await user.click(chips().getByRole("link", { name: "Civil Infrastructure" }));
    expect(window.location.search).toBe("?category=civil");
    expect(new Set(shownCategories())).toEqual(new Set(["civil"]));

    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe("?category=boiler"));
    await waitFor(() => expect(new Set(shownCategories())).toEqual(new Set(["boiler"])));

    await user.click(chips().getByRole("link", { name: "All" }));
    expect(window.location.pathname + window.location.search).toBe("/projects");
    expect(shownCategories()).toHaveLength(projects.length);
  });

  it("shows the filter of the URL, even where the page was made for another", () => {
    window.history.replaceState(null, "", "/projects?category=fire-safety");
    renderSection("/projects", "all");
    expect(new Set(shownCategories())).toEqual(new Set(["fire-safety"]));
    expect(chips().getByRole("link", { name: "Fire Safety" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });
});
