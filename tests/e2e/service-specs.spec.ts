// Issue 22: each service's own technical data in its Specifications tab, the enquiry box that
// fits a phone and fills its column, and the service list grouped by category.
import { execFileSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { type Locator, type Page, expect, test } from "@playwright/test";
import { categories, serviceCopy, services } from "../../app/content/data.ts";
import {
  CONTACT_MESSAGES as M,
  ENQUIRY_LABELS as L,
} from "../../app/features/contact/contact-messages";
import { TOPICS_GROUP_LABEL } from "../../app/features/contact/service-choices";
import { ENQUIRY_TOPICS } from "../../app/lib/topics";
import { waitForHydration, waitForLivePart } from "./support";

const DATA_DIR = `test-results/e2e-data-${process.env.E2E_PORT ?? 4173}`;

/** The service's table, found by its caption as a screen reader names it. */
const specsTable = (page: Page, title: string) =>
  page.getByRole("table", { name: `Technical data: ${title}` });

async function expectSpecifications(panel: Locator, service: (typeof services)[number]) {
  const table = specsTable(panel.page(), service.title);
  await expect(table).toBeVisible();
  // One header row, then one row per entry of the service's file: at least one besides SPEC's.
  expect(service.specifications.length).toBeGreaterThan(0);
  await expect(table.getByRole("rowheader")).toHaveText(
    service.specifications.map((row) => row.label),
  );
  await expect(table.getByRole("cell")).toHaveText(service.specifications.map((row) => row.value));
  await expect(table.getByRole("columnheader")).toHaveCount(2);
  // SPEC.md's four lines stay, word for word as the page copy holds them.
  for (const line of serviceCopy.specifications) await expect(panel).toContainText(line);
}

// One test per service, read from the content: a new service is checked with no edit here. The
// table is the page's own HTML, so each service's is read without JavaScript (no hydration to
// wait for); the tab that shows it with JavaScript is the same code on every service's page, so
// it is tried on one service of each category.
const FIRST_OF_EACH_CATEGORY = categories.flatMap((category) =>
  services.filter((service) => service.category === category.id).slice(0, 1),
);

for (const service of FIRST_OF_EACH_CATEGORY) {
  test(`${service.title}'s Specifications tab shows its own technical data as a table, with JavaScript`, async ({
    page,
  }) => {
    await page.goto(`/service/${service.id}`);
    await waitForHydration(page);
    const tab = page.getByRole("tab", { name: "Specifications" });
    await waitForLivePart(tab);
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expectSpecifications(page.getByRole("tabpanel"), service);
  });
}

/** The enquiry box, its photo beside it, and its controls drawn as buttons (filled or framed). */
const enquiryBox = (page: Page) => page.getByRole("complementary", { name: /^Interested in/ });

const buttonWidths = (box: Locator) =>
  box.evaluate((aside) => {
    const inner = aside.getBoundingClientRect().width;
    return [...aside.querySelectorAll("a")]
      .filter((link) => {
        const style = getComputedStyle(link);
        const filled = style.backgroundColor !== "rgba(0, 0, 0, 0)";
        const framed = parseFloat(style.borderTopWidth) > 0;
        return filled || framed;
      })
      .map((link) => ({
        name: link.textContent!.trim(),
        fullWidth: link.getBoundingClientRect().width > inner * 0.7,
      }));
  });

/** At 1280 px: the box is as tall as the photo beside it, leaving no empty area under it. */
async function expectBoxBesidePhoto(box: Locator, id: string) {
  const [aside, photo, details] = await box.evaluate((element) =>
    // The box, the photo before it and the tabs after it, in the page's coordinates.
    [element, element.previousElementSibling!, element.nextElementSibling!].map((node) => {
      const rect = node.getBoundingClientRect();
      const top = Math.round(rect.top + window.scrollY);
      return { top, bottom: Math.round(rect.bottom + window.scrollY), left: rect.left };
    }),
  );
  expect(aside!.left, id).toBeGreaterThan(photo!.left);
  expect(aside!.top, id).toBe(photo!.top);
  expect(aside!.bottom, id).toBe(photo!.bottom);
  // The tabs run under both columns.
  expect(details!.top, id).toBeGreaterThan(aside!.bottom);
  expect(details!.left, id).toBe(photo!.left);
}

/** At 360 px: one full-width button, Enquire Now, and the other ways to ask in a row. */
async function expectBoxOnPhone(box: Locator, id: string) {
  const buttons = await buttonWidths(box);
  expect(
    buttons.filter((button) => button.fullWidth).map((button) => button.name),
    id,
  ).toEqual(["Enquire Now"]);
  const row = ["Call Now", "Email", /WhatsApp/].map((name) =>
    box.getByRole("link", { name, exact: typeof name === "string" }),
  );
  const tops = await Promise.all(row.map(async (link) => (await link.boundingBox())!.y));
  expect(new Set(tops.map(Math.round)).size, id).toBe(1);
  await expect(box.getByRole("link", { name: /Download Brochure/ })).toBeVisible();
  await expect(box.getByRole("link", { name: /^View All .* Services$/ })).toBeVisible();
  expect(await box.page().evaluate(() => document.documentElement.scrollWidth), id).toBe(360);
}

// One load of each service's page, as it comes from the server (the box and the table are its
// own HTML, laid out by CSS alone): the enquiry box on a laptop, then on a phone, then the
// Specifications tab's link.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  for (const service of services) {
    test(`${service.title}'s enquiry box fills its column at 1280 px and fits 360 px; its Specifications tab's link shows its own technical data as a table`, async ({
      page,
    }) => {
      await page.goto(`/service/${service.id}`);
      const box = enquiryBox(page);
      await expect(box).toBeVisible();
      await expectBoxBesidePhoto(box, service.id);
      await page.setViewportSize({ width: 360, height: 800 });
      await expectBoxOnPhone(box, service.id);

      await expect(specsTable(page, service.title)).toBeHidden();
      await page.getByRole("link", { name: "Specifications", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/service/${service.id}#specifications$`));
      await expectSpecifications(page.locator("#specifications"), service);
    });
  }
});

