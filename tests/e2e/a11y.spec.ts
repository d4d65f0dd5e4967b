import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";
import { htmlcsErrors, htmlcsSummary } from "./htmlcs";
import { PAGE_KINDS, PROJECT_PAGES, WCAG_TAGS, axeSummary, waitForHydration } from "./support";

/*
 * WCAG 2.2 AA by two engines, axe and HTML_CodeSniffer (DECISIONS.md section 8), and the
 * heading outline. One load of each page checks all three: each check is soft, so a failure
 * names the page, the width and the check, and the other checks still run.
 */

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

async function expectNoAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: "tag", values: WCAG_TAGS },
      rules: Object.fromEntries(LANDMARK_RULES.map((rule) => [rule, { enabled: true }])),
    })
    .analyze();
  expect.soft(axeSummary(results), `axe violations on ${where}`).toEqual([]);
  // The landmark rules really ran (an unknown rule id would be skipped silently).
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map(
      (r) => r.id,
    ),
  );
  expect
    .soft(
      LANDMARK_RULES.filter((rule) => !ran.has(rule)),
      `axe landmark rules that did not run on ${where}`,
    )
    .toEqual([]);
}

async function expectNoHtmlcsErrors(page: Page, where: string) {
  expect.soft(await htmlcsSummary(page), `HTML_CodeSniffer errors on ${where}`).toEqual([]);
}

async function expectNoSkippedHeadingLevel(page: Page, where: string) {
  const levels = await page
    .getByRole("heading")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect.soft(levels[0], `first heading level on ${where}`).toBe(1);
  const skips = levels.flatMap((level, index) =>
    index > 0 && level > levels[index - 1]! + 1 ? [`h${levels[index - 1]} → h${level}`] : [],
  );
  expect.soft(skips, `skipped heading levels on ${where}`).toEqual([]);
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { kind, path } of PAGE_KINDS) {
      const outline = width === 1280;
      test(`${kind} page (${path}) has no axe violations or HTML_CodeSniffer errors${outline ? " and never skips a heading level" : ""}`, async ({
        page,
      }) => {
        const where = `${path} at ${width} px`;
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator("h1"), `one h1 on ${where}`).toHaveCount(1);
        if (outline) await expectNoSkippedHeadingLevel(page, where);
        await expectNoAxeViolations(page, where);
        await expectNoHtmlcsErrors(page, where);
      });
    }

    test("every other project page has no axe violations", async ({ page }) => {
      test.slow();
      for (const path of PROJECT_PAGES.slice(1)) {
        const where = `${path} at ${width} px`;
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator("h1"), `one h1 on ${where}`).toHaveCount(1);
        await expectNoAxeViolations(page, where);
      }
    });
  });
}

test("HTML_CodeSniffer reports an error where there is one (the check can fail)", async ({
  page,
}) => {
  await page.goto("/about");
  await waitForHydration(page);
  await page.evaluate(() => {
    const image = document.createElement("img");
    image.src = "/favicon.svg";
    document.querySelector("main")!.append(image);
  });
  const codes = (await htmlcsErrors(page)).map((error) => error.code);
  // An img without alt text.
  expect(codes).toContain("WCAG2AA.Principle1.Guideline1_1.1_1_1.H37");
});
