import { categories } from "~/content/categories";
import { chatScript } from "~/content/chat";
import type { CategoryId, ChatAnswer, ChatGroupId, Service } from "~/content/schemas";
import { services } from "~/content/services";
import { CHAT_CATALOGUE_MATCHES } from "~/lib/constants";

/** A button under a bot message; `to` is set when choosing it navigates. */
export interface QuickReply {
  label: string;
  to?: string;
}

export interface BotReply {
  text: string;
  quickReplies: QuickReply[];
}

/** The category page each of the first four groups' answers is about. */
const GROUP_CATEGORY: Partial<Record<ChatGroupId, CategoryId>> = {
  fire: "fire-safety",
  civil: "civil",
  boiler: "boiler",
  industrial: "supply",
};

/** Words too common to say which service a visitor means. */
const STOP_WORDS = new Set(
  (
    "a about also am an and any are at be by can could do does for from get give have how i in " +
    "info information is it its know like looking me more my need of offer offers on or our " +
    "please provide provides require required s service services some system systems tell " +
    "than thanks that the there these this those to us want what when where which who why " +
    "will with work would you your"
  ).split(" "),
);

/** Lower-case words of a text, split at anything that is not a letter or digit. */
function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      // "e-mail" is how many visitors spell the contact keyword "email".
      .replace(/\be-mail/g, "email")
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
  );
}

/** Whether a visitor's word is a keyword or begins with it ("sprinklers", "roads"). */
function matchesKeyword(word: string, keyword: string): boolean {
  if (keyword.length < 4) {
    // As prefixes, "hi" and "hey" would catch "history" and "heyday": short keywords only
    // match whole, however stretched ("hiii", "heyyy").
    const rest = word.slice(keyword.length);
    return word.startsWith(keyword) && [...rest].every((letter) => letter === keyword.at(-1));
  }
  if (word.startsWith(keyword)) return true;
  // "supplies" and "supplier" for "supply".
  return keyword.endsWith("y") && word.startsWith(`${keyword.slice(0, -1)}i`);
}

/** Whether the words contain a keyword or phrase ("good evening") whose last word may be a prefix. */
function hasKeyword(tokens: string[], keyword: string): boolean {
  const parts = keyword.split(" ");
  const last = parts.length - 1;
  return tokens.some((_, start) =>
    parts.every((part, i) => {
      const word = tokens[start + i];
      if (word === undefined) return false;
      return i < last ? word === part : matchesKeyword(word, part);
    }),
  );
}

function matchesAny(tokens: string[], keywords: readonly string[]): boolean {
  return keywords.some((keyword) => hasKeyword(tokens, keyword));
}

const ENDINGS = new Set(["s", "es", "ed", "ing", "er", "ers"]);

/**
 * Whether a visitor's word names a catalogue term: the same word, the start of it (at least
 * four letters, "hydr"), or the word with an ending ("hydrants", "pumping").
 */
function related(word: string, term: string): boolean {
  if (word === term) return true;
  if (word.length >= 4 && term.startsWith(word)) return true;
  return term.length >= 3 && word.startsWith(term) && ENDINGS.has(word.slice(term.length));
}

const content = (text: string) => words(text).filter((word) => !STOP_WORDS.has(word));

const catalogue = services.map((service) => ({
  service,
  title: content(service.title),
  features: service.features.flatMap(content),
}));

/**
 * Services ranked by the visitor's words: a word in the title counts twice, a word in a
 * feature once. With `naming`, only titles count, and only services named by one of those
 * words are offered.
 */
function searchCatalogue(query: string[], naming?: string[]): Service[] {
  const ranked = catalogue
    .map(({ service, title, features }) => {
      let score = 0;
      let named = naming === undefined;
      for (const word of query) {
        if (title.some((t) => related(word, t))) {
          score += 2;
          named ||= naming?.includes(word) ?? false;
        } else if (!naming && features.some((f) => related(word, f))) {
          score += 1;
        }
      }
      return { service, score: named ? score : 0 };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
  // Weak matches are noise: beside a keyword answer only the best ones are offered,
  // otherwise those at least half as good as the best.
  const top = ranked[0]?.score ?? 0;
  const best = ranked.filter((entry) => entry.score >= (naming ? top : top / 2));
  return best.slice(0, CHAT_CATALOGUE_MATCHES).map((entry) => entry.service);
}

function serviceReply(service: Service): QuickReply {
  return { label: service.title, to: `/service/${service.id}` };
}

function labelReply(label: string): QuickReply {
  const to = quickReplyTarget(label);
  return to ? { label, to } : { label };
}

function answer(script: ChatAnswer, named: Service[] = []): BotReply {
  return {
    text: script.text,
    quickReplies: [...named.map(serviceReply), ...script.quickReplies.map(labelReply)],
  };
}

/** The greeting shown automatically after the first load. */
export function greetingMessage(): BotReply {
  return answer(chatScript.greeting);
}

/**
 * The bot's answer to what a visitor typed: the first keyword group that matches, then the
 * greeting, then the services the words name, then the fallback.
 */
export function reply(text: string): BotReply {
  const tokens = words(text);
  const query = [...new Set(content(text))];
  const keywordAnswer =
    chatScript.groups.find((group) => matchesAny(tokens, group.keywords)) ??
    (matchesAny(tokens, chatScript.greetingReply.keywords) ? chatScript.greetingReply : undefined);

  if (keywordAnswer) {
    // "bag filter" hits the keyword "filter" first: the answer still offers the Bag Filters
    // page, because the visitor named it with a word that is not a keyword.
    const naming = query.filter((word) => !matchesAny([word], keywordAnswer.keywords));
    return answer(keywordAnswer, searchCatalogue(query, naming));
  }
  const matches = searchCatalogue(query);
  if (matches.length > 0) {
    return { text: chatScript.catalogueReply.text, quickReplies: matches.map(serviceReply) };
  }
  return answer(chatScript.fallback);
}

function categoryNamed(tokens: string[]): CategoryId | undefined {
  const byTitle = categories.find((category) =>
    words(category.title).every((word) => tokens.includes(word)),
  );
  if (byTitle) return byTitle.id;
  const group = chatScript.groups.find(
    (g) => GROUP_CATEGORY[g.id] && matchesAny(tokens, g.keywords),
  );
  return group && GROUP_CATEGORY[group.id];
}

/**
 * Where a quick reply leads (SPEC.md section 4), or undefined when it is sent as if typed:
 * "View … Services" opens the category it names, "View Projects" the portfolio, anything
 * about contact or a quote the contact page, and a service's title that service's page.
 */
export function quickReplyTarget(label: string): string | undefined {
  const tokens = words(label);
  if (tokens.includes("view") && tokens.includes("services")) {
    const category = categoryNamed(tokens);
    return category ? `/category/${category}` : "/services";
  }
  if (tokens.includes("view") && tokens.includes("projects")) return "/projects";
  if (tokens.some((word) => word.startsWith("contact") || word.startsWith("quote"))) {
    return "/contact";
  }
  const service = services.find((s) => s.title.toLowerCase() === label.trim().toLowerCase());
  return service && `/service/${service.id}`;
}

export const assistantName = chatScript.assistantName;
