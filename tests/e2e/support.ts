import AxeBuilder from "@axe-core/playwright";
import { projects } from "../../app/content/data.ts";
import { projectPath } from "../../app/lib/paths.ts";
import type { AxeResults } from "axe-core";
import { expect, type Locator, type Page } from "@playwright/test";
import jpeg from "jpeg-js";

export const PAGE_KINDS = [
  { kind: "home", path: "/", h1: /Engineering/ },
  { kind: "services", path: "/services", h1: /./ },
  { kind: "category", path: "/category/fire-safety", h1: "Fire Safety" },
  { kind: "service", path: "/service/hydrant-system", h1: /Hydrant/ },
  { kind: "projects", path: "/projects", h1: /./ },
  {
    kind: "project",
    path: "/projects/integrated-fire-protection-for-an-api-manufacturing-plant",
    h1: "Integrated Fire Protection for an API Manufacturing Plant",
  },
  { kind: "about", path: "/about", h1: /./ },
  { kind: "contact", path: "/contact", h1: /./ },
  { kind: "faq", path: "/faq", h1: /./ },
  { kind: "privacy", path: "/privacy", h1: /Privacy/ },
  { kind: "terms", path: "/terms", h1: /Terms/ },
  { kind: "chat", path: "/chat", h1: "Deccan Assistant" },
  { kind: "not-found", path: "/no-such-page", h1: "Page not found" },
] as const;

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export function axeSummary(results: AxeResults): string[] {
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")})`,
  );
}

/**
 * WCAG 2.2 AA by axe, on the whole page or only `within` (a CSS selector): the part that changed
 * since a whole-page run, where the rest of the page is checked already.
 */
export async function expectNoAxeViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (within ? builder.include(within) : builder).analyze();
  expect(axeSummary(results)).toEqual([]);
}

/**
 * Brings each section of the page into view in turn, as a visitor scrolling through would, so
 * every part below the first view is drawn and has its real height, not its estimate
 * (content-visibility: auto, decision 023); then goes back to the top. It works with the
 * page's JavaScript off too: Playwright waits for each section to stand still.
 */
export async function drawEveryPart(page: Page): Promise<void> {
  for (const part of await page.locator("main section, footer").all()) {
    if (await part.isVisible()) await part.scrollIntoViewIfNeeded();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Scrolls the page to its end half a screen at a time, each position drawn before the next, so
 * every lazy photo is asked for and every part that hydrates when near comes live, as for a
 * visitor scrolling. A step waits for two frames, or at most half a second each where the page
 * draws none: a stalled page then fails the check that follows instead of hanging the test.
 * Each row that scrolls sideways and holds a photo (the home page's projects on a phone) is
 * scrolled to its end too.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 500);
      });
    const drawn = async () => {
      await frame();
      await frame();
    };
    const root = document.documentElement;
    for (let y = 0; y < root.scrollHeight; y += innerHeight / 2) {
      window.scrollTo(0, y);
      await drawn();
    }
    for (const row of document.querySelectorAll("main *")) {
      const overflow = getComputedStyle(row).overflowX;
      if (overflow !== "auto" && overflow !== "scroll") continue;
      if (row.scrollWidth <= row.clientWidth + 1 || !row.querySelector("picture")) continue;
      row.scrollIntoView({ block: "nearest" });
      for (let x = 0; x < row.scrollWidth; x += row.clientWidth / 2) {
        row.scrollTo({ left: x + row.clientWidth / 2 });
        await drawn();
      }
    }
  });
}

/**
 * Every island of the page but the chat has started: an island's root sets `data-live` once its
 * script runs. One that starts when visible is brought into view, as a visitor scrolling would
 * (the page is then scrolled back to where it was); one that starts on first use (/projects'
 * filter, /contact's forms) gets a pointer over it, as a visitor reaching for it would. The chat,
 * also on first use, is not started here (waitForChat starts it).
 */
export async function waitForHydration(page: Page) {
  await page.waitForLoadState("load");
  const scrolled = await page.evaluate(() => window.scrollY);
  let moved = false;
  for (const island of await page
    .locator("astro-island:not([component-export='ChatWidget'])")
    .all()) {
    const live = island.locator("[data-live]").first();
    if ((await live.count()) > 0) continue;
    if ((await island.getAttribute("client")) === "first-use") {
      await island.dispatchEvent("pointerover");
      await expect(live).toBeAttached();
      continue;
    }
    // Its first child with a box (an island may start with a <link> React wrote).
    await island.evaluate((element) =>
      [...element.querySelectorAll("*")]
        .find((child) => child.getClientRects().length > 0)
        ?.scrollIntoView({ block: "center" }),
    );
    moved = true;
    await expect(live).toBeAttached();
  }
  if (moved) await page.evaluate((y) => window.scrollTo(0, y), scrolled);
}

/**
 * Starts the chat as a visitor reaching for it would (its island starts on first use: a pointer
 * over it), and waits for its own script: its root's `data-live` (chat-widget.tsx).
 */
export async function waitForChat(page: Page) {
  const chat = page.getByRole("complementary", { name: "Chat", exact: true });
  await chat.evaluate((node) =>
    node.dispatchEvent(new PointerEvent("pointerover", { bubbles: true })),
  );
  await expect(chat).toHaveAttribute("data-live", "true");
}

