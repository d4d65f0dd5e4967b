import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** One page of each kind, with the h1 a visitor sees there. */
export const PAGE_KINDS = [
  { kind: "home", path: "/", h1: /Engineering/ },
  { kind: "services", path: "/services", h1: /./ },
  { kind: "category", path: "/category/fire-safety", h1: "Fire Safety" },
  { kind: "service", path: "/service/hydrant-system", h1: /Hydrant/ },
  { kind: "projects", path: "/projects", h1: /./ },
  { kind: "about", path: "/about", h1: /./ },
  { kind: "contact", path: "/contact", h1: /./ },
  { kind: "privacy", path: "/privacy", h1: /Privacy/ },
  { kind: "terms", path: "/terms", h1: /Terms/ },
  { kind: "not-found", path: "/no-such-page", h1: "Page not found" },
] as const;

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/** Waits until React has hydrated the page, so its controls respond. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const footer = document.querySelector("footer");
    return footer !== null && Object.keys(footer).some((key) => key.startsWith("__reactFiber"));
  });
}
