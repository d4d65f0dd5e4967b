import { type Page, expect, test } from "@playwright/test";
import { countContrastingChanges, type Box } from "./pixels";
import { PAGE_KINDS, keyboardFromTop, waitForHydration, waitForLivePart } from "./support";

/**
 * A keyboard user always sees where they are: at every stop of the Tab key, the focused
 * element's indicator must be visible and whole. For each stop, the element and the card it
 * belongs to (padded for the ring) are photographed focused and again after blur; the pixels
 * that changed by a contrast of 3:1 or more must number at least the element's perimeter. A
 * ring clipped by its card's or its list's overflow, or drawn in a colour too close to what
 * surrounds it, fails. The footer, the bar at the foot of the screen and the chat's button are
 * the same on every page: they are photographed on the home page only. On the others, once focus
 * reaches them with no other control after it in the document, the page is done (half the
 * stops, and half this file's time).
 */

const KINDS = [
  "home",
  "services",
  "category",
  "service",
  "projects",
  "project",
  "about",
  "contact",
];
const RING_ROOM = 8;
const MAX_STOPS = 250;

test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });

interface Stop {
  key: string;
  box: Box;
  perimeter: number;
  /** In the parts every page shares below its header: the footer, the bar, the chat's button. */
  shared: boolean;
  /** Shared, and so is every visible control after it in the document: the rest of the stops. */
  lastPart: boolean;
}

/**
 * Describes the focused element (or null when focus has left the page) and marks it for the
 * next steps. A link whose ::after stretches over its card draws its ring around the card.
 */
async function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate((room) => {
    document.querySelector("[data-focus-probe]")?.removeAttribute("data-focus-probe");
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    element.setAttribute("data-focus-probe", "");
    element.scrollIntoView({ block: "center", inline: "nearest" });
    const own = element.getBoundingClientRect();
    let area = own;
    const after = getComputedStyle(element, "::after");
    if (after.content !== "none" && after.position === "absolute" && element.offsetParent) {
      const card = element.offsetParent.getBoundingClientRect();
      const left = Math.min(own.left, card.left);
      const top = Math.min(own.top, card.top);
      area = new DOMRect(
        left,
        top,
        Math.max(own.right, card.right) - left,
        Math.max(own.bottom, card.bottom) - top,
      );
    }
    const x = Math.max(0, Math.floor(area.left - room));
    const y = Math.max(0, Math.floor(area.top - room));
    const right = Math.min(window.innerWidth, Math.ceil(area.right + room));
    const bottom = Math.min(window.innerHeight, Math.ceil(area.bottom + room));
    const name =
      element.getAttribute("aria-label") ??
      element.textContent?.trim().replace(/\s+/g, " ").slice(0, 40) ??
      "";
    const path = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      path.unshift(`${node.tagName}:${[...(node.parentElement?.children ?? [])].indexOf(node)}`);
    }
    const shared = (node: Element) =>
      !node.closest("header, main, dialog, #chat-window") && !node.matches("[href='#main']");
    const controls = document.querySelectorAll(
      "a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable]",
    );
    const later = [...controls].filter(
      (node) =>
        element.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING &&
        node.checkVisibility({ visibilityProperty: true }),
    );
    return {
      shared: shared(element),
      lastPart: shared(element) && later.every(shared),
      key: `${element.tagName.toLowerCase()} "${name}" ${path.join("/")}`,
      box: { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) },
      perimeter: Math.round(2 * (own.width + own.height)),
    };
  }, RING_ROOM);
}

/** Focused vs blurred: the pixels that visibly change around the element. */
async function ringPixels(page: Page, stop: Stop): Promise<number> {
  const probe = page.locator("[data-focus-probe]");
  const focused = await page.screenshot({ clip: stop.box, animations: "disabled", caret: "hide" });
  await probe.evaluate((element) => (element as HTMLElement).blur());
  const blurred = await page.screenshot({ clip: stop.box, animations: "disabled", caret: "hide" });
  // Back where it was (a keyboard focus: :focus-visible again), so Tab goes on from here.
  await probe.evaluate((element) => (element as HTMLElement).focus({ preventScroll: true }));
  return countContrastingChanges(focused, blurred);
}

/**
 * Tabs from the current focus until focus leaves `within` (or the page), checking each stop; with
 * `skipShared`, passing over the shared ones and ending where only shared ones are left.
 */
async function checkStops(
  page: Page,
  { within, skipShared = false }: { within?: (stop: Stop) => boolean; skipShared?: boolean } = {},
) {
  const seen = new Set<string>();
  const stops: Stop[] = [];
  const faint: string[] = [];
  for (let index = 0; index < MAX_STOPS; index++) {
    await page.keyboard.press("Tab");
    const stop = await focusedStop(page);
    if (!stop || seen.has(stop.key) || (within && !within(stop))) break;
    seen.add(stop.key);
    stops.push(stop);
    if (skipShared && stop.lastPart) break;
    if (skipShared && stop.shared) continue;
    const changed = await ringPixels(page, stop);
    if (changed < stop.perimeter) {
      faint.push(`${stop.key.split(" HTML")[0]}: ${changed} px changed, needs ${stop.perimeter}`);
    }
  }
  expect(stops.length, "keyboard stops visited").toBeGreaterThan(0);
  expect(faint).toEqual([]);
  return stops;
}

for (const { kind, path } of PAGE_KINDS.filter((page) => KINDS.includes(page.kind))) {
  test(`${kind} page (${path}): every keyboard stop shows a whole, visible focus ring`, async ({
    page,
  }) => {
    test.slow();
    await page.goto(path);
    await waitForHydration(page);
    await keyboardFromTop(page);
    const stops = await checkStops(page, { skipShared: kind !== "home" });
    // The walk went through the header and the page's own content to the parts every page shares.
    expect(stops.filter((stop) => stop.key.includes("/HEADER:")).length).toBeGreaterThan(3);
    expect(stops.at(-1)?.shared).toBe(true);
  });
}

test("the project dialog's controls show a whole, visible focus ring", async ({ page }) => {
  await page.goto("/projects");
  await waitForHydration(page);
  await page.getByRole("article").first().getByRole("link").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // The dialog traps focus: Tab cycles through its controls until one comes round again.
  await checkStops(page);
});

test("the chat's controls show a whole, visible focus ring", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: "Chat with us" });
  await waitForLivePart(toggle);
  await toggle.focus();
  await page.keyboard.press("Enter");
  const chat = page.locator("#chat-window");
  await expect(chat).toBeVisible();
  await expect(chat.getByRole("textbox")).toBeFocused();
  // Back out of the window, then Tab through all of it (and the toggle after it).
  const inChat = () => page.evaluate(() => !!document.activeElement?.closest("aside"));
  for (let step = 0; step < 20 && (await inChat()); step++) await page.keyboard.press("Shift+Tab");
  expect(await inChat()).toBe(false);
  const stops = await checkStops(page, { within: (stop) => stop.key.includes("/ASIDE:") });
  expect(stops.length).toBeGreaterThanOrEqual(4);
});
