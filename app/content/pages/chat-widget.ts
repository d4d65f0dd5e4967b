/** The chat window's own labels, in every page's HTML (the script's answers load later). */
export const chatWidgetCopy = {
  assistantName: "Deccan Assistant",
  toggle: "Chat with us",
  unread: "(new message)",
  close: "Close chat",
  inputLabel: "Your message",
  placeholder: "Type your message…",
  send: "Send",
  pageTitle: "Chat with the Deccan Assistant",
  pageDescription: "Ask our assistant about our services, quotes and how to reach us.",
  conversation: "Conversation",
  you: "You",
  withoutScript: "Type your question and press Send: the answer opens on a page of its own.",
} as const;
