/** The chat form's mark: a message sent before the page's script is live is kept for it. */
export const CHAT_FORM_ATTRIBUTE = "data-chat-form";
