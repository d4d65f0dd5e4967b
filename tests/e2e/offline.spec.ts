// Issue 40, DECISIONS.md 4: the visitor's connection drops. The page is loaded and left to
// settle; then the browser goes offline (Playwright's `context.setOffline`), as a phone on mobile
// data at a plant does. Nothing typed is lost, the visitor is told at once, the page stays, and an
// enquiry that found no connection goes when it returns, stored and mailed once.
import { execFileSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { type Locator, type Page, type Request, expect, test } from "@playwright/test";
import {
  CONTACT_MESSAGES as M,
  ENQUIRY_LABELS as L,
} from "../../app/features/contact/contact-messages";
import { homeCopy } from "../../app/content/data";
import { NEWSLETTER_MESSAGES as N } from "../../app/features/newsletter/newsletter-messages";
import { ENQUIRY_DRAFT_KEY, MIN_FILL_TIME_MS } from "../../app/lib/constants";
import { startSmtp } from "../../scripts/lib/receivers";
import { startServer } from "./server-process";
import { waitForLivePart } from "./support";

const SHARED_DATA_DIR = `test-results/e2e-data-${process.env.E2E_PORT ?? 4173}`;

interface StoredEnquiry {
  name: string;
  is_spam: number;
  notify_status: string;
}

function storedEnquiries(name: string, dataDir = SHARED_DATA_DIR): StoredEnquiry[] {
  const out = execFileSync(
    process.execPath,
    ["scripts/leads.ts", "export", "--format", "json", "--spam"],
    { env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" },
  );
  return (JSON.parse(out) as StoredEnquiry[]).filter((row) => row.name === name);
}

const visitorIp = () => `10.${randomInt(1, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`;
const uniqueName = () => `E2E Offline ${randomInt(1e9)}`;

const ENQUIRY = {
  email: "ravi.kumar@example.com",
  phone: "+91 98480 11111",
  company: "Sri Venkateswara Textiles",
  service: "Industrial Valves",
  message: "Twenty cast steel gate valves, DN50.",
};

function field(form: Locator, label: string) {
  return form.getByRole(label === L.service ? "combobox" : "textbox", { name: label, exact: true });
}

async function fillEnquiry(form: Locator, name: string) {
  await field(form, L.name).fill(name);
  await field(form, L.email).fill(ENQUIRY.email);
  await field(form, L.phone).fill(ENQUIRY.phone);
  await field(form, `${L.company} (optional)`).fill(ENQUIRY.company);
  await field(form, L.service).selectOption(ENQUIRY.service);
  await field(form, L.message).fill(ENQUIRY.message);
}

async function expectEnquiry(form: Locator, name: string) {
  await expect(field(form, L.name)).toHaveValue(name);
  await expect(field(form, L.email)).toHaveValue(ENQUIRY.email);
  await expect(field(form, L.phone)).toHaveValue(ENQUIRY.phone);
  await expect(field(form, `${L.company} (optional)`)).toHaveValue(ENQUIRY.company);
  await expect(field(form, L.service)).toHaveValue(ENQUIRY.service);
  await expect(field(form, L.message)).toHaveValue(ENQUIRY.message);
}

const enquiryForm = (page: Page) => page.getByRole("form", { name: "Send Us a Message" });
const stayUpdated = (page: Page) =>
  page.getByRole("main").getByRole("region", { name: "Stay Updated" });

/**
 * /contact, loaded and settled as a visitor leaves it: the form live, the network quiet. The
 * page's clock is Playwright's (natural time), so a test can pass the minimum fill time.
 */
async function settledContactPage(page: Page, origin = "") {
  await page.clock.install();
  await page.goto(`${origin}/contact`);
  const form = enquiryForm(page);
  await waitForLivePart(form);
  await page.waitForLoadState("networkidle");
  return form;
}

/** Every request the page makes from now on, and every document it shows. */
function recordTraffic(page: Page) {
  const requests: string[] = [];
  const documents: string[] = [];
  const onRequest = (request: Request) => requests.push(`${request.method()} ${request.url()}`);
  page.on("request", onRequest);
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) documents.push(frame.url());
  });
  return { requests, documents };
}

