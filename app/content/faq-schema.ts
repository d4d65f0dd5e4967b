import { z } from "zod";
import { ChatGroupIdSchema } from "./schemas";

/*
 * The schema of the questions and answers (faq.ts). It sits apart from the data so that the
 * chat, which reads the data in the browser, does not carry zod: the /faq page's loader and
 * the content tests check the data on the server and at build time.
 */

const text = z.string().trim().min(1);

/** A page of this site: a path, optionally with a query or a fragment. */
const sitePath = z.string().regex(/^\/[^\s]*$/);

export const FaqLinkSchema = z.object({ label: text.max(40), to: sitePath });
export type FaqLink = z.infer<typeof FaqLinkSchema>;

export const FaqSectionIdSchema = z.enum(["fire", "boiler", "support", "quotes", "company"]);
export type FaqSectionId = z.infer<typeof FaqSectionIdSchema>;

/** A lower-case search term or phrase (letters, digits, spaces). */
const term = z.string().regex(/^[a-z0-9]+(?: [a-z0-9]+)*$/);

export const FaqEntrySchema = z.object({
  /** The fragment of its place on /faq, e.g. "fire-noc" for /faq#fire-noc. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  section: FaqSectionIdSchema,
  /** The chat's quick reply that opens this answer on /faq. */
  label: text.max(32),
  question: text.endsWith("?"),
  /** One to three sentences, each fact taken from the company, service or project content. */
  answer: z.string().trim().min(40).max(520),
  /** Words and phrases buyers use for this question, beyond those of the question itself. */
  terms: z.array(term).min(2),
  /** Pages that carry on from the answer: services, projects, the contact form. */
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
