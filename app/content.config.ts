import { defineCollection } from "astro:content";
import type { Content } from "./content/load.ts";
import { type EntriesOf, contentLoader } from "./content/loader.ts";
import { EntrySchemas, ListOrderSchema } from "./content/schemas.ts";

/*
 * The content collections over content/ (docs/decisions/015-content-as-files.md): one loader,
 * load.ts's reading and checking of the whole folder (content/loader.ts), split into the
 * collections the pages and the layout read with getCollection and getEntry
 * (content/entries.ts). Single records are collections of one entry: `company` ("company"),
 * `people` ("founder"), `chat` ("chat"); `pages` has an entry per file of content/pages/ and
 * `legal` one per file of content/legal/. Astro's store keeps entries by id, so the order the
 * pages show a list in (the `order` fields, a milestone's year) is an entry of its own: `order`
 * holds each list's ids in that order.
 */

const entries =
  <T extends object>(list: (content: Content) => T[], id: (item: T) => string): EntriesOf =>
  (content) =>
    list(content).map((item) => ({ id: id(item), data: item }));

/** The lists, as the loader gives them, in order. */
const LISTS = {
  categories: entries(
    (content) => content.categories,
    (item) => item.id,
  ),
  services: entries(
    (content) => content.services,
    (item) => item.id,
  ),
  projects: entries(
    (content) => content.projects,
    (item) => item.slug,
  ),
  faq: entries(
    (content) => content.faq.entries,
    (item) => item.id,
  ),
  values: entries(
    (content) => content.values,
    (item) => item.slug,
  ),
  milestones: entries(
    (content) => content.milestones,
    (item) => item.slug,
  ),
  clients: entries(
    (content) => content.clients,
    (item) => item.slug,
  ),
  testimonials: entries(
    (content) => content.testimonials,
    (item) => item.slug,
  ),
} satisfies Record<string, EntriesOf>;

const list = <K extends keyof typeof LISTS>(name: K) =>
  defineCollection({ loader: contentLoader(LISTS[name]), schema: EntrySchemas[name] });

export const collections = {
  categories: list("categories"),
  services: list("services"),
  projects: list("projects"),
  faq: list("faq"),
  values: list("values"),
  milestones: list("milestones"),
  clients: list("clients"),
  testimonials: list("testimonials"),
  order: defineCollection({
    loader: contentLoader((content) =>
      Object.entries(LISTS).map(([name, of]) => ({
        id: name,
        data: { ids: of(content).map((entry) => entry.id) },
      })),
    ),
    schema: ListOrderSchema,
  }),
  company: defineCollection({
    loader: contentLoader((content) => [{ id: "company", data: content.company }]),
    schema: EntrySchemas.company,
  }),
  people: defineCollection({
    loader: contentLoader((content) => [
      { id: "founder", data: { ...content.pages.about.founder, image: content.founderImage } },
    ]),
    schema: EntrySchemas.people,
  }),
  pages: defineCollection({
    loader: contentLoader((content) =>
      Object.entries(content.pages).map(([id, copy]) => ({ id, data: copy })),
    ),
    schema: EntrySchemas.pages,
  }),
  legal: defineCollection({
    loader: contentLoader((content) => [
      { id: "privacy", data: content.privacyPolicy },
      { id: "terms", data: content.termsOfUse },
    ]),
    schema: EntrySchemas.legal,
  }),
  chat: defineCollection({
    loader: contentLoader((content) => [
      { id: "chat", data: { script: content.chatScript, replies: content.chatReplies } },
    ]),
    schema: EntrySchemas.chat,
  }),
};
