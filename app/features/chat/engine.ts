import { categories, chatReplies, chatScript } from "~/content/data";
import { contactPath } from "~/lib/topics";
import type { FaqEntry } from "~/content/schemas";
import { faqPath, projectPath } from "~/lib/paths";
import type { CategoryId, ChatAnswer, ChatGroup, ChatGroupId } from "~/content/schemas";
import {
  CHAT_CATALOGUE_MATCHES,
  CHAT_EXTRA_ANSWERS,
  CHAT_QUICK_REPLIES_MAX,
  CHAT_SEARCH_MIN_SCORE,
} from "~/lib/constants";
import { analyse, canonical, withSynonyms, words } from "./language";
import {
  type Hit,
  chatServices as services,
  searchFaq,
  searchProjects,
  searchServices,
} from "./search";
import type { ChatProject as Project, ChatService as Service } from "./search-index";

export { prepareSearch } from "./search";
import { ACKNOWLEDGEMENTS, COMPLAINT_WORDS, THANKS, WEAK_SERVICE_TERMS } from "./vocabulary";

export interface QuickReply {
  label: string;
  to?: string;
}

export interface BotReply {
  text: string;
  quickReplies: QuickReply[];
}

const GROUP_CATEGORY: Partial<Record<ChatGroupId, CategoryId>> = {
  fire: "fire-safety",
  civil: "civil",
  boiler: "boiler",
  industrial: "supply",
};

function matchesKeyword(word: string, keyword: string): boolean {
  if (keyword.length < 4) {
    // As prefixes, "hi" and "hey" would catch "history": short keywords match whole ("hiii").
    const rest = word.slice(keyword.length);
    return word.startsWith(keyword) && [...rest].every((letter) => letter === keyword.at(-1));
  }
  if (word.startsWith(keyword)) return true;
  // "supplies" and "supplier" for "supply".
  return keyword.endsWith("y") && word.startsWith(`${keyword.slice(0, -1)}i`);
}

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

