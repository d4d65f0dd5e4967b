import type { CategoryId } from "./schemas";

/**
 * The enquiry topics of SPEC.md section 5, word for word. They name a kind of
 * enquiry, so they keep SPEC.md's "Industrial Equipment" (DECISIONS.md 1).
 */
export const ENQUIRY_TOPICS = [
  "Fire Safety Systems",
  "Civil Infrastructure",
  "Boiler Systems",
  "Industrial Equipment",
  "Maintenance Services",
  "Consultation",
] as const;
export type EnquiryTopic = (typeof ENQUIRY_TOPICS)[number];

/** The topic an enquiry about a category's work falls under. */
export const CATEGORY_TOPIC: Record<CategoryId, EnquiryTopic> = {
  "fire-safety": "Fire Safety Systems",
  civil: "Civil Infrastructure",
  boiler: "Boiler Systems",
  supply: "Industrial Equipment",
};

/** /contact with a topic preselected and, optionally, a message prefilled. */
export function contactHref(options: { topic?: EnquiryTopic; service?: string; message?: string }) {
  const params = new URLSearchParams();
  if (options.service) params.set("service", options.service);
  else if (options.topic) params.set("topic", options.topic);
  if (options.message) params.set("message", options.message);
  const query = params.toString();
  return query ? `/contact?${query}` : "/contact";
}
