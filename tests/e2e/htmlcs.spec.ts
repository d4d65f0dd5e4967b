import { readFileSync } from "node:fs";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import { PAGE_KINDS, waitForHydration } from "./support";

/*
 * A second engine beside axe (DECISIONS.md section 8); warnings and notices need a person.
 * Injected through page.evaluate, which the CSP does not govern, so pages keep their real policy.
 */

const HTMLCS_SOURCE = readFileSync(
  path.resolve(import.meta.dirname, "../../node_modules/html_codesniffer/build/HTMLCS.js"),
  "utf8",
);

const ERROR = 1;

const KNOWN_FALSE_POSITIVES: { code: string; selector: string; reason: string }[] = [];

interface Finding {
  code: string;
  selector: string;
  message: string;
}

async function htmlcsErrors(page: Page): Promise<Finding[]> {
  await page.evaluate(HTMLCS_SOURCE);
  return page.evaluate(
    (errorType) =>
      new Promise<Finding[]>((resolve, reject) => {
        interface Message {
          type: number;
          code: string;
          msg: string;
          element: Element | Document;
        }
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process(
                standard: string,
                content: Document,
                done: () => void,
                failed: () => void,
              ): void;
              getMessages(): Message[];
            };
          }
        ).HTMLCS;
        const selectorOf = (node: Element | Document): string => {
          if (!(node instanceof Element)) return "document";
          const parts: string[] = [];
          for (let element: Element | null = node; element; element = element.parentElement) {
            if (element.id) {
              parts.unshift(`#${CSS.escape(element.id)}`);
              break;
            }
            const tag = element.tagName.toLowerCase();
            const parent: Element | null = element.parentElement;
            const same = parent
              ? [...parent.children].filter((child) => child.tagName === element!.tagName)
              : [];
            parts.unshift(
              same.length > 1 ? `${tag}:nth-of-type(${same.indexOf(element) + 1})` : tag,
            );
          }
          return parts.join(" > ");
        };
        htmlcs.process(
          "WCAG2AA",
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === errorType)
                .map((message) => ({
                  code: message.code,
                  selector: selectorOf(message.element),
                  message: message.msg,
                })),
            ),
          () => reject(new Error("HTML_CodeSniffer could not run the WCAG2AA standard")),
        );
      }),
    ERROR,
  );
}

async function expectNoHtmlcsErrors(page: Page) {
  const errors = await htmlcsErrors(page);
  const unexpected = errors.filter(
    (error) =>
      !KNOWN_FALSE_POSITIVES.some(
        (known) => known.code === error.code && known.selector === error.selector,
      ),
  );
  expect(unexpected.map((error) => `${error.code} at ${error.selector}: ${error.message}`)).toEqual(
    [],
  );
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { kind, path: pagePath } of PAGE_KINDS) {
      test(`${kind} page (${pagePath}) has no HTML_CodeSniffer errors`, async ({ page }) => {
        await page.goto(pagePath);
        await waitForHydration(page);
        await expect(page.locator("h1")).toHaveCount(1);
        await expectNoHtmlcsErrors(page);
      });
    }
  });
}

test("HTML_CodeSniffer reports an error where there is one (the check can fail)", async ({
  page,
}) => {
  await page.goto("/about");
  await waitForHydration(page);
  await page.evaluate(() => {
    const image = document.createElement("img");
    image.src = "/favicon.svg";
    document.querySelector("main")!.append(image);
  });
  const codes = (await htmlcsErrors(page)).map((error) => error.code);
  // An img without alt text.
  expect(codes).toContain("WCAG2AA.Principle1.Guideline1_1.1_1_1.H37");
});