/** Scrolls the island around or inside `element` into view and waits for its script to run. */
export async function waitForLivePart(element: Locator) {
  await element.scrollIntoViewIfNeeded();
  // An island that starts on first use (the chat) is started as a pointer over it would.
  await element.evaluate((node) => {
    const island = node.closest("astro-island") ?? node.querySelector("astro-island");
    if (island?.getAttribute("client") !== "first-use") return;
    island.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
  });
  await expect
    .poll(() =>
      element.evaluate((node) =>
        node.closest("[data-live]") || node.querySelector("[data-live]") ? "live" : "none",
      ),
    )
    .toBe("live");
}

export const PROJECT_PAGES = projects.map(projectPath);

/**
 * Runs the page on Playwright's clock (natural time until a test holds it) and times its
 * messages by that clock. Call before the page loads, so its timers are the clock's.
 */
export async function recordMessageTimes(page: Page) {
  await page.clock.install();
  await page.addInitScript(() => {
    // When each message (by its text) was last seen appearing.
    const times: Record<string, number> = {};
    (window as unknown as { __messageTimes: typeof times }).__messageTimes = times;
    let visible = new Set<string>();
    const scan = () => {
      const current = new Set(
        [...document.querySelectorAll('[role="status"], [role="alert"]')]
          .filter((element) => element.checkVisibility())
          .map((element) => element.textContent?.trim() ?? "")
          .filter(Boolean),
      );
      for (const text of current) if (!visible.has(text)) times[text] = performance.now();
      visible = current;
    };
    document.addEventListener("DOMContentLoaded", () => {
      scan();
      new MutationObserver(scan).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
  });
}

/** How far ahead of the page's time its clock is held: room for the call to reach the page. */
const HOLD_AHEAD_MS = 250;

/**
 * The message shows for `ms` by the page's clock, and then goes (recordMessageTimes first). Once
 * it is seen, the clock is held, so nothing moves but what the test moves: a busy machine can
 * neither shorten nor lengthen what is measured. The page's timers then run to 50 ms before its
 * time (still shown), and to 50 ms past its time counted from the hold (gone): its timer was set
 * between its appearing and the hold.
 */
export async function expectShownFor(message: Locator, ms: number) {
  const page = message.page();
  await expect(message).toBeVisible();
  const text = (await message.textContent())!.trim();
  for (let tries = 1; ; tries++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + HOLD_AHEAD_MS * tries);
      break;
    } catch (error) {
      // The page's time passed the hold before the call arrived: hold further ahead.
      if (tries === 4 || !String(error).includes("to the past")) throw error;
    }
  }
  const shownFor = await page.evaluate((key) => {
    const times = (window as unknown as { __messageTimes: Record<string, number> }).__messageTimes;
    return performance.now() - (times[key] ?? Number.NaN);
  }, text);
  expect(shownFor, `"${text}" was shown ${shownFor} ms before the clock was held`).toBeLessThan(
    ms - 50,
  );
  await page.clock.runFor(Math.ceil(ms - 50 - shownFor));
  await expect(message, `"${text}" 50 ms before ${ms} ms`).toBeVisible();
  await page.clock.runFor(Math.ceil(shownFor) + 100);
  await expect(message, `"${text}" 50 ms after ${ms} ms from the hold`).toBeHidden();
  await page.clock.resume();
}

const PHOTO_HOST = "https://images.unsplash.com/**";

/** The tests reach no host but the site's (playwright.config.ts), so photos need an answer. */
export async function photosLoad(page: Page) {
  const photo = jpeg.encode(
    { width: 16, height: 16, data: Buffer.alloc(16 * 16 * 4, 0x80) },
    80,
  ).data;
  await page.route(PHOTO_HOST, (route) =>
    route.fulfill({ status: 200, contentType: "image/jpeg", body: photo }),
  );
}

export async function photosFail(page: Page) {
  await page.route(PHOTO_HOST, (route) => route.abort("connectionrefused"));
}

/**
 * The expanded state the browser gives assistive technology for the element `selector` finds
 * (Chromium's accessibility tree): a popover's toggle states it without aria-expanded.
 */
export async function expandedState(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send("Runtime.evaluate", {
      expression: `document.querySelector(${JSON.stringify(selector)})`,
    });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
      objectId: result.objectId,
      fetchRelatives: false,
    });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded === undefined ? undefined : Boolean(expanded.value.value);
  } finally {
    await cdp.detach();
  }
}

/**
 * The chat toggle's expanded state, as the browser states it (with or without its script). The
 * window's own Close button (first in the page, `popovertargetaction="hide"`) targets it too.
 */
export const chatExpanded = (page: Page) =>
  expandedState(page, "button[popovertarget=chat-window]:not([popovertargetaction=hide])");

/**
 * The next Tab starts at the top of the page again, as it does for a visitor who has only
 * scrolled. waitForHydration brings islands into view with `scrollIntoView`, and Chromium moves
 * its sequential focus navigation starting point to an element scrolled into view by script, so
 * a walk of the keyboard stops would otherwise begin at the last island (the footer's
 * newsletter box). Scrolls to the top.
 */
export async function keyboardFromTop(page: Page) {
  await page.evaluate(() => document.documentElement.scrollIntoView());
}
