/** The /faq page's own words; its questions and answers live in content/faq.ts. */
export const faqCopy = {
  title: "Frequently Asked Questions",
  intro:
    "What buyers ask us most about fire NOCs, IBR inspection, maintenance contracts, quotations and timelines, answered from the facts on this site.",
  seo: {
    title: "FAQ: Fire NOC, IBR, AMC, Quotes and Timelines",
    description:
      "Answers to buyers' questions about fire NOC support, IBR inspection, annual maintenance contracts, warranty, quotations, timelines and how to reach us.",
  },
  related: "Related:",
  moreTitle: "Did not find your question?",
  moreText: "Ask our assistant in the chat, or send your question to our engineers.",
  moreLink: "Send an enquiry",
} as const;
