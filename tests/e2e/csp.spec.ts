import { expect, test, type Page } from "@playwright/test";
import { chatScript } from "../../app/content/data.ts";
import { PAGE_KINDS, waitForHydration } from "./support";

const CHAT_NAME = chatScript.assistantName;

const RENDERED_ON_REQUEST = [
  "/contact?service=hydrant-system",
  "/projects?category=boiler",
  "/services?ref=newsletter",
];

function recordViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      violations.push(`console: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => violations.push(`page error: ${error.message}`));
  return violations;
}

async function pageViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.beforeEach(async ({ page }) => {
  // Recorded by the page itself too: the event names the directive and the blocked URI.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
});

for (const path of [...PAGE_KINDS.map((kind) => kind.path), ...RENDERED_ON_REQUEST]) {
  test(`${path} runs with its CSP enforced and nothing blocked`, async ({ page }) => {
    const violations = recordViolations(page);
    const response = await page.goto(path);
    const policy = response!.headers()["content-security-policy"] ?? "";
    expect(policy).toContain("script-src 'self' ");
    expect(policy.match(/script-src[^;]*/)![0]).not.toMatch(/unsafe-(inline|eval)/);
    // Every page, prerendered or rendered on request, lists the hashes of its inline scripts.
    expect(policy).toMatch(/'sha256-[^']+'/);
    expect(policy).not.toMatch(/'nonce-/);

    await waitForHydration(page);
    // The chat window's code loads on demand: it must be allowed too.
    await page.getByRole("button", { name: /^Chat with us/ }).click();
    await expect(
      page.getByRole("region", { name: CHAT_NAME }).getByRole("textbox", { name: "Your message" }),
    ).toBeVisible();
    // The next page, and its islands' code.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Projects" })
      .click();
    await expect(page).toHaveURL(/\/projects$/);
    await page.waitForLoadState("networkidle");

    expect([...violations, ...(await pageViolations(page))]).toEqual([]);
  });
}

test("a page rendered on request allows only the inline scripts the build hashed", async ({
  request,
}) => {
  const scripts = async (path: string) =>
    (await request.get(path)).headers()["content-security-policy"]!.match(/script-src[^;]*/)![0];
  // The same parts as the prerendered pages (the layout, the islands' bootstrap), hashed once.
  const onRequest = await scripts("/contact?service=valves");
  for (const hash of (await scripts("/contact")).match(/'sha256-[^']+'/g)!) {
    expect(onRequest).toContain(hash);
  }
  expect(await scripts("/no-such-page")).toBe(onRequest);
});
