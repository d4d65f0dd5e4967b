import { CONTACT_PREFILL_MAX_CHARS } from "~/lib/constants";
import { ENQUIRY_TOPICS } from "~/content/topics";
import type { EnquiryValues } from "./contact-messages";

/**
 * The service select: SPEC.md's six topics, then every service grouped under
 * its category's title (DECISIONS.md section 4). An option's value is the text
 * it shows, so the list can be built from the category summaries a page
 * already has, without shipping the whole catalogue to the browser.
 */
export interface EnquiryChoices {
  topics: readonly string[];
  groups: { label: string; options: readonly string[] }[];
}

export interface CategoryServices {
  title: string;
  serviceTitles: readonly string[];
}

export function choicesFromCategories(categories: readonly CategoryServices[]): EnquiryChoices {
  return {
    topics: ENQUIRY_TOPICS,
    groups: categories.map((category) => ({
      label: category.title,
      options: category.serviceTitles,
    })),
  };
}

/** Every value the select can send, in display order. */
export function choiceValues(choices: EnquiryChoices): string[] {
  return [...choices.topics, ...choices.groups.flatMap((group) => group.options)];
}

export interface ServiceRef {
  id: string;
  title: string;
}

/**
 * The values a /contact link fills in: `?service=<service id>` (Enquire Now)
 * or `?topic=<topic>` (Get Free Consultation, Start Similar Project) selects
 * a choice, `?message=` prefills the message. Unknown values are ignored.
 */
export function prefillFromSearch(
  params: URLSearchParams,
  choices: EnquiryChoices,
  services: readonly ServiceRef[],
): Partial<EnquiryValues> {
  const values = new Set(choiceValues(choices));
  const prefill: Partial<EnquiryValues> = {};
  const serviceParam = params.get("service");
  const topicParam = params.get("topic");
  const byId = services.find((service) => service.id === serviceParam)?.title;
  const picked = [byId, serviceParam, topicParam].find(
    (value): value is string => typeof value === "string" && values.has(value),
  );
  if (picked) prefill.service = picked;
  const message = params.get("message");
  if (message) prefill.message = message.slice(0, CONTACT_PREFILL_MAX_CHARS);
  return prefill;
}
