import { expect, test, type Page } from "@playwright/test";
import { faq, faqCopy } from "../../app/content/data.ts";
import { chatContent } from "../../app/features/chat/chat-content";
import { reply } from "../../app/features/chat/engine";
import { faqTopicId } from "../../app/features/chat/faq-list";
import type { FaqEntry } from "../../app/content/schemas";
import { waitForHydration } from "./support";

/**
 * /faq: topics under an index, each answer a closed <details> that a link to /faq#<id> opens
 * and brings into view, with JavaScript and without. Closed, the page is at most four screens
 * of a 360×800 phone (issue 22; it was about 21 screens with every answer open).
 */

const PHONE = { width: 360, height: 800 };
const MAX_SCREENS = 4;
const topics = faq.sections.filter((section) =>
  faq.entries.some((entry) => entry.section === section.id),
);
// The first answer, and the last one: the furthest down the page, in the last topic.
const SAMPLES = [faq.entries[0]!, faq.entries.at(-1)!];

const question = (page: Page, entry: FaqEntry) =>
  page.getByRole("heading", { level: 3, name: entry.question, exact: true });

async function expectOpenInView(page: Page, entry: FaqEntry) {
  await expect(page.getByText(entry.answer, { exact: true })).toBeVisible();
  await expect(question(page, entry)).toBeInViewport();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled, viewport: PHONE });

    async function open(page: Page, path: string) {
      await page.goto(path);
      if (javaScriptEnabled) await waitForHydration(page);
    }

    test(`closed, the page is at most ${MAX_SCREENS} screens tall at 360×800`, async ({ page }) => {
      await open(page, "/faq");
      for (const entry of faq.entries) await expect(question(page, entry)).toBeHidden();
      for (const topic of topics) {
        await expect(page.getByRole("heading", { level: 2, name: topic.title })).toBeVisible();
      }
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThanOrEqual(MAX_SCREENS * PHONE.height);
    });

    test("the index links to every topic, and a link opens its topic in view", async ({ page }) => {
      await open(page, "/faq");
      const index = page.getByRole("navigation", { name: faqCopy.indexTitle });
      await expect(index.getByRole("link")).toHaveText(topics.map((topic) => topic.title));
      const last = topics.at(-1)!;
      await index.getByRole("link", { name: last.title }).click();
      await expect(page).toHaveURL(/\/faq#faq-[a-z]+$/);
      await expect(page.getByRole("heading", { level: 2, name: last.title })).toBeInViewport();
      const first = faq.entries.find((entry) => entry.section === last.id)!;
      await expect(question(page, first)).toBeVisible();
      await expect(page.getByText(first.answer, { exact: true })).toBeHidden();
    });

    for (const entry of SAMPLES) {
      test(`/faq#${entry.id} shows that answer opened and in view`, async ({ page }) => {
        await open(page, `/faq#${entry.id}`);
        await expectOpenInView(page, entry);
      });
    }

    test("a topic closed by hand opens again from its index link, in view", async ({ page }) => {
      const topic = topics.at(-1)!;
      const heading = page.getByRole("heading", { level: 2, name: topic.title });
      const first = faq.entries.find((entry) => entry.section === topic.id)!;
      const link = page
        .getByRole("navigation", { name: faqCopy.indexTitle })
        .getByRole("link", { name: topic.title });
      // Arrived by a link to the topic, which the visitor then closes and looks for again.
      await open(page, `/faq#${faqTopicId(topic.id)}`);
      await expect(question(page, first)).toBeVisible();
      await heading.click();
      await expect(question(page, first)).toBeHidden();
      await page.getByRole("heading", { level: 1 }).scrollIntoViewIfNeeded();
      await link.click();
      await expect(question(page, first)).toBeVisible();
      // The page moves the topic to the top (below the header), not just somewhere on screen.
      await expect
        .poll(async () => (await heading.boundingBox())?.y ?? Infinity)
        .toBeLessThan(PHONE.height / 4);
    });

    test("a quick reply on /chat opens its answer on /faq", async ({ page }) => {
      const text = "Do you offer AMC?";
      const answer = reply(text, chatContent);
      const quick = answer.quickReplies.find((one) => one.to?.startsWith("/faq#"))!;
      const entry = faq.entries.find((one) => `/faq#${one.id}` === quick.to)!;
      await open(page, "/chat");
      const main = page.getByRole("main");
      await main.getByRole("textbox", { name: "Your message" }).fill(text);
      await main.getByRole("textbox", { name: "Your message" }).press("Enter");
      await main.getByRole("link", { name: quick.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/faq#${entry.id}$`));
      await expectOpenInView(page, entry);
    });
  });
}
