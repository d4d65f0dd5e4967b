import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
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

/** Stays mounted while closed, so a reply being typed still arrives (as unread). */
export function ChatConversation({ onLeave }: { onLeave: () => void }) {
  const { unanswered } = useChat();
  const navigate = useNavigate();
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
      const made: Promise<BotReply> = replyLoaded(text)
        .catch(() => replyLoaded(text))
        .catch(() => fallbackMessage());
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
    later(() => {
      void navigate(to);
      onLeave();
    }, CHAT_NAVIGATE_DELAY_MS);
  }

  return <ChatLog onChoose={choose} />;
}