function field(form: Locator, label: string) {
  return form.getByRole(label === L.service ? "combobox" : "textbox", { name: label, exact: true });
}

async function fill(form: Locator, name: string, choice: string) {
  await field(form, L.name).fill(name);
  await field(form, L.email).fill("lakshmi.rao@example.com");
  await field(form, L.phone).fill("+91 98480 11111");
  await field(form, L.service).selectOption(choice);
  await field(form, L.message).fill("Please send a quotation.");
}

function stored(name: string) {
  const out = execFileSync(
    process.execPath,
    ["scripts/leads.ts", "export", "--format", "json", "--spam"],
    { env: { ...process.env, DATA_DIR }, encoding: "utf8" },
  );
  return (JSON.parse(out) as { name: string; service_id: string | null; topic: string | null }[])
    .filter((row) => row.name === name)
    .map(({ service_id, topic }) => ({ service_id, topic }));
}

test.describe("the contact form's service list", () => {
  test.beforeEach(async ({ page }) => {
    const ip = `10.${randomInt(1, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`;
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
  });

  test("groups the topics first, then one group per category with its services", async ({
    page,
  }) => {
    await page.goto("/contact");
    const select = field(page.getByRole("form", { name: "Send Us a Message" }), L.service);
    const groups = select.locator("optgroup");
    await expect(groups).toHaveCount(categories.length + 1);
    expect(await groups.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("label")))).toEqual([
      TOPICS_GROUP_LABEL,
      ...categories.map((category) => category.title),
    ]);
    await expect(groups.first().locator("option")).toHaveText([...ENQUIRY_TOPICS]);
    for (const [index, category] of categories.entries()) {
      await expect(groups.nth(index + 1).locator("option")).toHaveText(
        services.filter((s) => s.category === category.id).map((s) => s.title),
      );
    }
    // Only the "Select a service" prompt stands outside the groups.
    await expect(select.locator(":scope > option")).toHaveCount(1);
  });

  test("sends a service chosen from its category's group", async ({ page }, info) => {
    const service = services.at(-1)!;
    const name = `E2E specs ${randomInt(1e9)} ${info.project.name}`;
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await waitForLivePart(form);
    await fill(form, name, service.title);
    await form.getByRole("button", { name: M.submit }).click();
    await expect(form.getByRole("status").filter({ hasText: M.success })).toBeVisible();
    expect(stored(name)).toEqual([{ service_id: service.id, topic: null }]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("sends a topic chosen from the first group", async ({ page }) => {
      const topic = ENQUIRY_TOPICS.at(-1)!;
      const name = `E2E specs ${randomInt(1e9)} no-js`;
      await page.goto("/contact");
      const form = page.getByRole("form", { name: "Send Us a Message" });
      await fill(form, name, topic);
      await form.getByRole("button", { name: M.submit }).click();
      await expect(page.getByRole("status").filter({ hasText: M.success })).toBeVisible();
      expect(stored(name)).toEqual([{ service_id: null, topic }]);
    });
  });
});
