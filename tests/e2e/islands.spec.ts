import { expect, type Page, test } from "@playwright/test";
import { closure } from "../../scripts/check-build-output.ts";
import { PAGE_KINDS } from "./support.ts";

// DECISIONS.md 8: on a phone (360×800), before the visitor scrolls or uses a part, a page whose
// first view holds no island loads at most 10 KB of JavaScript as sent. The footer's newsletter
// box and the islands further down are out of that view, and the chat starts on first use.
// Today every kind here loads none; /projects (its filter) and /contact (the form) hold one.
const FIRST_LOAD_MAX_BYTES = 10 * 1024;
const WITHOUT_ISLAND_IN_VIEW = [
  "home",
  "service",
  "about",
  "services",
  "category",
  "project",
  "faq",
  "privacy",
  "terms",
  "not-found",
];

test.use({ viewport: { width: 360, height: 800 } });

/** Every script the page loads from navigation to its load event and the network's rest after
 * it, with its bytes as sent (compressed), without a scroll or any input. */
async function scriptsBeforeUse(page: Page, path: string) {
  const responses: Promise<{ url: string; bytes: number }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    responses.push(
      response
        .request()
        .sizes()
        .then(({ responseBodySize }) => ({
          url: new URL(response.url()).pathname,
          bytes: responseBodySize,
        })),
    );
  });
  await page.goto(path, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  return Promise.all(responses);
}

for (const { kind, path } of PAGE_KINDS.filter(({ kind }) =>
  WITHOUT_ISLAND_IN_VIEW.includes(kind),
)) {
  test(`${kind} (${path}) loads at most 10 KB of JavaScript before use`, async ({ page }) => {
    const scripts = await scriptsBeforeUse(page, path);
    const bytes = scripts.reduce((sum, { bytes }) => sum + bytes, 0);
    expect(bytes, JSON.stringify(scripts)).toBeLessThanOrEqual(FIRST_LOAD_MAX_BYTES);
  });
}

test("/contact, whose first view holds the form, loads React, the form's island, the Stay Updated box's and their checks only", async ({
  page,
}) => {
  const scripts = await scriptsBeforeUse(page, "/contact");
  const island = page.locator('astro-island[component-export="ContactForm"]');
  const componentUrl = (await island.getAttribute("component-url"))!;
  const rendererUrl = (await island.getAttribute("renderer-url"))!;
  // The box starts on idle, and both load their checks once live: a press offline fetches
  // nothing (issue 40, docs/decisions/024-offline-forms.md).
  const box = page.locator('astro-island[component-export="NewsletterForm"]');
  const boxUrl = (await box.getAttribute("component-url"))!;
  const allowed = closure([componentUrl, rendererUrl, boxUrl], true);
  const loaded = scripts.map(({ url }) => url);
  expect(loaded).toEqual(expect.arrayContaining([componentUrl, rendererUrl, boxUrl]));
  expect(loaded.filter((url) => !allowed.has(url))).toEqual([]);
});
