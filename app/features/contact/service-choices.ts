import { CONTACT_PREFILL_MAX_CHARS } from "~/lib/constants";
import { ENQUIRY_TOPICS } from "~/lib/topics";
import type { EnquiryValues } from "./contact-messages";

/** DECISIONS.md section 4. Values are the shown text, so the catalogue need not ship. */
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

/** The heading of SPEC.md's six topics in the list, set apart from the services named alike. */
export const TOPICS_GROUP_LABEL = "General enquiries";

/**
 * The list as the form shows it: the topics first, then one group per category, so that a
 * topic ("Fire Safety Systems") and a service ("Fire Fighting Systems") never sit side by side.
 */
export function choiceGroups(choices: EnquiryChoices): EnquiryChoices["groups"] {
  return [{ label: TOPICS_GROUP_LABEL, options: choices.topics }, ...choices.groups];
}

export function choiceValues(choices: EnquiryChoices): string[] {
  return [...choices.topics, ...choices.groups.flatMap((group) => group.options)];
}

export interface ServiceRef {
  id: string;
  title: string;
}

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
