import { type Locator, type Page, expect, test } from "@playwright/test";
import { aboutCopy, company, homeCopy } from "../../app/content/data.ts";
import { drawEveryPart, waitForHydration } from "./support";

/**
 * The home page in compact form (issue 22): short enough for a phone, each figure once, the
 * milestones in one row that scrolls inside its own box, the about section a summary that
 * leads to /about, and no empty half-column at 1280 px.
 */

const SCREEN = { width: 360, height: 800 };
const MAX_SCREENS = 12;
const { claims } = company;

async function open(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
}

/** The distinct tops of a text's line boxes: 1 when it sits on one line. */
async function lines(text: Locator): Promise<number> {
  return text.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

test.describe("at 360 x 800", () => {
  test.use({ viewport: SCREEN });

  test(`the home page is at most ${MAX_SCREENS} screens tall`, async ({ page }) => {
    await open(page);
    // Every part drawn, so each has its real height, not its estimate (.below-first-view).
    await drawEveryPart(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(MAX_SCREENS * SCREEN.height);
  });

  test("the milestones are one row that scrolls sideways, by keyboard too", async ({ page }) => {
    await open(page);
    const strip = page.locator("#about").getByRole("list", { name: aboutCopy.milestonesTitle });
    const items = strip.getByRole("listitem");
    const tops = await items.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(tops.length).toBeGreaterThan(1);
    expect(new Set(tops).size).toBe(1);
    const box = await strip.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);

    // Tab reaches the strip (nothing inside it takes focus), and the arrow keys scroll it.
    await page
      .locator("#services")
      .getByRole("link", { name: /Download Brochure/ })
      .focus();
    await page.keyboard.press("Tab");
    await expect(strip).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    // Arrow by arrow to its far end: the last milestone comes into view.
    const end = () => strip.evaluate((e) => e.scrollLeft + e.clientWidth >= e.scrollWidth - 1);
    for (let presses = 0; presses < 100 && !(await end()); presses++) {
      await page.keyboard.press("ArrowRight");
    }
    await expect(items.last()).toBeInViewport();
  });

  test("'Since 2009' in the hero's badge stays on one line", async ({ page }) => {
    await open(page);
    const badge = page.locator("main > section").first().getByText(`Since ${company.foundingYear}`);
    expect(await lines(badge)).toBe(1);
  });
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 740 } });

  test("the strips scroll inside their boxes, never the page", async ({ page }) => {
    await open(page);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});

test("the company figures appear once on the home page", async ({ page }) => {
  await open(page);
  for (const claim of [claims.projects, claims.clients, claims.years, claims.success]) {
    await expect(page.getByText(claim.value, { exact: true })).toHaveCount(1);
  }
  // Every figure shown, in the hero or elsewhere, is shown once.
  const figures = await page.locator("main dd").allTextContents();
  expect(figures.length).toBeGreaterThan(0);
  expect(new Set(figures).size).toBe(figures.length);
});

test("the about section is a summary that links to /about", async ({ page }) => {
  await open(page);
  const section = page.locator("#about");
  const link = section.getByRole("link", { name: aboutCopy.title });
  await expect(link).toHaveAttribute("href", "/about");
  await link.click();
  await expect(page).toHaveURL(/\/about$/);
});

test.describe("at 1280 x 800", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the hero's figures fill its right half, beside the headline", async ({ page }) => {
    await open(page);
    const hero = page.locator("main > section").first();
    const headline = await hero.getByRole("heading", { level: 1 }).boundingBox();
    const figures = await hero.locator("dl").boundingBox();
    expect(figures!.x).toBeGreaterThan(headline!.x + headline!.width);
    expect(figures!.x + figures!.width).toBeGreaterThan(1280 * 0.9);
    expect(figures!.y).toBeLessThan(headline!.y + headline!.height);
  });

  test("'ISO 9001:2015' in the figures band stays on one line", async ({ page }) => {
    await open(page);
    const iso = claims.certification.value;
    const figure = page.locator("#services").getByText(iso, { exact: true });
    await expect(figure).toBeVisible();
    expect(await lines(figure)).toBe(1);
  });

  test("the contact cards column is as tall as the form beside it", async ({ page }) => {
    await open(page);
    const section = page.locator("#contact");
    const form = await section.locator("form").boundingBox();
    const cards = await section.getByRole("list").first().boundingBox();
    expect(cards!.x).toBeGreaterThan(form!.x + form!.width);
    // Within the form's own padding (its box is drawn around the form).
    expect(Math.abs(cards!.y + cards!.height - (form!.y + form!.height))).toBeLessThan(80);
  });
});

test.describe("the parts below the first view (decision 023)", () => {
  test.use({ viewport: SCREEN, javaScriptEnabled: false });

  test("are left out of the first paint's work, yet are in the page, found by anchor and shown when scrolled to", async ({
    page,
  }) => {
    await page.goto("/");
    const contact = page.getByRole("heading", { level: 2, name: homeCopy.contact.title });
    // In the page and its accessibility tree from the start…
    await expect(contact).toBeAttached();
    // …but its layout and paint skipped while far from the view (content-visibility: auto):
    // a browser that stops honouring it, or a change that drops it, fails here.
    const rendered = () =>
      contact.evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    await contact.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await expect(contact).toBeInViewport();

    // An anchor from another page lands on the section, drawn.
    await page.goto("/about");
    await page.goto("/#contact");
    await expect(contact).toBeInViewport();
    await expect.poll(rendered).toBe(true);
  });
});
