import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { inflateSync } from "node:zlib";
import { servicesIn } from "../../app/lib/lookups";
import { categories, company, services } from "../../app/content/data.ts";
import { pdfText } from "../../app/features/brochure/pdf-text";
import { brochureFileName, brochurePath } from "../../app/lib/brochures";

function decodeString(token: string): string {
  if (token.startsWith("<")) {
    const hex = token.slice(1, -1).replace(/\s+/g, "");
    let out = "";
    for (let i = 0; i < hex.length; i += 2) {
      out += String.fromCharCode(parseInt(hex.slice(i, i + 2).padEnd(2, "0"), 16));
    }
    return out;
  }
  const escapes: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };
  return token
    .slice(1, -1)
    .replace(/\\([0-7]{1,3}|.)/gs, (_, escaped: string) =>
      /^[0-7]+$/.test(escaped)
        ? String.fromCharCode(parseInt(escaped, 8))
        : (escapes[escaped] ?? escaped),
    );
}

/** Enough for react-pdf's standard fonts, which write single-byte WinAnsi strings. */
function extractText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  const streamStart = /(?<!end)stream\r?\n/g;
  for (let match = streamStart.exec(raw); match; match = streamStart.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    streamStart.lastIndex = end;
    let content = pdf.subarray(start, end);
    try {
      content = inflateSync(content);
    } catch {
      // Not compressed.
    }
    const operators =
      /\[((?:\((?:\\.|[^\\)])*\)|<[^>]*>|[^\]])*)\]\s*TJ|(\((?:\\.|[^\\)])*\)|<[^>]*>)\s*Tj/gs;
    for (const [, array, single] of content.toString("latin1").matchAll(operators)) {
      const strings = array ? (array.match(/\((?:\\.|[^\\)])*\)|<[^>]*>/gs) ?? []) : [single!];
      lines.push(strings.map(decodeString).join(""));
    }
  }
  return lines.join("\n");
}

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
    const titles = servicesIn(category.id).map((service) => service.title);
    const href = await brochureHref(page, `/category/${category.id}`);
    expect(href).toBe(brochurePath(category.id));

    const service = servicesIn(category.id)[0]!;
    expect(await brochureHref(page, `/service/${service.id}`)).toBe(href);

    const response = await page.request.get(href);
    await expectPdf(response, brochureFileName(category.id), titles);
    expect(flat(extractText(await response.body()))).toContain(category.title);
  });
}
