import type { EnquiryValues } from "./contact-messages";
import { createEnquirySchema, validateEnquiry } from "./contact-schema";
import { type EnquiryChoices, choiceValues } from "./service-choices";

// What the form needs only when it is sent: the shared schema (zod) and the sender. They load
// together when the visitor first reaches the form (see use-enquiry-form.ts).
export { sendEnquiry } from "./send-enquiry";

/** Checks the values against the choices the form offered, as the server will. */
export function validate(values: EnquiryValues, choices: EnquiryChoices) {
  return validateEnquiry(createEnquirySchema(choiceValues(choices)), values);
}
