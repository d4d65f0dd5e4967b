import { categories, chatReplies, chatScript, chatWidgetCopy, email, phones } from "~/content/data";
import type { ChatWidgetProps } from "./chat-widget";
import type { ChatContent } from "./engine";

/*
 * What the chat takes from the content, made where the page is rendered (the server, the build)
 * and handed to the chat as plain data: the island's props. Nothing that runs in the browser as
 * the chat imports this module, so the chat's code carries no content loader.
 */

/** What the reply engine reads of the content, beside its search data (search-data.ts). */
export const chatContent: ChatContent = {
  script: chatScript,
  replies: chatReplies,
  categories: categories.map(({ id, title }) => ({ id, title })),
  officePhone: phones.office.display,
  email,
};

const { toggle, unread, close, inputLabel, placeholder, send, withoutScript } = chatWidgetCopy;

export const chatWidgetProps: ChatWidgetProps = {
  copy: { toggle, unread, close, inputLabel, placeholder, send, withoutScript },
  content: chatContent,
};
