import MiniSearch from "minisearch";
import chatSearch from "./search-data";
import { loadTexts, texts } from "./search-texts";
import { chatPages } from "./chat-pages";
import { stem } from "./language";
import { STOP_WORDS, SYNONYMS } from "./vocabulary";
import { unpackIndex } from "./packed-index";
import type { ChatContent } from "./engine";
import type { ChatFaqEntry, ChatProject, ChatService } from "./search-index";
import { type IndexName, SEARCH, indexOptions } from "./search-options";

/*
 * The chat's searches over the indexes the build made (search-index.ts). The browser indexes
 * nothing: each index is loaded, once, from the build's data the first time it is needed.
 */

export interface Hit<T> {
  item: T;
  score: number;
  terms: string[];
}

export const chatServices: readonly ChatService[] = chatSearch.services;
export const chatProjects: readonly ChatProject[] = chatSearch.projects;
export const chatFaq: readonly ChatFaqEntry[] = chatSearch.faq;
export const { from, kinds } = chatSearch;
/** What visitors want: the classifier the build trained (intent.ts). */
export const intentModel = chatSearch.intents;
/** The script, replies and contacts the conversation answers with, as the build read them. */
export const chatContent: ChatContent = chatSearch.content;
export const pages = chatPages(chatServices, chatProjects, chatFaq);

const loaded = new Map<IndexName, MiniSearch>();

function index(name: IndexName): MiniSearch {
  let search = loaded.get(name);
  if (!search) {
    search = MiniSearch.loadJS(unpackIndex(chatSearch.indexes[name]), indexOptions(name));
    loaded.set(name, search);
  }
  return search;
}

let vocabulary: Set<string> | undefined;

/**
 * A word the content uses is taken as written: "protect" is not a typo of "project". Typo
 * tolerance is for words the content does not have.
 */
function fuzzy(term: string, i: number, terms: string[]): boolean | number {
  vocabulary ??= new Set(Object.values(chatSearch.indexes).flatMap((one) => one.terms.split(" ")));
  if (vocabulary.has(term)) return false;
  return typeof SEARCH.fuzzy === "function"
    ? SEARCH.fuzzy(term, i, terms)
    : (SEARCH.fuzzy ?? false);
}

const skeleton = (word: string) => word.replace(/(.)\1+/g, "$1").replace(/(?!^)[aeiou]/g, "");
let skeletons: Map<string, string | undefined> | undefined;

/**
 * A word written without its vowels, as messages often are ("wrnty", "delvry", "supr htr"), as
 * the content's word with the same consonants, if only one has them; other words as they are.
 */
export function spelled(word: string): string {
  vocabulary ??= new Set(Object.values(chatSearch.indexes).flatMap((one) => one.terms.split(" ")));
  const known = vocabulary.has(word) || vocabulary.has(stem(word));
  if (known || /\d/.test(word) || word in SYNONYMS || STOP_WORDS.has(word)) return word;
  if (!skeletons) {
    skeletons = new Map();
    for (const term of vocabulary) {
      const key = skeleton(term);
      // Three consonants are too few to tell words apart ("htr": heater or hooter?).
      if (key.length < 4) continue;
      skeletons.set(key, skeletons.has(key) && skeletons.get(key) !== term ? undefined : term);
    }
  }
  return skeletons.get(skeleton(word)) ?? word;
}

function searcher<T>(name: IndexName, items: readonly T[]) {
  return (terms: string[]): Hit<T>[] =>
    terms.length === 0
      ? []
      : index(name)
          .search(terms.join(" "), { fuzzy })
          .map((result) => ({
            item: items[result.id as number]!,
            score: result.score,
            terms: result.queryTerms,
          }));
}

/** Loads the indexes while the browser is idle, before the first answer is due. */
export function prepareSearch(): void {
  for (const name of Object.keys(chatSearch.indexes) as IndexName[]) index(name);
}

export const searchFaq = searcher("faq", chatFaq);
export const searchServices = searcher("services", chatServices);
export const searchProjects = searcher("projects", chatProjects);
export const searchSentences = searcher(
  "sentences",
  from.map((_, id) => id),
);

const missing = new Set<number>();

/**
 * A sentence's text. In the browser one not loaded yet is "" and noted, so that `withSentences`
 * loads it and asks again.
 */
export function sentence(id: number): string {
  const text = texts[id];
  if (text === undefined) missing.add(id);
  return text ?? "";
}

/**
 * What `make` returns once every sentence it read was loaded: made again after loading those it
 * read and lacked, until it reads none it lacks. So it is what `make` returns with every
 * sentence loaded, as under Node, and only the parts holding those sentences are fetched.
 */
export async function withSentences<T>(make: () => T): Promise<T> {
  for (;;) {
    missing.clear();
    const made = make();
    if (missing.size === 0) return made;
    const wanted = [...missing];
    await loadTexts(wanted);
    if (wanted.some((id) => texts[id] === undefined)) {
      throw new Error(`chat: sentences ${wanted.join(", ")} were not loaded`);
    }
  }
}
