import MiniSearch, { type SearchOptions } from "minisearch";
import { faq, projects, services } from "~/content/data";
import type { FaqEntry } from "~/content/schemas";
import type { Project, Service } from "~/content/schemas";
import { searchTerms } from "./language";
import { PROJECT_NOISE, SERVICE_TERMS } from "./vocabulary";

export interface Hit<T> {
  item: T;
  score: number;
  terms: string[];
}

interface Doc {
  id: number;
  [field: string]: string | number;
}

const SEARCH: SearchOptions = {
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

function index<T>(
  items: readonly T[],
  fields: Record<string, (item: T) => string>,
  boost: Record<string, number>,
) {
  const names = Object.keys(fields);
  const search = new MiniSearch<Doc>({
    fields: names,
    tokenize: (text) => searchTerms(text),
    processTerm: (term) => term,
    searchOptions: { ...SEARCH, boost },
  });
  search.addAll(
    items.map((item, id) => {
      const doc: Doc = { id };
      for (const name of names) doc[name] = fields[name]!(item);
      return doc;
    }),
  );
  return (terms: string[]): Hit<T>[] =>
    terms.length === 0
      ? []
      : search.search(terms.join(" ")).map((result) => ({
          item: items[result.id as number]!,
          score: result.score,
          terms: result.queryTerms,
        }));
}

function lazy<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

const faqIndex = lazy(() =>
  index<FaqEntry>(
    faq.entries,
    { question: (entry) => entry.question, terms: (entry) => entry.terms.join(" ") },
    { question: 0.5, terms: 2 },
  ),
);

const serviceIndex = lazy(() =>
  index<Service>(
    services,
    { terms: (service) => (SERVICE_TERMS[service.id] ?? []).join(" ") },
    {
      terms: 1,
    },
  ),
);

const meaningful = (text: string) =>
  text
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => !PROJECT_NOISE.has(word.toLowerCase()))
    .join(" ");

const projectIndex = lazy(() =>
  index<Project>(
    projects,
    { place: (project) => project.location, client: (project) => meaningful(project.client) },
    { place: 2, client: 1 },
  ),
);

export function prepareSearch(): void {
  faqIndex();
  serviceIndex();
  projectIndex();
}

export const searchFaq = (terms: string[]) => faqIndex()(terms);
export const searchServices = (terms: string[]) => serviceIndex()(terms);
export const searchProjects = (terms: string[]) => projectIndex()(terms);