const isEnquiryPost = (request: Request) =>
  request.method() === "POST" &&
  new URL(request.url()).pathname === "/contact" &&
  (request.headers().accept ?? "").includes("application/json");

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorIp() });
});

test("contact, offline: the failure at once, the page and every field stay; back online it is sent without a tap", async ({
  page,
  context,
}) => {
  const name = uniqueName();
  const form = await settledContactPage(page);
  await context.setOffline(true);
  await fillEnquiry(form, name);
  await page.clock.fastForward(MIN_FILL_TIME_MS);
  const traffic = recordTraffic(page);
  await form.getByRole("button", { name: M.submit }).click();

  await expect(form.getByRole("alert")).toHaveText(M.failure);
  await expectEnquiry(form, name);
  await expect(page).toHaveURL(/\/contact$/);
  expect(traffic.documents).toEqual([]);
  // The press fetched nothing but the post itself: the check and the message were there before.
  expect(traffic.requests).toEqual([expect.stringMatching(/^POST .+\/contact$/)]);
  expect(storedEnquiries(name)).toEqual([]);

  // The connection returns. Its post is held, so the visitor sees it going.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/contact", async (route) => {
    if (!isEnquiryPost(route.request())) return route.fallback();
    await released;
    await route.continue();
  });
  await context.setOffline(false);
  const sending = form.getByRole("button", { name: M.submitting });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  release();

  await expect(form.getByRole("status")).toHaveText(M.success);
  for (const label of [L.name, L.email, L.phone, L.message]) {
    await expect(field(form, label)).toHaveValue("");
  }
  expect(storedEnquiries(name)).toMatchObject([{ is_spam: 0 }]);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), ENQUIRY_DRAFT_KEY)).toBeNull();

  // A reload shows the empty form: the enquiry that was sent is no draft.
  await page.reload();
  await waitForLivePart(enquiryForm(page));
  for (const label of [L.name, L.email, L.phone, L.message]) {
    await expect(field(enquiryForm(page), label)).toHaveValue("");
  }
  await expect(field(enquiryForm(page), L.service)).toHaveValue("");
});

test("newsletter, offline: the Stay Updated box on /contact says so, and the page and the enquiry typed stay", async ({
  page,
  context,
}) => {
  const form = await settledContactPage(page);
  const box = stayUpdated(page);
  // The visitor reaches for the box while online, and it starts; a box whose script never
  // started is the layout keeper's (below).
  await waitForLivePart(box.locator("form"));
  await context.setOffline(true);
  await field(form, L.name).fill("Meena Iyer");
  await field(form, L.message).fill("Half an enquiry, not sent yet.");
  const traffic = recordTraffic(page);
  await box.getByRole("textbox", { name: N.label, exact: true }).fill("meena@example.com");
  await box.getByRole("button", { name: N.submit }).click();

  await expect(box.getByRole("alert")).toHaveText(N.failure);
  await expect(box.getByRole("textbox", { name: N.label, exact: true })).toHaveValue(
    "meena@example.com",
  );
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(traffic.documents).toEqual([]);
  expect(traffic.requests).toEqual([expect.stringMatching(/^POST .+\/api\/subscribers$/)]);
  await expect(field(form, L.name)).toHaveValue("Meena Iyer");
  await expect(field(form, L.message)).toHaveValue("Half an enquiry, not sent yet.");
});

test("draft: a half-typed enquiry is back after a reload and a return to the page; a keystroke made before the script is kept", async ({
  page,
}) => {
  const form = await settledContactPage(page);
  await field(form, L.name).fill("Ravi Kumar");
  await field(form, L.service).selectOption("Consultation");
  await field(form, L.message).fill("We need an AMC for");

  await page.reload();
  await waitForLivePart(enquiryForm(page));
  await expect(field(enquiryForm(page), L.name)).toHaveValue("Ravi Kumar");
  await expect(field(enquiryForm(page), L.service)).toHaveValue("Consultation");
  await expect(field(enquiryForm(page), L.message)).toHaveValue("We need an AMC for");

  // Away and back in the same tab, with the page's script held until the visitor has typed.
  await page.goto("/about");
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/contact", { waitUntil: "commit" });
  await field(enquiryForm(page), L.name).fill("Ravi K.");
  release();
  await expect(enquiryForm(page)).toHaveAttribute("data-live", "true");
  await expect(field(enquiryForm(page), L.name)).toHaveValue("Ravi K.");
  await expect(field(enquiryForm(page), L.service)).toHaveValue("Consultation");
  await expect(field(enquiryForm(page), L.message)).toHaveValue("We need an AMC for");
});

