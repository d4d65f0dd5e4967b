import type { CategoryId } from "~/lib/category-ids";

/** SPEC.md section 5 word for word, so "Industrial Equipment" stays (DECISIONS.md 1). */
export const ENQUIRY_TOPICS = [
  "Fire Safety Systems",
  "Civil Infrastructure",
  "Boiler Systems",
  "Industrial Equipment",
  "Maintenance Services",
  "Consultation",
] as const;
export type EnquiryTopic = (typeof ENQUIRY_TOPICS)[number];

export const CATEGORY_TOPIC: Record<CategoryId, EnquiryTopic> = {
  "fire-safety": "Fire Safety Systems",
  civil: "Civil Infrastructure",
  boiler: "Boiler Systems",
  supply: "Industrial Equipment",
};

export function contactHref(options: { topic?: EnquiryTopic; service?: string; message?: string }) {
  const params = new URLSearchParams();
  if (options.service) params.set("service", options.service);
  else if (options.topic) params.set("topic", options.topic);
  if (options.message) params.set("message", options.message);
  const query = params.toString();
  return query ? `/contact?${query}` : "/contact";
}

/** The enquiry form's address with a service or a topic chosen. */
export const contactPath = (choice: { service: string } | { topic: EnquiryTopic }) =>
  contactHref(choice);
