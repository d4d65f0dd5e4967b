import MiniSearch from "minisearch";
import type { Content } from "../../content/load.ts";
import type { FaqEntry } from "../../content/schemas.ts";
import { faqPath, projectPath, servicePath } from "../../lib/paths.ts";
import { sentences } from "../../lib/text.ts";
import { type PackedIndex, packIndex } from "./packed-index.ts";
import { ABOUT_PAGE, SERVICES_PAGE, chatPages } from "./chat-pages.ts";
import { chatContentOf } from "./chat-props.ts";
import type { ChatContent as EngineContent } from "./engine.ts";
import { type IntentModel, trainIntents } from "./intent.ts";
import { pageNames, searchTerms } from "./language.ts";
import { type IndexName, indexOptions } from "./search-options.ts";
import { PROJECT_NOISE, SERVICE_TERMS, sentenceKind } from "./vocabulary.ts";

/*
 * The chat's search indexes, made by the build (docs/decisions/018-chat-answers.md): the module
 * `search-data.ts` (search-plugin.ts) is their data, which the build writes into the chat's
 * chunk and the browser only loads (search.ts). This module runs in Node only.
 *
 * Besides the questions and answers, the services and the projects, the content is indexed
 * sentence by sentence, so that the chat answers in the site's own words: each service's
 * description, full text and features, the specifications every service page lists, the
 * answers, each project's text and features, and the company's facts on the about page.
 */

/** A page the chat links to: its button's label and its address. */
export type ChatPage = readonly [label: string, to: string];

/** What the chat shows of a service: its page, name and category, its description (a sentence). */
export interface ChatService {
  id: string;
  title: string;
  category: string;
  description: number;
}

/** What the chat shows of a project; `lead` is the first sentence of its description. */
export interface ChatProject {
  slug: string;
  title: string;
  location: string;
  year: number;
  client: string;
  lead: number;
}

/** An answer as the chat uses it: its sentences, its page on /faq and its links. */
export interface ChatFaqEntry extends Pick<FaqEntry, "id" | "label" | "links" | "group"> {
  sentences: number[];
}

export interface ChatSearchData {
  /**
   * Every sentence indexed, by number. A feature is kept as written, without a full stop. (The
   * browser gets them apart from the rest: search-texts.ts.)
   */
  texts: string[];
  /** The page each sentence is from, as an index into chatPages(services, projects, faq). */
  from: number[];
  /** What the ranking reads of each sentence's text, one character each (sentenceKind). */
  kinds: string;
  services: ChatService[];
  projects: ChatProject[];
  faq: ChatFaqEntry[];
  indexes: Record<IndexName, PackedIndex>;
  /** What visitors want, trained on content/chat-intents.yaml (intent.ts). */
  intents: IntentModel;
  /**
   * The script, the replies and the contacts the engine reads (chat-props.ts): loaded with the
   * conversation when the visitor opens the chat, not written into every page as the island's
   * props (2.4 KB gzip a page).
   */
  content: EngineContent;
}

type ChatContent = Pick<
  Content,
  | "services"
  | "projects"
  | "faq"
  | "company"
  | "milestones"
  | "chatIntents"
  | "chatScript"
  | "chatReplies"
  | "categories"
> & {
  pages: Pick<Content["pages"], "about" | "service">;
};

function build<T>(
  name: IndexName,
  items: readonly T[],
  fields: (item: T, id: number) => Record<string, string>,
) {
  const search = new MiniSearch(indexOptions(name));
  search.addAll(items.map((item, id) => ({ id, ...fields(item, id) })));
  return packIndex(search.toJSON());
}

const meaningful = (text: string) =>
  text
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => !PROJECT_NOISE.has(word.toLowerCase()))
    .join(" ");

/** The sentences and the pages they are from; a sentence said twice is kept once. */
class Corpus {
  readonly texts: string[] = [];
  readonly from: number[] = [];
  readonly pages: ChatPage[] = [];
  private readonly byText = new Map<string, number>();
  private readonly byPage = new Map<string, number>();

  page(label: string, to: string): number {
    let page = this.byPage.get(to);
    if (page === undefined) {
      page = this.pages.push([label, to]) - 1;
      this.byPage.set(to, page);
    }
    return page;
  }

  /**
   * A list's line (a feature) whose every word a sentence of its page already says adds
   * nothing but bytes to the chat's chunk.
   */
  said(line: string, page: number): boolean {
    const terms = new Set(searchTerms(line));
    if (terms.size === 0) return true;
    return this.texts.some((text, id) => {
      if (this.from[id] !== page) return false;
      const own = new Set(searchTerms(text));
      return [...terms].every((term) => own.has(term));
    });
  }

