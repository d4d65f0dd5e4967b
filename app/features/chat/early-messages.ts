import { CHAT_FORM_ATTRIBUTE } from "./chat-form-attribute";

const EARLY = "chatEarly";

/**
 * Runs from the document's head, before the stylesheet (so it never waits for it): a chat
 * message sent before the page's script is live is kept for it (the widget answers it once
 * live) instead of leaving the page. React's own handler, once live, has already taken the
 * event. Without JavaScript the form posts to /chat.
 */
export const KEEP_EARLY_MESSAGES = `addEventListener("submit",function(e){var f=e.target;if(e.defaultPrevented||!f.hasAttribute||!f.hasAttribute("${CHAT_FORM_ATTRIBUTE}"))return;e.preventDefault();var i=f.elements.message,t=i.value.trim();if(t){(window.${EARLY}=window.${EARLY}||[]).push(t);i.value=""}})`;

/** The messages kept by KEEP_EARLY_MESSAGES, taken once. */
export function takeEarlyMessages(): string[] {
  const early = (window as { [EARLY]?: string[] })[EARLY];
  return early ? early.splice(0) : [];
}
