import MessageCircleMore from "lucide-react/icons/message-circle-more";
import X from "lucide-react/icons/x";
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { CHAT_GREETING_DELAY_MS } from "~/lib/constants";
import { addChatMessage, readChat, setChatOpen, useChat } from "./chat-store";

// The window, the reply engine, the script and the service catalogue load only when the
// visitor reaches for the chat, so a page's first load carries just this file and the store
// (which is why the window gets the conversation as props instead of importing the store).
const ChatWindow = lazy(() => import("./chat-window").then((m) => ({ default: m.ChatWindow })));

/** The chat assistant's floating button, mounted once in the layout on every page. */
export function ChatWidget() {
  const { open, unread, messages } = useChat();
  const [wanted, setWanted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [atPageEnd, setAtPageEnd] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Greet once per tab: a conversation in sessionStorage means it was shown (or the visitor
    // spoke first).
    const timer = setTimeout(() => {
      if (readChat().messages.length === 0) addChatMessage({ kind: "greeting" });
    }, CHAT_GREETING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const end = endRef.current;
    if (!end) return;
    const observer = new IntersectionObserver(([entry]) => setAtPageEnd(!!entry?.isIntersecting), {
      rootMargin: "0px 0px 96px",
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, []);

  function toggle() {
    setChatOpen(!open);
    if (!open) setFocusRequest((n) => n + 1);
  }

  function close(returnFocus: boolean) {
    setChatOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }

  const showDot = unread && !open;
  return (
    <>
      <div ref={endRef} />
      <aside
        aria-label="Chat"
        // From 640 px up the footer's back-to-top button sits at the bottom right, under this.
        className={`fixed right-4 bottom-4 z-30 motion-safe:transition-transform ${atPageEnd && !open ? "sm:-translate-y-22" : ""}`}
      >
        {wanted || open ? (
          <Suspense>
            <ChatWindow
              open={open}
              messages={messages}
              onMessage={addChatMessage}
              focusRequest={focusRequest}
              onClose={close}
            />
          </Suspense>
        ) : null}
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          onClick={toggle}
          onPointerEnter={() => setWanted(true)}
          onFocus={() => setWanted(true)}
          className="relative ml-auto flex h-14 w-14 items-center justify-center rounded-full bg-accent-600 text-white shadow-lg hover:bg-accent-700"
        >
          {/* Lucide hides an icon without a label of its own from assistive technology. */}
          {open ? <X className="h-6 w-6" /> : <MessageCircleMore className="h-7 w-7" />}
          <span className="sr-only">Chat with us{showDot ? " (new message)" : ""}</span>
          {showDot ? (
            <span className="absolute top-0 right-0 h-4 w-4 rounded-full border-2 border-white bg-brand-900" />
          ) : null}
        </button>
      </aside>
    </>
  );
}
