import { execFileSync } from "node:child_process";
import { randomInt } from "node:crypto";
import {
  type Browser,
  type Locator,
  type Page,
  type Route,
  type TestInfo,
  expect,
  test,
} from "@playwright/test";
import {
  CONTACT_MESSAGES as M,
  ENQUIRY_LABELS as L,
  retryHint,
} from "../../app/features/contact/contact-messages";
import {
  CONTACT_BANNER_MS,
  CONTACT_MESSAGE_ROWS,
  FORM_BODY_LIMIT_BYTES,
  MIN_FILL_TIME_MS,
  RATE_LIMIT_PER_MINUTE_DEFAULT,
} from "../../app/lib/constants";
import {
  expectNoAxeViolations,
  expectShownFor,
  recordMessageTimes,
  waitForHydration,
  waitForLivePart,
} from "./support";

const DATA_DIR = `test-results/e2e-data-${process.env.E2E_PORT ?? 4173}`;

interface StoredEnquiry {
  name: string;
  service_id: string | null;
  topic: string | null;
  source_page: string;
  is_spam: number;
  spam_reason: string | null;
  message: string;
}

function storedEnquiries(): StoredEnquiry[] {
  const out = execFileSync(
    process.execPath,
    ["scripts/leads.ts", "export", "--format", "json", "--spam"],
    { env: { ...process.env, DATA_DIR }, encoding: "utf8" },
  );
  return JSON.parse(out) as StoredEnquiry[];
}

const stored = (name: string) => storedEnquiries().filter((row) => row.name === name);

/** Each test posts from its own address, so the per-address limit never couples tests. */
const visitorIp = () => `10.${randomInt(1, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`;
const uniqueName = (info: TestInfo) => `E2E ${info.title.split(" ")[0]} ${randomInt(1e9)}`;

const VALID_ENQUIRY = {
  name: "HTTP Check",
  email: "ravi@example.com",
  phone: "123",
  service: "Consultation",
  message: "Hello",
};

test.beforeEach(async ({ page }) => {
  await recordMessageTimes(page);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorIp() });
});

/** A control by its accessible name (the visible label without the decorative "*"). */
function field(form: Locator, label: string) {
  return form.getByRole(label === L.service ? "combobox" : "textbox", { name: label, exact: true });
}

async function fillEnquiry(form: Locator, name: string, service = "Industrial Valves") {
  await field(form, L.name).fill(name);
  await field(form, L.email).fill("ravi.kumar@example.com");
  await field(form, L.phone).fill("+91 98480 11111");
  await field(form, `${L.company} (optional)`).fill("Sri Venkateswara Textiles");
  await field(form, L.service).selectOption(service);
  await field(form, L.message).fill("Twenty cast steel gate valves, DN50.");
}

async function contactForm(page: Page, url = "/contact") {
  await page.goto(url);
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Send Us a Message" });
  await waitForLivePart(form);
  return form;
}

async function homeForm(page: Page, url = "/") {
  await page.goto(url);
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Let's Discuss Your Project" });
  await waitForLivePart(form);
  return form;
}

// The form's script posts to the form's own address asking for JSON; a plain post asks for HTML.
const isEnquiryPost = (request: {
  method(): string;
  url(): string;
  headers(): Record<string, string>;
}) =>
  request.method() === "POST" &&
  new URL(request.url()).pathname === "/contact" &&
  (request.headers().accept ?? "").includes("application/json");

async function routeEnquiryPost(page: Page, handler: (route: Route) => Promise<void>) {
  await page.route("**/contact", (route) =>
    isEnquiryPost(route.request()) ? handler(route) : route.fallback(),
  );
}

