import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { servicesIn } from "../../app/lib/lookups";
import { categories, company, services } from "../../app/content/data.ts";
import { pdfText } from "../../app/features/brochure/pdf-text";
import { extractText } from "./pdf";
import { brochureFileName, brochurePath } from "../../app/lib/brochures";

const flat = (text: string) => text.replace(/\s+/g, " ");

async function brochureHref(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const link = page.getByRole("link", { name: /Download Brochure/ });
  await expect(link).toHaveCount(1);
  const href = await link.getAttribute("href");
  expect(href).toBeTruthy();
  return href!;
}

async function expectPdf(response: APIResponse, fileName: string, titles: string[]) {
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/pdf\b/);
  expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${fileName}"`);
  const body = await response.body();
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(body.length).toBeGreaterThan(5_000);
  const text = flat(extractText(body));
  expect(text).toContain(company.name);
  expect(text).toContain(company.phones.office.display);
  expect(text).toContain(company.email);
  const missing = titles.filter((title) => !text.includes(flat(pdfText(title))));
  expect(missing, "service titles missing from the PDF text").toEqual([]);
}

test("home: Download Brochure serves the company brochure with every service", async ({ page }) => {
  const href = await brochureHref(page, "/");
  expect(href).toBe(brochurePath());
  await expect(page.getByRole("link", { name: /Download Brochure/ })).toHaveAttribute(
    "download",
    brochureFileName(),
  );
  const response = await page.request.get(href);
  await expectPdf(
    response,
    brochureFileName(),
    services.map((service) => service.title),
  );
  const text = flat(extractText(await response.body()));
  for (const category of categories) expect(text).toContain(category.title);
});

test("home: clicking Download Brochure saves the PDF under its file name", async ({ page }) => {
  await page.goto("/");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: /Download Brochure/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(brochureFileName());
  const file = await download.path();
  expect((await readFile(file)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

for (const category of categories) {
  test(`${category.title}: category and service pages link the category brochure`, async ({
    page,
  }) => {
    const titles = servicesIn(services, category.id).map((service) => service.title);
    const href = await brochureHref(page, `/category/${category.id}`);
    expect(href).toBe(brochurePath(category.id));

    const service = servicesIn(services, category.id)[0]!;
    expect(await brochureHref(page, `/service/${service.id}`)).toBe(href);

    const response = await page.request.get(href);
    await expectPdf(response, brochureFileName(category.id), titles);
    expect(flat(extractText(await response.body()))).toContain(category.title);
  });
}
