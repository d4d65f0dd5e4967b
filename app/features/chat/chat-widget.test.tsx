// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatScript } from "~/content/data";
import { chatContent, chatWidgetProps } from "./chat-content";
import { EARLY_QUEUE } from "./early-messages";
import { reply } from "./engine";
import {
  CHAT_GREETING_DELAY_MS,
  CHAT_HISTORY_LIMIT,
  CHAT_NAVIGATE_DELAY_MS,
  CHAT_SIDE_PANEL_MIN_WIDTH,
  CHAT_TYPING_MS,
} from "~/lib/constants";

const fireAnswer = chatScript.groups.find((group) => group.id === "fire")?.text ?? "";
const TYPING = `${chatScript.assistantName} is typing…`;

class NoIntersectionObserver {
  observe() {}
  disconnect() {}
}

/** The reply the engine gives, over the content the widget is given. */
const replyText = (text: string) => reply(text, chatContent).text;

/**
 * A fresh page load: new modules (as after a reload) over this tab's sessionStorage, the chat
 * with its props as the page gives them. `assign` is the page load a quick reply asks for.
 */
async function loadSite() {
  vi.resetModules();
  const assign = vi.fn();
  vi.stubGlobal("location", { assign });
  const { ChatWidget } = await import("./chat-widget");
  const view = render(<ChatWidget {...chatWidgetProps} />);
  return { assign, unmount: view.unmount };
}

/** A window `width` px wide, as the widget's min-width query in rem sees it (1rem = 16 px). */
function atWidth(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => {
    const min = /^\(min-width: ([\d.]+)rem\)$/.exec(query);
    if (!min) throw new Error(`Unexpected media query ${query}`);
    return { media: query, matches: width >= Number(min[1]) * 16 };
  });
}

const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

async function settle() {
  await act(() => vi.dynamicImportSettled());
}

const toggle = () => screen.getByRole("button", { name: /^Chat with us/ });
const greetingLine = `${chatScript.assistantName}: ${chatScript.greeting.text}`;
const input = () => screen.getByRole("textbox", { name: "Your message" });
const send = () => screen.getByRole("button", { name: "Send" });
const messages = () =>
  within(screen.getByRole("list", { name: "Messages" }))
    .queryAllByRole("listitem")
    .map((item) => item.textContent);