async function heldRequests(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await routeEnquiryPost(page, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Moves the page's clock (installed before the form loads) past the minimum fill time, so the
 * enquiry is not taken for spam: the form measures it by performance.now(), which the clock runs.
 */
async function skipPastMinFillTime(page: Page) {
  await page.clock.fastForward(MIN_FILL_TIME_MS);
}

async function expectBannerFor5s(banner: Locator) {
  await expectShownFor(banner, CONTACT_BANNER_MS);
}

test.describe("the contact form on /contact", () => {
  test("has a visible label on every field, the topics then the services by category", async ({
    page,
  }) => {
    const form = await contactForm(page);
    for (const label of [
      L.name,
      L.email,
      L.phone,
      `${L.company} (optional)`,
      L.service,
      L.message,
    ]) {
      await expect(field(form, label)).toBeVisible();
    }
    await expect(field(form, L.message)).toHaveAttribute("rows", String(CONTACT_MESSAGE_ROWS));
    const select = field(form, L.service);
    await expect(select.locator(":scope > option")).toHaveText(["Select a service"]);
    const groups = select.locator("optgroup");
    await expect(groups).toHaveCount(5);
    expect(await groups.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("label")))).toEqual([
      "General enquiries",
      "Fire Safety",
      "Civil Infrastructure",
      "Boiler Systems",
      "Industrial Supply",
    ]);
    await expect(groups.first().locator("option")).toHaveText([
      "Fire Safety Systems",
      "Civil Infrastructure",
      "Boiler Systems",
      "Industrial Equipment",
      "Maintenance Services",
      "Consultation",
    ]);
    await expect(select.locator("optgroup option")).toHaveCount(28);
    await expect(form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  test("preselects ?service=, ?topic= and fills ?message=", async ({ page }) => {
    let form = await contactForm(page, "/contact?service=valves");
    await expect(field(form, L.service)).toHaveValue("Industrial Valves");

    form = await contactForm(page, "/contact?topic=Consultation");
    await expect(field(form, L.service)).toHaveValue("Consultation");

    form = await contactForm(
      page,
      `/contact?topic=${encodeURIComponent("Boiler Systems")}&message=${encodeURIComponent("Similar to: Chimney")}`,
    );
    await expect(field(form, L.service)).toHaveValue("Boiler Systems");
    await expect(field(form, L.message)).toHaveValue("Similar to: Chimney");
  });

  test("arriving from Enquire Now on a service page preselects that service", async ({ page }) => {
    await page.goto("/service/bag-filters");
    await waitForHydration(page);
    await page
      .getByRole("link", { name: /Enquire Now/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contact\?service=bag-filters/);
    await expect(
      field(page.getByRole("form", { name: "Send Us a Message" }), L.service),
    ).toHaveValue("Bag Filters");
  });

  test("shows each error under its field, focuses the first, clears an error on edit", async ({
    page,
  }) => {
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    const form = await contactForm(page);
    await field(form, L.name).fill("   ");
    await field(form, L.email).fill("ravi@example");
    await form.getByRole("button", { name: M.submit }).click();

    const expected: [string, string][] = [
      [L.name, M.nameRequired],
      [L.email, M.emailInvalid],
      [L.phone, M.phoneRequired],
      [L.service, M.serviceRequired],
      [L.message, M.messageRequired],
    ];
    for (const [label, message] of expected) {
      await expect(field(form, label)).toHaveAttribute("aria-invalid", "true");
      await expect(field(form, label)).toHaveAccessibleDescription(message);
    }
    await expect(field(form, L.name)).toBeFocused();

    await field(form, L.email).fill("");
    await expect(form.getByText(M.emailInvalid)).toBeHidden();
    await expect(form.getByText(M.nameRequired)).toBeVisible();
    await form.getByRole("button", { name: M.submit }).click();
    await expect(form.getByText(M.emailRequired)).toBeVisible();
    expect(posted).toBe(false);
  });

  test("sends: Sending... and disabled, success banner for 5 s, form cleared, stored", async ({
    page,
  }, info) => {
    const name = uniqueName(info);
    const release = await heldRequests(page);
    const form = await contactForm(page, "/contact?service=valves");
    await fillEnquiry(form, name);
    await skipPastMinFillTime(page);
    await form.getByRole("button", { name: M.submit }).click();

    const sending = form.getByRole("button", { name: M.submitting });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();

    const banner = form.getByRole("status").filter({ hasText: M.success });
    await expect(banner).toHaveText(M.success);
    await expect(form.getByRole("button", { name: M.submit })).toBeEnabled();
    for (const label of [L.name, L.email, L.phone, L.message]) {
      await expect(field(form, label)).toHaveValue("");
    }
    await expect(field(form, L.service)).toHaveValue("");

    // The banner's 5 s first: reading the database takes a CLI run, which a busy machine slows.
    await expectBannerFor5s(banner);
    expect(stored(name)).toMatchObject([
      { service_id: "valves", topic: null, source_page: "/contact", is_spam: 0 },
    ]);
  });

  for (const [failure, handler] of [
    ["the server fails", (route: Route) => route.fulfill({ status: 500, body: "" })],
    ["the network is down", (route: Route) => route.abort("internetdisconnected")],
  ] as const) {
    test(`shows the failure banner for 5 s and keeps the input when ${failure}`, async ({
      page,
    }, info) => {
      const name = uniqueName(info);
      await routeEnquiryPost(page, handler);
      const form = await contactForm(page);
      await fillEnquiry(form, name);
      await form.getByRole("button", { name: M.submit }).click();

      const banner = form.getByRole("alert").filter({ hasText: M.failure });
      await expect(banner).toBeVisible();
      await expect(field(form, L.name)).toHaveValue(name);
      await expect(field(form, L.service)).toHaveValue("Industrial Valves");
      await expect(field(form, L.message)).toHaveValue("Twenty cast steel gate valves, DN50.");
      await expectBannerFor5s(banner);
      expect(stored(name)).toEqual([]);
    });
  }

  test("a submission faster than a person can type is answered with success, kept as spam", async ({
    page,
  }, info) => {
    const name = uniqueName(info);
    const form = await contactForm(page);
    // Filled in at once, as a script does: typing could take a busy machine longer than a person.
    await form.evaluate(
      (element, values) => {
        for (const [field, value] of Object.entries(values)) {
          element.querySelector<HTMLInputElement>(`[name="${field}"]`)!.value = value;
        }
      },
      {
        name,
        email: "bot@example.com",
        phone: "+91 98480 11111",
        company: "Bot Ltd",
        service: "Industrial Valves",
        message: "Cheap valves here.",
      },
    );
    await form.getByRole("button", { name: M.submit }).click();
    await expect(form.getByRole("status").filter({ hasText: M.success })).toBeVisible();
    expect(stored(name)).toMatchObject([{ is_spam: 1, spam_reason: "too-fast" }]);
  });
});

test("a field corrected before the script arrives loses its error once the script is live; the others keep theirs", async ({
  page,
}) => {
  // The page's JavaScript is held back until the visitor has corrected the name.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/contact", { waitUntil: "commit" });
  const form = page.getByRole("form", { name: "Send Us a Message" });
  // (1) The empty form, sent as plain HTML: the server's answer shows each field's error.
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    form.getByRole("button", { name: M.submit }).click(),
  ]);
  expect(answer.status()).toBe(400);
  await expect(form.getByText(M.nameRequired)).toBeVisible();
  await expect(form.getByText(M.emailRequired)).toBeVisible();
  // (2) The visitor corrects the name, still without the script.
  await field(form, L.name).fill("Ravi Kumar");
  await expect(form).not.toHaveAttribute("data-live");
  // (3) The script arrives and the form says it is live.
  release();
  await expect(form).toHaveAttribute("data-live", "true");
  await expect(field(form, L.name)).toHaveValue("Ravi Kumar");
  await expect(form.getByText(M.nameRequired)).toBeHidden();
  await expect(field(form, L.name)).toHaveAttribute("aria-invalid", "false");
  for (const [label, message] of <[string, string][]>[
    [L.email, M.emailRequired],
    [L.phone, M.phoneRequired],
    [L.service, M.serviceRequired],
    [L.message, M.messageRequired],
  ]) {
    await expect(field(form, label)).toHaveAccessibleDescription(message);
  }
});

test("the errors and the failure banner pass axe (WCAG 2.2 AA) at phone width", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await routeEnquiryPost(page, (route) => route.fulfill({ status: 500, body: "" }));
  const form = await contactForm(page);
  await form.getByRole("button", { name: M.submit }).click();
  await expect(form.getByText(M.messageRequired)).toBeVisible();
  await expectNoAxeViolations(page);
  await fillEnquiry(form, "Axe Check");
  await form.getByRole("button", { name: M.submit }).click();
  await expect(form.getByRole("alert").filter({ hasText: M.failure })).toBeVisible();
  // The page is as it was: the form alone, with its failure banner.
  await expectNoAxeViolations(page, "main form");
});

test.describe("the contact section of the home page", () => {
  test("validates, sends with Sending..., shows the success banner for 5 s and stores it", async ({
    page,
  }, info) => {
    const name = uniqueName(info);
    const release = await heldRequests(page);
    const form = await homeForm(page);
    await form.getByRole("button", { name: M.submit }).click();
    await expect(field(form, L.name)).toBeFocused();
    await expect(form.getByText(M.messageRequired)).toBeVisible();

    await fillEnquiry(form, name, "Maintenance Services");
    await expect(form.getByText(M.nameRequired)).toBeHidden();
    await skipPastMinFillTime(page);
    await form.getByRole("button", { name: M.submit }).click();
    await expect(form.getByRole("button", { name: M.submitting })).toBeDisabled();
    release();
    const banner = form.getByRole("status").filter({ hasText: M.success });
    await expect(banner).toBeVisible();
    await expect(field(form, L.name)).toHaveValue("");
    await expectBannerFor5s(banner);
    expect(stored(name)).toMatchObject([
      { topic: "Maintenance Services", service_id: null, source_page: "/", is_spam: 0 },
    ]);
  });

  test("after the rate limit, says when to send again and keeps the input", async ({
    page,
    baseURL,
  }, info) => {
    const name = uniqueName(info);
    // The visitor's address has just sent as many enquiries as a minute allows.
    const ip = visitorIp();
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
    for (let i = 0; i < RATE_LIMIT_PER_MINUTE_DEFAULT; i++) {
      const earlier = await page.request.post("/contact", {
        form: { ...VALID_ENQUIRY, name: `${name} ${i}` },
        headers: { Origin: baseURL!, "X-Forwarded-For": ip },
        maxRedirects: 0,
      });
      expect(earlier.status()).toBe(303);
    }
    const form = await homeForm(page);
    await fillEnquiry(form, name);
    const [response] = await Promise.all([
      page.waitForResponse((r) => isEnquiryPost(r.request())),
      form.getByRole("button", { name: M.submit }).click(),
    ]);
    expect(response.status()).toBe(429);
    const retryAfter = Number(response.headers()["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const banner = form.getByRole("alert").filter({ hasText: M.failure });
    await expect(banner).toContainText(retryHint(retryAfter));
    await expect(banner).toContainText("You can send again in 1 minute.");
    await expect(field(form, L.name)).toHaveValue(name);
    await expect(field(form, L.message)).toHaveValue("Twenty cast steel gate valves, DN50.");
    await expectBannerFor5s(banner);
    expect(stored(name)).toEqual([]);
  });
});

async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": visitorIp() },
  });
  return { context, page: await context.newPage() };
}

