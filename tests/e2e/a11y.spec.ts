import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";
import { PAGE_KINDS, PROJECT_PAGES, WCAG_TAGS, axeSummary, waitForHydration } from "./support";

// axe's landmark rules are "best-practice", outside the WCAG tags, so they are named here.
const LANDMARK_RULES = [
  "landmark-banner-is-top-level",
  "landmark-complementary-is-top-level",
  "landmark-contentinfo-is-top-level",
  "landmark-main-is-top-level",
  "landmark-no-duplicate-banner",
  "landmark-no-duplicate-contentinfo",
  "landmark-no-duplicate-main",
  "landmark-one-main",
  "landmark-unique",
];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: "tag", values: WCAG_TAGS },
      rules: Object.fromEntries(LANDMARK_RULES.map((rule) => [rule, { enabled: true }])),
    })
    .analyze();
  expect(axeSummary(results)).toEqual([]);
  // The landmark rules really ran (an unknown rule id would be skipped silently).
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map(
      (r) => r.id,
    ),
  );
  expect(LANDMARK_RULES.filter((rule) => !ran.has(rule))).toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { kind, path } of PAGE_KINDS) {
      test(`${kind} page (${path}) has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator("h1")).toHaveCount(1);
        await expectNoAxeViolations(page);
      });
    }

    test("every other project page has no axe violations", async ({ page }) => {
      for (const path of PROJECT_PAGES.slice(1)) {
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator("h1")).toHaveCount(1);
        await expectNoAxeViolations(page);
      }
    });
  });
}

test.describe("heading outline", () => {
  for (const { kind, path } of PAGE_KINDS) {
    test(`${kind} page (${path}) never skips a heading level`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const levels = await page
        .getByRole("heading")
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
      expect(levels[0]).toBe(1);
      const skips = levels.flatMap((level, index) =>
        index > 0 && level > levels[index - 1]! + 1 ? [`h${levels[index - 1]} → h${level}`] : [],
      );
      expect(skips).toEqual([]);
    });
  }
});
