import { type Page, expect, test } from "@playwright/test";
import { categories, projects, services } from "../../app/content/data.ts";
import { type TextSample, lowestContrasts, servePhotos } from "./pixels";
import { PAGE_KINDS, PROJECT_PAGES } from "./support";

/**
 * Text contrast against what is really behind it. axe reads CSS colours, so text on a
 * gradient or a photo escapes it. Here every text on a dark surface (banners, the hero, dark
 * panels, the footer) and on the project cards' photos is checked against the pixels behind
 * it: the same view is photographed with all text made transparent, and the text's colour must
 * reach 4.5:1 (3:1 when large) against every one of those pixels, the lightest and the
 * darkest included.
 *
 * The pages are read as they come from the server, with JavaScript off: the view every visitor
 * has before the script, and (the pages being prerendered whole) the same texts and colours
 * after it, without a hydration to wait for on each of some eighty pages.
 */

const HIDE_TEXT = `* {
  color: transparent !important;
  -webkit-text-fill-color: transparent !important;
  text-shadow: none !important;
  text-decoration-color: transparent !important;
  caret-color: transparent !important;
}`;

/**
 * Marks each visible element that matches `selector` (`data-contrast-region` = its index) and
 * returns the texts inside it, each with its colour (resolved to sRGB) and its line boxes,
 * relative to the region's top left corner: one call for the whole page.
 */
async function textsIn(page: Page, selector: string): Promise<TextSample[][]> {
  return page.evaluate((selector) => {
    const canvas = new OffscreenCanvas(1, 1);
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    const rgba = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return `rgba(${r}, ${g}, ${b}, ${a! / 255})`;
    };
    const regions = [...document.querySelectorAll(selector)].filter((region) => {
      const rect = region.getBoundingClientRect();
      return (
        rect.width > 0 && rect.height > 0 && region.checkVisibility({ visibilityProperty: true })
      );
    });
    return regions.map((root, index) => {
      root.setAttribute("data-contrast-region", String(index));
      const origin = root.getBoundingClientRect();
      const texts = [];
      for (const element of [root, ...root.querySelectorAll("*")]) {
        const nodes = [...element.childNodes].filter(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "",
        );
        if (nodes.length === 0 || !element.checkVisibility({ opacityProperty: true })) continue;
        const style = getComputedStyle(element);
        const boxes = nodes.flatMap((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return [...range.getClientRects()]
            .filter((rect) => rect.width > 1 && rect.height > 1)
            .map((rect) => ({
              x: rect.left - origin.left,
              y: rect.top - origin.top,
              width: rect.width,
              height: rect.height,
            }));
        });
        if (boxes.length === 0) continue;
        const size = Number.parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        texts.push({
          label: element.textContent!.trim().replace(/\s+/g, " ").slice(0, 50),
          color: rgba(style.color),
          boxes,
          required: large ? 3 : 4.5,
        });
      }
      return texts;
    });
  }, selector);
}

/** A constructed style sheet (the pages' CSP refuses a <style> element) that hides all text. */
const hideText = (page: Page, hide: boolean) =>
  page.evaluate(
    ([css, on]) => {
      if (!on) {
        document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
        return;
      }
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    },
    [HIDE_TEXT, hide] as const,
  );

/**
 * Scrolls region `index` to the window's top and returns its box. The window is made as tall
 * as the region first where it is taller (no part of these pages depends on the window's
 * height), so the whole region is in one view.
 */
async function showRegion(page: Page, index: number, viewport: { width: number; height: number }) {
  const place = (index: number) =>
    page.evaluate((index) => {
      const element = document.querySelector(`[data-contrast-region="${index}"]`)!;
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY);
      const rect = element.getBoundingClientRect();
      return { x: rect.left, y: rect.top, width: rect.width, height: rect.height };
    }, index);
  const box = await place(index);
  if (box.height <= viewport.height) return box;
  await page.setViewportSize({ ...viewport, height: Math.ceil(box.height) });
  return place(index);
}

/**
 * Every text in the regions `selector` matches against the pixels behind it: the failures, as
 * lines. The texts are read first; then, with all text hidden once for the page, each region
 * is photographed whole.
 */
async function lowContrastIn(page: Page, selector: string, where: string): Promise<string[]> {
  const regions = await textsIn(page, selector);
  if (regions.every((texts) => texts.length === 0)) return [];
  const viewport = page.viewportSize()!;
  const backgrounds: Buffer[] = [];
  await hideText(page, true);
  for (const [index, texts] of regions.entries()) {
    if (texts.length === 0) continue;
    const box = await showRegion(page, index, viewport);
    backgrounds[index] = await page.screenshot({ clip: box, animations: "disabled" });
    if (box.height > viewport.height) await page.setViewportSize(viewport);
  }
  await hideText(page, false);
  const failures: string[] = [];
  for (const [index, texts] of regions.entries()) {
    if (texts.length === 0) continue;
    const lowest = await lowestContrasts(backgrounds[index]!, texts);
    for (const [at, text] of texts.entries()) {
      if (lowest[at]! < text.required) {
        failures.push(
          `${where}: "${text.label}" ${lowest[at]!.toFixed(2)}:1 (needs ${text.required}:1)`,
        );
      }
    }
  }
  return failures;
}

/** Opens `path` with its photos loaded and the floating parts (header, chat) out of the way. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = "eager";
    await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).position === "fixed") element.style.visibility = "hidden";
    }
  });
}

/** The page kinds' paths, checked (with the footer) by the first test at each width. */
const KIND_PATHS = new Set<string>(PAGE_KINDS.map((kind) => kind.path));

/**
 * The dark surfaces of each page not checked already: banners, the hero, dark panels, and with
 * `footer` the footer (the same on every page: once is enough).
 */
async function checkDarkSurfaces(page: Page, paths: string[], { footer = false } = {}) {
  for (const [index, path] of paths.entries()) {
    if (!footer && KIND_PATHS.has(path)) continue;
    await open(page, path);
    const selector = footer && index === 0 ? ".on-dark" : "main .on-dark";
    expect.soft(await lowContrastIn(page, selector, path)).toEqual([]);
  }
}

test.beforeEach(async ({ page }) => {
  await servePhotos(page);
});

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({
      viewport: { width, height: 900 },
      reducedMotion: "reduce",
      javaScriptEnabled: false,
    });

    test("text on every page kind's banner, hero, dark panels and footer is AA", async ({
      page,
    }) => {
      test.slow();
      await checkDarkSurfaces(page, [...KIND_PATHS], { footer: true });
    });

    for (const category of categories) {
      test(`text on the ${category.id} category's banner and its services' banners is AA`, async ({
        page,
      }) => {
        test.slow();
        await checkDarkSurfaces(page, [
          `/category/${category.id}`,
          ...services
            .filter((service) => service.category === category.id)
            .map((service) => `/service/${service.id}`),
        ]);
      });
    }

    test("text on the project pages' banners and on the project cards' photos is AA", async ({
      page,
    }) => {
      test.slow();
      await checkDarkSurfaces(page, PROJECT_PAGES);
      await open(page, "/projects");
      await expect(page.getByRole("article")).toHaveCount(projects.length);
      expect(await lowContrastIn(page, "main article", "/projects card")).toEqual([]);
    });
  });
}
