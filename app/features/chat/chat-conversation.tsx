import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { CHAT_NAVIGATE_DELAY_MS, CHAT_TYPING_MS } from "~/lib/constants";
import { ChatLog } from "./chat-log";
import type { ChatMessage, NewChatMessage } from "./chat-store";
import {
  type BotReply,
  type QuickReply,
  fallbackMessage,
  prepareSearch,
  replyLoaded,
} from "./engine";

interface ChatConversationProps {
  open: boolean;
  messages: ChatMessage[];
  onMessage: (message: NewChatMessage) => void;
  asked: string[];
  onAnswering: (count: number) => void;
  onLeave: () => void;
}

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
export function ChatConversation(props: ChatConversationProps) {
  const { open, messages, onMessage, asked, onAnswering, onLeave } = props;
  const navigate = useNavigate();
  const later = useTimeouts();
  // Questions being "typed" an answer to. The indicator shows while any is pending, and each
  // answer's timer starts only once the indicator is on screen, so it shows for the full time
  // even when the phone is slow to render it.
  const [pending, setPending] = useState<{ id: number; text: string }[]>([]);
  const nextId = useRef(0);
  const timed = useRef(new Set<number>());

  // The search indexes are built while the browser is idle, not when the first answer is due.
  useEffect(() => {
    if (typeof requestIdleCallback !== "function") return void setTimeout(prepareSearch, 0);
    const id = requestIdleCallback(prepareSearch, { timeout: CHAT_TYPING_MS });
    return () => cancelIdleCallback(id);
  }, []);

  const answer = useCallback((texts: string[]) => {
    setPending((queue) => [...queue, ...texts.map((text) => ({ id: nextId.current++, text }))]);
  }, []);

  useEffect(() => {
    if (asked.length === 0) return;
    onAnswering(asked.length);
    answer(asked);
  }, [asked, onAnswering, answer]);

  // Replies are shown in the order asked, each once its sentences are loaded.
  const shown = useRef<Promise<unknown>>(Promise.resolve());
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => void (live.current = false);
  }, []);

  // Runs after the commit that put the indicator on screen.
  useEffect(() => {
    for (const { id, text } of pending) {
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
          .then((bot) => {
            if (!live.current) return;
            setPending((queue) => queue.filter((item) => item.id !== id));
            onMessage({ kind: "bot", ...bot });
          });
      }, CHAT_TYPING_MS);
    }
  }, [pending, later, onMessage]);

  function choose({ label, to }: QuickReply) {
    onMessage({ kind: "visitor", text: label });
    if (to === undefined) return answer([label]);
    later(() => {
      void navigate(to);
      onLeave();
    }, CHAT_NAVIGATE_DELAY_MS);
  }

  return <ChatLog open={open} messages={messages} typing={pending.length > 0} onChoose={choose} />;
}
