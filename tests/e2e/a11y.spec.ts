import { expect, test } from "@playwright/test";
import { PAGE_KINDS, expectNoAxeViolations, waitForHydration } from "./support";

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
  });
}

test.describe("heading outline", () => {
  for (const { kind, path } of PAGE_KINDS) {
    test(`${kind} page (${path}) never skips a heading level`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      // Every heading a screen reader lists, visible or visually hidden, in document order.
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
