import { CHAT_FORM_ATTRIBUTE } from "./chat-form-attribute";

/** Where the messages wait on `window`; only the chat's store (chat-store.ts) takes them. */
export const EARLY_QUEUE = "chatEarly";

/** Keeps a chat message sent before hydration for the chat; without JavaScript it posts. */
export const KEEP_EARLY_MESSAGES = `addEventListener("submit",function(e){var f=e.target;if(e.defaultPrevented||!f.hasAttribute||!f.hasAttribute("${CHAT_FORM_ATTRIBUTE}"))return;e.preventDefault();var i=f.elements.message,t=i.value.trim();if(t){(window.${EARLY_QUEUE}=window.${EARLY_QUEUE}||[]).push(t);i.value=""}})`;
