import AxeBuilder from "@axe-core/playwright";
import { projects } from "../../app/content/data.ts";
import { projectPath } from "../../app/lib/paths.ts";
import type { AxeResults } from "axe-core";
import { expect, type Locator, type Page } from "@playwright/test";
import jpeg from "jpeg-js";

export const PAGE_KINDS = [
  { kind: "home", path: "/", h1: /Engineering/ },
  { kind: "services", path: "/services", h1: /./ },
  { kind: "category", path: "/category/fire-safety", h1: "Fire Safety" },
  { kind: "service", path: "/service/hydrant-system", h1: /Hydrant/ },
  { kind: "projects", path: "/projects", h1: /./ },
  {
    kind: "project",
    path: "/projects/integrated-fire-protection-for-an-api-manufacturing-plant",
    h1: "Integrated Fire Protection for an API Manufacturing Plant",
  },
  { kind: "about", path: "/about", h1: /./ },
  { kind: "contact", path: "/contact", h1: /./ },
  { kind: "faq", path: "/faq", h1: /./ },
  { kind: "privacy", path: "/privacy", h1: /Privacy/ },
  { kind: "terms", path: "/terms", h1: /Terms/ },
  { kind: "chat", path: "/chat", h1: "Deccan Assistant" },
  { kind: "not-found", path: "/no-such-page", h1: "Page not found" },
] as const;

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export function axeSummary(results: AxeResults): string[] {
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")})`,
  );
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(axeSummary(results)).toEqual([]);
}

export async function waitForHydration(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** Waits for the lazy part (ui/lazy-part.tsx) around or inside `element` to be live. */
export async function waitForLivePart(element: Locator) {
  await element.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      element.evaluate(
        (node) =>
          (node.closest("[data-deferred]") ?? node.querySelector("[data-deferred]"))?.getAttribute(
            "data-deferred",
          ) ?? "none",
      ),
    )
    .toBe("live");
}

export const PROJECT_PAGES = projects.map(projectPath);

/** Times messages by the page's own clock, which a busy machine cannot hold up. */
export async function recordMessageTimes(page: Page) {
  await page.addInitScript(() => {
    const times: Record<string, { shown: number; hidden?: number }[]> = {};
    (window as unknown as { __messageTimes: typeof times }).__messageTimes = times;
    let visible = new Set<string>();
    const scan = () => {
      const now = performance.now();
      const current = new Set(
        [...document.querySelectorAll('[role="status"], [role="alert"]')]
          .filter((element) => element.checkVisibility())
          .map((element) => element.textContent?.trim() ?? "")
          .filter(Boolean),
      );
      for (const text of current) if (!visible.has(text)) (times[text] ??= []).push({ shown: now });
      for (const text of visible) {
        const last = times[text]?.at(-1);
        if (!current.has(text) && last) last.hidden = now;
      }
      visible = current;
    };
    document.addEventListener("DOMContentLoaded", () => {
      scan();
      new MutationObserver(scan).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
  });
}

export async function expectShownFor(message: Locator, ms: number) {
  await expect(message).toBeVisible();
  const text = (await message.textContent())!.trim();
  await expect(message).toBeHidden({ timeout: ms + 5_000 });
  const shown = await message.page().evaluate(
    (key) =>
      (
        window as unknown as {
          __messageTimes: Record<string, { shown: number; hidden?: number }[]>;
        }
      ).__messageTimes[key]?.at(-1),
    text,
  );
  expect(shown?.hidden, `"${text}" was not seen being hidden`).toBeDefined();
  const duration = shown!.hidden! - shown!.shown;
  expect(duration).toBeGreaterThanOrEqual(ms - 50);
  expect(duration).toBeLessThan(ms + 1_000);
}

const PHOTO_HOST = "https://images.unsplash.com/**";

/** The tests reach no host but the site's (playwright.config.ts), so photos need an answer. */
export async function photosLoad(page: Page) {
  const photo = jpeg.encode(
    { width: 16, height: 16, data: Buffer.alloc(16 * 16 * 4, 0x80) },
    80,
  ).data;
  await page.route(PHOTO_HOST, (route) =>
    route.fulfill({ status: 200, contentType: "image/jpeg", body: photo }),
  );
}

export async function photosFail(page: Page) {
  await page.route(PHOTO_HOST, (route) => route.abort("connectionrefused"));
}
