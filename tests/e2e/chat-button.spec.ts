// Issue 22: nothing is ever under the chat button, at any scroll position, with or without
// JavaScript.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { PAGE_KINDS, waitForHydration, waitForLivePart } from "./support";

const SCROLL_STEP_PX = 200;

const chatButton = (page: Page) => page.getByRole("button", { name: /^Chat with us/ });

/**
 * Scrolls the page from top to bottom in steps and lists every link, button, field, badge or
 * line of text whose box meets the chat button's box. The button's own fixed container (the
 * bar it lives in) is left out. A bar across the whole foot of the screen is the screen's edge:
 * what has scrolled beneath its top edge is out of view, as below the screen, not under the
 * button; so the bar must be opaque, and at the end of the page nothing may stay beneath it.
 */
function scanUnderButton(button: Locator, step: number): Promise<string[]> {
  // Synchronous: a script's callbacks (requestAnimationFrame) never run with JavaScript off, and
  // the boxes read after scrollTo are already laid out for the new position.
  return button.evaluate((toggle, stepPx) => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"]';
    let bar: Element = toggle;
    while (bar.parentElement && getComputedStyle(bar).position !== "fixed") {
      bar = bar.parentElement;
    }
    const root = document.documentElement;
    const barBox = bar.getBoundingClientRect();
    const acrossFoot =
      barBox.left <= 0 && barBox.right >= root.clientWidth && barBox.bottom >= innerHeight - 1;
    const [alpha = "1"] =
      getComputedStyle(bar)
        .backgroundColor.match(/[\d.]+/g)
        ?.slice(3) ?? [];
    const inOpaqueBar = acrossFoot && Number(alpha) === 1;

    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    const boxes = (): { what: string; rect: DOMRect }[] => {
      const found: { what: string; rect: DOMRect }[] = [];
      for (const control of document.querySelectorAll(CONTROLS)) {
        if (bar.contains(control) || !control.checkVisibility({ visibilityProperty: true })) {
          continue;
        }
        for (const rect of control.getClientRects()) found.push({ what: name(control), rect });
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || bar.contains(parent) || !node.textContent?.trim()) continue;
        if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        range.selectNodeContents(node);
        const what = `text "${node.textContent.trim().replace(/\s+/g, " ").slice(0, 40)}"`;
        for (const rect of range.getClientRects()) found.push({ what, rect });
        // A badge or pill: its coloured box, not just its letters.
        const style = getComputedStyle(parent);
        if (
          style.display.startsWith("inline-") &&
          !/, 0\)$|transparent/.test(style.backgroundColor)
        ) {
          found.push({ what: `badge ${name(parent)}`, rect: parent.getBoundingClientRect() });
        }
      }
      // Screen-reader-only text is drawn nowhere.
      return found.filter(({ rect }) => rect.width > 1 && rect.height > 1);
    };

    const covered = new Set<string>();
    const end = root.scrollHeight - innerHeight;
    for (let y = 0; ; y = Math.min(y + stepPx, end)) {
      window.scrollTo({ top: y, behavior: "instant" });
      const button = toggle.getBoundingClientRect();
      const seenTo = inOpaqueBar ? bar.getBoundingClientRect().top : innerHeight;
      for (const { what, rect } of boxes()) {
        const top = rect.top;
        const bottom = Math.min(rect.bottom, seenTo);
        const meets =
          rect.left < button.right &&
          button.left < rect.right &&
          top < button.bottom &&
          button.top < bottom;
        if (meets) covered.add(`at ${Math.round(scrollY)}: ${what}`);
        // At the end of the page, the bar's matching padding lets everything come out from under it.
        if (y === end && inOpaqueBar && rect.bottom > seenTo + 0.5 && rect.top < innerHeight) {
          covered.add(`beneath the bar at the end of the page: ${what}`);
        }
      }
      if (y >= end) break;
    }
    return [...covered];
  }, step);
}

for (const width of [360, 1280]) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`at ${width}×800 ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ viewport: { width, height: 800 }, javaScriptEnabled });

      for (const { kind, path } of PAGE_KINDS) {
        test(`the chat button covers nothing on the ${kind} page, top to bottom`, async ({
          page,
        }) => {
          await page.goto(path);
          const button = chatButton(page);
          if (javaScriptEnabled) {
            await waitForHydration(page);
            await waitForLivePart(button);
          }
          await expect(button).toBeVisible();
          const covered = await scanUnderButton(button, SCROLL_STEP_PX);
          expect(covered, path).toEqual([]);
        });
      }

      test("the footer's Back to top link can be clicked at the end of the page", async ({
        page,
      }) => {
        await page.goto("/about");
        if (javaScriptEnabled) await waitForHydration(page);
        await page.evaluate(() =>
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
        );
        const up = page.getByRole("contentinfo").getByRole("link", { name: "Back to top" });
        // Playwright clicks only what would get the click: nothing may lie over the link.
        await up.click({ timeout: 5_000 });
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      });
    });
  }
}