  /** The numbers of the text's sentences, each added once. */
  add(text: string, page: number): number[] {
    return sentences(text.replace(/\s+/g, " ").trim()).map((sentence) => {
      let id = this.byText.get(sentence);
      if (id === undefined) {
        id = this.texts.push(sentence) - 1;
        this.from.push(page);
        this.byText.set(sentence, id);
      }
      return id;
    });
  }
}

export function buildChatSearch(content: ChatContent): ChatSearchData {
  const { services, projects, faq, company, milestones, pages } = content;
  const corpus = new Corpus();
  const chatServices = services.map((service): ChatService => {
    const page = corpus.page(service.title, servicePath(service.id));
    const [description] = corpus.add(service.description, page);
    for (const paragraph of service.fullDescription) corpus.add(paragraph, page);
    for (const feature of service.features) {
      if (!corpus.said(feature, page)) corpus.add(feature, page);
    }
    const { id, title, category } = service;
    return { id, title, category, description: description! };
  });
  const servicesPage = corpus.page(...SERVICES_PAGE);
  for (const line of pages.service.specifications) corpus.add(line, servicesPage);
  const chatProjects = projects.map((project): ChatProject => {
    const page = corpus.page(project.title, projectPath(project));
    const [lead] = corpus.add(project.description, page);
    for (const feature of project.features) {
      if (!corpus.said(feature, page)) corpus.add(feature, page);
    }
    const { slug, title, location, year, client } = project;
    return { slug, title, location, year, client, lead: lead! };
  });
  const chatFaq = faq.entries.map(({ id, label, links, group, answer }): ChatFaqEntry => ({
    id,
    label,
    links,
    ...(group ? { group } : {}),
    sentences: corpus.add(answer, corpus.page(label, faqPath({ id }))),
  }));
  const about = corpus.page(...ABOUT_PAGE);
  for (const text of [
    company.description,
    pages.about.intro,
    ...pages.about.story,
    pages.about.founder.description,
    ...milestones.map((milestone) => `In ${milestone.year}: ${milestone.description}`),
  ]) {
    corpus.add(text, about);
  }

  const expected = chatPages(chatServices, chatProjects, chatFaq);
  if (JSON.stringify(expected) !== JSON.stringify(corpus.pages)) {
    throw new Error("search-index: the pages are not numbered as chatPages() numbers them");
  }
  // The answers are found by their questions' words (the faq index) and said sentence by
  // sentence; their sentences are not searched again.
  const answered = new Set(
    corpus.pages.flatMap(([, to], page) => (to.startsWith("/faq#") ? [page] : [])),
  );
  return {
    texts: corpus.texts,
    from: corpus.from,
    kinds: corpus.texts
      .map((text, id) => {
        // Its first words name its page ("A fire hydrant system is…" on Fire Hydrant System).
        const title = pageNames(...corpus.pages[corpus.from[id]!]!);
        const opening = searchTerms(text.split(" ").slice(0, 3).join(" "));
        return sentenceKind(
          text,
          opening.some((term) => title.has(term)),
        );
      })
      .join(""),
    services: chatServices,
    projects: chatProjects,
    faq: chatFaq,
    intents: trainIntents(content.chatIntents),
    content: chatContentOf({
      script: content.chatScript,
      replies: content.chatReplies,
      categories: content.categories,
      company,
    }),
    indexes: {
      faq: build("faq", faq.entries, (entry) => ({
        question: entry.question,
        terms: entry.terms.join(" "),
      })),
      services: build("services", services, (service) => ({
        terms: (SERVICE_TERMS[service.id] ?? []).join(" "),
      })),
      projects: build("projects", projects, (project) => ({
        place: project.location,
        client: meaningful(project.client),
      })),
      sentences: build("sentences", corpus.texts, (text, id) => ({
        text: answered.has(corpus.from[id]!) ? "" : text,
      })),
    },
  };
}

/** About how many characters of sentences the browser loads at a time (textParts). */
export const TEXT_PART_CHARS = 3000;

/**
 * The sentences as the browser loads them, a part at a time when a reply shows one of them
 * (search-texts.ts): the number of each part's first sentence. A page's sentences stay in one
 * part, and a page's sentences are numbered in a row (Corpus), so a reply, which quotes one or
 * two pages, mostly needs one or two parts.
 */
export function textParts({ texts, from }: Pick<ChatSearchData, "texts" | "from">): number[] {
  const starts: number[] = [];
  let size = Infinity;
  texts.forEach((text, id) => {
    if (size >= TEXT_PART_CHARS && from[id] !== from[id - 1]) {
      starts.push(id);
      size = 0;
    }
    size += text.length;
  });
  return starts;
}
