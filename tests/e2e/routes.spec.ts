import { expect, test } from "@playwright/test";
import { categories, services } from "../../app/content/data.ts";
import { categoryPath, servicePath } from "../../app/lib/paths.ts";
import { PAGE_KINDS, PROJECT_PAGES, waitForHydration } from "./support";

const ALL_PAGES = [
  "/",
  "/services",
  "/about",
  "/projects",
  "/contact",
  "/privacy",
  "/terms",
  "/faq",
  // Every category and service the firm has entered, as the content files list them.
  ...categories.map((category) => categoryPath(category.id)),
  ...services.map((service) => servicePath(service.id)),
  ...PROJECT_PAGES,
];

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ALL_PAGES) {
    test(`${path} answers 200 with its own title, one h1 and real content`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // Served at its canonical path, never through a redirect.
      expect(response?.request().redirectedFrom()).toBeNull();
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).not.toBeEmpty();
      await expect(page).toHaveTitle(
        /\| Deccan Industrial Solutions$|^Deccan Industrial Solutions/,
      );
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname).toBe(path);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
      expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBeTruthy();
      await expect(page.locator("main")).toContainText(/\w{4,}/);
    });
  }

  test("every page has a title and description of its own", async ({ request }) => {
    // As served, which is what a page without JavaScript shows: no browser load per page.
    const heads = await Promise.all(
      ALL_PAGES.map(async (path) => {
        const html = await (await request.get(path)).text();
        return {
          path,
          title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
          description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
        };
      }),
    );
    expect(heads.filter((head) => !head.title || !head.description)).toEqual([]);
    const shared = (key: "title" | "description") =>
      heads.filter((head) => heads.some((other) => other !== head && other[key] === head[key]));
    expect(shared("title").map((head) => `${head.path}: ${head.title}`)).toEqual([]);
    expect(shared("description").map((head) => `${head.path}: ${head.description}`)).toEqual([]);
  });

  for (const path of ["/privacy", "/terms"]) {
    test(`${path} is one article, headed by the page's h1`, async ({ page }) => {
      await page.goto(path);
      const article = page.getByRole("article");
      await expect(article).toHaveCount(1);
      await expect(article.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(article.getByRole("heading", { level: 2 })).not.toHaveCount(0);
    });
  }

  test("the home page reads fully: sections, categories and projects", async ({ page }) => {
    await page.goto("/");
    for (const heading of ["Fire Safety", "Civil Infrastructure", "Boiler Systems"]) {
      await expect(page.getByRole("heading", { name: heading, level: 3 }).first()).toBeVisible();
    }
    await expect(page.getByRole("article")).not.toHaveCount(0);
  });
});

test.describe("not found", () => {
  for (const { path, h1 } of [
    { path: "/no-such-page", h1: "Page not found" },
    { path: "/category/no-such-category", h1: "Category not found" },
    { path: "/service/no-such-service", h1: "Service not found" },
    { path: "/projects/no-such-project", h1: "Page not found" },
  ]) {
    test(`${path} answers 404 with "${h1}", noindex and Back to Home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      // The missing address is no page's canonical form: no canonical link, no og:url.
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
      await page.getByRole("link", { name: "Back to Home" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Engineering");
    });
  }

  test("a link to an unknown service shows Service not found", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    await page.evaluate(() => window.location.assign("/service/nope"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service not found");
    await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
    // /services' canonical link goes with it.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });
});

test("the sitemap lists every page and robots.txt names it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  expect(locs.sort()).toEqual([...ALL_PAGES].sort());

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain("Allow: /");
  expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});

test("icons exist and the console stays free of 404s", async ({ page, request }) => {
  expect((await request.get("/favicon.svg")).status()).toBe(200);
  expect((await request.get("/apple-touch-icon.png")).status()).toBe(200);
  // Asked for by browsers, feed readers and crawlers whatever the page links to.
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  const failures: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.hostname === "127.0.0.1" && response.status() >= 400) failures.push(url.pathname);
  });
  for (const { path } of PAGE_KINDS.filter((kind) => kind.kind !== "not-found")) {
    await page.goto(path, { waitUntil: "networkidle" });
  }
  expect(failures).toEqual([]);
});

test("JSON-LD describes the business everywhere and services and breadcrumbs where they fit", async ({
  page,
}) => {
  const ldTypes = async () =>
    page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent!)["@type"]));
  await page.goto("/about");
  expect(await ldTypes()).toEqual(["LocalBusiness"]);
  await page.goto("/category/civil");
  expect(await ldTypes()).toEqual(["LocalBusiness", "BreadcrumbList"]);
  await page.goto("/service/valves");
  expect(await ldTypes()).toEqual(["LocalBusiness", "Service", "BreadcrumbList"]);
  await page.goto(PROJECT_PAGES[0]!);
  expect(await ldTypes()).toEqual(["LocalBusiness", "CreativeWork", "BreadcrumbList"]);
  const shareImage = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(shareImage).toMatch(/^https:\/\/images\.unsplash\.com\/.+w=1200/);
  await page.goto("/faq");
  expect(await ldTypes()).toEqual(["LocalBusiness", "FAQPage"]);
});
