import { CHAT_REPLY_ROOM as ROOM } from "~/lib/constants";

/*
 * How much of the open chat window a reply takes on a 360×800 phone, counted in characters
 * (CHAT_REPLY_ROOM says where each figure comes from): its text wrapped word by word into lines,
 * and its quick replies laid out in rows as the window lays out its buttons.
 */

export interface SizedReply {
  text: string;
  quickReplies: { label: string; to?: string }[];
}

/** The lines a text takes, wrapped at word boundaries; a blank line between paragraphs counts. */
export function textLines(text: string, width: number = ROOM.charsPerLine): number {
  let lines = 0;
  for (const paragraph of text.split("\n")) {
    let line = 0;
    lines += 1;
    for (const word of paragraph.split(" ").filter(Boolean)) {
      if (line > 0 && line + 1 + word.length <= width) {
        line += 1 + word.length;
        continue;
      }
      if (line > 0) lines += 1;
      // A word longer than a line overflows it; it takes whole lines of its own.
      lines += Math.max(0, Math.ceil(word.length / width) - 1);
      line = Math.min(word.length, width);
    }
  }
  return lines;
}

/** The quick replies' height in pixels: their rows, and the extra lines of a long label. */
export function quickRepliesPx(quickReplies: SizedReply["quickReplies"]): number {
  if (quickReplies.length === 0) return 0;
  let rows = 0;
  let row = 0;
  let extra = 0;
  for (const { label, to } of quickReplies) {
    const frame = ROOM.quickReplyFrameChars + (to ? ROOM.quickReplyArrowChars : 0);
    const width = label.length + frame;
    if (width > ROOM.quickReplyRowChars) {
      // Alone on its row, its label wrapped inside the button.
      rows += 1;
      extra += textLines(label, ROOM.quickReplyRowChars - frame) - 1;
      row = ROOM.quickReplyRowChars;
      continue;
    }
    if (row > 0 && row + ROOM.quickReplySpaceChars + width <= ROOM.quickReplyRowChars) {
      row += ROOM.quickReplySpaceChars + width;
    } else {
      rows += 1;
      row = width;
    }
  }
  return (
    ROOM.quickRepliesTopPx +
    rows * ROOM.quickReplyRowPx +
    (rows - 1) * ROOM.quickReplyGapPx +
    extra * ROOM.quickReplyLabelLinePx
  );
}

/** The reply's height in the window, in pixels, bubble and quick replies. */
export function replyHeightPx(reply: SizedReply): number {
  return (
    ROOM.bubbleFramePx +
    textLines(reply.text) * ROOM.lineHeightPx +
    quickRepliesPx(reply.quickReplies)
  );
}

export function fitsWindow(reply: SizedReply): boolean {
  return replyHeightPx(reply) <= ROOM.heightPx;
}
