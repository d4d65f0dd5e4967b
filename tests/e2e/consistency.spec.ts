import { type Page, expect, test } from "@playwright/test";
import { address, phones, projects, whatsapp } from "../../app/content/data.ts";
import { PAGE_KINDS, PROJECT_PAGES, waitForHydration } from "./support";

/**
 * Issue 22's design pass, as a visitor sees it at 360 and 1280 px: one newsletter box per page,
 * one colour for every primary button, one content width, a contact page that names the 24x7
 * line and shows its address once, and project chips and cards that line up.
 */

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("every kind of page has exactly one newsletter box", async ({ page }) => {
    for (const { kind, path } of PAGE_KINDS) {
      await open(page, path);
      await expect(page.getByRole("button", { name: "Subscribe" }), kind).toHaveCount(1);
    }
  });

  test("every primary button has the same orange", async ({ page }) => {
    const primaries: [path: string, role: "link" | "button", name: string][] = [
      ["/", "link", "Get Quote"],
      ["/", "button", "Send Message"],
      ["/", "button", "Subscribe"],
      ["/services", "link", "Get Free Quote"],
      ["/category/fire-safety", "link", "Get Free Consultation"],
      ["/service/hydrant-system", "link", "Enquire Now"],
      [PROJECT_PAGES[0]!, "link", "Start Similar Project"],
      ["/contact", "button", "Send Message"],
      ["/contact", "button", "Subscribe"],
      ["/contact", "link", "View on Google Maps"],
    ];
    const colours = new Map<string, string>();
    for (const [path, role, name] of primaries) {
      await open(page, path);
      const control = page.getByRole(role, { name: new RegExp(`^${name}`) }).first();
      await expect(control).toBeVisible();
      const colour = await control.evaluate((element) => getComputedStyle(element).backgroundColor);
      colours.set(`${path} ${name}`, colour);
    }
    expect(new Set(colours.values()), JSON.stringify(Object.fromEntries(colours))).toHaveProperty(
      "size",
      1,
    );
  });

  test("the main content has the same left and right edges on every kind of page", async ({
    page,
  }) => {
    // /chat is the script-free conversation: a transcript at reading width, as the chat window
    // is, under a banner that keeps the site's left edge. It is the one exception.
    const kinds = PAGE_KINDS.filter(({ kind }) => kind !== "chat");
    const edges: Record<string, { left: number; right: number }> = {};
    for (const { kind, path } of kinds) {
      await open(page, path);
      edges[kind] = await page.locator("main").evaluate((main) => {
        const width = document.documentElement.clientWidth;
        let left = Infinity;
        let right = -Infinity;
        for (const element of main.querySelectorAll("*")) {
          const box = element.getBoundingClientRect();
          // Full-bleed backgrounds and visually hidden or off-screen helpers mark no edge.
          if (box.width <= 1 || box.height <= 1 || box.width >= width - 1) continue;
          if (box.right <= 0 || box.left >= width || !element.checkVisibility()) continue;
          left = Math.min(left, box.left);
          right = Math.max(right, box.right);
        }
        return { left: Math.round(left), right: Math.round(right) };
      });
    }
    const home = edges.home!;
    expect(home.right - home.left).toBeGreaterThan(1100);
    // Within 2 px: a card's 1 px border may stand just outside the content box.
    for (const [kind, edge] of Object.entries(edges)) {
      expect(
        Math.abs(edge.left - home.left),
        `${kind} ${JSON.stringify(edge)}`,
      ).toBeLessThanOrEqual(2);
      expect(
        Math.abs(edge.right - home.right),
        `${kind} ${JSON.stringify(edge)}`,
      ).toBeLessThanOrEqual(2);
    }
  });

  test("/contact lists the 24x7 line with WhatsApp among its cards and shows the address once", async ({
    page,
  }) => {
    await open(page, "/contact");
    const main = page.getByRole("main");
    const cards = main.getByRole("region", { name: "Get in Touch" }).getByRole("listitem");
    const service = cards.filter({
      has: page.getByRole("heading", { name: phones.service.label, exact: true }),
    });
    await expect(service).toHaveCount(1);
    await expect(service.getByRole("link", { name: /^\+91/ })).toHaveAttribute(
      "href",
      phones.service.href,
    );
    await expect(service.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      `https://wa.me/${whatsapp}`,
    );

    const mainText = await main.innerText();
    expect(mainText.split(address.street).length - 1).toBe(1);
  });

  test("every address on the site names each place once", async ({ page }) => {
    for (const path of ["/contact", "/", "/privacy", "/terms"]) {
      await open(page, path);
      const lines = (await page.locator("body").innerText())
        .split("\n")
        .filter((line) => line.includes(address.street));
      expect(lines.length, path).toBeGreaterThan(0);
      for (const line of lines) {
        const localities = line.split(address.locality).length - 1;
        expect(localities, `${path}: ${line}`).toBe(1);
      }
    }
  });

  test("every project card shows its year in the same place", async ({ page }) => {
    await open(page, "/projects");
    const grid = page.getByRole("list").filter({ has: page.getByRole("article") });
    const years = await Promise.all(
      projects.map(async (project) => {
        const card = grid
          .getByRole("article")
          .filter({ has: page.getByRole("link", { name: project.title, exact: true }) });
        const cardBox = (await card.boundingBox())!;
        const yearBox = (await card
          .getByText(String(project.year), { exact: true })
          .boundingBox())!;
        return {
          project: project.title,
          row: Math.round(cardBox.y),
          fromLeft: Math.round(yearBox.x - cardBox.x),
          top: Math.round(yearBox.y),
        };
      }),
    );
    // Not beside the place in one card and under it in the next.
    expect(new Set(years.map((year) => year.fromLeft)).size, JSON.stringify(years)).toBe(1);
    const rows = Map.groupBy(years, (year) => year.row);
    expect(rows.size).toBeLessThan(projects.length);
    for (const row of rows.values()) {
      expect(new Set(row.map((year) => year.top)).size, JSON.stringify(row)).toBe(1);
    }
  });
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test("the project filter chips sit in rows of equal count, or in one row each chip reaches by keyboard", async ({
    page,
  }) => {
    for (const path of ["/projects", "/"]) {
      await open(page, path);
      const group = page.getByRole("group", { name: "Filter projects by category" });
      const chips = group.getByRole("link");
      const tops = await chips.evaluateAll((links) =>
        links.map((link) => Math.round(link.getBoundingClientRect().top)),
      );
      const perRow = [...Map.groupBy(tops, (top) => top).values()].map((row) => row.length);
      expect(new Set(perRow).size, `${path}: ${perRow.join("-")}`).toBe(1);
      if (perRow.length > 1) continue;

      // One row: Tab brings each chip wholly into view, none under the screen's edge.
      await chips.first().focus();
      const count = await chips.count();
      for (let index = 0; index < count; index += 1) {
        const chip = chips.nth(index);
        await expect(chip).toBeFocused();
        await expect
          .poll(() =>
            chip.evaluate((link) => {
              const box = link.getBoundingClientRect();
              return box.left >= 0 && box.right <= document.documentElement.clientWidth;
            }),
          )
          .toBe(true);
        await page.keyboard.press("Tab");
      }
    }
  });
});
