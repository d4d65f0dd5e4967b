import { describe, expect, it } from "vitest";
import { chatReplies, chatScript } from "~/content/data";
import { CHAT_REPLY_ROOM as ROOM } from "~/lib/constants";
import { chatContent } from "./chat-content";
import { greetingMessage, reply } from "./engine";
import { devSet } from "./eval/dev-2026-12";
import { devSetB } from "./eval/dev-2026-12b";
import { heldOutSet } from "./eval/held-out";
import { evalSet } from "./eval/questions";
import { fitsWindow, quickRepliesPx, replyHeightPx, textLines } from "./reply-size";

describe("the room a reply takes in the chat window at 360×800", () => {
  it("wraps text at word boundaries, a blank line between paragraphs counting", () => {
    expect(textLines("")).toBe(1);
    expect(textLines("a".repeat(ROOM.charsPerLine))).toBe(1);
    expect(textLines(`${"a".repeat(ROOM.charsPerLine)} b`)).toBe(2);
    expect(textLines("one\n\ntwo")).toBe(3);
    expect(textLines("a".repeat(ROOM.charsPerLine * 2 + 1))).toBe(3);
  });

  it("lays quick replies out in rows, a long label wrapping inside its button", () => {
    expect(quickRepliesPx([])).toBe(0);
    const row = ROOM.quickRepliesTopPx + ROOM.quickReplyRowPx;
    expect(quickRepliesPx([{ label: "Get a Quote" }, { label: "Contact Us" }])).toBe(row);
    expect(quickRepliesPx([{ label: "x".repeat(ROOM.quickReplyRowChars), to: "/" }])).toBe(
      row + ROOM.quickReplyLabelLinePx,
    );
  });

  it("holds every reply to the evaluation sets to the window", () => {
    const tooLong = [...evalSet, ...heldOutSet, ...devSet, ...devSetB]
      .map((item) => ({ text: item.text, reply: reply(item.text, chatContent) }))
      .filter(({ reply: answer }) => !fitsWindow(answer))
      .map(({ text, reply: answer }) => `${text}: ${replyHeightPx(answer)} px`);
    expect(tooLong).toEqual([]);
  });

  it("holds the script's own replies to the window", () => {
    const fixed = [
      greetingMessage(chatContent),
      chatScript.greetingReply,
      chatScript.fallback,
      ...Object.values(chatReplies).filter((one) => typeof one === "object"),
    ];
    for (const one of fixed) expect(fitsWindow(one), one.text).toBe(true);
  });
});
