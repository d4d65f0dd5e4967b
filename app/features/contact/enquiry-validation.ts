import type { EnquiryValues } from "./contact-messages";
import { createEnquirySchema, validateEnquiry } from "./contact-schema";
import { type EnquiryChoices, choiceValues } from "./service-choices";

/** Loaded on first reaching the form, so zod is not part of a page's first load. */
export function validate(values: EnquiryValues, choices: EnquiryChoices) {
  return validateEnquiry(createEnquirySchema(choiceValues(choices)), values);
}