function hasPhrase(tokens: string[], phrases: readonly string[]): boolean {
  const joined = ` ${tokens.join(" ")} `;
  return phrases.some((phrase) => joined.includes(` ${phrase} `));
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

export function greetingMessage(): BotReply {
  return answer(chatScript.greeting);
}

const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/giu;
const PHONE = /\+?\d(?:[\s.-]?\d){9,13}/gu;
const EMOJI = /\p{Extended_Pictographic}/u;
const THANKS_EMOJI = /[🙏👍👌]/u;
const ANGRY_EMOJI = /[😡😠🤬👎]/u;

function queryTerms(tokens: string[], group: ChatGroup | undefined) {
  const isKeyword = (word: string) =>
    !!group && [word, ...canonical(word)].some((w) => matchesAny([w], group.keywords));
  const all = new Set<string>();
  const free = new Set<string>();
  for (const unit of analyse(tokens)) {
    for (const term of unit.terms) {
      all.add(term);
      if (!unit.source.every(isKeyword)) free.add(term);
    }
  }
  return { all: [...all], free: [...free] };
}

function relevant<T>(hits: Hit<T>[], free: string[], min: number): Hit<T>[] {
  return hits.filter((hit) => hit.score >= min && hit.terms.some((term) => free.includes(term)));
}

function best<T>(hits: Hit<T>[], share: number, max: number): T[] {
  const top = hits[0]?.score ?? 0;
  return hits
    .filter((hit) => hit.score >= top * share)
    .slice(0, max)
    .map((hit) => hit.item);
}

// "warranty and AMC?" asks two questions; "AMC contract" asks one.
function covering<T>(hits: Hit<T>[], share: number, max: number): T[] {
  const top = hits[0]?.score ?? 0;
  const covered = new Set<string>();
  const chosen: T[] = [];
  for (const hit of hits) {
    if (chosen.length === max || hit.score < top * share) break;
    if (hit.terms.every((term) => covered.has(term))) continue;
    hit.terms.forEach((term) => covered.add(term));
    chosen.push(hit.item);
  }
  return chosen;
}

interface Found {
  services: Service[];
  answers: FaqEntry[];
  projects: Project[];
}

const BE = new Set(["am", "is", "are", "was", "were", "be", "been"]);

/** "We are building a plant": a verb after "are" names no service ("building"). */
function withoutVerbs(tokens: string[]): string[] {
  return tokens.filter((word, i) => !(word.endsWith("ing") && BE.has(tokens[i - 1] ?? "")));
}

function find(tokens: string[], group: ChatGroup | undefined): Found {
  const { all, free } = queryTerms(withoutVerbs(tokens), group);
  // Ranked on the whole message, offered only when a word beyond the keywords names them.
  const serviceHits = relevant(searchServices(all), free, CHAT_SEARCH_MIN_SCORE.service).filter(
    (hit) => hit.terms.length > 1 || !WEAK_SERVICE_TERMS.has(hit.terms[0]!),
  );
  const answerHits = relevant(searchFaq(free), free, CHAT_SEARCH_MIN_SCORE.answer).filter(
    (hit) => !group || hit.item.group !== group.id,
  );
  const projectHits = relevant(searchProjects(free), free, CHAT_SEARCH_MIN_SCORE.project);
  return {
    services: best(serviceHits, group ? 0.75 : 0.5, CHAT_CATALOGUE_MATCHES),
    answers: covering(answerHits, 0.1, CHAT_QUICK_REPLIES_MAX),
    projects: best(projectHits, 0.75, 2),
  };
}

function faqReply(entry: FaqEntry): QuickReply {
  return { label: entry.label, to: faqPath(entry) };
}

function projectReply(project: Project): QuickReply {
  return { label: project.title, to: projectPath(project) };
}

function serviceParagraph(service: Service): string {
  return `${chatReplies.serviceLead.replace("{service}", service.title)} ${service.description}`;
}

function projectParagraph(project: Project): string {
  const lead = chatReplies.projectLead.replace("{project}", `"${project.title}"`);
  return `${lead} (${project.location}, ${project.year}, ${project.client}): ${project.lead}`;
}

function pick(replies: QuickReply[]): QuickReply[] {
  const seen = new Set<string>();
  return replies
    .filter((reply) => !seen.has(reply.label) && seen.add(reply.label))
    .slice(0, CHAT_QUICK_REPLIES_MAX);
}

function withService(replies: QuickReply[], service: Service | undefined): QuickReply[] {
  if (!service) return replies;
  return replies.map((reply) =>
    reply.to === "/contact" && /quote/i.test(reply.label)
      ? { ...reply, to: contactPath({ service: service.id }) }
      : reply,
  );
}

function compose(first: string[], found: Found, base: QuickReply[]): BotReply {
  const [service] = found.services;
  const extras = [
    ...(service ? [serviceParagraph(service)] : []),
    ...found.answers.map((entry) => entry.answer),
    ...found.projects.slice(0, 1).map(projectParagraph),
  ].filter((paragraph) => !first.includes(paragraph));
  return {
    text: [...first, ...extras.slice(0, CHAT_EXTRA_ANSWERS)].join("\n\n"),
    quickReplies: pick([
      ...found.services.map(serviceReply),
      ...found.answers.map(faqReply),
      ...found.projects.map(projectReply),
      ...withService(base, service),
    ]),
  };
}

const FILLER = new Set([
  "sir",
  "madam",
  "ji",
  "you",
  "very",
  "much",
  "so",
  "a",
  "lot",
  "team",
  "there",
  "all",
  "it",
  "got",
  "good",
  "morning",
  "afternoon",
  "evening",
  "again",
]);

function isSmallTalk(word: string): boolean {
  return (
    FILLER.has(word) ||
    THANKS.includes(word) ||
    ACKNOWLEDGEMENTS.includes(word) ||
    chatScript.greetingReply.keywords.some((keyword) => matchesKeyword(word, keyword))
  );
}

function smallTalk(tokens: string[]): BotReply | undefined {
  if (tokens.length === 0 || !tokens.every(isSmallTalk)) return undefined;
  if (tokens.some((word) => THANKS.includes(word))) return chatReplies.thanks;
  if (matchesAny(tokens, chatScript.greetingReply.keywords))
    return answer(chatScript.greetingReply);
  return chatReplies.acknowledgement;
}

/** Keyword groups are tried in SPEC.md's order; the first match gives the first paragraph. */
export function reply(text: string): BotReply {
  const gaveContact = EMAIL.test(text) || PHONE.test(text);
  EMAIL.lastIndex = 0;
  PHONE.lastIndex = 0;
  const tokens = words(text.replace(EMAIL, " ").replace(PHONE, " "));
  const expanded = withSynonyms(tokens);

  if (hasPhrase(expanded, COMPLAINT_WORDS) || ANGRY_EMOJI.test(text)) return chatReplies.complaint;

  const group = chatScript.groups.find((g) => matchesAny(expanded, g.keywords));
  const found = find(tokens, group);
  const contactNote = gaveContact ? [chatReplies.contactData.text] : [];

  if (group) {
    // "bag filter" matches the keyword "filter", yet "bag" still offers the Bag Filters page.
    const { text: first, quickReplies } = answer(group);
    const reply = compose([first], found, quickReplies);
    return gaveContact ? { ...reply, text: `${reply.text}\n\n${contactNote[0]}` } : reply;
  }

  const [main, ...others] = found.answers;
  if (main) {
    const reply = compose([main.answer], { ...found, answers: others }, [
      ...main.links,
      ...(found.services.length > 0 ? [{ label: "Get a Quote", to: "/contact" }] : []),
    ]);
    return {
      text: [reply.text, ...contactNote].join("\n\n"),
      quickReplies: pick([faqReply(main), ...reply.quickReplies]),
    };
  }
  if (found.services.length > 0) {
    return {
      text: chatScript.catalogueReply.text,
      quickReplies: found.services.map(serviceReply),
    };
  }
  const [project] = found.projects;
  if (project) {
    return {
      text: projectParagraph(project),
      quickReplies: pick([
        ...found.projects.map(projectReply),
        { label: "View Projects", to: "/projects" },
      ]),
    };
  }
  if (gaveContact) return chatReplies.contactData;
  const talk = smallTalk(tokens);
  if (talk) return talk;
  if (tokens.length === 0 && EMOJI.test(text)) {
    return THANKS_EMOJI.test(text) ? chatReplies.thanks : chatReplies.emoji;
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

/** Where a quick reply leads (SPEC.md section 4), or undefined when it is sent as if typed. */
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
