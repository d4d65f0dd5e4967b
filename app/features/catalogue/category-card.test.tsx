// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { categorySummaries, type CategorySummary } from "~/lib/lookups";
import { categories, services } from "~/content/data";
import { SERVICES_PAGE_TITLES } from "~/lib/constants";
import { CategoryCard } from "./category-card";
import { countOf, moreCount } from "./more-count";

function renderCard(category: CategorySummary) {
  return render(<CategoryCard category={category} />);
}

function withServices(count: number): CategorySummary {
  const [first] = categorySummaries(categories, services);
  if (!first) throw new Error("no categories");
  const titles = Array.from({ length: count }, (_, i) => `Service ${i + 1}`);
  return { ...first, serviceCount: count, serviceTitles: titles };
}

describe("countOf", () => {
  it("uses the singular for exactly one and the plural otherwise", () => {
    expect(countOf(1, "service")).toBe("1 service");
    expect(countOf(0, "service")).toBe("0 services");
    expect(countOf(2, "service")).toBe("2 services");
    expect(countOf(1, "more service", "more services")).toBe("1 more service");
    expect(countOf(4, "more service", "more services")).toBe("4 more services");
  });
});

describe("the category card on /services", () => {
  it("links its title to the category's page", () => {
    const [category] = categorySummaries(categories, services);
    renderCard(category!);
    expect(screen.getByRole("link", { name: category!.title })).toHaveAttribute(
      "href",
      `/category/${category!.id}`,
    );
  });

  it('says "+1 more service" for one left out, never "+1 more services"', async () => {
    const { container } = renderCard(withServices(SERVICES_PAGE_TITLES + 1));
    expect(await screen.findByText("+1 more service")).toBeTruthy();
    expect(container.textContent).not.toContain("more services");
    expect(container.textContent).toContain(`${SERVICES_PAGE_TITLES + 1} services`);
  });

  it('says "+N more services" for more than one left out', async () => {
    renderCard(withServices(SERVICES_PAGE_TITLES + 3));
    expect(await screen.findByText("+3 more services")).toBeTruthy();
  });

  it("says nothing more when every service is listed, and counts one service in the singular", async () => {
    const { container } = renderCard(withServices(1));
    await screen.findByText("1 service");
    expect(container.textContent).not.toMatch(/more service/);
  });

  it.each(categorySummaries(categories, services).map((c) => [c.title, c] as const))(
    "%s: the real card's counts agree in number",
    async (_title, category) => {
      const { container } = renderCard(category);
      await screen.findByText(category.title);
      const more = moreCount(category.serviceCount, SERVICES_PAGE_TITLES);
      const text = container.textContent ?? "";
      expect(text).not.toMatch(/\b1 (more )?services/);
      if (more > 0) expect(text).toContain(`+${countOf(more, "more service", "more services")}`);
    },
  );
});
