import { z } from "zod";
import { ChatGroupIdSchema } from "./schemas";

// Apart from faq.ts so the chat, which reads that data in the browser, does not carry zod.

const text = z.string().trim().min(1);

const sitePath = z.string().regex(/^\/[^\s]*$/);

export const FaqLinkSchema = z.object({ label: text.max(40), to: sitePath });
export type FaqLink = z.infer<typeof FaqLinkSchema>;

export const FaqSectionIdSchema = z.enum(["fire", "boiler", "support", "quotes", "company"]);
export type FaqSectionId = z.infer<typeof FaqSectionIdSchema>;

const term = z.string().regex(/^[a-z0-9]+(?: [a-z0-9]+)*$/);

export const FaqEntrySchema = z.object({
  /** The fragment of its place on /faq. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  section: FaqSectionIdSchema,
  /** The chat's quick reply that opens this answer on /faq. */
  label: text.max(32),
  question: text.endsWith("?"),
  /** Each fact taken from the company, service or project content. */
  answer: z.string().trim().min(40).max(520),
  /** Words and phrases buyers use for this question, beyond those of the question itself. */
  terms: z.array(term).min(2),
  links: z.array(FaqLinkSchema).max(3),
  /** The keyword group whose paragraph already gives this answer, if any. */
  group: ChatGroupIdSchema.optional(),
});
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

export const FaqSchema = z.object({
  sections: z.array(z.object({ id: FaqSectionIdSchema, title: text })).length(5),
  entries: z.array(FaqEntrySchema).min(30),
});
export type Faq = z.infer<typeof FaqSchema>;
