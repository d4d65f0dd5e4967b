import { chatScript, chatWidgetCopy } from "~/content/data";
import { chatWidgetPropsOf } from "./chat-props";

/*
 * The chat's content for plain Node code (the unit and end-to-end tests, the evaluation sets'
 * runner). What the engine answers with is the one the conversation reads in the browser, the
 * chat's search data (search.ts); the widget's props are read from data.ts, as pages make them
 * from the content collections (the layout, the /chat page).
 */

export { chatContent } from "./search";

export const chatWidgetProps = chatWidgetPropsOf(chatScript, chatWidgetCopy);
