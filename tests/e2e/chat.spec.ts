import { expect, test, type Page } from "@playwright/test";
import { chatReplies, chatScript } from "../../app/content/data.ts";
import { chatContent } from "../../app/features/chat/chat-content";
import { reply } from "../../app/features/chat/engine";
import { CHAT_TYPING_MS } from "../../app/lib/constants";
import {
  chatExpanded,
  expectNoAxeViolations,
  waitForChat,
  waitForHydration,
  waitForLivePart,
} from "./support";

const NAME = chatScript.assistantName;
const fireAnswer = chatScript.groups.find((group) => group.id === "fire")!.text;
const greeting = chatScript.greeting.text;
/** The engine's reply, over the content the page gives the chat. */
const replyText = (text: string) => reply(text, chatContent).text;

function chat(page: Page) {
  const region = page.getByRole("region", { name: NAME });
  return {
    toggle: page.getByRole("button", { name: /^Chat with us/ }),
    region,
    messages: region.getByRole("list", { name: "Messages" }).getByRole("listitem"),
    typing: region.getByText(`${NAME} is typing…`),
    input: region.getByRole("textbox", { name: "Your message" }),
    send: region.getByRole("button", { name: "Send" }),
    quickReply: (name: string) => region.getByRole("button", { name, exact: true }),
  };
}

/** When the typing indicator came and went, by the page's own clock, which load cannot hold up. */
async function recordTyping(page: Page) {
  await page.addInitScript((label) => {
    const spans: { shown: number; hidden?: number }[] = [];
    (window as unknown as { __typing: typeof spans }).__typing = spans;
    let shown = false;
    const scan = () => {
      const now = performance.now();
      const showing = document.getElementById("chat-window")?.textContent?.includes(label) ?? false;
      if (showing && !shown) spans.push({ shown: now });
      const last = spans.at(-1);
      if (!showing && shown && last) last.hidden = now;
      shown = showing;
    };
    document.addEventListener("DOMContentLoaded", () =>
      new MutationObserver(scan).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      }),
    );
  }, `${NAME} is typing…`);
}

const typingSpans = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __typing: { shown: number; hidden?: number }[] }).__typing,
  );

