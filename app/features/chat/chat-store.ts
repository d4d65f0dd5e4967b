import { useSyncExternalStore } from "react";
import { CHAT_HISTORY_LIMIT } from "~/lib/constants";
import type { QuickReply } from "./engine";

export type NewChatMessage =
  | { kind: "visitor"; text: string }
  | { kind: "bot"; text: string; quickReplies: QuickReply[] }
  // The greeting's words live in the chat script, which only the lazily loaded window imports.
  | { kind: "greeting" };

export type ChatMessage = NewChatMessage & { id: number };

export interface ChatState {
  open: boolean;
  unread: boolean;
  messages: ChatMessage[];
}

// The version changes whenever the shape of ChatState does, so an old tab starts afresh.
const KEY = "deccan-chat-v1";
const EMPTY: ChatState = { open: false, unread: false, messages: [] };

let state: ChatState | undefined;
let notify = () => {};

export function readChat(): ChatState {
  if (!state) {
    state = EMPTY;
    try {
      const saved = JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as ChatState;
      if (Array.isArray(saved.messages)) state = saved;
    } catch {
      // Storage blocked or garbled: start a new conversation.
    }
  }
  return state;
}

function update(next: ChatState) {
  state = next;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage blocked or full: the chat still works, it just does not outlive the page.
  }
  notify();
}

function subscribe(listener: () => void) {
  notify = listener;
  return () => {
    notify = () => {};
  };
}

/** Empty and closed until hydrated, so the markup always matches the server's. */
export function useChat(): ChatState {
  return useSyncExternalStore(subscribe, readChat, () => EMPTY);
}

export function setChatOpen(open: boolean) {
  const current = readChat();
  if (current.open !== open) update({ ...current, open, unread: !open && current.unread });
}

export function addChatMessage(message: NewChatMessage) {
  const { open, unread, messages } = readChat();
  update({
    open,
    unread: unread || (!open && message.kind !== "visitor"),
    messages: [...messages, { ...message, id: (messages.at(-1)?.id ?? 0) + 1 }].slice(
      -CHAT_HISTORY_LIMIT,
    ),
  });
}
