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
