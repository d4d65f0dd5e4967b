import X from "lucide-react/icons/x";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { CHAT_NAVIGATE_DELAY_MS, CHAT_TYPING_MS } from "~/lib/constants";
import { ChatComposer } from "./chat-composer";
import { ChatLog } from "./chat-log";
import type { ChatMessage, NewChatMessage } from "./chat-store";
import { assistantName, reply, type QuickReply } from "./engine";

interface ChatWindowProps {
  open: boolean;
  messages: ChatMessage[];
  onMessage: (message: NewChatMessage) => void;
  /** Grows each time the visitor opens the chat; the input then takes focus. */
  focusRequest: number;
  onClose: (returnFocus: boolean) => void;
}

/** Timeouts that are cleared if the window ever unmounts. */
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

/**
 * The open chat. It stays mounted while closed (hidden), so a reply that is being typed still
 * arrives, and the widget shows it as unread.
 */
export function ChatWindow(props: ChatWindowProps) {
  const { open, messages, onMessage, focusRequest, onClose } = props;
  const titleId = useId();
  const navigate = useNavigate();
  const later = useTimeouts();
  const [typing, setTyping] = useState(0);
  const panelRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusRequest > 0) inputRef.current?.focus();
  }, [focusRequest]);

  const close = useCallback(() => {
    // Focus goes back to the toggle only if it was in the chat (or lost with a hidden button).
    const active = document.activeElement;
    onClose(active === document.body || (panelRef.current?.contains(active) ?? false));
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape" && panelRef.current?.contains(event.target as Node)) close();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close]);

  function ask(text: string) {
    onMessage({ kind: "visitor", text });
    setTyping((n) => n + 1);
    later(() => {
      setTyping((n) => n - 1);
      onMessage({ kind: "bot", ...reply(text) });
    }, CHAT_TYPING_MS);
  }

  function choose({ label, to }: QuickReply) {
    if (to === undefined) {
      ask(label);
      return;
    }
    onMessage({ kind: "visitor", text: label });
    later(() => {
      navigate(to);
      close();
    }, CHAT_NAVIGATE_DELAY_MS);
  }

  // A non-modal panel rather than role="dialog": the page stays usable beside it and focus is
  // not trapped, and a labelled region lets screen-reader users jump to it as a landmark.
  return (
    <section
      ref={panelRef}
      aria-labelledby={titleId}
      hidden={!open}
      className="mb-4 flex h-[min(36rem,calc(100dvh-10rem))] w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:w-96"
    >
      <header className="flex items-center justify-between gap-3 bg-brand-900 px-4 py-2 text-white">
        <h2 id={titleId} className="text-base font-semibold">
          {assistantName}
        </h2>
        <button
          type="button"
          onClick={close}
          className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/10"
        >
          <X aria-hidden="true" className="h-5 w-5" />
          <span className="sr-only">Close chat</span>
        </button>
      </header>
      <ChatLog open={open} messages={messages} typing={typing > 0} onChoose={choose} />
      <ChatComposer inputRef={inputRef} onSend={ask} />
    </section>
  );
}