async function openChat() {
  await user.click(toggle());
  await settle();
}

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
  vi.stubGlobal("IntersectionObserver", NoIntersectionObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("chat widget", () => {
  it("renders a closed toggle with aria-expanded", async () => {
    await loadSite();
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });

  it("marks itself live once its script runs, for tests to wait for", async () => {
    await loadSite();
    expect(screen.getByRole("complementary", { name: "Chat" })).toHaveAttribute(
      "data-live",
      "true",
    );
  });

  it("greets at exactly 1 s after the first load, not at 999 ms", async () => {
    await loadSite();
    await openChat();
    await wait(CHAT_GREETING_DELAY_MS - 1);
    expect(messages()).toEqual([]);
    await wait(1);
    expect(messages()).toEqual([`${chatScript.assistantName}: ${chatScript.greeting.text}`]);
    expect(screen.getByRole("button", { name: "View Fire Safety Services" })).toBeVisible();
  });

  it("greets once: a visitor who writes first gets no second greeting when the second is up", async () => {
    await loadSite();
    await openChat();
    await user.type(input(), "hydrant{Enter}");
    await wait(CHAT_GREETING_DELAY_MS + CHAT_TYPING_MS);
    expect(messages().filter((text) => text === greetingLine)).toHaveLength(1);
    expect(messages()[0]).toBe(greetingLine);
  });

  it("marks the greeting unread while closed, and clears that on opening", async () => {
    await loadSite();
    await wait(CHAT_GREETING_DELAY_MS - 1);
    expect(toggle()).toHaveAccessibleName("Chat with us");
    await wait(1);
    expect(toggle()).toHaveAccessibleName("Chat with us (new message)");
    await openChat();
    expect(toggle()).toHaveAccessibleName("Chat with us");
  });

  it("opens a labelled panel with focus in the input; Escape closes it and focuses the toggle", async () => {
    await loadSite();
    await openChat();
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: chatScript.assistantName })).toBeVisible();
    expect(screen.getByRole("log")).toHaveAttribute("aria-live", "polite");
    expect(input()).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
  });

  it("the close button closes it and focuses the toggle", async () => {
    await loadSite();
    await openChat();
    await user.click(screen.getByRole("button", { name: "Close chat" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
  });

  it("disables Send while the input is blank or only spaces", async () => {
    await loadSite();
    await openChat();
    expect(send()).toBeDisabled();
    await user.type(input(), "   ");
    expect(send()).toBeDisabled();
    await user.keyboard("{Enter}");
    expect(messages()).toEqual([]);
    await user.type(input(), "a");
    expect(send()).toBeEnabled();
    await user.clear(input());
    expect(send()).toBeDisabled();
  });

  it("Enter sends at once, then shows the typing indicator for 1.5 s before the reply", async () => {
    await loadSite();
    await openChat();
    await user.type(input(), "Do you do sprinkler systems?{Enter}");
    // Written before the greeting's second was up: the greeting comes first all the same.
    expect(messages()).toEqual([greetingLine, "You: Do you do sprinkler systems?"]);
    expect(input()).toHaveValue("");
    expect(screen.getByText(TYPING)).toBeInTheDocument();
    await wait(CHAT_TYPING_MS - 1);
    expect(screen.getByText(TYPING)).toBeInTheDocument();
    expect(messages()).toHaveLength(2);
    await wait(1);
    expect(screen.queryByText(TYPING)).not.toBeInTheDocument();
    expect(messages()).toEqual([
      greetingLine,
      "You: Do you do sprinkler systems?",
      `${chatScript.assistantName}: ${fireAnswer}`,
    ]);
  });

  it("the Send button sends too, and focus stays in the input", async () => {
    await loadSite();
    await openChat();
    await user.type(input(), "hello");
    await user.click(send());
    expect(messages()).toEqual([greetingLine, "You: hello"]);
    expect(input()).toHaveFocus();
  });

  it("a navigating quick reply loads its page after 0.5 s and closes the chat", async () => {
    const { assign } = await loadSite();
    await openChat();
    await wait(CHAT_GREETING_DELAY_MS);
    await user.click(screen.getByRole("button", { name: "View Fire Safety Services" }));
    expect(messages()).toContain("You: View Fire Safety Services");
    await wait(CHAT_NAVIGATE_DELAY_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    await wait(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith("/category/fire-safety");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
  });

  it("a quick reply without a target is sent as typed and answered after the typing pause", async () => {
    const { assign } = await loadSite();
    await openChat();
    await user.type(input(), "xyzzy{Enter}");
    await wait(CHAT_TYPING_MS);
    await user.click(screen.getByRole("button", { name: "Fire Safety Systems" }));
    expect(messages().at(-1)).toBe("You: Fire Safety Systems");
    expect(screen.getByText(TYPING)).toBeInTheDocument();
    await wait(CHAT_TYPING_MS);
    expect(messages().at(-1)).toBe(`${chatScript.assistantName}: ${fireAnswer}`);
    expect(assign).not.toHaveBeenCalled();
  });

  it("typed 'view projects' never navigates", async () => {
    const { assign } = await loadSite();
    await openChat();
    await user.type(input(), "view projects{Enter}");
    await wait(CHAT_TYPING_MS + CHAT_NAVIGATE_DELAY_MS + 5_000);
    expect(assign).not.toHaveBeenCalled();
    // It gets the projects answer (with a "View Projects" quick reply), but stays here.
    expect(messages().at(-1)).toBe(`${chatScript.assistantName}: ${replyText("view projects")}`);
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
  });

  it("a reply that arrives after closing is kept and marked unread", async () => {
    await loadSite();
    await openChat();
    await user.type(input(), "boiler{Enter}");
    await user.keyboard("{Escape}");
    await wait(CHAT_TYPING_MS);
    expect(toggle()).toHaveAccessibleName("Chat with us (new message)");
    await openChat();
    expect(messages()).toHaveLength(3);
  });

  it("answers a message sent before the script was live, once", async () => {
    const early = window as { [EARLY_QUEUE]?: string[] };
    early[EARLY_QUEUE] = ["boiler"];
    try {
      await loadSite();
      await settle();
      await openChat();
      expect(messages()).toEqual([greetingLine, "You: boiler"]);
      expect(screen.getByText(TYPING)).toBeInTheDocument();
      await wait(CHAT_TYPING_MS);
      const answered = [
        greetingLine,
        "You: boiler",
        `${chatScript.assistantName}: ${replyText("boiler")}`,
      ];
      expect(messages()).toEqual(answered);
      await wait(CHAT_GREETING_DELAY_MS + CHAT_TYPING_MS * 3);
      expect(messages()).toEqual(answered);
    } finally {
      delete early[EARLY_QUEUE];
    }
  });

  it("answers a question asked before the conversation's code arrived, once, after the full typing time", async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    vi.doMock("./chat-conversation", async (importOriginal) => {
      await arrived;
      return importOriginal();
    });
    try {
      await loadSite();
      await user.click(toggle());
      await user.type(input(), "boiler{Enter}");
      await wait(CHAT_TYPING_MS * 2);
      // Still on its way: the window has no conversation yet.
      expect(screen.queryByRole("log")).not.toBeInTheDocument();
      arrive();
      await settle();
      expect(messages()).toEqual([greetingLine, "You: boiler"]);
      await wait(CHAT_TYPING_MS - 1);
      expect(screen.getByText(TYPING)).toBeInTheDocument();
      await wait(1);
      const answered = [
        greetingLine,
        "You: boiler",
        `${chatScript.assistantName}: ${replyText("boiler")}`,
      ];
      expect(messages()).toEqual(answered);
      await wait(CHAT_TYPING_MS * 3);
      expect(messages()).toEqual(answered);
    } finally {
      vi.doUnmock("./chat-conversation");
    }
  });

  it("keeps the conversation and the open window for the next page, without greeting again", async () => {
    const first = await loadSite();
    await wait(CHAT_GREETING_DELAY_MS);
    await openChat();
    await user.type(input(), "hi{Enter}");
    await wait(CHAT_TYPING_MS);
    expect(messages()).toHaveLength(3);
    first.unmount();

    await loadSite();
    await settle();
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(messages()).toHaveLength(3);
    await wait(CHAT_GREETING_DELAY_MS * 5);
    expect(messages()).toHaveLength(3);
  });

  it(`keeps only the last ${CHAT_HISTORY_LIMIT} messages`, async () => {
    await loadSite();
    await openChat();
    for (let i = 1; i <= CHAT_HISTORY_LIMIT / 2 + 1; i++) {
      await user.type(input(), `question ${i}{Enter}`);
      await wait(CHAT_TYPING_MS);
    }
    const kept = messages();
    expect(kept).toHaveLength(CHAT_HISTORY_LIMIT);
    expect(kept[0]).toBe("You: question 2");
  });

  it("starts afresh when the stored conversation cannot be read", async () => {
    sessionStorage.setItem("deccan-chat-v2", "{not json");
    await loadSite();
    await wait(CHAT_GREETING_DELAY_MS);
    await openChat();
    expect(messages()).toHaveLength(1);
  });

  it("still works, for the page's lifetime, when sessionStorage is blocked", async () => {
    const blocked = () => {
      throw new DOMException("Blocked", "SecurityError");
    };
    vi.stubGlobal("sessionStorage", { getItem: blocked, setItem: blocked });
    await loadSite();
    await wait(CHAT_GREETING_DELAY_MS);
    await openChat();
    await user.type(input(), "roads{Enter}");
    await wait(CHAT_TYPING_MS);
    expect(messages()).toHaveLength(3);
  });

  describe("on the next page", () => {
    const PHONE = 360;
    const DESKTOP = 1280;

    async function converse() {
      const site = await loadSite();
      await wait(CHAT_GREETING_DELAY_MS);
      await openChat();
      await user.type(input(), "hi{Enter}");
      await wait(CHAT_TYPING_MS);
      expect(messages()).toHaveLength(3);
      return site;
    }

    it(`below ${CHAT_SIDE_PANEL_MIN_WIDTH} (${PHONE} px), comes back closed on a new page load; opening shows the conversation, not greeting again`, async () => {
      atWidth(PHONE);
      const first = await converse();
      const before = messages();
      first.unmount();

      await loadSite();
      await settle();
      expect(toggle()).toHaveAttribute("aria-expanded", "false");
      expect(screen.queryByRole("region")).not.toBeInTheDocument();
      await wait(CHAT_GREETING_DELAY_MS * 5);
      expect(toggle()).toHaveAccessibleName("Chat with us");
      await openChat();
      expect(messages()).toEqual(before);
      expect(input()).toHaveFocus();
    });

    it(`below ${CHAT_SIDE_PANEL_MIN_WIDTH}, a reply still being typed when the visitor goes to another page arrives there as unread`, async () => {
      atWidth(PHONE);
      const first = await loadSite();
      await openChat();
      await user.type(input(), "boiler{Enter}");
      first.unmount();

      await loadSite();
      await settle();
      expect(toggle()).toHaveAttribute("aria-expanded", "false");
      expect(toggle()).toHaveAccessibleName("Chat with us");
      await wait(CHAT_TYPING_MS);
      expect(toggle()).toHaveAccessibleName("Chat with us (new message)");
      await openChat();
      expect(messages()).toEqual([
        greetingLine,
        "You: boiler",
        `${chatScript.assistantName}: ${replyText("boiler")}`,
      ]);
    });

    it(`from ${CHAT_SIDE_PANEL_MIN_WIDTH} up (${DESKTOP} px), opens again beside the next page, taking no focus`, async () => {
      atWidth(DESKTOP);
      const first = await converse();
      const before = messages();
      first.unmount();

      await loadSite();
      await settle();
      expect(toggle()).toHaveAttribute("aria-expanded", "true");
      expect(screen.getByRole("region", { name: chatScript.assistantName })).toBeVisible();
      expect(messages()).toEqual(before);
      expect(input()).not.toHaveFocus();
    });
  });
});
