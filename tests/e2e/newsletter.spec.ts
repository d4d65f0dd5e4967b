import { execFileSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { type Browser, type Locator, type Page, type Route, expect, test } from "@playwright/test";
import { NEWSLETTER_MESSAGES as M } from "../../app/features/newsletter/newsletter-messages";
import { NEWSLETTER_MESSAGE_MS } from "../../app/lib/constants";
import {
  expectNoAxeViolations,
  expectShownFor,
  recordMessageTimes,
  waitForHydration,
  waitForLivePart,
} from "./support";

const DATA_DIR = `test-results/e2e-data-${process.env.E2E_PORT ?? 4173}`;

function subscribers(): { email: string; source: string }[] {
  const out = execFileSync(
    process.execPath,
    ["scripts/leads.ts", "subscribers", "--format", "json"],
    { env: { ...process.env, DATA_DIR }, encoding: "utf8" },
  );
  return JSON.parse(out) as { email: string; source: string }[];
}

const visitorIp = () => `10.${randomInt(1, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`;
const uniqueEmail = () => `reader.${randomInt(1e9)}@example.com`;

test.beforeEach(async ({ page }) => {
  await recordMessageTimes(page);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorIp() });
});

const footerBox = (page: Page) =>
  page.getByRole("contentinfo").getByRole("region", { name: "Stay Updated" });
const pageBox = (page: Page) =>
  page.getByRole("main").getByRole("region", { name: "Stay Updated" });

async function expectMessageFor3s(message: Locator) {
  await expectShownFor(message, NEWSLETTER_MESSAGE_MS);
}

for (const [where, url, box] of [
  ["the footer box on the home page", "/", footerBox],
  ["the footer box on /services", "/services", footerBox],
  ["the Stay Updated box on /contact", "/contact", pageBox],
] as const) {
  test.describe(where, () => {
    test("answers an empty or malformed address with the message for 3 s", async ({ page }) => {
      await page.goto(url);
      await waitForHydration(page);
      const scope = box(page);
      await waitForLivePart(scope);
      await scope.getByRole("button", { name: M.submit }).click();
      const message = scope.getByRole("alert").filter({ hasText: M.invalid });
      await expect(scope.getByRole("textbox", { name: M.label, exact: true })).toBeFocused();
      await expect(scope.getByRole("textbox", { name: M.label, exact: true })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expectMessageFor3s(message);

      await scope.getByRole("textbox", { name: M.label, exact: true }).fill("meena@example");
      await scope.getByRole("button", { name: M.submit }).click();
      await expect(message).toBeVisible();
    });

    test("subscribes once, clears the input and says so for 3 s", async ({ page }) => {
      const email = uniqueEmail();
      await page.goto(url);
      await waitForHydration(page);
      const scope = box(page);
      await waitForLivePart(scope);
      const input = scope.getByRole("textbox", { name: M.label, exact: true });
      await input.fill(email);
      await scope.getByRole("button", { name: M.submit }).click();
      const message = scope.getByRole("status").filter({ hasText: M.success });
      await expect(message).toBeVisible();
      await expect(input).toHaveValue("");
      await expectMessageFor3s(message);

      // Again, in capitals: still a success, still one subscriber.
      await input.fill(email.toUpperCase());
      await scope.getByRole("button", { name: M.submit }).click();
      await expect(message).toBeVisible();
      expect(subscribers().filter((row) => row.email === email)).toHaveLength(1);
    });

    test("says what the e-mails are and how to unsubscribe, linking to /privacy", async ({
      page,
    }) => {
      await page.goto(url);
      const scope = box(page);
      await expect(scope.getByText(/unsubscribe/).last()).toBeVisible();
      await expect(scope.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
        "href",
        "/privacy",
      );
    });
  });
}

test("/contact has one box, its own Stay Updated box, and no footer box", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  await expect(footerBox(page)).toHaveCount(0);
  await waitForLivePart(pageBox(page));
  await pageBox(page).getByRole("textbox", { name: M.label, exact: true }).fill(uniqueEmail());
  await pageBox(page).getByRole("button", { name: M.submit }).click();
  await expect(pageBox(page).getByText(M.success)).toBeVisible();
  const stored = subscribers();
  expect(stored[0]?.source).toBe("page");
});

test("the messages on the dark footer and the light box pass axe", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await waitForLivePart(footerBox(page));
  await footerBox(page).getByRole("button", { name: M.submit }).click();
  await expect(footerBox(page).getByText(M.invalid)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/contact");
  await waitForHydration(page);
  await waitForLivePart(pageBox(page));
  await pageBox(page).getByRole("textbox", { name: M.label, exact: true }).fill(uniqueEmail());
  await pageBox(page).getByRole("button", { name: M.submit }).click();
  await expect(pageBox(page).getByText(M.success)).toBeVisible();
  await expectNoAxeViolations(page);
});

