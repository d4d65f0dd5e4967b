import type { Options, SearchOptions } from "minisearch";
import { searchTerms } from "./language.ts";

/*
 * The options of the chat's indexes, shared by the build, which indexes the content
 * (search-index.ts), and the browser, which loads those indexes (search.ts): MiniSearch must be
 * given the same options when it loads an index as when it was made.
 */

export const SEARCH: SearchOptions = {
  // Query terms are already analysed (language.ts), so they are split on spaces only.
  tokenize: (text) => text.split(" ").filter(Boolean),
  processTerm: (term) => term,
  // Short words must be right, or "prize" would find "price".
  fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 6 ? 1 : false),
  // "detect" finds "detection"; short prefixes would find too much.
  prefix: (term) => term.length >= 5,
  weights: { fuzzy: 0.5, prefix: 0.5 },
  combineWith: "OR",
};

/** The fields of each of the chat's indexes and their weights in a search. */
export const INDEXES = {
  /** The questions and answers: the question and the words buyers use for it. */
  faq: { question: 0.5, terms: 2 },
  /** The services: only the distinctive words that name each (vocabulary.ts). */
  services: { terms: 1 },
  /** The projects: where, and for whom. */
  projects: { place: 2, client: 1 },
  /** The content's sentences (search-index.ts), each a document. */
  sentences: { text: 1 },
} as const satisfies Record<string, Record<string, number>>;

export type IndexName = keyof typeof INDEXES;

export function indexOptions(name: IndexName): Options {
  const boost = INDEXES[name];
  return {
    fields: Object.keys(boost),
    // The content's text is analysed as a message is (language.ts), when the build indexes it;
    // a sentence's bare numbers ("IS 1239", "2,280 LPM") are not worth their bytes.
    tokenize: (text) =>
      name === "sentences"
        ? searchTerms(text).filter((term) => !/^\d+$/.test(term))
        : searchTerms(text),
    processTerm: (term) => term,
    searchOptions: { ...SEARCH, boost },
  };
}
