import { useSyncExternalStore } from "react";
import { CHAT_HISTORY_LIMIT } from "~/lib/constants";
import { EARLY_QUEUE } from "./early-messages";
import type { BotReply } from "./engine";

/*
 * The chat's one store: every component that shows the chat reads it with useChat() and changes
 * it with dispatchChat(), so there is one copy of the conversation and one place it changes.
 */

export type NewChatMessage =
  | { kind: "visitor"; text: string }
  | ({ kind: "bot" } & BotReply)
  // The greeting's words live in the chat script, which only the lazily loaded window imports.
  | { kind: "greeting" };

export type ChatMessage = NewChatMessage & { id: number };

/** A question still to be answered: the id of the visitor's message, and its words. */
export interface Question {
  id: number;
  text: string;
}

export interface ChatState {
  open: boolean;
  unread: boolean;
  messages: ChatMessage[];
  /**
   * Asked and not answered yet, oldest first, those asked before the conversation's code arrived
   * or on an earlier page too. The conversation answers each once, and shows it is typing while
   * any waits.
   */
  unanswered: Question[];
  /** The conversation's code is wanted; it then stays, so a reply still arrives once closed. */
  wanted: boolean;
}

export type ChatAction =
  | { type: "toggled"; open: boolean }
  /** The visitor reached for the toggle: the conversation's code starts loading. */
  | { type: "reached" }
  | { type: "greeted" }
  | { type: "asked"; texts: string[] }
  /** A quick reply that goes to a page: said, not answered. */
  | { type: "followed"; text: string }
  | { type: "answered"; id: number; reply: BotReply };

// What outlives the page, in sessionStorage. The key's version changes whenever this shape does,
// so an old tab starts afresh. Every page change is a page load, so a question still waiting for
// its answer goes along, and is answered on the next page.
type Stored = Pick<ChatState, "open" | "unread" | "messages" | "unanswered">;
const KEY = "deccan-chat-v2";
/**
 * Set while the next page's chat has to start by itself, not on first use (the layout's
 * `client:first-use`): the window was left open (beside the page it opens again) or a question
 * still waits for its answer.
 */
export const CHAT_RESUME_KEY = "deccan-chat-resume";
const EMPTY: ChatState = {
  open: false,
  unread: false,
  messages: [],
  unanswered: [],
  wanted: false,
};

function withMessage(state: ChatState, message: NewChatMessage): ChatState {
  const { open, unread, messages } = state;
  return {
    ...state,
    unread: unread || (!open && message.kind !== "visitor"),
    messages: [...messages, { ...message, id: (messages.at(-1)?.id ?? 0) + 1 }].slice(
      -CHAT_HISTORY_LIMIT,
    ),
  };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "toggled":
      return {
        ...state,
        open: action.open,
        unread: !action.open && state.unread,
        wanted: state.wanted || action.open,
      };
    case "reached":
      return state.wanted ? state : { ...state, wanted: true };
    case "greeted":
      // Once per tab: a conversation in sessionStorage means the greeting was shown.
      return state.messages.length > 0 ? state : withMessage(state, { kind: "greeting" });
    case "asked": {
      if (action.texts.length === 0) return state;
      // A visitor who writes before the greeting's second is up still sees it first.
      let next = chatReducer(state, { type: "greeted" });
      const unanswered = [...next.unanswered];
      for (const text of action.texts) {
        next = withMessage(next, { kind: "visitor", text });
        unanswered.push({ id: next.messages.at(-1)!.id, text });
      }
      return { ...next, unanswered, wanted: true };
    }
    case "followed":
      return withMessage(state, { kind: "visitor", text: action.text });
    case "answered":
      if (!state.unanswered.some(({ id }) => id === action.id)) return state;
      return {
        ...withMessage(state, { kind: "bot", ...action.reply }),
        unanswered: state.unanswered.filter(({ id }) => id !== action.id),
      };
  }
}

let state: ChatState | undefined;
const listeners = new Set<() => void>();

export function readChat(): ChatState {
  if (!state) {
    state = EMPTY;
    try {
      const saved = JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Stored;
      if (Array.isArray(saved.messages) && Array.isArray(saved.unanswered)) {
        // A question brought from the last page wants the conversation's code, to answer it.
        state = { ...EMPTY, ...saved, wanted: saved.unanswered.length > 0 };
      }
    } catch {
      // Storage blocked or garbled: start a new conversation.
    }
  }
  return state;
}

export function dispatchChat(action: ChatAction) {
  const current = readChat();
  const next = chatReducer(current, action);
  if (next === current) return;
  state = next;
  const { open, unread, messages, unanswered } = next;
  if (
    open !== current.open ||
    unread !== current.unread ||
    messages !== current.messages ||
    unanswered !== current.unanswered
  ) {
    try {
      const stored = { open, unread, messages, unanswered } satisfies Stored;
      sessionStorage.setItem(KEY, JSON.stringify(stored));
      if (open || unanswered.length > 0) sessionStorage.setItem(CHAT_RESUME_KEY, "1");
      else sessionStorage.removeItem(CHAT_RESUME_KEY);
    } catch {
      // Storage blocked or full: the chat still works, it just does not outlive the page.
    }
  }
  for (const listener of listeners) listener();
}

export function subscribeChat(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Empty and closed until hydrated, so the markup always matches the server's. */
export function useChat(): ChatState {
  return useSyncExternalStore(subscribeChat, readChat, () => EMPTY);
}

/** The messages sent before the page's script was live (early-messages.ts) are asked, once. */
export function askEarlyMessages() {
  const early = (window as { [EARLY_QUEUE]?: string[] })[EARLY_QUEUE];
  dispatchChat({ type: "asked", texts: early?.splice(0) ?? [] });
}