test.describe("without JavaScript", () => {
  // Each of these loads several pages and reads the database with the operator command.
  test.slow();
  test("/contact shows the errors (400) with the input kept, then the success banner", async ({
    browser,
  }, info) => {
    const name = uniqueName(info);
    const { context, page } = await noScriptPage(browser);
    await page.goto("/contact?service=valves");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await field(form, L.email).fill("ravi@");
    await field(form, L.message).fill("Kept after the error");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: M.submit }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(form.getByText(M.nameRequired)).toBeVisible();
    await expect(form.getByText(M.emailInvalid)).toBeVisible();
    await expect(form.getByText(M.phoneRequired)).toBeVisible();
    await expect(field(form, L.name)).toBeFocused();
    await expect(field(form, L.email)).toHaveValue("ravi@");
    await expect(field(form, L.service)).toHaveValue("Industrial Valves");
    await expect(field(form, L.message)).toHaveValue("Kept after the error");

    await fillEnquiry(form, name);
    await form.getByRole("button", { name: M.submit }).click();
    await expect(page).toHaveURL(/\/contact\?enquiry=sent#enquiry-form$/);
    await expect(page.getByRole("status").filter({ hasText: M.success })).toBeVisible();
    expect(stored(name)).toMatchObject([{ service_id: "valves", is_spam: 0 }]);

    // Post/Redirect/Get: reloading the result page sends nothing again.
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: M.success })).toBeVisible();
    expect(stored(name)).toHaveLength(1);
    await context.close();
  });

  test("the home page's form lands back on the home page with the banner", async ({
    browser,
  }, info) => {
    const name = uniqueName(info);
    const { context, page } = await noScriptPage(browser);
    await page.goto("/");
    const form = page.getByRole("form", { name: "Let's Discuss Your Project" });
    await fillEnquiry(form, name, "Consultation");
    await form.getByRole("button", { name: M.submit }).click();
    await expect(page).toHaveURL(/\/\?enquiry=sent#enquiry-form$/);
    await expect(
      page.getByRole("form", { name: "Let's Discuss Your Project" }).getByRole("status"),
    ).toHaveText(M.success);
    expect(stored(name)).toMatchObject([{ topic: "Consultation", source_page: "/" }]);
    await context.close();
  });

  test("the home page's form shows errors on /contact, keeping the input", async ({ browser }) => {
    const { context, page } = await noScriptPage(browser);
    await page.goto("/");
    const form = page.getByRole("form", { name: "Let's Discuss Your Project" });
    await field(form, L.name).fill("Anita Rao");
    await form.getByRole("button", { name: M.submit }).click();
    await expect(page).toHaveURL(/\/contact/);
    const contact = page.getByRole("form", { name: "Send Us a Message" });
    await expect(contact.getByText(M.emailRequired)).toBeVisible();
    await expect(field(contact, L.name)).toHaveValue("Anita Rao");
    await context.close();
  });

  test("a filled-in honeypot gets the success page and is kept as spam, unmailed", async ({
    browser,
  }, info) => {
    const name = uniqueName(info);
    const { context, page } = await noScriptPage(browser);
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await fillEnquiry(form, name);
    await form.locator('input[name="website"]').fill("http://spam.example", { force: true });
    await form.getByRole("button", { name: M.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: M.success })).toBeVisible();
    expect(stored(name)).toMatchObject([{ is_spam: 1, spam_reason: "honeypot" }]);
    await context.close();
  });
});

