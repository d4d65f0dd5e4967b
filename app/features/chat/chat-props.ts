import type { Category, ChatReplies, ChatScript, Company, PageCopyOf } from "~/content/schemas";
import type { ChatWidgetProps } from "./chat-widget";
import type { ChatContent } from "./engine";

/*
 * What the chat takes from the content, made where it is rendered or built, as plain data: the
 * island's props (the window's words), and what the engine reads, which the build writes into
 * the chat's search data (search-index.ts) and /chat makes on the server. Nothing that runs in
 * the browser as the chat imports this module, so the chat's code carries no content loader.
 */

/** The content the chat's props are made of, as a page reads it. */
export interface ChatSource {
  script: ChatScript;
  replies: ChatReplies;
  categories: Pick<Category, "id" | "title">[];
  company: Pick<Company, "email" | "phones">;
}

/** What the reply engine reads of the content, beside its search data (search-data.ts). */
export function chatContentOf({ script, replies, categories, company }: ChatSource): ChatContent {
  return {
    script,
    replies,
    categories: categories.map(({ id, title }) => ({ id, title })),
    officePhone: company.phones.office.display,
    email: company.email,
  };
}

export function chatWidgetPropsOf(
  script: Pick<ChatScript, "assistantName">,
  widgetCopy: PageCopyOf<"chat-widget">,
): ChatWidgetProps {
  const { toggle, unread, close, inputLabel, placeholder, send, withoutScript } = widgetCopy;
  return {
    copy: { toggle, unread, close, inputLabel, placeholder, send, withoutScript },
    title: script.assistantName,
  };
}
