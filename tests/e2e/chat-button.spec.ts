// Issue 22: nothing is ever under the chat button, at any scroll position, with or without
// JavaScript.
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  PAGE_KINDS,
  drawEveryPart,
  waitForChat,
  waitForHydration,
  waitForLivePart,
} from "./support";

const SCROLL_STEP_PX = 200;

const chatButton = (page: Page) => page.getByRole("button", { name: /^Chat with us/ });

/**
 * Lists every link, button, field, badge or line of text whose box meets the chat button's box
 * at some scroll position, top to bottom. The button's own fixed container (the bar it lives
 * in) is left out. A bar across the whole foot of the screen is the screen's edge: what has
 * scrolled beneath its top edge is out of view, as below the screen, not under the button; so
 * the bar must be opaque, and at the end of the page nothing may stay beneath it.
 */
function scanUnderButton(button: Locator, step: number): Promise<string[]> {
  // Synchronous: a script's callbacks (requestAnimationFrame, an observer's) never run while it
  // scrolls, so nothing on the page moves but what a fixed or sticky box carries along. The
  // rest is read once; only what a fixed or sticky box carries is read again at each step.
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
    const carried = new Map<Element, boolean>();
    /** Whether the element moves with the screen (a fixed or sticky box around it). */
    const moves = (element: Element | null): boolean => {
      if (!element) return false;
      if (!carried.has(element)) {
        const own = /^(?:fixed|sticky)$/.test(getComputedStyle(element).position);
        carried.set(element, own || moves(element.parentElement));
      }
      return carried.get(element)!;
    };
    type Part = { what: string; rects: () => Iterable<DOMRect>; moves: boolean };
    const parts: Part[] = [];
    for (const control of document.querySelectorAll(CONTROLS)) {
      if (bar.contains(control) || !control.checkVisibility({ visibilityProperty: true })) {
        continue;
      }
      parts.push({
        what: name(control),
        rects: () => control.getClientRects(),
        moves: moves(control),
      });
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node;
      const parent = text.parentElement;
      if (!parent || bar.contains(parent) || !text.textContent?.trim()) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const what = `text "${text.textContent.trim().replace(/\s+/g, " ").slice(0, 40)}"`;
      parts.push({ what, rects: () => range.getClientRects(), moves: moves(parent) });
      // A badge or pill: its coloured box, not just its letters.
      const style = getComputedStyle(parent);
      if (
        style.display.startsWith("inline-") &&
        !/, 0\)$|transparent/.test(style.backgroundColor)
      ) {
        const badge = () => [parent.getBoundingClientRect()];
        parts.push({ what: `badge ${name(parent)}`, rects: badge, moves: moves(parent) });
      }
    }
    // Screen-reader-only text is drawn nowhere.
    const boxesOf = (list: Part[]) =>
      list
        .flatMap(({ what, rects }) => [...rects()].map((rect) => ({ what, rect })))
        .filter(({ rect }) => rect.width > 1 && rect.height > 1);
    const button = toggle.getBoundingClientRect();
    const seenTo = inOpaqueBar ? barBox.top : innerHeight;
    const across = (rect: DOMRect) => rect.left < button.right && button.left < rect.right;
    const covered = new Set<string>();
    const end = root.scrollHeight - innerHeight;
    /** What a box at `rect` (on the screen) shows of itself at the end of the page. */
    const atEnd = (what: string, rect: DOMRect) => {
      // The bar's matching padding lets everything come out from under it.
      if (inOpaqueBar && rect.bottom > seenTo + 0.5 && rect.top < innerHeight) {
        covered.add(`beneath the bar at the end of the page: ${what}`);
      }
    };

    // The boxes that scroll with the page, read at the top: each meets the button (which stays
    // put) over one range of scroll positions, worked out, so none is stepped over.
    window.scrollTo({ top: 0, behavior: "instant" });
    for (const { what, rect } of boxesOf(parts.filter((part) => !part.moves))) {
      // At scroll position y it spans rect.top - y to rect.bottom - y on the screen, so it meets
      // the button for y between `from` and `to` (and only above the bar's top edge, if any).
      const [from, to] = [rect.top - button.bottom, rect.bottom - button.top];
      if (across(rect) && button.top < seenTo && from < end && to > 0) {
        covered.add(`at ${Math.round(Math.max(0, from))}: ${what}`);
      }
      atEnd(what, new DOMRect(rect.x, rect.y - end, rect.width, rect.height));
    }
    // The few carried along by a fixed or sticky box: read again at each step.
    const moving = parts.filter((part) => part.moves);
    for (let y = 0; ; y = Math.min(y + stepPx, end)) {
      window.scrollTo({ top: y, behavior: "instant" });
      for (const { what, rect } of boxesOf(moving)) {
        const bottom = Math.min(rect.bottom, seenTo);
        if (across(rect) && rect.top < button.bottom && button.top < bottom) {
          covered.add(`at ${Math.round(scrollY)}: ${what}`);
        }
        if (y === end) atEnd(what, rect);
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
            await waitForChat(page);
          }
          await expect(button).toBeVisible();
          // The scan reads each box once: every part is drawn first, as a visitor scrolling
          // through sees it, so none is read at its estimated height (.below-first-view).
          await drawEveryPart(page);
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
