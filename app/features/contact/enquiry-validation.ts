import type { EnquiryValues } from "./contact-messages";
import { createEnquirySchema, validateEnquiry } from "./contact-schema";
import { type EnquiryChoices, choiceValues } from "./service-choices";

/**
 * Checks the values against the choices the form offered, with the schema the
 * server uses. Loaded when the visitor first reaches the form, so zod is not
 * part of a page's first load (use-enquiry-form.ts).
 */
export function validate(values: EnquiryValues, choices: EnquiryChoices) {
  return validateEnquiry(createEnquirySchema(choiceValues(choices)), values);
}