/** A page load with the chat's script live. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await waitForChat(page);
  return chat(page);
}

for (const path of ["/", "/services", "/service/valves"]) {
  test(`on ${path}: greets, answers after typing, and a quick reply navigates and closes`, async ({
    page,
  }) => {
    await recordTyping(page);
    const c = await visit(page, path);
    await expect.poll(() => chatExpanded(page)).toBe(false);
    await expect(c.toggle).toHaveAccessibleName("Chat with us (new message)");
    await c.toggle.click();
    await expect(c.region).toBeVisible();
    await expect(c.input).toBeFocused();
    await expect(c.messages.first()).toHaveText(`${NAME}: ${greeting}`);

    await c.input.fill("Do you do sprinkler systems?");
    await c.input.press("Enter");
    await expect(c.messages.nth(1)).toHaveText("You: Do you do sprinkler systems?");
    await expect(c.messages.nth(2)).toHaveText(`${NAME}: ${fireAnswer}`);
    await expect(c.typing).toHaveCount(0);
    // The indicator was shown once, before the answer, for the whole typing time.
    const [typing, ...more] = await typingSpans(page);
    expect(more).toEqual([]);
    expect(typing!.hidden! - typing!.shown).toBeGreaterThanOrEqual(CHAT_TYPING_MS - 50);

    await c.quickReply("View Fire Safety Services").click();
    await expect(page).toHaveURL(/\/category\/fire-safety$/);
    await expect(page.getByRole("heading", { level: 1, name: "Fire Safety" })).toBeVisible();
    await expect.poll(() => chatExpanded(page)).toBe(false);
    await expect(c.region).toBeHidden();
  });
}

test("the window's code is not part of the first load; it arrives when the visitor reaches for the chat", async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on("request", (request) => {
    if (/chat-conversation/.test(request.url())) chunks.push(request.url());
  });
  const c = await visit(page, "/");
  await expect(c.toggle).toHaveAccessibleName("Chat with us (new message)");
  expect(chunks).toEqual([]);
  await c.toggle.click();
  await expect(c.region).toBeVisible();
  expect(chunks).toHaveLength(1);
});

test("the sentences a reply quotes load with the reply, not with the chat, and it waits for them, typing", async ({
  page,
}) => {
  const parts: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/chat-sentences-\d+[.-][^/]*\.js$/, async (route) => {
    parts.push(route.request().url());
    await released;
    await route.continue();
  });
  const c = await visit(page, "/");
  await c.toggle.click();
  await expect(c.region).toBeVisible();
  expect(parts).toEqual([]);
  const question = "What is a water curtain system?";
  const answer = replyText(question);
  await c.input.fill(question);
  const sent = await page.evaluate(() => performance.now());
  await c.send.click();
  await expect(c.typing).toBeVisible();
  await expect.poll(() => parts.length).toBeGreaterThan(0);
  // Its sentences held back past the typing time, the reply is not shown without them.
  await page.waitForFunction((until) => performance.now() > until, sent + CHAT_TYPING_MS * 2);
  await expect(c.typing).toBeVisible();
  await expect(c.messages.last()).toContainText(question);
  release();
  await expect(c.messages.last()).toHaveText(`${NAME}: ${answer}`);
  await expect(c.typing).toBeHidden();
  expect(parts.length).toBeLessThanOrEqual(3);
});

test("typed text never navigates, even 'view projects'", async ({ page }) => {
  const c = await visit(page, "/services");
  await c.toggle.click();
  await c.input.fill("view projects");
  await c.send.click();
  // The reply comes after 1.5 s, well after a navigation would have happened (0.5 s).
  await expect(c.messages.last()).toHaveText(`${NAME}: ${replyText("view projects")}`);
  await expect(c.quickReply("View Projects")).toBeVisible();
  await expect(page).toHaveURL(/\/services$/);
  await expect(c.region).toBeVisible();
});

test("answers a buyer's question with the fact and a quick reply to its /faq entry", async ({
  page,
}) => {
  const c = await visit(page, "/about");
  await c.toggle.click();
  await c.input.fill("Do you offer AMC?");
  await c.input.press("Enter");
  await expect(c.messages.nth(2)).toContainText("quarterly inspections");
  await c.quickReply("AMC details").click();
  await expect(page).toHaveURL(/\/faq#amc$/);
  await expect(
    page.getByRole("heading", {
      level: 3,
      name: "Do you offer an annual maintenance contract (AMC)?",
    }),
  ).toBeInViewport();
  await expect(c.region).toBeHidden();
});

test("a message with a keyword and more gets both, and a quote for the service it names", async ({
  page,
}) => {
  const c = await visit(page, "/");
  await c.toggle.click();
  await c.input.fill("sprinkelr instalation cost");
  await c.input.press("Enter");
  const pricing = chatScript.groups.find((group) => group.id === "pricing")!.text;
  await expect(c.messages.nth(2)).toContainText(pricing);
  await expect(c.messages.nth(2)).toContainText("Automatic Sprinkler System");
  await c.quickReply("Get a Quote").click();
  await expect(page).toHaveURL(/\/contact\?service=sprinkler-system$/);
  await expect(
    page.getByRole("form", { name: "Send Us a Message" }).getByRole("combobox"),
  ).toHaveValue("Automatic Sprinkler System");
});

test("a complaint gets an apology, the 24x7 line and the grievance contact", async ({ page }) => {
  const c = await visit(page, "/");
  await c.toggle.click();
  await c.input.fill("Your technician did not turn up for the AMC visit. Very disappointed!");
  await c.input.press("Enter");
  // The last message: the greeting is there or not, depending on how soon the visitor wrote.
  await expect(c.messages.last()).toHaveText(`${NAME}: ${chatReplies.complaint.text}`);
  await expect(c.quickReply("Contact Us")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/chat answers from the same engine, its quick replies are links, and nothing typed is kept", async ({
    page,
  }) => {
    await page.goto("/chat");
    const input = page.getByRole("main").getByRole("textbox", { name: "Your message" });
    await input.fill("mee office ekkada undi?");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/chat\/?$/);
    await expect(page.getByRole("main")).toContainText(replyText("mee office ekkada undi?"));
    await page.getByRole("main").getByRole("link", { name: "Our office" }).click();
    await expect(page).toHaveURL(/\/faq#office$/);
    await expect(
      page.getByRole("heading", { level: 3, name: "Where is your office?" }),
    ).toBeVisible();
  });
});

test("keeps the conversation on the next page and across a reload, greeting only once", async ({
  page,
}) => {
  const c = await visit(page, "/");
  await c.toggle.click();
  await expect(c.messages).toHaveCount(1);
  await c.input.fill("hello");
  await c.input.press("Enter");
  await expect(c.messages).toHaveCount(3);

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Projects" })
    .click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(c.region).toBeVisible();
  await expect(c.messages).toHaveCount(3);

  await page.clock.install();
  await page.reload();
  await waitForHydration(page);
  await waitForChat(page);
  await expect(c.region).toBeVisible();
  await expect(c.messages).toHaveCount(3);
  await page.clock.runFor(5_000);
  await expect(c.messages).toHaveCount(3);
  await expect(c.messages.first()).toHaveText(`${NAME}: ${greeting}`);

  await c.toggle.click();
  await page.reload();
  await waitForHydration(page);
  await waitForChat(page);
  await expect.poll(() => chatExpanded(page)).toBe(false);
  await c.toggle.click();
  await expect(c.messages).toHaveCount(3);
});

// Below 640 px (CHAT_SIDE_PANEL_MIN_WIDTH) the open window spans the screen; above, it is a panel.
// Every page change is a page load (DECISIONS.md 11): the chat comes back from sessionStorage.
for (const { width, spans } of [
  { width: 360, spans: true },
  { width: 1280, spans: false },
]) {
  test.describe(`at ${width}×800`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(
      spans
        ? "the chat left open comes back closed on the next page, with its conversation"
        : "the chat left open stays open on the next page, by a link and on a page load, with its conversation",
      async ({ page }) => {
        const c = await visit(page, "/");
        await c.toggle.click();
        await expect(c.messages.first()).toHaveText(`${NAME}: ${greeting}`);
        await c.input.fill("Do you do sprinkler systems?");
        await c.input.press("Enter");
        await expect(c.messages.nth(2)).toHaveText(`${NAME}: ${fireAnswer}`);
        const conversation = await c.messages.allTextContents();

        if (!spans) {
          // Beside the page, its links are in reach.
          await page
            .getByRole("navigation", { name: "Main" })
            .getByRole("link", { name: "Projects" })
            .click();
          await expect(page).toHaveURL(/\/projects$/);
          await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
          await expect(c.region).toBeVisible();
          await expect.poll(() => chatExpanded(page)).toBe(true);
          await expect(c.messages).toHaveText(conversation);
        }

        // Left open, then the next page's load.
        await page.goto("/about");
        await waitForHydration(page);
        await waitForLivePart(c.toggle);
        await waitForChat(page);
        await expect.poll(() => chatExpanded(page)).toBe(!spans);
        if (spans) {
          await expect(c.region).toBeHidden();
          await expect(c.toggle).toHaveAccessibleName("Chat with us");
          // Nothing of the chat over the page but its button in the bottom corner.
          const coveredPoints = await page.evaluate(() => {
            const chat = document.querySelector('aside[aria-label="Chat"]')!;
            const covered: string[] = [];
            for (let y = 80; y <= innerHeight - 120; y += 40) {
              for (let x = 10; x <= innerWidth - 10; x += 50) {
                if (chat.contains(document.elementFromPoint(x, y))) covered.push(`${x},${y}`);
              }
            }
            return covered;
          });
          expect(coveredPoints).toEqual([]);
          await c.toggle.click();
        }
        await expect(c.region).toBeVisible();
        await expect(c.messages).toHaveText(conversation);
        // Opened by the toggle, focus goes into it; restored by itself, it takes none.
        if (spans) await expect(c.input).toBeFocused();
        else await expect(c.input).not.toBeFocused();
      },
    );
  });
}

test("works with the keyboard alone", async ({ page }) => {
  // The chat's script only: waitForHydration scrolls each island into view, and Chromium starts
  // sequential focus navigation from what was last scrolled into view, not the top.
  await page.goto("/");
  await waitForChat(page);
  const c = chat(page);
  // From the top of the page, Shift+Tab wraps to the last control: the chat toggle.
  await page.keyboard.press("Shift+Tab");
  await expect(c.toggle).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(c.input).toBeFocused();
  await expect(c.messages.first()).toHaveText(`${NAME}: ${greeting}`);

  await page.keyboard.type("What are your boiler services?");
  await page.keyboard.press("Enter");
  await expect(c.messages).toHaveCount(3);
  await expect(c.input).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(c.region).toBeHidden();
  await expect(c.toggle).toBeFocused();
  await page.keyboard.press("Space");
  await expect(c.input).toBeFocused();

  // Back from the input: the quick replies of the latest answer, last one first.
  await page.keyboard.press("Shift+Tab");
  await expect(c.quickReply("Contact Us")).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(c.quickReply("View Boiler Systems Services")).toBeFocused();
  await page.keyboard.press("Enter");
  // A page load, as a link's: the next page starts closed, its focus at its start.
  await expect(page).toHaveURL(/\/category\/boiler$/);
  await expect.poll(() => chatExpanded(page)).toBe(false);
  await expect(c.region).toBeHidden();
});

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("has no axe violations with the chat open", async ({ page }) => {
      const c = await visit(page, "/");
      await c.toggle.click();
      await expect(c.messages.first()).toHaveText(`${NAME}: ${greeting}`);
      await expectNoAxeViolations(page);
      await c.input.fill("hydrant");
      await c.input.press("Enter");
      await expect(c.typing).toBeVisible();
      // The rest of the page is as it was: the chat's window alone, while typing and answered.
      await expectNoAxeViolations(page, "#chat-window");
      await expect(c.quickReply("Fire Hydrant System")).toBeVisible();
      await expectNoAxeViolations(page, "#chat-window");
    });

    test("the open window fits the screen and its controls are at least 44 px", async ({
      page,
    }) => {
      const c = await visit(page, "/");
      await c.toggle.click();
      await expect(c.quickReply("View Fire Safety Services")).toBeVisible();
      const box = (await c.region.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.y).toBeGreaterThanOrEqual(64);
      for (const control of [
        c.toggle,
        c.input,
        c.send,
        c.region.getByRole("button", { name: "Close chat" }),
        c.quickReply("View Fire Safety Services"),
      ]) {
        const size = (await control.boundingBox())!;
        expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
      }
    });

    test("the toggle never covers the contact form's Send button", async ({ page }) => {
      const c = await visit(page, "/contact");
      const form = page.getByRole("form", { name: "Send Us a Message" });
      const send = form.getByRole("button", { name: "Send Message" });
      // Scrolled to as far as it goes: the button at the bottom of the screen, by the toggle.
      await send.evaluate((button) => button.scrollIntoView({ block: "end" }));
      const a = (await c.toggle.boundingBox())!;
      const b = (await send.boundingBox())!;
      const overlap =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap).toBe(false);
      // Clicked where it is, nothing in the way: the form answers (an empty form's errors).
      await send.click({ position: { x: b.width - 8, y: b.height / 2 }, timeout: 5_000 });
      await expect(form.getByText("Name is required")).toBeVisible();
    });

    test("the toggle does not cover the footer's back-to-top button", async ({ page }) => {
      const c = await visit(page, "/about");
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const backToTop = page.getByRole("link", { name: "Back to top" });
      await expect
        .poll(async () => {
          const a = (await c.toggle.boundingBox())!;
          const b = (await backToTop.boundingBox())!;
          return (
            a.x < b.x + b.width &&
            b.x < a.x + a.width &&
            a.y < b.y + b.height &&
            b.y < a.y + a.height
          );
        })
        .toBe(false);
      await backToTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}
