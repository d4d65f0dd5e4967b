// docs/decisions/009-html-first.md: every control works before and without the page's script.
import { expect, test, type Page } from "@playwright/test";
import { chatScript } from "../../app/content/data.ts";
import { CHAT_TYPING_MS } from "../../app/lib/constants";
import { PROJECT_PAGES, expandedState, waitForHydration } from "./support";

const PROJECT = PROJECT_PAGES[0]!;
const menuButton = (page: Page) => page.getByRole("button", { name: "Open menu" });
const mobileMenu = (page: Page) => page.getByRole("navigation", { name: "Mobile" });
const chips = (page: Page) => page.getByRole("group", { name: "Filter projects by category" });
const chatToggle = (page: Page) => page.getByRole("button", { name: /^Chat with us/ });
const chatWindow = (page: Page) => page.getByRole("region", { name: chatScript.assistantName });
const shownCategories = (page: Page) =>
  page
    .locator("[data-project-category]")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-project-category")));

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

  test("the mobile menu opens, closes on Escape, and its links navigate", async ({ page }) => {
    await page.goto("/services");
    await expect(mobileMenu(page)).toBeHidden();
    await menuButton(page).click();
    await expect(mobileMenu(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(mobileMenu(page)).toBeHidden();
    await menuButton(page).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(mobileMenu(page)).toBeHidden();
    await menuButton(page).click();
    await mobileMenu(page).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("the service tabs show the panel tapped", async ({ page }) => {
    await page.goto("/service/hydrant-system");
    const [overview, features, specifications] = ["#overview", "#features", "#specifications"].map(
      (id) => page.locator(id),
    );
    await expect(overview!).toBeVisible();
    await expect(features!).toBeHidden();
    await page.getByRole("link", { name: "Features", exact: true }).click();
    await expect(features!).toBeVisible();
    await expect(overview!).toBeHidden();
    await page.getByRole("link", { name: "Specifications", exact: true }).click();
    await expect(specifications!).toBeVisible();
    await expect(specifications!.getByText("ISO 9001:2015 certified")).toBeVisible();
    await expect(features!).toBeHidden();
  });

  test("a project card opens the project's page", async ({ page }) => {
    await page.goto("/projects");
    const card = page.getByRole("article").first().getByRole("link");
    const title = (await card.textContent())!;
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${PROJECT}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("link", { name: "Start Similar Project" })).toHaveAttribute(
      "href",
      /^\/contact\?topic=.+&message=/,
    );
  });

  test("the filter chips are links, and Back restores the previous filter", async ({ page }) => {
    await page.goto("/projects");
    await chips(page).getByRole("link", { name: "Boiler Systems" }).click();
    await expect(page).toHaveURL(/\/projects\?category=boiler$/);
    expect(new Set(await shownCategories(page))).toEqual(new Set(["boiler"]));
    await chips(page).getByRole("link", { name: "Civil Infrastructure" }).click();
    expect(new Set(await shownCategories(page))).toEqual(new Set(["civil"]));
    await page.goBack();
    await expect(page).toHaveURL(/category=boiler$/);
    expect(new Set(await shownCategories(page))).toEqual(new Set(["boiler"]));

    // On the home page the filtered page opens at the projects section.
    await page.goto("/");
    await page.locator("#projects").getByRole("link", { name: "Fire Safety", exact: true }).click();
    await expect(page).toHaveURL(/\/\?category=fire-safety#projects$/);
    expect(new Set(await shownCategories(page))).toEqual(new Set(["fire-safety"]));
  });

  test("Back on a service page leads to its category, and Back to top goes up", async ({
    page,
  }) => {
    await page.goto("/service/hydrant-system");
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/category\/fire-safety$/);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("link", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the chat opens and answers through the server", async ({ page }) => {
    await page.goto("/about");
    await chatToggle(page).click();
    await expect(chatWindow(page)).toBeVisible();
    const input = chatWindow(page).getByRole("textbox", { name: "Your message" });
    await input.fill("Do you install fire sprinklers?");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/chat$/);
    const fire = chatScript.groups.find((group) => group.id === "fire")!;
    await expect(page.getByRole("main")).toContainText("Do you install fire sprinklers?");
    await expect(page.getByRole("main")).toContainText(fire.text);
    await page.getByRole("main").getByRole("link", { name: "Get a Quote" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

/** Scripts are held until `release()`, so a tap lands before hydration whatever the machine. */
async function throttledPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  // React reports a hydration mismatch as a console error; photos fail on purpose (no host).
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !/Failed to load resource/.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on("pageerror", (error) => errors.push(error.message));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // An island's root marks itself data-live once its script runs.
  const live = () => page.evaluate(() => document.querySelector("[data-live]") !== null);
  return {
    release: async () => {
      release();
      await waitForHydration(page);
      // Until the page has nothing left to do, so an error reported late is caught too.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(errors).toEqual([]);
    },
    expectNotLive: async () => expect(await live()).toBe(false),
  };
}

test.describe("on a throttled phone, tapped before the script is live", () => {
  test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });

  test("the mobile menu opens and stays open once the script is live", async ({ page }) => {
    const phone = await throttledPhone(page);
    await page.goto("/", { waitUntil: "commit" });
    await menuButton(page).tap();
    await phone.expectNotLive();
    await expect(mobileMenu(page)).toBeVisible();
    await phone.release();
    await expect(mobileMenu(page)).toBeVisible();
    expect(await expandedState(page, "button[popovertarget=site-menu]")).toBe(true);
  });

  test("a tap on Features shows it, and the live tabs keep it selected", async ({ page }) => {
    const phone = await throttledPhone(page);
    await page.goto("/service/hydrant-system", { waitUntil: "commit" });
    await page.getByRole("link", { name: "Features", exact: true }).tap();
    await phone.expectNotLive();
    await expect(page.locator("#features")).toBeVisible();
    await expect(page.locator("#overview")).toBeHidden();
    await phone.release();
    await expect(page.getByRole("tab", { name: "Features" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("tabpanel")).toHaveAttribute("id", "features");
    await page.getByRole("tab", { name: "Features" }).press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Specifications" })).toBeFocused();
    await expect(page.getByRole("tabpanel")).toHaveAttribute("id", "specifications");
  });

  test("a project card opens the project", async ({ page }) => {
    await throttledPhone(page);
    await page.goto("/projects", { waitUntil: "commit" });
    await page.getByRole("article").first().getByRole("link").tap();
    await expect(page).toHaveURL(new RegExp(`${PROJECT}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a filter chip filters", async ({ page }) => {
    await throttledPhone(page);
    await page.goto("/projects", { waitUntil: "commit" });
    await chips(page).getByRole("link", { name: "Boiler Systems" }).tap();
    await expect(page).toHaveURL(/category=boiler$/);
    await expect
      .poll(async () => new Set(await shownCategories(page)))
      .toEqual(new Set(["boiler"]));
  });

  test("the chat opens at once, and a message sent then is answered once live", async ({
    page,
  }) => {
    const phone = await throttledPhone(page);
    await page.goto("/contact", { waitUntil: "commit" });
    await chatToggle(page).tap();
    await expect(chatWindow(page)).toBeVisible();
    const input = chatWindow(page).getByRole("textbox", { name: "Your message" });
    await input.fill("boiler");
    await input.press("Enter");
    await phone.expectNotLive();
    // Kept for the script, not lost and not sent away: the page stays.
    await expect(page).toHaveURL(/\/contact$/);
    await expect(input).toHaveValue("");
    await phone.release();
    const messages = chatWindow(page).getByRole("list", { name: "Messages" }).getByRole("listitem");
    // The greeting first, as always, then the message and its answer.
    await expect(messages.first()).toHaveText(
      `${chatScript.assistantName}: ${chatScript.greeting.text}`,
    );
    await expect(messages.nth(1)).toHaveText("You: boiler");
    const boiler = chatScript.groups.find((group) => group.id === "boiler")!;
    await expect(messages.nth(2)).toContainText(boiler.text, { timeout: CHAT_TYPING_MS + 10_000 });
    await expect(messages).toHaveCount(3);
    await expect(chatWindow(page)).toBeVisible();
  });

  test("Back to top takes the visitor up", async ({ page }) => {
    const phone = await throttledPhone(page);
    await page.goto("/about", { waitUntil: "commit" });
    const up = page.getByRole("link", { name: "Back to top" });
    await up.scrollIntoViewIfNeeded();
    await up.tap();
    await phone.expectNotLive();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the enquiry form sent just before the script is live is handled exactly once", async ({
    page,
  }) => {
    const phone = await throttledPhone(page);
    await page.goto("/contact", { waitUntil: "commit" });
    const form = page.getByRole("form", { name: "Send Us a Message" });
    const send = form.getByRole("button", { name: "Send Message" });
    await send.waitFor();
    await phone.expectNotLive();
    await send.tap();
    // An empty form, posted as plain HTML: the server's answer lists the errors once.
    await expect(page.getByText("Name is required")).toHaveCount(1);
    await phone.release();
    await expect(page.getByText("Name is required")).toHaveCount(1);
  });
});

test.describe("with the script live", () => {
  test("a chip switches in place, and Back restores the previous filter", async ({ page }) => {
    await page.goto("/projects");
    await waitForHydration(page);
    // A page load would lose this mark.
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await chips(page).getByRole("link", { name: "Boiler Systems" }).click();
    await expect(page).toHaveURL(/category=boiler$/);
    await chips(page).getByRole("link", { name: "Civil Infrastructure" }).click();
    await expect(page).toHaveURL(/category=civil$/);
    await expect.poll(async () => new Set(await shownCategories(page))).toEqual(new Set(["civil"]));
    await page.goBack();
    await expect(page).toHaveURL(/category=boiler$/);
    await expect
      .poll(async () => new Set(await shownCategories(page)))
      .toEqual(new Set(["boiler"]));
    await expect(chips(page).getByRole("link", { name: "Boiler Systems" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
      true,
    );
  });
});
