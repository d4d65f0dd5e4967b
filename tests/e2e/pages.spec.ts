import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { about, company, projects, services } from "../../app/content/data.ts";
import {
  PROJECT_PAGES,
  photosFail,
  photosLoad,
  scrollThrough,
  waitForHydration,
  waitForLivePart,
} from "./support";

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe("home", () => {
  test("hero: badge, headline, both buttons and the stats bar", async ({ page }) => {
    await open(page, "/");
    const hero = page.locator("main > section").first();
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero.getByRole("link", { name: /Explore Our Services/ })).toHaveAttribute(
      "href",
      "/services",
    );
    await expect(hero.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute(
      "href",
      "/contact",
    );
    for (const value of ["500+", "200+", "15+", "99.9%"]) {
      await expect(hero.getByText(value, { exact: true })).toBeVisible();
    }
  });

  test("four category cards with their project counts, and the closing buttons", async ({
    page,
  }) => {
    await open(page, "/");
    const section = page.locator("#categories");
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(4);
    const expected = [
      ["Fire Safety", "/category/fire-safety", "150+"],
      ["Civil Infrastructure", "/category/civil", "200+"],
      ["Boiler Systems", "/category/boiler", "100+"],
      ["Industrial Supply", "/category/supply", "80+"],
    ];
    for (const [index, [title, href, count]] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("link", { name: title })).toHaveAttribute("href", href!);
      await expect(card).toContainText(count!);
    }
    await expect(section.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(section.getByRole("link", { name: "View Our Projects" })).toHaveAttribute(
      "href",
      "/projects",
    );
    await cards.nth(2).click();
    await expect(page).toHaveURL(/\/category\/boiler$/);
  });

  test("services section: three steps with timelines, consultation and brochure", async ({
    page,
  }) => {
    await open(page, "/");
    const section = page.locator("#services");
    const steps = section.getByRole("listitem").filter({ has: page.getByRole("heading") });
    await expect(steps).toHaveCount(3);
    for (const [title, timeline] of [
      ["Design & Engineering", "2-4 weeks"],
      ["Installation & Setup", "1-6 weeks"],
      ["Maintenance & Support", "Ongoing"],
    ]) {
      const step = steps.filter({ has: page.getByRole("heading", { name: title }) });
      await expect(step).toContainText(`Timeline: ${timeline}`);
    }
    await expect(section.getByRole("link", { name: "Get Free Consultation" })).toHaveAttribute(
      "href",
      "/contact?topic=Consultation",
    );
    await expect(section.getByRole("link", { name: /Download Brochure/ })).toHaveAttribute(
      "href",
      "/brochures/company.pdf",
    );
  });

  test("about section: story, values, milestones and the founder", async ({ page }) => {
    await open(page, "/");
    const section = page.locator("#about");
    for (const value of about.values) {
      await expect(section.getByRole("heading", { name: value.title })).toBeVisible();
    }
    const milestones = section.locator("ol > li");
    await expect(milestones).toHaveCount(about.milestones.length);
    for (const [index, milestone] of about.milestones.entries()) {
      await expect(milestones.nth(index)).toContainText(String(milestone.year));
      await expect(milestones.nth(index)).toContainText(milestone.event);
    }
    await expect(section.getByText(`Experience: ${about.founder.experience}`)).toBeVisible();
  });

  test("the projects section is the portfolio with its filter and dialog", async ({ page }) => {
    await open(page, "/");
    const section = page.locator("#projects");
    await expect(section.getByRole("article")).toHaveCount(projects.length);
    await section.scrollIntoViewIfNeeded();
    await waitForLivePart(section);
    await section.getByRole("link", { name: "Fire Safety", exact: true }).click();
    await expect(page).toHaveURL(/\?category=fire-safety/);
    await expect(section.getByRole("article")).toHaveCount(
      projects.filter((project) => project.category === "fire-safety").length,
    );
    await section.getByRole("article").first().getByRole("link").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page).toHaveURL(/\/projects\/[a-z0-9-]+$/);
    await page.goBack();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page).toHaveURL(/\/\?category=fire-safety$/);
  });
});

