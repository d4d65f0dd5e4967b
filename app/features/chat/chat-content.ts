import { categories, chatReplies, chatScript, chatWidgetCopy, company } from "~/content/data";
import { chatContentOf, chatWidgetPropsOf } from "./chat-props";

/*
 * The chat's content for plain Node code (the unit and end-to-end tests, the evaluation sets'
 * runner), read from data.ts. Pages make the same props from the content collections (the
 * layout, the /chat page).
 */

const source = { script: chatScript, replies: chatReplies, categories, company };

export const chatContent = chatContentOf(source);

export const chatWidgetProps = chatWidgetPropsOf(chatScript, chatWidgetCopy);
