import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/*
 * HTML_CodeSniffer, a second engine beside axe (DECISIONS.md section 8); warnings and notices
 * need a person. Injected through page.evaluate, which the CSP does not govern, so pages keep
 * their real policy.
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

export async function htmlcsErrors(page: Page): Promise<Finding[]> {
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

/** HTML_CodeSniffer's WCAG2AA errors on the page, as lines, known false positives left out. */
export async function htmlcsSummary(page: Page): Promise<string[]> {
  const errors = await htmlcsErrors(page);
  return errors
    .filter(
      (error) =>
        !KNOWN_FALSE_POSITIVES.some(
          (known) => known.code === error.code && known.selector === error.selector,
        ),
    )
    .map((error) => `${error.code} at ${error.selector}: ${error.message}`);
}
