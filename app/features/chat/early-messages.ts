import { CHAT_FORM_ATTRIBUTE } from "./chat-form-attribute";

const EARLY = "chatEarly";

/** Keeps a chat message sent before hydration for the widget; without JavaScript it posts. */
export const KEEP_EARLY_MESSAGES = `addEventListener("submit",function(e){var f=e.target;if(e.defaultPrevented||!f.hasAttribute||!f.hasAttribute("${CHAT_FORM_ATTRIBUTE}"))return;e.preventDefault();var i=f.elements.message,t=i.value.trim();if(t){(window.${EARLY}=window.${EARLY}||[]).push(t);i.value=""}})`;

export function takeEarlyMessages(): string[] {
  const early = (window as { [EARLY]?: string[] })[EARLY];
  return early ? early.splice(0) : [];
}
