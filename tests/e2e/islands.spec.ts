import { expect, type Page, type Response, test } from "@playwright/test";
import { closure } from "../../scripts/check-build-output.ts";
import { PAGE_KINDS } from "./support.ts";

// DECISIONS.md 8: on a phone (360×800), before the visitor scrolls or uses a part, a page whose
// first view holds no island loads at most 10 KB of JavaScript as sent. The footer's newsletter
// box and the islands further down are out of that view; the chat, /projects' filter and
// /contact's two forms start on first use. Today every kind here loads none.
const FIRST_LOAD_MAX_BYTES = 10 * 1024;

test.use({ viewport: { width: 360, height: 800 } });

/** Every script the page loads from navigation to its load event and the network's rest after
 * it, with its bytes as sent (compressed), without a scroll or any input. */
async function scriptsBeforeUse(page: Page, path: string) {
  const responses: Promise<{ url: string; bytes: number }>[] = [];
  const onResponse = (response: Response) => {
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
  };
  page.on("response", onResponse);
  await page.goto(path, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  // What the visitor does next (a test may go on to use the page) is not "before use", and a
  // size asked for then could be left waiting when the page closes.
  page.off("response", onResponse);
  return Promise.all(responses);
}

for (const { kind, path } of PAGE_KINDS) {
  test(`${kind} (${path}) loads at most 10 KB of JavaScript before use`, async ({ page }) => {
    const scripts = await scriptsBeforeUse(page, path);
    const bytes = scripts.reduce((sum, { bytes }) => sum + bytes, 0);
    expect(bytes, JSON.stringify(scripts)).toBeLessThanOrEqual(FIRST_LOAD_MAX_BYTES);
  });
}

test("/contact's form starts when the visitor reaches for it: React, the form's island and its checks only", async ({
  page,
}) => {
  const before = await scriptsBeforeUse(page, "/contact");
  expect(before).toEqual([]);
  const island = page.locator('astro-island[component-export="ContactForm"]');
  const componentUrl = (await island.getAttribute("component-url"))!;
  const rendererUrl = (await island.getAttribute("renderer-url"))!;
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") loaded.push(new URL(request.url()).pathname);
  });
  await page.getByRole("textbox", { name: /^Full Name/ }).focus();
  await expect(page.locator('form[data-live="true"]')).toHaveCount(1);
  // Live, it loads its checks, so that a press offline fetches nothing (issue 40,
  // docs/decisions/024-offline-forms.md); the Stay Updated box is still not started.
  await page.waitForLoadState("networkidle");
  const allowed = closure([componentUrl, rendererUrl], true);
  expect(loaded).toEqual(expect.arrayContaining([componentUrl, rendererUrl]));
  expect(loaded.filter((url) => !allowed.has(url))).toEqual([]);
});
