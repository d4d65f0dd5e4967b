import * as z from "zod/mini";
import { EMAIL_MAX_CHARS } from "~/lib/constants";
import { NEWSLETTER_MESSAGES } from "./newsletter-messages";

// Trimmed and lower-cased, so the same person signing up twice is one subscriber.
const invalid = { error: NEWSLETTER_MESSAGES.invalid };

export const NewsletterSchema = z.object({
  email: z
    .string(invalid)
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { ...invalid, abort: true }),
      z.maxLength(EMAIL_MAX_CHARS, { ...invalid, abort: true }),
      z.regex(z.regexes.email, invalid),
    ),
});

export type NewsletterSignup = z.infer<typeof NewsletterSchema>;

export type NewsletterValidation =
  { success: true; data: NewsletterSignup } | { success: false; message: string };

export function validateSignup(input: unknown): NewsletterValidation {
  const isRecord = typeof input === "object" && input !== null && !Array.isArray(input);
  const result = NewsletterSchema.safeParse(isRecord ? input : {});
  return result.success
    ? { success: true, data: result.data }
    : { success: false, message: NEWSLETTER_MESSAGES.invalid };
}
