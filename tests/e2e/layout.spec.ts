import { expect, test } from "@playwright/test";
import { expandedState, waitForHydration } from "./support";

test.describe("header", () => {
  test("turns translucent with a blur once scrolled past 50 px", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const header = page.locator("header").first();
    const look = () =>
      header.evaluate((element) => {
        const style = getComputedStyle(element);
        return { blur: style.backdropFilter, background: style.backgroundColor };
      });
    // No blur: "none", or a scroll-driven animation's start, "blur(0px)" (app.css).
    const clear = /^(none|blur\(0px\))$/;
    const top = await look();
    expect(top.blur).toMatch(clear);
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect.poll(async () => (await look()).blur).toMatch(clear);
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect.poll(async () => (await look()).blur).toContain("blur");
    expect((await look()).background).toMatch(/rgba\(255, 255, 255, 0\.\d+\)|oklab|color-mix/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await look()).blur).toMatch(clear);
  });

  test("marks the current page, with Services current under categories and services", async ({
    page,
  }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [path, current] of [
      ["/", "Home"],
      ["/services", "Services"],
      ["/category/boiler", "Services"],
      ["/service/valves", "Services"],
      ["/about", "About"],
      ["/projects", "Projects"],
      ["/contact", "Contact"],
    ] as const) {
      await page.goto(path);
      await expect(nav.getByRole("link", { name: current, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
    await page.goto("/privacy");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  });

  test("shows the office phone as a tel: link and Get Quote goes to /contact", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header.getByRole("link", { name: /^\+91/ })).toHaveAttribute("href", /^tel:\+91/);
    await header.getByRole("link", { name: "Get Quote" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens, closes on Escape, and closes on navigation", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    // A popover's toggle: the browser states its expanded state (no script sets it).
    const expanded = () => expandedState(page, "button[popovertarget=site-menu]");
    await expect.poll(expanded).toBe(false);
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await expect.poll(expanded).toBe(true);
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(menu).toBeHidden();
    await expect.poll(expanded).toBe(false);
  });
});

test.describe("navigation", () => {
  test("every route change starts at the top of the page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const footer = page.locator("footer");
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await footer.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a link activated without a pointer or a key, as a screen reader may, still navigates", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    // The footer, below the fold, has not loaded its code; the navigation must not wait for it.
    await page.evaluate(() =>
      document
        .querySelector<HTMLAnchorElement>('nav[aria-label="Main"] a[href="/projects"]')!
        .click(),
    );
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Projects");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "About Us" }),
    ).toBeVisible();
  });

  test("a pointer resting on a link fetches its page ahead (Speculation Rules)", async ({
    page,
  }) => {
    await page.goto("/");
    const prefetched = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === "/about" &&
        (request.headers()["sec-purpose"] ?? "").includes("prefetch"),
    );
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .hover();
    await prefetched;
    // The click then shows the page fetched ahead.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("a filter change on the same page keeps the scroll position", async ({ page }) => {
    await page.goto("/projects");
    await waitForHydration(page);
    const chips = page.getByRole("group", { name: "Filter projects by category" });
    await page.evaluate(() => window.scrollTo(0, 300));
    await chips.getByRole("link", { name: "Boiler Systems" }).click();
    await expect(page).toHaveURL(/category=boiler/);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/services");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("the page never locks zoom", async ({ page }) => {
    await page.goto("/");
    const viewport = await page.locator('meta[name="viewport"]').getAttribute("content");
    expect(viewport).not.toMatch(/user-scalable\s*=\s*no|maximum-scale\s*=\s*1(\.0)?\b/);
  });
});

test.describe("footer", () => {
  test("links to real pages, social profiles in new tabs, and scrolls back to top", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const footer = page.locator("footer");
    for (const name of [
      "Fire Safety",
      "Civil Infrastructure",
      "Boiler Systems",
      "Industrial Supply",
    ]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        /^\/category\//,
      );
    }
    for (const name of ["Privacy", "Terms"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        `/${name.toLowerCase()}`,
      );
    }
    const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.getByRole("link", { name: /^\+91/ })).toHaveCount(2);
    await expect(
      footer.getByText(/^© \d{4} Deccan Industrial Solutions Pvt\. Ltd\. All rights reserved\.$/),
    ).toBeVisible();

    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole("link", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("first paint", () => {
  // No page loads a script by itself; the contact form's loads once the visitor reaches for it.
  for (const [kind, url, formInView] of [
    ["a prerendered page", "/about", false],
    ["a page rendered on request", "/contact?service=valves", true],
    ["the not-found page", "/no-such-page", false],
  ] as const) {
    test(`${kind} is painted without waiting for any of its JavaScript, and its controls work`, async ({
      page,
    }) => {
      await page.goto(url);
      // Not scrolled: only what the first view holds.
      await page.waitForLoadState("load");
      await page.waitForLoadState("networkidle");
      if (formInView) {
        await page.getByRole("textbox", { name: /^Full Name/ }).focus();
        await expect(page.locator('form[data-live="true"]')).toHaveCount(1);
        await page.waitForLoadState("networkidle");
      }
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        // renderBlockingStatus: Chromium's, not yet in TypeScript's DOM types.
        scripts: (
          performance.getEntriesByType("resource") as (PerformanceResourceTiming & {
            renderBlockingStatus?: string;
          })[]
        )
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.renderBlockingStatus),
      }));
      expect(timing.paint).toBeDefined();
      // The form's script, once reached for, held nothing back: the page was painted before it.
      if (formInView) expect(timing.scripts.length).toBeGreaterThan(0);
      else expect(timing.scripts).toEqual([]);
      for (const status of timing.scripts) expect(status).toBe("non-blocking");
      // The mobile menu is a popover: it works with or without a script.
      await page.setViewportSize({ width: 375, height: 740 });
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    });
  }
});
