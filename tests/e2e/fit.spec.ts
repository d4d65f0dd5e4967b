import { type Page, expect, test } from "@playwright/test";
import { allPagePaths } from "../../app/lib/lookups";
import { categories, projects, services } from "../../app/content/data.ts";
import { waitForHydration } from "./support";

/**
 * Every page fits every phone: nothing scrolls sideways at 320 and 360 px (360 px is the most
 * common phone width in India), no text is cut off by a box too small for it, and the parts
 * that broke at 360 px (logo, phone numbers, e-mail, figures, filter chips, the project
 * dialog) lay out cleanly. The floating chat button never rests on a control.
 */

const EVERY_PAGE = [...allPagePaths({ categories, services, projects }), "/chat", "/no-such-page"];

/** Elements whose content is wider than their box and is clipped or scrolled inside it. */
function clippedText(): string[] {
  return [...document.querySelectorAll<HTMLElement>("body *")]
    .filter((element) => {
      const style = getComputedStyle(element);
      if (style.overflowX === "visible" || element.matches("input, select, textarea")) return false;
      // Visually hidden text (sr-only, the honeypot) is meant to be clipped.
      if (style.clip !== "auto" || style.clipPath !== "none" || element.closest("[aria-hidden]")) {
        return false;
      }
      if (element.clientWidth <= 1 || !element.checkVisibility()) return false;
      // A strip meant to scroll sideways (the home page's steps, milestones and projects on a
      // phone): the keyboard reaches the box itself or the links and buttons in it.
      if (
        /auto|scroll/.test(style.overflowX) &&
        (element.tabIndex >= 0 || element.querySelector("a[href], summary"))
      ) {
        return false;
      }
      // A row that scrolls sideways and holds only links (the project filter chips on a phone):
      // Tab brings each one into view (consistency.spec.ts), so none is out of reach.
      if (
        /auto|scroll/.test(style.overflowX) &&
        [...element.children].every((child) => child.matches("a[href]"))
      ) {
        return false;
      }
      return element.scrollWidth > element.clientWidth + 1;
    })
    .map(
      (element) =>
        `<${element.tagName.toLowerCase()} class="${element.className}"> ${element.scrollWidth} > ${element.clientWidth}`,
    );
}

for (const width of [320, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test("no page scrolls sideways or clips its text", async ({ page }) => {
      test.slow();
      const failures: string[] = [];
      for (const path of EVERY_PAGE) {
        await page.goto(path);
        await waitForHydration(page);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        if (scrollWidth > innerWidth) failures.push(`${path}: ${scrollWidth} px wide`);
        for (const clipped of await page.evaluate(clippedText)) {
          failures.push(`${path}: ${clipped}`);
        }
      }
      expect(failures).toEqual([]);
    });
  });
}

/** The line boxes a text occupies (distinct tops of its rectangles). */
async function lineCount(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => element.checkVisibility())
      .map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
  );
}

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the header's logo, the phone numbers and the e-mail addresses do not break", async ({
    page,
  }) => {
    for (const path of ["/", "/contact"]) {
      await page.goto(path);
      await waitForHydration(page);
      // Each line of the logo (name, then "Industrial Solutions") on one line.
      expect(await lineCount(page, "header a[href='/'] span span")).toEqual([1, 1]);
      const phones = await lineCount(page, "a[href^='tel:']");
      expect(phones.length).toBeGreaterThan(1);
      expect(phones.every((lines) => lines === 1)).toBe(true);
      // An address wraps, if at all, after its "@": the domain stays on one line.
      const domains = await page.locator("a[href^='mailto:']").evaluateAll((links) =>
        links
          .filter((link) => link.checkVisibility())
          .map((link) => {
            const tops = new Set<number>();
            const text = link.textContent!;
            const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
            let offset = 0;
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const length = node.textContent!.length;
              const at = text.indexOf("@") + 1;
              const from = Math.max(0, at - offset);
              if (from < length) {
                const range = document.createRange();
                range.setStart(node, from);
                range.setEnd(node, length);
                for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
              }
              offset += length;
            }
            return `${text}: ${tops.size} line(s)`;
          }),
      );
      expect(domains.length).toBeGreaterThan(0);
      for (const domain of domains) expect(domain).toMatch(/: 1 line\(s\)$/);
    }
  });

  test("the headline figures never run into each other", async ({ page }) => {
    for (const path of ["/", "/about"]) {
      await page.goto(path);
      await waitForHydration(page);
      const problems = await page.locator("dl").evaluateAll((lists) =>
        lists.flatMap((list) => {
          const figures = [...list.querySelectorAll("dd")].filter((dd) => dd.checkVisibility());
          const boxes = figures.map((dd) => {
            const range = document.createRange();
            range.selectNodeContents(dd);
            return { dd, text: dd.textContent!, rects: [...range.getClientRects()] };
          });
          const found: string[] = [];
          for (const { dd, text, rects } of boxes) {
            const cell = dd.parentElement!.getBoundingClientRect();
            if (rects.some((rect) => rect.right > cell.right + 1 || rect.left < cell.left - 1)) {
              found.push(`"${text}" is wider than its column`);
            }
          }
          for (const [i, one] of boxes.entries()) {
            for (const two of boxes.slice(i + 1)) {
              const touch = one.rects.some((a) =>
                two.rects.some(
                  (b) =>
                    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom,
                ),
              );
              if (touch) found.push(`"${one.text}" runs into "${two.text}"`);
            }
          }
          return found;
        }),
      );
      expect(problems, path).toEqual([]);
    }
  });

  test("the project filter chips fill each row, or sit in one row", async ({ page }) => {
    for (const path of ["/projects", "/"]) {
      await page.goto(path);
      await waitForHydration(page);
      const group = page.getByRole("group", { name: "Filter projects by category" });
      const rows = await group.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const byRow = new Map<number, DOMRect[]>();
        for (const chip of element.children) {
          const rect = chip.getBoundingClientRect();
          byRow.set(Math.round(rect.top), [...(byRow.get(Math.round(rect.top)) ?? []), rect]);
        }
        return [...byRow.values()].map((rects) => ({
          left: Math.round(rects[0]!.left - box.left),
          right: Math.round(box.right - rects.at(-1)!.right),
        }));
      });
      // One row scrolls sideways; each chip's reach is consistency.spec.ts's to check.
      if (rows.length === 1) continue;
      for (const row of rows) expect(row).toEqual({ left: 0, right: 0 });
    }
  });

  test("the project dialog's close button stays in reach at the end of the dialog", async ({
    page,
  }) => {
    await page.goto("/projects");
    await waitForHydration(page);
    await page.getByRole("article").first().getByRole("link").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole("button", { name: "Close" });
    // Much taller than the screen: scroll to its end.
    const scrolled = await dialog.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
      return element.scrollTop;
    });
    expect(scrolled).toBeGreaterThan(500);
    const reachable = await close.evaluate((button) => {
      const rect = button.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return rect.top >= 0 && rect.bottom <= window.innerHeight && !!hit && button.contains(hit);
    });
    expect(reachable).toBe(true);
    await close.click();
    await expect(dialog).toBeHidden();
  });
});