/** The box's script's post: to the box's own address, asking for JSON. */
async function routeSignupPost(page: Page, handler: (route: Route) => Promise<void>) {
  await page.route("**/api/subscribers", (route) =>
    route.request().method() === "POST" &&
    (route.request().headers().accept ?? "").includes("application/json")
      ? handler(route)
      : route.fallback(),
  );
}

test("a failing server gives a failure message, not a success", async ({ page }) => {
  await routeSignupPost(page, (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto("/about");
  await waitForHydration(page);
  const scope = footerBox(page);
  await waitForLivePart(scope);
  await scope.getByRole("textbox", { name: M.label, exact: true }).fill(uniqueEmail());
  await scope.getByRole("button", { name: M.submit }).click();
  await expect(scope.getByRole("alert").filter({ hasText: M.failure })).toBeVisible();
  await expect(scope.getByText(M.success)).toHaveCount(0);
});

test("a lost connection gives a failure message, and the page stays", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  const scope = footerBox(page);
  await waitForLivePart(scope);
  // From here on the sign-up's answer does not reach the page.
  await routeSignupPost(page, (route) => route.abort("internetdisconnected"));
  const posted = page.waitForRequest((request) => request.method() === "POST");
  await scope.getByRole("textbox", { name: M.label, exact: true }).fill(uniqueEmail());
  await scope.getByRole("button", { name: M.submit }).click();
  await posted;
  await expect(scope.getByRole("alert").filter({ hasText: M.failure })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
});

async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": visitorIp() },
  });
  return { context, page: await context.newPage() };
}

test.describe("without JavaScript", () => {
  test("the footer box subscribes and shows the result on the same page", async ({ browser }) => {
    const email = uniqueEmail();
    const { context, page } = await noScriptPage(browser);
    await page.goto("/about");
    await footerBox(page).getByRole("textbox", { name: M.label, exact: true }).fill(email);
    await footerBox(page).getByRole("button", { name: M.submit }).click();
    await expect(page).toHaveURL(/\/about\?newsletter=subscribed&box=footer#newsletter-footer$/);
    await expect(footerBox(page).getByRole("status")).toHaveText(M.success);
    expect(subscribers().map((row) => row.email)).toContain(email);
    await context.close();
  });

  test("the Stay Updated box shows the message for a bad address in that box", async ({
    browser,
  }) => {
    const { context, page } = await noScriptPage(browser);
    await page.goto("/contact");
    await pageBox(page).getByRole("textbox", { name: M.label, exact: true }).fill("not-an-address");
    await pageBox(page).getByRole("button", { name: M.submit }).click();
    await expect(page).toHaveURL(/\/contact\?newsletter=invalid&box=page#newsletter-page$/);
    await expect(pageBox(page).getByRole("alert")).toHaveText(M.invalid);
    await expect(footerBox(page).getByText(M.invalid)).toHaveCount(0);
    await context.close();
  });
});

test("the sign-up action answers a plain post with a redirect and the box's script with JSON and statuses", async ({
  request,
  baseURL,
}) => {
  const headers = { Origin: baseURL!, "X-Forwarded-For": visitorIp() };

  // Without JavaScript: Post/Redirect/Get, back to the page and the box it came from.
  const plain = await request.post("/api/subscribers", {
    form: { email: uniqueEmail(), box: "page", returnTo: "/contact" },
    headers,
    maxRedirects: 0,
  });
  expect(plain.status()).toBe(303);
  expect(plain.headers().location).toBe("/contact?newsletter=subscribed&box=page#newsletter-page");
  const plainInvalid = await request.post("/api/subscribers", {
    form: { email: "x", returnTo: "/about" },
    headers,
    maxRedirects: 0,
  });
  expect(plainInvalid.status()).toBe(303);
  expect(plainInvalid.headers().location).toBe(
    "/about?newsletter=invalid&box=footer#newsletter-footer",
  );

  // The box's script: the same outcome as JSON, from the box's own address.
  const asScript = { ...headers, Accept: "application/json" };
  const okJson = await request.post("/api/subscribers", {
    form: { email: uniqueEmail() },
    headers: asScript,
  });
  expect(okJson.status()).toBe(200);
  expect(okJson.headers()["cache-control"]).toBe("no-store");
  expect(await okJson.json()).toEqual({ kind: "subscribed" });
  const invalidJson = await request.post("/api/subscribers", {
    form: { email: "x" },
    headers: asScript,
  });
  expect(invalidJson.status()).toBe(400);
  expect(await invalidJson.json()).toEqual({ kind: "invalid" });

  // A plain post and the box's script alike.
  for (const sent of [headers, asScript]) {
    const crossSite = await request.post("/api/subscribers", {
      form: { email: uniqueEmail() },
      headers: { ...sent, Origin: "https://evil.example" },
    });
    expect(crossSite.status()).toBe(403);
    const text = await request.post("/api/subscribers", {
      data: "email=a@b.co",
      headers: { ...sent, "Content-Type": "text/plain" },
    });
    expect(text.status()).toBe(415);
    const json = await request.post("/api/subscribers", {
      data: { email: uniqueEmail() },
      headers: sent,
    });
    expect(json.status()).toBe(415);
  }
});