test("one enquiry: an answer lost after the server stored it, sent again as the connection returns, is stored and mailed once", async ({
  page,
  context,
}) => {
  // A server of its own, with a real SMTP server to tell the sales team.
  const smtp = await startSmtp();
  const dataDir = test.info().outputPath("data");
  const server = await startServer({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    NOTIFY_TO: "sales@deccan.test",
  });
  try {
    const name = uniqueName();
    const form = await settledContactPage(page, server.base);
    await fillEnquiry(form, name);
    await page.clock.fastForward(MIN_FILL_TIME_MS);
    // The first post reaches the server, which stores the enquiry; then the connection drops
    // before its answer reaches the page.
    let first = true;
    await page.route(`${server.base}/contact`, async (route) => {
      if (!isEnquiryPost(route.request()) || !first) return route.fallback();
      first = false;
      const response = await route.fetch();
      expect(response.status()).toBe(201);
      await context.setOffline(true);
      await route.abort("internetdisconnected");
    });
    await form.getByRole("button", { name: M.submit }).click();
    await expect(form.getByRole("alert")).toHaveText(M.failure);
    expect(storedEnquiries(name, dataDir)).toHaveLength(1);

    await context.setOffline(false);
    await expect(form.getByRole("status")).toHaveText(M.success);
    expect(first).toBe(false);

    // The database holds it once, and the sales team hears of it once.
    const mails = () =>
      smtp.messages.filter((mail) => mail.headers.get("subject")?.includes(name)).length;
    await expect.poll(() => storedEnquiries(name, dataDir)[0]?.notify_status).toBe("sent");
    expect(storedEnquiries(name, dataDir)).toHaveLength(1);
    expect(mails()).toBe(1);
    expect(smtp.messages).toHaveLength(1);
  } finally {
    server.child.kill("SIGTERM");
    await smtp.stop();
  }
});

/*
 * A form whose island never started: the connection dropped before the visitor scrolled to it,
 * so its script could not come. The layout's keeper (app/lib/offline-posts.ts) keeps the post
 * from leaving the page for the browser's offline error page.
 */
test("a form reached only after the connection dropped: the failure, the page and the fields stay", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  const traffic = recordTraffic(page);
  const form = page.getByRole("form", { name: homeCopy.contact.title });
  await form.scrollIntoViewIfNeeded();
  const name = uniqueName();
  await fillEnquiry(form, name);
  await form.getByRole("button", { name: M.submit }).click();
  await expect(page.getByRole("alert").filter({ hasText: M.failure })).toBeVisible();
  await expectEnquiry(form, name);
  expect(page.url()).toMatch(/\/$/);
  expect(traffic.documents).toEqual([]);

  // The footer's Stay Updated box on the same page, never started either.
  const box = page.getByRole("contentinfo").getByRole("region", { name: "Stay Updated" });
  await box.scrollIntoViewIfNeeded();
  await box.getByRole("textbox", { name: N.label, exact: true }).fill("ravi.kumar@example.com");
  await box.getByRole("button", { name: N.submit }).click();
  await expect(page.getByRole("alert").filter({ hasText: N.failure })).toBeVisible();
  await expect(box.getByRole("textbox", { name: N.label, exact: true })).toHaveValue(
    "ravi.kumar@example.com",
  );
  await expectEnquiry(form, name);
  expect(traffic.documents).toEqual([]);
  // Neither island started: what the visitor saw was the keeper's, not a script's that came late.
  await expect(form).not.toHaveAttribute("data-live");
});
