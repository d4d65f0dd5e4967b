import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { CHAT_NAVIGATE_DELAY_MS, CHAT_TYPING_MS } from "~/lib/constants";
import { ChatLog } from "./chat-log";
import type { ChatMessage, NewChatMessage } from "./chat-store";
import { type QuickReply, prepareSearch, reply } from "./engine";

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
  const [typing, setTyping] = useState(0);

  // The search indexes are built while the browser is idle, not when the first answer is due.
  useEffect(() => {
    if (typeof requestIdleCallback !== "function") return void setTimeout(prepareSearch, 0);
    const id = requestIdleCallback(prepareSearch, { timeout: CHAT_TYPING_MS });
    return () => cancelIdleCallback(id);
  }, []);

  useEffect(() => {
    if (asked.length === 0) return;
    onAnswering(asked.length);
    for (const text of asked) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setTyping((n) => n + 1);
      later(() => {
        setTyping((n) => n - 1);
        onMessage({ kind: "bot", ...reply(text) });
      }, CHAT_TYPING_MS);
    }
  }, [asked, onAnswering, onMessage, later]);

  function choose({ label, to }: QuickReply) {
    if (to === undefined) {
      onMessage({ kind: "visitor", text: label });
      setTyping((n) => n + 1);
      later(() => {
        setTyping((n) => n - 1);
        onMessage({ kind: "bot", ...reply(label) });
      }, CHAT_TYPING_MS);
      return;
    }
    onMessage({ kind: "visitor", text: label });
    later(() => {
      void navigate(to);
      onLeave();
    }, CHAT_NAVIGATE_DELAY_MS);
  }

  return <ChatLog open={open} messages={messages} typing={typing > 0} onChoose={choose} />;
}
