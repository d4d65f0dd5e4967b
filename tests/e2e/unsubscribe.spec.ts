import { execFileSync } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { type Browser, type Page, expect, test } from "@playwright/test";
import { unsubscribeCopy as copy } from "../../app/content/data.ts";
import { NEWSLETTER_MESSAGES as M } from "../../app/features/newsletter/newsletter-messages";
import { expectNoAxeViolations, waitForHydration } from "./support";

const DATA_DIR = `test-results/e2e-data-${process.env.E2E_PORT ?? 4173}`;

function subscribers(siteUrl: string): { email: string; unsubscribe_url: string }[] {
  const out = execFileSync(
    process.execPath,
    ["scripts/leads.ts", "subscribers", "--format", "json"],
    { env: { ...process.env, DATA_DIR, SITE_URL: siteUrl }, encoding: "utf8" },
  );
  return JSON.parse(out) as { email: string; unsubscribe_url: string }[];
}

function linkFor(email: string, siteUrl: string): string {
  const row = subscribers(siteUrl).find((each) => each.email === email);
  if (!row) throw new Error(`${email} is not subscribed`);
  return row.unsubscribe_url;
}

const isSubscribed = (email: string, siteUrl: string) =>
  subscribers(siteUrl).some((row) => row.email === email);

const visitorIp = () => `10.${randomInt(1, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`;
const uniqueEmail = () => `leaver.${randomInt(1e9)}@example.com`;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorIp() });
});

const footerBox = (page: Page) =>
  page.getByRole("contentinfo").getByRole("region", { name: "Stay Updated" });

async function subscribeInFooter(page: Page, email: string) {
  await page.goto("/about");
  await footerBox(page).getByRole("textbox", { name: M.label, exact: true }).fill(email);
  await footerBox(page).getByRole("button", { name: M.submit }).click();
  await expect(footerBox(page).getByRole("status")).toHaveText(M.success);
}

async function subscribeByApi(page: Page, email: string, baseURL: string) {
  // As the box's script sends it.
  const response = await page.request.post("/api/subscribers", {
    form: { email },
    headers: { Origin: baseURL, Accept: "application/json" },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ kind: "subscribed" });
}

const answer = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });
const unsubscribeButton = (page: Page) => page.getByRole("button", { name: copy.confirm.submit });

async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": visitorIp() },
  });
  return { context, page: await context.newPage() };
}

test("with JavaScript: subscribe, open the link, press Unsubscribe, and the address is gone", async ({
  page,
  baseURL,
}) => {
  // Two axe runs and two runs of the operator command: slow on a busy machine.
  test.slow();
  const email = uniqueEmail();
  await subscribeInFooter(page, email);
  await page.goto(linkFor(email, baseURL!));
  await waitForHydration(page);
  await expect(answer(page)).toHaveText(copy.confirm.heading);
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);

  // A plain form post (the page has no island, decision 023): the answer is the next page,
  // and focus starts at it. While the post is on its way, the button says so: what it reads
  // then is noted in the tab's sessionStorage, and the post is held until it has been noted.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  page.on("console", (message) => {
    if (message.text() === "submit noted") release();
  });
  await page.route(
    (url) => url.pathname === "/unsubscribe",
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  await page.evaluate(() =>
    document.addEventListener("submit", (event) =>
      setTimeout(() => {
        const button = event.submitter!;
        const state = `${button.textContent} (aria-disabled=${button.getAttribute("aria-disabled")})`;
        sessionStorage.setItem("submit-noted", state);
        console.log("submit noted");
      }),
    ),
  );
  await unsubscribeButton(page).click();
  await expect(answer(page)).toHaveText(copy.unsubscribed.heading);
  await expect(answer(page)).toBeFocused();
  await expect(unsubscribeButton(page)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem("submit-noted"))).toBe(
    `${copy.confirm.pending} (aria-disabled=true)`,
  );
  expect(isSubscribed(email, baseURL!)).toBe(false);
  await expectNoAxeViolations(page);
});

test("without JavaScript: the button is a plain form post, and the address is gone", async ({
  browser,
  baseURL,
}) => {
  const email = uniqueEmail();
  const { context, page } = await noScriptPage(browser);
  await subscribeInFooter(page, email);
  const link = linkFor(email, baseURL!);
  await page.goto(link);
  await expect(answer(page)).toHaveText(copy.confirm.heading);
  await unsubscribeButton(page).click();
  await expect(answer(page)).toHaveText(copy.unsubscribed.heading);
  await expect(page.getByText(copy.unsubscribed.text)).toBeVisible();
  expect(page.url()).toBe(link);
  expect(isSubscribed(email, baseURL!)).toBe(false);
  await context.close();
});

test("opening the link, as a mail scanner does, deletes nothing", async ({ page, baseURL }) => {
  const email = uniqueEmail();
  await subscribeByApi(page, email, baseURL!);
  const link = linkFor(email, baseURL!);
  for (let i = 0; i < 2; i++) {
    const response = await page.request.get(link);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
  }
  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/unsubscribe$/);
  expect(isSubscribed(email, baseURL!)).toBe(true);
});

test("an unknown or used link says calmly that the address is not on the list", async ({
  page,
  baseURL,
}) => {
  await page.goto(`/unsubscribe?token=${randomBytes(32).toString("base64url")}`);
  await expect(answer(page)).toHaveText(copy.unknown.heading);
  await expect(unsubscribeButton(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("main").getByRole("link", { name: copy.home }).click();
  await expect(page).toHaveURL(/\/$/);

  const email = uniqueEmail();
  await subscribeByApi(page, email, baseURL!);
  const link = linkFor(email, baseURL!);
  await page.goto(link);
  await unsubscribeButton(page).click();
  await expect(answer(page)).toHaveText(copy.unsubscribed.heading);
  await page.goto(link);
  await expect(answer(page)).toHaveText(copy.unknown.heading);
});

test("a mail program's one-click unsubscribe (RFC 8058) answers 200 and deletes", async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail();
  await subscribeByApi(page, email, baseURL!);
  // A mail provider's server: no browser, no Origin header.
  const provider = await playwright.request.newContext();
  const response = await provider.post(linkFor(email, baseURL!), {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(response.status()).toBe(200);
  expect(isSubscribed(email, baseURL!)).toBe(false);
  await provider.dispose();
});

test("is rendered on request only: not prerendered, not in the sitemap", async ({ request }) => {
  const buildDir = process.env.BUILD_DIR ?? "build";
  expect(existsSync(path.join(buildDir, "client", "index.html"))).toBe(true);
  expect(existsSync(path.join(buildDir, "client", "unsubscribe"))).toBe(false);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/privacy");
  expect(sitemap).not.toContain("unsubscribe");
});
