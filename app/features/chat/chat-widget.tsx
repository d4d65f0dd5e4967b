import * as lucide from "lucide";
import { Suspense, lazy, useCallback, useEffect, useRef } from "react";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { PageCopyOf } from "~/content/schemas";
import { CHAT_GREETING_DELAY_MS, CHAT_SIDE_PANEL_MIN_WIDTH } from "~/lib/constants";
import { ChatComposer } from "./chat-composer";
import { askEarlyMessages, dispatchChat, readChat, useChat } from "./chat-store";

const MessageCircleMore = lucideIcon("message-circle-more", lucide.MessageCircleMore);
const X = lucideIcon("x", lucide.X);

// Loaded only when the visitor reaches for the chat, so first loads carry just the shell.
const ChatConversation = lazy(() =>
  import("./chat-conversation").then((m) => ({ default: m.ChatConversation })),
);

const CHAT_ID = "chat-window";

/** The words of the window and its toggle (content/pages/chat-widget.yaml). */
export type ChatWidgetCopy = Pick<
  PageCopyOf<"chat-widget">,
  "toggle" | "unread" | "close" | "inputLabel" | "placeholder" | "send" | "withoutScript"
>;

/**
 * Plain data only (chat-props.ts makes them from the content): an island's props are written
 * into every page's HTML, so they are only the window's words. What the conversation answers
 * with is the build's, loaded with it when the visitor opens the chat (search-data.ts).
 */
export interface ChatWidgetProps {
  copy: ChatWidgetCopy;
  /** The window's title: the assistant's name (content/chat.yaml). */
  title: string;
}

/**
 * Narrower than the side panel (the window's `sm:` classes below) the open window spans the
 * screen, so it would hide the page the visitor has just come to. Without matchMedia: as wide.
 */
function windowCoversPage(): boolean {
  return (
    typeof window.matchMedia === "function" &&
    !window.matchMedia(`(min-width: ${CHAT_SIDE_PANEL_MIN_WIDTH})`).matches
  );
}

const reached = () => dispatchChat({ type: "reached" });

/**
 * The window is an HTML popover, so the button opens it before any script runs. Every page
 * change is a page load: the conversation comes back from sessionStorage (chat-store.ts).
 */
export function ChatWidget({ copy, title }: ChatWidgetProps) {
  const hydrated = useHydrated();
  const { open, unread, wanted } = useChat();
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusOnOpen = useRef(false);

  useEffect(() => {
    // Whatever the visitor did before the script was live: a message sent, the window opened.
    askEarlyMessages();
    const panel = panelRef.current;
    if (panel?.matches(":popover-open")) {
      // Opened by the toggle before the script was live: focus goes on as a live open takes it.
      if (document.activeElement === toggleRef.current) inputRef.current?.focus();
    } else if (readChat().open && !windowCoversPage()) {
      // Left open on an earlier page: beside the page it opens again; over a phone's page it
      // waits for the toggle, and the conversation with it.
      panel?.showPopover();
    }
    dispatchChat({ type: "toggled", open: panel?.matches(":popover-open") ?? false });
    const timer = setTimeout(() => dispatchChat({ type: "greeted" }), CHAT_GREETING_DELAY_MS);
    // The chat's script is live: a test waits for this, not for the whole page's.
    rootRef.current?.setAttribute("data-live", "true");
    return () => clearTimeout(timer);
  }, []);

  const close = useCallback((returnFocus: boolean) => {
    panelRef.current?.hidePopover();
    // Stored now, not with the popover's toggle event, which a page load can outrun: a chat
    // closed as the visitor leaves stays closed on the next page.
    dispatchChat({ type: "toggled", open: false });
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape" && panelRef.current?.contains(event.target as Node)) close(true);
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close]);

  // Focus goes back to the toggle only if it was in the chat (or lost with a hidden button).
  const leave = useCallback(() => {
    const active = document.activeElement;
    close(active === document.body || (panelRef.current?.contains(active) ?? false));
  }, [close]);
  const showDot = unread && !open;
  return (
    // The toggle is the last cell of the bar at the foot of the screen (layout/bottom-bar.tsx),
    // where nothing of the page ever is: it covers nothing and never has to move aside.
    <aside ref={rootRef} aria-label="Chat" className="h-full">
      {/* A non-modal panel rather than a dialog: the page stays usable beside it and focus is
          not trapped; a labelled region lets screen-reader users jump to it. Below `sm`
          (CHAT_SIDE_PANEL_MIN_WIDTH) it spans the screen; from there up, a 24rem side panel. */}
      <section
        ref={panelRef}
        id={CHAT_ID}
        popover="manual"
        aria-labelledby="chat-title"
        onToggle={(event) => {
          const nowOpen = event.newState === "open";
          dispatchChat({ type: "toggled", open: nowOpen });
          if (nowOpen && focusOnOpen.current) inputRef.current?.focus();
          focusOnOpen.current = false;
        }}
        className="inset-auto right-4 bottom-22 m-0 hidden h-[min(36rem,calc(100dvh-10rem))] w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white p-0 text-slate-800 shadow-2xl sm:w-96 [&:popover-open]:flex"
      >
        <header className="on-dark flex items-center justify-between gap-3 bg-brand-900 px-4 py-2 text-white">
          <h2 id="chat-title" className="text-base font-semibold">
            {title}
          </h2>
          <button
            type="button"
            popoverTarget={CHAT_ID}
            popoverTargetAction="hide"
            onClick={() => toggleRef.current?.focus()}
            className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/10"
          >
            <X aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">{copy.close}</span>
          </button>
        </header>
        {wanted ? (
          <Suspense fallback={<div className="flex-1" />}>
            <ChatConversation onLeave={leave} />
          </Suspense>
        ) : (
          <div className="flex-1 p-4 text-sm text-slate-700">
            <noscript>{copy.withoutScript}</noscript>
          </div>
        )}
        <ChatComposer copy={copy} inputRef={inputRef} />
      </section>
      <button
        ref={toggleRef}
        type="button"
        popoverTarget={CHAT_ID}
        aria-expanded={hydrated ? open : undefined}
        onClick={() => {
          focusOnOpen.current = true;
        }}
        onPointerEnter={reached}
        onFocus={reached}
        // A phone's cell: its ring inside it, white on the orange; from `sm` a pill on white.
        // Its icon at a fixed height, as the bar's other cells (bottom-bar.tsx).
        className="relative flex h-14 w-full flex-col items-center justify-start gap-1 bg-accent-600 pt-2 px-1 text-xs font-semibold text-white [--focus-ring:var(--color-white)] hover:bg-accent-700 focus-visible:outline-offset-[-5px] sm:h-11 sm:w-auto sm:flex-row sm:justify-center sm:gap-2 sm:rounded-full sm:px-5 sm:pt-0 sm:text-sm sm:[--focus-ring:var(--color-accent-600)] sm:focus-visible:outline-offset-2"
      >
        <span className="relative">
          {/* Lucide hides an icon without a label of its own from assistive technology. */}
          {open ? <X className="h-5 w-5" /> : <MessageCircleMore className="h-5 w-5" />}
          {showDot ? (
            <span className="absolute -top-1 -right-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand-900" />
          ) : null}
        </span>
        <span>{copy.toggle}</span>
        {/* The space between the two parts of the name; a flex container draws none. */}
        {showDot ? " " : null}
        {showDot ? <span className="sr-only">{copy.unread}</span> : null}
      </button>
    </aside>
  );
}