test.describe("the enquiry action over HTTP", () => {
  const valid = VALID_ENQUIRY;

  for (const [way, path, accept] of [
    ["a plain post", "/contact", {}],
    ["the form's script", "/contact", { Accept: "application/json" }],
  ] as const) {
    const form = valid;
    test(`${way}: refuses cross-site posts (403), other content types (415) and big bodies (413)`, async ({
      request,
      baseURL,
    }) => {
      const headers = { "X-Forwarded-For": visitorIp(), ...accept };
      const crossSite = await request.post(path, {
        form,
        headers: { ...headers, Origin: "https://evil.example" },
      });
      expect(crossSite.status()).toBe(403);
      const fetchMetadata = await request.post(path, {
        form,
        headers: { ...headers, Origin: baseURL!, "Sec-Fetch-Site": "cross-site" },
      });
      expect(fetchMetadata.status()).toBe(403);
      const text = await request.post(path, {
        data: "name=x",
        headers: { ...headers, "Content-Type": "text/plain" },
      });
      expect(text.status()).toBe(415);
      const json = await request.post(path, { data: form, headers });
      expect(json.status()).toBe(415);
      const big = await request.post(path, {
        form: { ...form, message: "x".repeat(FORM_BODY_LIMIT_BYTES) },
        headers,
      });
      expect(big.status()).toBe(413);
    });
  }

  test("answers 400 with the field messages, 303 or 201 when sent, and 429 with Retry-After after 5 a minute, as a page or as JSON", async ({
    request,
    baseURL,
  }) => {
    const headers = { Origin: baseURL!, "X-Forwarded-For": visitorIp() };
    const invalidPage = await request.post("/contact", {
      form: { ...valid, name: " " },
      headers,
    });
    expect(invalidPage.status()).toBe(400);
    expect(await invalidPage.text()).toContain(M.nameRequired);
    const asScript = { ...headers, Accept: "application/json" };
    const invalidJson = await request.post("/contact", {
      form: { ...valid, name: " " },
      headers: asScript,
    });
    expect(invalidJson.status()).toBe(400);
    expect(invalidJson.headers()["cache-control"]).toBe("no-store");
    expect(await invalidJson.json()).toMatchObject({
      kind: "invalid",
      fieldErrors: { name: M.nameRequired },
    });
    expect(invalidPage.headers()["content-type"]).toMatch(/^text\/html/);

    for (let i = 0; i < RATE_LIMIT_PER_MINUTE_DEFAULT; i++) {
      if (i % 2 === 1) {
        const sent = await request.post("/contact", { form: valid, headers: asScript });
        expect(sent.status()).toBe(201);
        expect(await sent.json()).toEqual({ kind: "sent" });
      } else {
        const sent = await request.post("/contact", { form: valid, headers, maxRedirects: 0 });
        expect(sent.status()).toBe(303);
        expect(sent.headers().location).toBe("/contact?enquiry=sent#enquiry-form");
      }
    }
    const limitedJson = await request.post("/contact", { form: valid, headers: asScript });
    expect(limitedJson.status()).toBe(429);
    expect(Number(limitedJson.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await limitedJson.json()).toMatchObject({ kind: "failed" });
    const limitedPage = await request.post("/contact", { form: valid, headers, maxRedirects: 0 });
    expect(limitedPage.status()).toBe(429);
    expect(Number(limitedPage.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await limitedPage.text()).toContain("You can send again in 1 minute.");
  });
});
