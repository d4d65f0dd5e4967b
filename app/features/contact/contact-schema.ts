import * as z from "zod/mini";
import { ENQUIRY_MAX_CHARS } from "~/lib/constants";
import {
  CONTACT_MESSAGES as M,
  ENQUIRY_FIELDS,
  type EnquiryField,
  type EnquiryFieldErrors,
} from "./contact-messages";

// SPEC.md section 5. Built from the service choices: the browser has only those it rendered.

const CONTROL = /[\p{Cc}\u2028\u2029]/gu;
const CONTROL_EXCEPT_NEWLINE_AND_TAB = /[^\P{Cc}\n\t]|[\u2028\u2029]/gu;

function wellFormed(value: string): string {
  // Lone surrogates (never typed, only crafted) would not survive UTF-8 storage.
  return typeof value.toWellFormed === "function" ? value.toWellFormed() : value;
}

export function cleanLine(value: string): string {
  return wellFormed(value).replace(CONTROL, " ").replace(/\s+/g, " ").trim();
}

export function cleanText(value: string): string {
  return wellFormed(value)
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL_EXCEPT_NEWLINE_AND_TAB, "")
    .trim();
}

function requiredLine(message: string, max: number, tooLong: string) {
  return z
    .string({ error: message })
    .check(
      z.overwrite(cleanLine),
      z.minLength(1, { error: message, abort: true }),
      z.maxLength(max, { error: tooLong }),
    );
}

export const EmailSchema = z
  .string({ error: M.emailRequired })
  .check(
    z.overwrite(cleanLine),
    z.minLength(1, { error: M.emailRequired, abort: true }),
    z.maxLength(ENQUIRY_MAX_CHARS.email, { error: M.emailInvalid, abort: true }),
    z.regex(z.regexes.email, { error: M.emailInvalid }),
  );

export function createEnquirySchema(choices: readonly string[]) {
  const allowed = new Set(choices);
  return z.object({
    name: requiredLine(M.nameRequired, ENQUIRY_MAX_CHARS.name, M.nameTooLong),
    email: EmailSchema,
    phone: requiredLine(M.phoneRequired, ENQUIRY_MAX_CHARS.phone, M.phoneTooLong),
    // Optional and free: anything that is not text counts as not given.
    company: z.pipe(
      z.pipe(
        z.optional(z.unknown()),
        z.transform((value) => (typeof value === "string" ? cleanLine(value) : "")),
      ),
      z.string().check(z.maxLength(ENQUIRY_MAX_CHARS.company, { error: M.companyTooLong })),
    ),
    service: z.string({ error: M.serviceRequired }).check(
      z.overwrite(cleanLine),
      z.refine((value) => allowed.has(value), { error: M.serviceRequired }),
    ),
    message: z
      .string({ error: M.messageRequired })
      .check(
        z.overwrite(cleanText),
        z.minLength(1, { error: M.messageRequired, abort: true }),
        z.maxLength(ENQUIRY_MAX_CHARS.message, { error: M.messageTooLong }),
      ),
  });
}

export type EnquirySchema = ReturnType<typeof createEnquirySchema>;
export type Enquiry = z.infer<EnquirySchema>;

export type EnquiryValidation =
  { success: true; data: Enquiry } | { success: false; fieldErrors: EnquiryFieldErrors };

export function validateEnquiry(schema: EnquirySchema, input: unknown): EnquiryValidation {
  const isRecord = typeof input === "object" && input !== null && !Array.isArray(input);
  const result = schema.safeParse(isRecord ? input : {});
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: EnquiryFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as EnquiryField | undefined;
    if (field && ENQUIRY_FIELDS.includes(field) && !fieldErrors[field]) {
      fieldErrors[field] = issue.message;
    }
  }
  return { success: false, fieldErrors };
}

export function invalidFieldsInOrder(errors: EnquiryFieldErrors): EnquiryField[] {
  return ENQUIRY_FIELDS.filter((field) => errors[field]);
}