test.describe("/services", () => {
  test("four cards with counts, first four titles and a computed '+N more'", async ({ page }) => {
    await open(page, "/services");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(4);
    const fire = cards.nth(0);
    await expect(fire).toContainText("8 services");
    await expect(fire.getByRole("listitem")).toHaveCount(4);
    await expect(fire).toContainText("+4 more services");
    await expect(cards.nth(1)).toContainText("5 services");
    await expect(cards.nth(1)).toContainText("+1 more service");
    await expect(cards.nth(1)).not.toContainText("more services");
    await expect(cards.nth(2)).toContainText("+1 more service");
    await expect(cards.nth(2)).not.toContainText("more services");
    await expect(cards.nth(3)).toContainText("4 services");
    await expect(cards.nth(3)).not.toContainText("more service");
    await expect(page.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("link", { name: "View Our Projects" })).toHaveAttribute(
      "href",
      "/projects",
    );
    await cards.nth(1).click();
    await expect(page).toHaveURL(/\/category\/civil$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Civil Infrastructure");
  });
});

test.describe("/category/{id}", () => {
  test("banner, service cards with two features and '+4 more', and the buttons", async ({
    page,
  }) => {
    await open(page, "/category/fire-safety");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fire Safety");
    await expect(page.locator("main")).toContainText("150+ projects");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(8);
    for (const card of await cards.all()) {
      await expect(card.getByRole("listitem")).toHaveCount(2);
      await expect(card).toContainText("+4 more");
    }
    await expect(page.getByRole("link", { name: "Get Free Consultation" })).toHaveAttribute(
      "href",
      "/contact?topic=Consultation",
    );
    await expect(page.getByRole("link", { name: /Download Brochure/ })).toHaveAttribute(
      "href",
      "/brochures/fire-safety.pdf",
    );
    await cards.nth(1).click();
    await expect(page).toHaveURL(/\/service\/hydrant-system$/);
  });
});

test.describe("/service/{id}", () => {
  test("breadcrumb, and tabs that work by mouse and keyboard", async ({ page }) => {
    await open(page, "/service/hydrant-system");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link")).toHaveText(["Home", "Services", "Fire Safety"]);
    await expect(crumbs.locator('[aria-current="page"]')).toContainText("Hydrant");

    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["Overview", "Features", "Specifications"]);
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText(/\w+/);

    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("listitem")).toHaveCount(
      services.find((service) => service.id === "hydrant-system")!.features.length,
    );

    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(2)).toBeFocused();
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    const specs = page.getByRole("tabpanel");
    for (const text of ["ISO 9001:2015", "2-5 years", "setup", "24/7"]) {
      await expect(specs).toContainText(text);
    }
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
  });

  test("call, e-mail, WhatsApp, brochure, enquire and category links are live", async ({
    page,
  }) => {
    await open(page, "/service/valves");
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
    await expect(page.getByRole("link", { name: "Call Now" })).toHaveAttribute(
      "href",
      /^tel:\+91\d{10}$/,
    );
    const mail = (await page
      .getByRole("link", { name: "Email", exact: true })
      .getAttribute("href"))!;
    expect(mail).toMatch(/^mailto:[^?]+@[^?]+\?subject=/);
    expect(decodeURIComponent(new URL(mail).searchParams.get("subject")!)).toContain(title);
    // The page's own, not the bar's at the foot of every page (layout/bottom-bar.tsx).
    const whatsapp = page.getByRole("main").getByRole("link", { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    const wa = new URL((await whatsapp.getAttribute("href"))!);
    expect(wa.origin).toBe("https://wa.me");
    expect(wa.pathname).toMatch(/^\/91\d{10}$/);
    expect(wa.searchParams.get("text")).toContain(title);
    await expect(page.getByRole("link", { name: /Download Brochure/ })).toHaveAttribute(
      "href",
      "/brochures/supply.pdf",
    );
    await expect(
      page.getByRole("link", { name: "View All Industrial Supply Services" }),
    ).toHaveAttribute("href", "/category/supply");
    await page.getByRole("link", { name: "Enquire Now" }).click();
    await expect(page).toHaveURL(/\/contact\?service=valves$/);
  });

  test("Back returns to the previous page of the site", async ({ page }) => {
    await open(page, "/services");
    await page.locator("main").getByRole("link", { name: "Boiler Systems" }).click();
    await expect(page).toHaveURL(/\/category\/boiler$/);
    await page.getByRole("link", { name: /Air Pre-Heater/ }).click();
    await expect(page).toHaveURL(/\/service\/air-pre-heater$/);
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/category\/boiler$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("Back without earlier history goes to the service's category", async ({ page }) => {
    await open(page, "/service/bridge-construction");
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/category\/civil$/);
  });
});

test.describe("/projects", () => {
  test("filter chips: All first and pressed, selection kept in the URL and on reload", async ({
    page,
  }) => {
    await open(page, "/projects");
    const chips = page
      .getByRole("group", { name: "Filter projects by category" })
      .getByRole("link");
    await expect(chips).toHaveText([
      "All",
      "Fire Safety",
      "Civil Infrastructure",
      "Boiler Systems",
      "Industrial Supply",
    ]);
    await expect(chips.nth(0)).toHaveAttribute("aria-current", "true");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(projects.length);

    await chips.nth(3).click();
    await expect(page).toHaveURL(/\/projects\?category=boiler$/);
    await expect(chips.nth(3)).toHaveAttribute("aria-current", "true");
    await expect(chips.nth(0)).not.toHaveAttribute("aria-current");
    for (const card of await cards.all()) await expect(card).toContainText("Boiler Systems");

    await page.reload();
    await waitForHydration(page);
    await expect(chips.nth(3)).toHaveAttribute("aria-current", "true");
    for (const card of await cards.all()) await expect(card).toContainText("Boiler Systems");

    await chips.nth(0).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(cards).toHaveCount(projects.length);
  });

  test("a shared ?category= link opens filtered, also without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/projects?category=civil");
    const cards = page.getByRole("article");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) await expect(card).toContainText("Civil Infrastructure");
    await context.close();
  });

  test("status badges: Completed is green and Ongoing is blue", async ({ page }) => {
    await open(page, "/projects");
    const color = (text: string) =>
      page
        .getByRole("article")
        .getByText(text, { exact: true })
        .first()
        .evaluate((element) => {
          // Tailwind 4 computes colours in oklch: paint one pixel to read them as sRGB.
          const context = document.createElement("canvas").getContext("2d")!;
          context.fillStyle = getComputedStyle(element).backgroundColor;
          context.fillRect(0, 0, 1, 1);
          return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
        });
    await expect(page.getByRole("article").getByText("Ongoing", { exact: true })).toHaveCount(1);
    const [green, blue] = [await color("Completed"), await color("Ongoing")];
    const [gr, gg, gb] = green;
    const [br, bg, bb] = blue;
    expect(gg!).toBeGreaterThan(gr!);
    expect(gg!).toBeGreaterThan(gb!);
    expect(bb!).toBeGreaterThan(br!);
    expect(bb!).toBeGreaterThan(bg!);
  });

  test("the dialog shows every detail and closes three ways, returning focus", async ({ page }) => {
    await open(page, "/projects");
    const opener = page.getByRole("article").first().getByRole("link");
    const title = (await opener.textContent())!;
    const dialog = page.getByRole("dialog");

    await opener.click();
    await expect(dialog).toBeVisible();
    // The address bar shows the project's own page while the dialog is open.
    await expect(page).toHaveURL(await opener.getAttribute("href").then((href) => href!));
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(title);
    for (const label of ["Location", "Year", "Client", "Value", "Duration", "Status"]) {
      await expect(dialog.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(dialog).toContainText(/₹[\d.]+ Crore/);
    await expect(dialog).toContainText(/\d+ months/);
    await expect(dialog.getByRole("heading", { name: "Key features" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Gallery" })).toBeVisible();
    const similar = new URL(
      (await dialog.getByRole("link", { name: "Start Similar Project" }).getAttribute("href"))!,
      "http://x",
    );
    expect(similar.pathname).toBe("/contact");
    expect(similar.searchParams.get("topic")).toBeTruthy();
    expect(similar.searchParams.get("message")).toBe(
      `I'd like to discuss a project similar to ${title}.`,
    );

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 450);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page).toHaveURL(/\/projects$/);

    // Back closes it too, and the grid stays where it was.
    await page.evaluate(() => window.scrollTo(0, 400));
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(opener).toBeFocused();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Projects");
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test("a card opened again before its dialog has finished closing still opens", async ({
    page,
  }) => {
    await open(page, "/projects");
    const opener = page.getByRole("article").first().getByRole("link");
    const href = (await opener.getAttribute("href"))!;
    const dialog = page.getByRole("dialog");
    const close = dialog.getByRole("button", { name: "Close" });
    const reopen = async (when: "before the close event" | "before the Back arrives") => {
      await opener.click();
      await expect(dialog).toBeVisible();
      const handles = [await close.elementHandle(), await opener.elementHandle()] as const;
      await page.evaluate(
        ([closeButton, card, late]) => {
          const [button, link] = [closeButton as HTMLElement, card as HTMLElement];
          if (late) {
            // Run after the site's own close handler, which has asked for Back by then.
            button.closest("dialog")!.addEventListener("close", () => link.click(), {
              once: true,
            });
            button.click();
          } else {
            button.click();
            link.click();
          }
        },
        [...handles, when === "before the Back arrives"] as const,
      );
      await expect(dialog, when).toBeVisible();
      await expect(page, when).toHaveURL(href);
      // One Back still leads to the grid.
      await page.goBack();
      await expect(dialog, when).toBeHidden();
      await expect(page, when).toHaveURL(/\/projects$/);
    };
    await reopen("before the close event");
    await reopen("before the Back arrives");
  });

  test("the dialog's data is a file of its own, named by what it holds; without it a card leads to its page", async ({
    page,
    request,
  }) => {
    const feature = projects[0]!.features[0]!;
    // The page as sent carries what its cards show, not each project's whole text.
    const html = await (await request.get("/projects")).text();
    expect(html).toContain(projects[0]!.location);
    expect(html).not.toContain(feature);
    // The island asks for the rest when it starts, at an address named by what it holds.
    const asked = page.waitForRequest(/\/projects\/data\.json\?v=[\w-]{10}$/);
    await open(page, "/projects");
    const response = (await (await asked).response())!;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    const whole = (await response.json()) as { features: string[] }[];
    expect(whole.some((project) => project.features.includes(feature))).toBe(true);

    // The data cannot be had (a dropped connection): the card's link does its job.
    const opener = page.getByRole("article").first().getByRole("link");
    const [href, title] = [await opener.getAttribute("href"), await opener.textContent()];
    await page.route("**/projects/data.json*", (route) => route.abort());
    await page.reload();
    await waitForHydration(page);
    await opener.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
  });

  test("Start Similar Project opens the contact page with the topic and message", async ({
    page,
  }) => {
    await open(page, "/projects");
    await page.getByRole("article").last().getByRole("link").click();
    await page.getByRole("dialog").getByRole("link", { name: "Start Similar Project" }).click();
    await expect(page).toHaveURL(/\/contact\?topic=.+&message=/);
  });
});

test.describe("/about and /contact", () => {
  test("about: stats, story, values, timeline and founder", async ({ page }) => {
    await open(page, "/about");
    const main = page.locator("main");
    const { claims } = company;
    for (const claim of [claims.years, claims.projects, claims.clients, claims.success]) {
      await expect(main.getByText(claim.value, { exact: true }).first()).toBeVisible();
    }
    await expect(main).toContainText(String(company.foundingYear));
    await expect(main).toContainText(company.address.city);
    await expect(main.locator("ol > li")).toHaveCount(about.milestones.length);
    await expect(main.getByRole("heading", { name: "Achievements" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Expertise" })).toBeVisible();
  });

  test("contact: call, e-mail, map and hours", async ({ page }) => {
    await open(page, "/contact");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: /^\+91/ }).first()).toHaveAttribute(
      "href",
      /^tel:\+91/,
    );
    await expect(main.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
    const map = main.getByRole("link", { name: /View on Google Maps/ });
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(map).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps/);
    await expect(main).toContainText("Mon-Fri: 9:00 AM-6:00 PM");
    await expect(main).toContainText("Sat: 9:00 AM-1:00 PM");
  });
});

const PAGES_WITH_PHOTOS = ["/", "/category/civil", "/service/valves", "/projects", "/about"];

function imagesNotLoaded(page: Page) {
  return page.evaluate(
    () =>
      [...document.images].filter((image) => !(image.complete && image.naturalWidth > 0)).length,
  );
}

/** Scrolled through, every photo shows when the image host answers, with no fallback. */
async function expectPhotosShow(page: Page, path: string) {
  await scrollThrough(page);
  await expect.poll(() => imagesNotLoaded(page), `photos not loaded on ${path}`).toBe(0);
  expect(await page.locator("main img").count(), `photos on ${path}`).toBeGreaterThan(0);
  await expect(page.locator('main [role="img"][aria-label]'), `fallbacks on ${path}`).toHaveCount(
    0,
  );
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  // One load of each page checks the first view, then (at 1280 px) that every photo shows.
  const showAll = viewport.width === 1280;
  test(`at ${viewport.width} px, the first view's main photo is asked for at once with high priority, and photos below the fold are lazy${showAll ? "; scrolled through, photos show when the image host answers, with no fallback in their place" : ""}`, async ({
    page,
  }) => {
    // Six pages in one test (scrolled through at 1280 px): more than a minute on a busy machine.
    test.slow();
    await page.setViewportSize(viewport);
    await photosLoad(page);
    for (const path of [...PAGES_WITH_PHOTOS, PROJECT_PAGES[0]!]) {
      await open(page, path);
      const photos = await page.locator("main img").evaluateAll((images) =>
        (images as HTMLImageElement[]).map((image) => ({
          top: image.getBoundingClientRect().top,
          loading: image.loading,
          priority: image.fetchPriority,
        })),
      );
      const inView = photos.filter((photo) => photo.top < viewport.height);
      // On a phone nothing in the first view is lazy. On a desktop a grid's second and third
      // photos are (docs/decisions/014-first-view-photos.md).
      if (viewport.width < 640) {
        for (const photo of inView) expect(photo.loading, path).toBe("eager");
      }
      const high = photos.filter((photo) => photo.priority === "high");
      expect(high.length, path).toBeLessThanOrEqual(1);
      if (inView.length > 0) expect(high[0], path).toEqual({ ...inView[0], loading: "eager" });
      // Photos below the first view wait until the visitor scrolls near them.
      const below = photos.filter((photo) => photo.top > viewport.height);
      for (const photo of below) expect(photo.loading, path).toBe("lazy");
      if (showAll && PAGES_WITH_PHOTOS.includes(path)) await expectPhotosShow(page, path);
    }
  });
}

/** The largest rounding of a photo's corners (rounded-2xl), with a pixel to spare. */
const CORNER = 17;

test("no broken images: each failed image shows its designed fallback", async ({ page }) => {
  // Five pages, each loaded and scrolled through: a busy machine took over the default minute.
  test.slow();
  await photosFail(page);
  for (const path of PAGES_WITH_PHOTOS) {
    await open(page, path);
    await scrollThrough(page);
    // Every photo was asked for and has failed (or loaded: the site's own).
    await expect
      .poll(() =>
        page.evaluate(() => [...document.images].filter((image) => !image.complete).length),
      )
      .toBe(0);
    // In an island, script replaces a failed photo with its fallback, named by the photo's alt.
    await expect(page.locator("main astro-island img"), path).toHaveCount(0);
    const fallbacks = await page
      .locator('main astro-island [role="img"][aria-label]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-label")!));
    // A static photo (no script) stays: its box's fallback colours cover it, never the
    // browser's broken-image icon, and it keeps its alt for assistive technology.
    const failed = page.locator("main img").filter({ visible: true });
    // The fixed header and bar would stand in front of the photos photographed below.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>("body *")) {
        if (/fixed|sticky/.test(getComputedStyle(element).position)) {
          element.style.visibility = "hidden";
        }
      }
    });
    const statics: string[] = [];
    for (const image of await failed.elementHandles()) {
      const state = await image.evaluate((node) => {
        const img = node as HTMLImageElement;
        img.scrollIntoView({ block: "center" });
        return { broken: img.naturalWidth === 0, alt: img.alt };
      });
      if (!state.broken) continue;
      statics.push(state.alt);
      // It looks as its box does with neither photo nor icon: the category's colours (the
      // broken-image icon would differ). Not in the corners, cut off a corner's rounding (its
      // antialiasing differs): the corner's triangle up to CORNER px along each side.
      // Whole pixels inside its box: its edges fall between pixels.
      const { x, y, width, height } = (await image.boundingBox())!;
      const clip = {
        x: Math.ceil(x) + 1,
        y: Math.ceil(y) + 1,
        width: Math.floor(width) - 3,
        height: Math.floor(height) - 3,
      };
      const covered = await page.screenshot({ clip, animations: "disabled" });
      const show = (visibility: string) =>
        image.evaluate((node, value) => {
          for (const child of (node as Element).closest(".overflow-hidden")!.children) {
            (child as HTMLElement).style.visibility = value;
          }
        }, visibility);
      await show("hidden");
      const bare = await page.screenshot({ clip, animations: "disabled" });
      await show("");
      const [one, two] = await Promise.all(
        [covered, bare].map((shot) => sharp(shot).ensureAlpha().raw().toBuffer()),
      );
      let differing = 0;
      for (let index = 0; index < one!.length; index += 4) {
        const channels = [0, 1, 2].map((c) => Math.abs(one![index + c]! - two![index + c]!));
        const px = (index / 4) % clip.width;
        const py = Math.floor(index / 4 / clip.width);
        const corner =
          Math.min(px, clip.width - 1 - px) + Math.min(py, clip.height - 1 - py) <= CORNER;
        if (!corner && Math.max(...channels) > 16) differing++;
      }
      expect(differing, `${path}: the failed photo "${state.alt}" is covered`).toBe(0);
    }
    expect(fallbacks.length + statics.length, `failed photos on ${path}`).toBeGreaterThan(0);
    for (const label of [...fallbacks, ...statics]) expect(label.length, path).toBeGreaterThan(10);
  }
});
