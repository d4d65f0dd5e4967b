import { useCallback, useEffect, useRef } from "react";
import { CHAT_NAVIGATE_DELAY_MS, CHAT_TYPING_MS } from "~/lib/constants";
import { ChatLog } from "./chat-log";
import { dispatchChat, useChat } from "./chat-store";
import {
  type BotReply,
  type QuickReply,
  fallbackMessage,
  prepareSearch,
  replyLoaded,
} from "./engine";
import { chatContent as content } from "./search";

function useTimeouts() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return useCallback((run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);
}

interface ChatConversationProps {
  /** Closes the window, as the visitor goes to the page a quick reply names. */
  onLeave: () => void;
}

/** Stays mounted while closed, so a reply being typed still arrives (as unread). */
export function ChatConversation({ onLeave }: ChatConversationProps) {
  const { unanswered } = useChat();
  const later = useTimeouts();
  // The questions whose answer this conversation has started to type.
  const timed = useRef(new Set<number>());

  // The search indexes are built while the browser is idle, not when the first answer is due.
  useEffect(() => {
    if (typeof requestIdleCallback !== "function") return void setTimeout(prepareSearch, 0);
    const id = requestIdleCallback(prepareSearch, { timeout: CHAT_TYPING_MS });
    return () => cancelIdleCallback(id);
  }, []);

  // Replies are shown in the order asked, each once its sentences are loaded.
  const shown = useRef<Promise<unknown>>(Promise.resolve());
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => void (live.current = false);
  }, []);

  // Runs after the commit that put the typing indicator on screen, so each answer's timer starts
  // only once it shows, and it shows for the full time even when the phone is slow to render it.
  useEffect(() => {
    for (const { id, text } of unanswered) {
      if (timed.current.has(id)) continue;
      timed.current.add(id);
      // The sentences the reply quotes load while it is being typed (search.ts); a part that
      // fails to load is asked for again, and if it fails again the script's fallback is said.
      const made: Promise<BotReply> = replyLoaded(text, content)
        .catch(() => replyLoaded(text, content))
        .catch(() => fallbackMessage(content));
      later(() => {
        shown.current = shown.current
          .then(() => made)
          .then((reply) => {
            if (live.current) dispatchChat({ type: "answered", id, reply });
          });
      }, CHAT_TYPING_MS);
    }
  }, [unanswered, later]);

  function choose({ label, to }: QuickReply) {
    if (to === undefined) return dispatchChat({ type: "asked", texts: [label] });
    dispatchChat({ type: "followed", text: label });
    // A page load, as every link of the site; the window is closed as the page goes, so the
    // next page does not bring it back by itself.
    later(() => {
      window.location.assign(to);
      onLeave();
    }, CHAT_NAVIGATE_DELAY_MS);
  }

  return <ChatLog content={content} onChoose={choose} />;
}
