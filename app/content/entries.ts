import { type CollectionEntry, getCollection, getEntry } from "astro:content";
import type { Company, Leader, PageCopyOf, PageName } from "./schemas.ts";

/*
 * How the pages and the layout read the content in Astro: entries of the content collections
 * (app/content.config.ts, filled by content/loader.ts), typed by their schemas. Plain Node code
 * (the host, scripts, tests) reads data.ts instead; nothing Astro renders imports it.
 */

type ListKey =
  | "categories"
  | "services"
  | "projects"
  | "faq"
  | "values"
  | "milestones"
  | "clients"
  | "testimonials";

/** Every entry a page reads, asked for at once: `{ company: companyEntry(), … }` → the data. */
export async function entriesOf<T extends Record<string, Promise<unknown>>>(
  reads: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const values = await Promise.all(Object.values(reads));
  return Object.fromEntries(Object.keys(reads).map((key, i) => [key, values[i]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}

/**
 * A list's entries' data, in the order the pages show them: the store keeps entries by id, and
 * the collection `order` holds each list's ids in order (app/content.config.ts).
 */
export async function listOf<C extends ListKey>(
  collection: C,
): Promise<CollectionEntry<C>["data"][]> {
  const [entries, order]: [CollectionEntry<C>[], CollectionEntry<"order"> | undefined] =
    await Promise.all([getCollection(collection), getEntry("order", collection)]);
  const byId = new Map(entries.map((entry) => [entry.id, entry.data]));
  const ids: string[] = order?.data.ids ?? [];
  if (ids.length !== byId.size || ids.some((id) => !byId.has(id))) {
    throw new Error(`The content collection "${collection}" and its order do not match.`);
  }
  return ids.map((id) => byId.get(id)!);
}

/** One entry's data; a missing one is a build error naming it, never an empty page. */
async function one<C extends "company" | "people" | "pages" | "legal" | "chat">(
  collection: C,
  id: string,
): Promise<CollectionEntry<C>["data"]> {
  const entry = await getEntry(collection, id);
  if (!entry) throw new Error(`The content collection "${collection}" has no entry "${id}".`);
  return (entry as CollectionEntry<C>).data;
}

export const companyEntry = (): Promise<Company> => one("company", "company");

/** The founder (content/pages/about.yaml's founder, with the photo planned). */
export const founderEntry = (): Promise<Leader> => one("people", "founder");

/** A page's copy, content/pages/<name>.yaml. */
export async function pageCopy<K extends PageName>(name: K): Promise<PageCopyOf<K>> {
  return (await one("pages", name)) as PageCopyOf<K>;
}

/** content/legal/<name>.mdoc. */
export const legalEntry = (name: "privacy" | "terms") => one("legal", name);

/** The chat's script and replies (content/chat.yaml). */
export const chatEntry = () => one("chat", "chat");
