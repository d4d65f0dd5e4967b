import type {
  CategoryId,
  ChatAnswer,
  ChatGroup,
  ChatGroupId,
  ChatReplies,
  ChatScript,
} from "~/content/schemas";
import {
  CHAT_CATALOGUE_MATCHES,
  CHAT_QUICK_REPLIES_MAX,
  CHAT_SEARCH_MIN_SCORE,
} from "~/lib/constants";
import { faqPath, projectPath } from "~/lib/paths";
import { contactPath } from "~/lib/topics";
import { type Intent, classify } from "./intent";
import { type AnalysedWord, analyse, canonical, pageNames, withSynonyms, words } from "./language";
import { fitsWindow } from "./reply-size";
import {
  type Hit,
  chatFaq,
  chatServices as services,
  from,
  intentModel,
  kinds,
  pages,
  searchFaq,
  searchProjects,
  searchSentences,
  searchServices,
  sentence,
  spelled,
  withSentences,
} from "./search";
import type { ChatFaqEntry, ChatProject, ChatService } from "./search-index";
import { GROUP_PHRASES, SENTENCE_KIND, WEAK_SERVICE_TERMS, sentenceIs } from "./vocabulary";

export { prepareSearch } from "./search";

export interface QuickReply {
  label: string;
  to?: string;
}

export interface BotReply {
  text: string;
  quickReplies: QuickReply[];
}

/**
 * What the engine reads of the content besides its search data (search.ts): plain data, so the
 * chat's island takes it as props (chat-props.ts makes it). The reply is a pure function of the
 * message and this.
 */
export interface ChatContent {
  script: ChatScript;
  replies: ChatReplies;
  /** A quick reply "View … Services" that names a category leads to its page. */
  categories: { id: CategoryId; title: string }[];
  /** The office line as shown, and the e-mail: a text with either says how to reach the team. */
  officePhone: string;
  email: string;
}

const GROUP_CATEGORY: Partial<Record<ChatGroupId, CategoryId>> = {
  fire: "fire-safety",
  civil: "civil",
  boiler: "boiler",
  industrial: "supply",
};

// ── Words and keywords ───────────────────────────────────────────────────────

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

const joined = (tokens: string[]) => ` ${tokens.join(" ")} `;

/** A phrase decides before the words it contains: "safety valve" is not a fire keyword. */
function groupWords(tokens: string[]): string[] {
  let text = joined(tokens);
  for (const [pattern, replacement] of GROUP_PHRASES) text = text.replace(pattern, replacement);
  return text.split(" ").filter(Boolean);
}

// ── Replies from the script ──────────────────────────────────────────────────

function serviceReply(service: ChatService): QuickReply {
  return { label: service.title, to: `/service/${service.id}` };
}

/** A scripted button: its target is the script's own field beside the label (content/chat.yaml). */
function answer(script: ChatAnswer): BotReply {
  return {
    text: script.text,
    quickReplies: script.quickReplies.map(({ label, to }) => (to ? { label, to } : { label })),
  };
}

export function greetingMessage(content: ChatContent): BotReply {
  return answer(content.script.greeting);
}

/** What the script says when it has nothing better. */
export function fallbackMessage(content: ChatContent): BotReply {
  return answer(content.script.fallback);
}

const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/giu;
const PHONE = /\+?\d(?:[\s.-]?\d){9,13}/gu;
const EMOJI = /\p{Extended_Pictographic}/u;
const THANKS_EMOJI = /[🙏👍👌]/u;
const ANGRY_EMOJI = /[😡😠🤬👎]/u;

// ── Searching ────────────────────────────────────────────────────────────────

interface Terms {
  /** Every term of the message. */
  all: string[];
  /** The terms of words that are not the keyword group's own. */
  free: string[];
}

function queryTerms(units: AnalysedWord[], group: ChatGroup | undefined): Terms {
  const isKeyword = (word: string) =>
    !!group && [word, ...canonical(word)].some((w) => matchesAny([w], group.keywords));
  const all = new Set<string>();
  const free = new Set<string>();
  for (const unit of units) {
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
function covering<T>(hits: Hit<T>[], share: number, max: number): Hit<T>[] {
  const top = hits[0]?.score ?? 0;
  const covered = new Set<string>();
  const chosen: Hit<T>[] = [];
  for (const hit of hits) {
    if (chosen.length === max || hit.score < top * share) break;
    if (hit.terms.every((term) => covered.has(term))) continue;
    hit.terms.forEach((term) => covered.add(term));
    chosen.push(hit);
  }
  return chosen;
}

interface Found {
  terms: Terms;
  services: ChatService[];
  /** The terms that named the services. */
  serviceTerms: string[];
  /** Services any word of the message names, a keyword too ("valves"). */
  touched: Set<string>;
  /** The kind of sentence that answers it, if the question says (SENTENCE_KIND). */
  wants: number | undefined;
  answers: Hit<ChatFaqEntry>[];
  projects: Hit<ChatProject>[];
}

function find(tokens: string[], group: ChatGroup | undefined): Found {
  const terms = queryTerms(analyse(tokens), group);
  const { all, free } = terms;
  // Ranked on the whole message, offered only when a word beyond the keywords names them, and
  // not only a weak one ("we are building" names no service).
  const allServiceHits = searchServices(all).filter(
    (hit) => hit.score >= CHAT_SEARCH_MIN_SCORE.service,
  );
  const serviceHits = relevant(allServiceHits, free, CHAT_SEARCH_MIN_SCORE.service);
  const named = serviceHits.filter(
    (hit) =>
      hit.terms.some((term) => !WEAK_SERVICE_TERMS.has(term)) &&
      !isPlace(hit.item, hit.terms, tokens, group),
  );
  // Ranked on the whole message too ("boiler valves tested" is the IBR inspection), offered
  // only for a word beyond the keywords.
  // A message mostly about things the site does not know ("Who won the IPL final this
  // year?"): one everyday word of it ("final", "year") is not its question.
  const unknown = free.filter((term) => !knownTerm(term)).length;
  const strange = unknown >= 1 && unknown >= free.length / 2;
  const answerHits = relevant(searchFaq(all), free, CHAT_SEARCH_MIN_SCORE.answer).filter(
    (hit) =>
      (!group || hit.item.group !== group.id) &&
      (hit.terms.length > 1 || !strange || hit.score >= CHAT_SEARCH_MIN_SCORE.oneWordAnswer),
  );
  // A project is offered for a message mostly about it, not for one place it names.
  const projectHits = relevant(searchProjects(free), free, CHAT_SEARCH_MIN_SCORE.project).filter(
    (hit) => hit.terms.length > free.length / 2,
  );
  return {
    terms,
    services: best(named, group ? 0.75 : 0.5, CHAT_CATALOGUE_MATCHES),
    serviceTerms: named.flatMap((hit) => hit.terms),
    touched: new Set(
      allServiceHits
        .filter((hit) => hit.terms.some((term) => !WEAK_SERVICE_TERMS.has(term)))
        .map((hit) => hit.item.id),
    ),
    wants: wanted(tokens),
    answers: covering(answerHits, 0.1, CHAT_QUICK_REPLIES_MAX),
    projects: projectHits.filter((hit) => hit.score >= (projectHits[0]?.score ?? 0) * 0.75),
  };
}

const BREAKDOWN = new Set(["breakdown", "urgent", "emergency", "24x7", "leak", "burst"]);

const PLACE_BEFORE = new Set(["our", "my", "the", "in", "near", "for", "of", "at", "inside"]);

/**
 * "Our PEB warehouse needs sprinklers": a service of another category than the keyword group's,
 * named by a word just after "our", "in", "for" and the like, is where the work is, not the
 * work asked for.
 */
function isPlace(
  service: ChatService,
  terms: string[],
  tokens: string[],
  group: ChatGroup | undefined,
): boolean {
  const category = group && GROUP_CATEGORY[group.id];
  if (!category || service.category === category) return false;
  return terms.every((term) =>
    tokens.some((word, i) => {
      if (!analyse([word]).some((unit) => unit.terms.includes(term))) return false;
      return [tokens[i - 1], tokens[i - 2]].some((before) => PLACE_BEFORE.has(before ?? ""));
    }),
  );
}

// ── Sentences ────────────────────────────────────────────────────────────────

/** A sentence as shown: a feature, which is not a sentence, gets its page's name. */
function sentenceText(id: number): string {
  const text = sentence(id);
  if (/[.!?]$/.test(text)) return text;
  const [label, to] = pages[from[id]!]!;
  return `${to === "/services" ? "Every service" : label}: ${text}.`;
}

function pageReply(id: number): QuickReply {
  const [label, to] = pages[from[id]!]!;
  return { label, to };
}

const servicePage = (id: number) => pages[from[id]!]![1].match(/^\/service\/(.+)$/)?.[1];

interface Scored {
  id: number;
  score: number;
  terms: string[];
}

/** The content's sentences for these terms, best first, a sentence from a named page ahead. */
function sentenceHits(terms: string[], named: Set<string>, wants?: number): Scored[] {
  return searchSentences(terms)
    .map(({ item, score, terms: matched }) => {
      const page = servicePage(item);
      const boost = page && named.has(page) ? 2 : 1;
      // (What the ranking reads of a sentence's text, the build says: search-index.ts.)
      const is = (kind: number) => sentenceIs(kinds, item, kind);
      // A feature is a line of a list, not a sentence: a sentence says it better.
      const line = is(SENTENCE_KIND.sentence) ? 1 : 0.6;
      // "How often…" wants a period, "what capacity…" a figure.
      const kind = wants && is(wants) ? 1.5 : 1;
      return { id: item, score: score * boost * line * kind, terms: matched };
    })
    .sort((a, b) => b.score - a.score);
}

const ASKS_HOW_OFTEN = /\bhow (?:often|frequently|regularly)\b|\bfrequency\b|\bhow many times\b/;
const ASKS_HOW_MUCH =
  /\bhow (?:big|large|deep|tall|high|thick|wide|many)\b|\b(?:capacity|capacities|size|sizes|range|rating|ratings|pressure|diameter|height|depth|thickness|litres|liters)\b/;

/** What kind of sentence answers the message: one that says how often, or how much. */
function wanted(tokens: string[]): number | undefined {
  const text = joined(tokens);
  if (ASKS_HOW_OFTEN.test(text)) return SENTENCE_KIND.howOften;
  if (ASKS_HOW_MUCH.test(text)) return SENTENCE_KIND.howMuch;
  return undefined;
}

/**
 * The content's sentences that answer the message, best first: one ranked path for every
 * question, a definition and a comparison too (issue 36). The score is the search's (BM25 over
 * stemmed words, with typo tolerance and the content's synonyms), raised for a sentence that
 * says more of what is asked beyond the words that name the topic (its keywords and the
 * services it names) and for one that begins with its page's name, lowered for one that says
 * none of what is asked and, when something is asked, for a catalogue or project line. A
 * comparison takes the sentences of `comparing`; else a second sentence of the same page is
 * said when it answers a word the first does not, or, for a definition or a message that asks
 * nothing beyond its topic, the sentence after the first.
 */
function answeringSentences(
  found: Found,
  named: Set<string>,
  group: ChatGroup | undefined,
  intent: string,
): Scored[] {
  const { free, all } = found.terms;
  if (free.length === 0) return [];
  const category = group && GROUP_CATEGORY[group.id];
  // What is asked beyond the topic: "why … fail" of "super heater coils".
  const topic = new Set([...all.filter((term) => !free.includes(term)), ...found.serviceTerms]);
  const asked = free.filter((term) => !topic.has(term));
  const technical = intent === "define" || intent === "compare";
  const saysAsked = (hit: Scored) => asked.some((term) => hit.terms.includes(term));
  // A page of the keyword's category that a word of the message names is in scope ("sizes of
  // valves"), and a page that is no service's.
  const inScope = (page: string | undefined) =>
    page === undefined ||
    named.has(page) ||
    (found.touched.has(page) && services.find((one) => one.id === page)?.category === category);
  // Ranked on every word ("internal roads" with the keyword "roads").
  const scored = sentenceHits(all, named, found.wants)
    .filter((hit) => hit.score >= CHAT_SEARCH_MIN_SCORE.sentence)
    .map((hit) => {
      // What is asked counts most: a sentence that says none of it is about something else.
      const says = asked.filter((term) => hit.terms.includes(term)).length;
      const asks = says > 0 || asked.length === 0 ? 1 + says / Math.max(asked.length, 1) : 0.2;
      // A sentence that begins with what it matched is about it; a service's one-line
      // description is the catalogue's and a project's line one job's, not an answer.
      const opens = opensWith(hit.id, hit.terms) ? 1.5 : 1;
      const summary = descriptions.has(hit.id) || isProjectLine(hit.id);
      const line = (technical || asked.length > 0) && summary ? 0.5 : 1;
      // A sentence that never names what the message is about is about something else.
      const page = servicePage(hit.id);
      const about =
        topic.size === 0 || (page && named.has(page)) || hit.terms.some((term) => topic.has(term))
          ? 1
          : 0.5;
      return { ...hit, score: hit.score * asks * opens * line * about };
    })
    .sort((a, b) => b.score - a.score);
  if (intent === "compare") {
    const compared = comparing(
      scored.filter((hit) => inScope(servicePage(hit.id)) && !isProjectLine(hit.id)),
      all,
    );
    if (compared) return compared;
  }
  const hits = scored.filter((hit) => {
    const page = servicePage(hit.id);
    const scope = inScope(page);
    // A keyword's category rules out another category's pages the message does not name.
    const pageCategory = services.find((one) => one.id === page)?.category;
    const freeCount = hit.terms.filter((term) => free.includes(term)).length;
    const freeShare = freeCount / free.length;
    // (Unless it says three of the message's own words or more: "M25 or M30" concrete.)
    if (page && !scope && category && pageCategory !== category && freeCount < 3) return false;
    return (
      freeShare > 0 &&
      // (One word is enough from a page the message names, when it is all the message asks
      // beyond its keywords, or what it asks about it: "What size valves do you supply?")
      (hit.terms.length >= (scope ? Math.min(2, all.length) : 2) ||
        (scope && page !== undefined && (freeShare === 1 || saysAsked(hit)))) &&
      // A sentence from a page of another service must answer all of it, in two words or more.
      (scope
        ? hit.terms.length >= Math.ceil(all.length / 2) || freeShare >= 0.5
        : freeShare === 1 || (freeShare > 1 / 2 && freeCount >= 3))
    );
  });
  const [top, ...rest] = hits;
  if (!top) return [];
  // A second sentence, from the same page, if it answers a word the first does not; for a
  // definition or a message that asks nothing beyond its topic, else the sentence after it.
  const more =
    rest.find((hit) => from[hit.id] === from[top.id] && own(hit, top, free)) ??
    ((technical || asked.length === 0) && from[top.id + 1] === from[top.id]
      ? { id: top.id + 1, score: 0, terms: [] }
      : undefined);
  return more ? [top, more] : [top];
}

/** Says a word of these that the other does not. */
const own = (hit: Scored, other: Scored, terms: string[]) =>
  hit.terms.some((term) => terms.includes(term) && !other.terms.includes(term));

/**
 * Two things compared: the sentences that each begin with one of them ("Screw conveyors
 * move…", "Belt conveyors are…"); else a sentence that says both ("flexible pavements to IRC:37
 * and rigid pavements to IRC:58, choosing…").
 */
function comparing(hits: Scored[], terms: string[]): Scored[] | undefined {
  const mine = (hit: Scored, other: Scored) =>
    hit.terms.filter((term) => terms.includes(term) && !other.terms.includes(term));
  const pair = (list: Scored[], opening: boolean) => {
    for (const one of list) {
      const two = list.find(
        (hit) =>
          own(hit, one, terms) &&
          own(one, hit, terms) &&
          // (Each says its side and what both are: "screw conveyors", "belt conveyors".)
          (!opening ||
            (opensWith(one.id, mine(one, hit)) &&
              opensWith(hit.id, mine(hit, one)) &&
              hit.terms.length + one.terms.length >= Math.min(terms.length, 4))),
      );
      if (two) return [one, two];
    }
    return undefined;
  };
  const both = hits.find(
    (hit) =>
      !descriptions.has(hit.id) &&
      servicePage(hit.id) !== undefined &&
      sentenceIs(kinds, hit.id, SENTENCE_KIND.sentence) &&
      hit.terms.length >= Math.max(2, terms.length - 1),
  );
  return pair(hits, true) ?? (both && [both]);
}

const isProjectLine = (id: number) => pages[from[id]!]![1].startsWith("/projects/");

const descriptions = new Set(services.map((service) => service.description));

const titles = pages.map(([label, to]) => pageNames(label, to));

/**
 * Does the sentence begin with its page's name, by one of these words: "A water curtain is…",
 * "Bag filters capture…" (the build says which begin so: SENTENCE_KIND.opens).
 */
function opensWith(id: number, terms: string[]): boolean {
  return (
    sentenceIs(kinds, id, SENTENCE_KIND.opens) && terms.some((term) => titles[from[id]!]!.has(term))
  );
}

/**
 * An answer's sentences that fit the question best, in their order: the first, and the one
 * after it that shares most words with the question. A short opening ("Yes.") goes with the
 * sentence after it, as one, and only answers a question that asks yes or no.
 */
function answerSentences(entry: ChatFaqEntry, terms: string[], yesOrNo = true): string[] {
  const units: { ids: number[]; text: string }[] = [];
  for (const id of entry.sentences) {
    const last = units.at(-1);
    if (last && last.text.length < 20) {
      last.ids.push(id);
      last.text =
        yesOrNo || !/^(?:Yes|No)\.$/.test(last.text)
          ? `${last.text} ${sentence(id)}`
          : sentence(id);
    } else units.push({ ids: [id], text: sentence(id) });
  }
  const [first, ...rest] = units;
  if (!first) return [];
  const next = rest
    .map((unit, order) => ({ unit, order, score: overlap(unit.text, terms) }))
    .sort((x, y) => y.score - x.score || x.order - y.order)[0];
  return next ? [first.text, next.unit.text] : [first.text];
}

/** How many of these terms the text says. */
function overlap(text: string, terms: string[]): number {
  const own = analyse(words(text)).flatMap((unit) => unit.terms);
  return terms.filter((term) => own.includes(term)).length;
}

const YES_OR_NO = new Set(
  "do does did can could is are am was were will would shall should have has may must".split(" "),
);

// ── Composing a reply that fits the window ───────────────────────────────────

/** Paragraphs start on a line of their own; a blank line between them would cost a line. */
const PARAGRAPH = "\n";

function faqReply(entry: ChatFaqEntry): QuickReply {
  return { label: entry.label, to: faqPath(entry) };
}

function projectReply(project: ChatProject): QuickReply {
  return { label: project.title, to: projectPath(project) };
}

function projectParagraph(project: ChatProject, content: ChatContent): string {
  const lead = content.replies.projectLead.replace("{project}", `"${project.title}"`);
  return `${lead} (${project.location}, ${project.year}, ${project.client}): ${sentence(project.lead)}`;
}

function pick(replies: QuickReply[], max = CHAT_QUICK_REPLIES_MAX): QuickReply[] {
  const seen = new Set<string>();
  return replies.filter((reply) => !seen.has(reply.label) && seen.add(reply.label)).slice(0, max);
}

function withService(replies: QuickReply[], service: ChatService | undefined): QuickReply[] {
  if (!service) return replies;
  return replies.map((reply) =>
    reply.to === "/contact" && /quote/i.test(reply.label)
      ? { ...reply, to: contactPath({ service: service.id }) }
      : reply,
  );
}

interface Parts {
  /** The keyword group's sentence, kept whole. */
  first?: string;
  /** The keyword group's words: an answer that says one of them names its division itself. */
  division?: readonly string[];
  /** The answer's sentences: the first is always kept. */
  main: string[];
  /** Further answers to what else the message asks. */
  extras?: string[];
  /** The message asks two questions: the second's answer outweighs buttons beyond the first. */
  two?: boolean;
  /** Said if there is room: what a service is, after a message that only names it. */
  aside?: string;
  /** What the chat says of contact details typed into it, kept whole. */
  note?: string;
  /** The question is not all answered: the sales team's contacts are given, if not yet. */
  sales?: boolean;
}

/**
 * The reply, cut until it fits the window at 360×800 (reply-size.ts): first the aside, then
 * the quick replies down to three, the answer's later sentences, the quick replies down to two,
 * the further answers, and the quick replies down to one. The keyword group's sentence, the
 * answer's first sentence and the sales team's contacts (when the answer needs them) stay.
 */
function fitted(parts: Parts, quickReplies: QuickReply[], content: ChatContent): BotReply {
  const main = [...parts.main];
  const extras = [...(parts.extras ?? [])].filter(Boolean);
  let { aside, sales } = parts;
  let answer = true;
  // The group's sentence leads, unless the answer already names the division (issue 36).
  const named =
    parts.division && main[0] !== undefined && matchesAny(words(main[0]), parts.division);
  let lead = named ? undefined : parts.first;
  // Contact details typed in: the way to send them (the enquiry form) comes first.
  let replies = pick([
    ...(parts.note ? content.replies.contactData.quickReplies : []),
    ...quickReplies,
  ]);
  const make = (): BotReply => {
    const said = [lead, answer ? main.join(" ") : undefined, ...extras, aside];
    const salesNote = sales && !said.some((text) => text && HAS_CONTACT(text, content));
    return {
      text: [...said, salesNote ? content.replies.salesNote : undefined, parts.note]
        .filter(Boolean)
        .join(PARAGRAPH),
      quickReplies: replies,
    };
  };
  const steps = [
    () => aside !== undefined && ((aside = undefined), true),
    () => replies.length > 3 && ((replies = replies.slice(0, -1)), true),
    () => main.length > 1 && (main.pop(), true),
    () => replies.length > 2 && ((replies = replies.slice(0, -1)), true),
    // The answer to a second question is worth more than the note on where to ask more.
    () => extras.length > 0 && !!sales && ((sales = false), true),
    // Nor does a division's sentence push a second answer out of the window.
    () => extras.length > 0 && !!parts.division && !!lead && ((lead = undefined), true),
    () => !!parts.two && replies.length > 1 && ((replies = replies.slice(0, -1)), true),
    () => extras.length > 0 && (extras.pop(), true),
    () => replies.length > 1 && ((replies = replies.slice(0, -1)), true),
    // Left only with what must be said and still too long (contact details typed in, say):
    () => !!sales && ((sales = false), true),
    () => answer && !!parts.note && ((answer = false), true),
  ];
  while (!fitsWindow(make()) && steps.some((step) => step())) {
    // Each step cuts one thing, in order, until the reply fits.
  }
  if (fitsWindow(make())) return make();
  // A sentence too long for the window on its own ends where it must, marked as cut.
  const reply = make();
  let text = reply.text;
  while (text.includes(" ") && !fitsWindow({ ...reply, text: `${text}…` })) {
    text = text.slice(0, text.lastIndexOf(" "));
  }
  return { ...reply, text: `${text.replace(/[\s,;:]+$/, "")}…` };
}

/** Most of what the message asks, beyond its keywords, is not in the answer. */
function leftOpen(found: Found, covered: Set<string>): boolean {
  const { free } = found.terms;
  return free.filter((term) => !covered.has(term)).length > free.length / 2;
}

/** A text that already says how to reach the sales team. */
const HAS_CONTACT = (text: string, { officePhone, email }: ChatContent) =>
  text.includes(officePhone) || text.includes(email);

// ── Messages that are not a service request ──────────────────────────────────

const careers = chatFaq.find((entry) => entry.id === "careers");

/** A term of the site's own content or of its questions and answers. */
function knownTerm(term: string): boolean {
  return searchSentences([term]).length > 0 || searchFaq([term]).length > 0;
}

/** The script's reply to a message that is not a service request, by its intent. */
const ERRANDS = { student: "student", vendor: "vendor", "other-firm": "otherFirm" } as const;

/** A job seeker (the jobs answer), a student, a firm offering to sell, another firm's contacts. */
function errand({ id }: Intent, content: ChatContent): BotReply | undefined {
  if (id in ERRANDS) return content.replies[ERRANDS[id as keyof typeof ERRANDS]];
  if (id !== "job" || !careers) return undefined;
  const text = careers.sentences.map((one) => sentence(one)).join(" ");
  return { text, quickReplies: [faqReply(careers), { label: "About Us", to: "/about" }] };
}

/** Greetings (the script's own words), thanks, an OK, when the message asks nothing else. */
function smallTalk(intent: Intent, tokens: string[], content: ChatContent): BotReply | undefined {
  if (intent.id === "thanks") return content.replies.thanks;
  if (intent.id === "acknowledgement") return content.replies.acknowledgement;
  if (matchesAny(tokens, content.script.greetingReply.keywords)) {
    return answer(content.script.greetingReply);
  }
  return undefined;
}

/** The answers of some intent (content/chat-intents.yaml). */
const intentAnswer = new Set(intentModel.intents.flatMap((intent) => intent.answers));

/**
 * The answers, ranked by what each part of the message wants ("wrnty on coils? n delvry
 * time?"): for each part whose intent has answers, the one its words find, else its first; those
 * the message's words found come first, in the message's order, the others after the rest. An
 * answer of another intent than the parts' ("job" in "charge to estimate a job") goes.
 */
function byIntent(
  answers: Hit<ChatFaqEntry>[],
  text: string,
  group: ChatGroup | undefined,
  services: number,
): Hit<ChatFaqEntry>[] {
  const allowed = new Set<string>();
  const wanted: ChatFaqEntry[] = [];
  const parts = text.split(/[?.!;]+|\s(?:and|n|also|plus|&)\s/).map((raw) => words(raw));
  const asking = parts.filter((part) => part.length > 0);
  for (const part of asking.map((one) => one.map(spelled))) {
    const ids = classify(part.join(" "), intentModel).answers;
    ids.forEach((id) => allowed.add(id));
    // (An answer whose keyword group's sentence the reply already says is not said again.)
    const usable = (entry: ChatFaqEntry) => ids.includes(entry.id) && entry.group !== group?.id;
    const hits = searchFaq(analyse(part).flatMap((unit) => unit.terms));
    // Of two questions, what each one's own words find answers it too ("do you deliver to
    // Vizag?").
    const [own] = hits.filter(
      (hit) => asking.length > 1 && hit.score >= CHAT_SEARCH_MIN_SCORE.answer,
    );
    if (own) allowed.add(own.item.id);
    const entry = hits.find((hit) => usable(hit.item))?.item ?? chatFaq.find(usable) ?? own?.item;
    if (entry && !wanted.includes(entry)) wanted.push(entry);
  }
  if (allowed.size === 0) return answers;
  const kept = answers.filter((hit) => allowed.has(hit.item.id) || !intentAnswer.has(hit.item.id));
  const mine = wanted.flatMap((entry) => kept.filter((hit) => hit.item === entry));
  // An answer its words did not find is added for a second question, or where nothing else
  // answers: a message about a service it names is answered from that service's page.
  const adding = asking.length > 1 || (kept.length === 0 && services === 0);
  return [
    ...mine,
    ...kept.filter((hit) => !mine.includes(hit)),
    ...(adding ? wanted : [])
      .filter((entry) => !mine.some((hit) => hit.item === entry))
      .map((item) => ({ item, score: 0, terms: [] })),
  ];
}

const QUESTION_WORDS = new Set(
  "what how who why when where which whose can could do does did is are will would should shall may tell explain".split(
    " ",
  ),
);

/** How many questions the message asks: its parts that end in "?" or begin with a question word. */
const questions = (text: string) =>
  text
    .split(/(?<=\?)|\s(?:and|n|also|plus|&)\s|[.!;]/)
    .filter((part) => part.includes("?") || QUESTION_WORDS.has(words(part)[0] ?? "")).length;

/** A question or a sentence, not a few words ("Hydrants?", "DG sets for a pump room"). */
function isQuestion(tokens: string[], text: string): boolean {
  return (
    QUESTION_WORDS.has(tokens[0] ?? "") ||
    (text.includes("?") && tokens.length > 3) ||
    tokens.length > 7
  );
}

// ── The reply ────────────────────────────────────────────────────────────────

/**
 * A pure function of the message and the content. Keyword groups are tried in SPEC.md's order;
 * the first match gives the first paragraph, one short sentence, and the answer follows in the
 * site's own words. Messages that are not service requests, and complaints, are answered first.
 */
export function reply(text: string, content: ChatContent): BotReply {
  const gaveContact = EMAIL.test(text) || PHONE.test(text);
  EMAIL.lastIndex = 0;
  PHONE.lastIndex = 0;
  const clean = text.replace(EMAIL, " ").replace(PHONE, " ");
  // SPEC.md's keywords match as typed; the rest reads a word without its vowels as the content's.
  const expanded = withSynonyms(words(clean));
  const tokens = words(clean).map(spelled);

  // What the visitor wants, from the whole message (intent.ts).
  const intent = classify(tokens.join(" "), intentModel);
  if (intent.id === "complaint" || ANGRY_EMOJI.test(text)) return content.replies.complaint;
  const other = errand(intent, content);
  if (other) return other;

  const group = content.script.groups.find((g) => matchesAny(groupWords(expanded), g.keywords));
  const found = find(tokens, group);
  // (A message of keywords alone gets its group's sentence: SPEC.md.)
  if (!gaveContact && found.terms.free.length > 0) {
    found.answers = byIntent(found.answers, clean, group, found.services.length);
  }
  const named = new Set(found.services.map((one) => one.id));
  const [service] = found.services;
  // Contact details typed in: how to reach us is said by the note on them.
  const answers = found.answers.filter((hit) => !gaveContact || hit.item.group !== "contact");
  const [main, ...others] = answers;
  const base = group ? answer(group).quickReplies : [];
  // An urgent message leads with the line to call; else the keyword group's sentence.
  // (Whatever else it says, a message that calls itself urgent or an emergency is one.)
  const urgent =
    intent.id === "urgent" ||
    tokens.some((word) => /^(?:urgen|emergen)/.test(canonical(word)[0] ?? ""));
  const first = urgent ? content.replies.urgent : group?.text;
  // (A group's sentence that answers part of the message stays: "NBC" in the fire sentence.)
  const groupTerms = group ? analyse(words(group.text)).flatMap((unit) => unit.terms) : [];
  // (Not a service it lists: "pre-heaters" in the boiler division's sentence.)
  const answersPart = found.terms.free.some(
    (term) => groupTerms.includes(term) && !found.serviceTerms.includes(term),
  );
  const division =
    urgent || answersPart || !GROUP_CATEGORY[group?.id ?? "quote"] ? undefined : group?.keywords;
  // An answer from a page of the division's own names the division too.
  const firstFor = (ids: number[]) =>
    division &&
    ids[0] !== undefined &&
    services.find((one) => one.id === servicePage(ids[0]!))?.category === GROUP_CATEGORY[group!.id]
      ? undefined
      : first;
  const note = gaveContact ? content.replies.contactData.text : undefined;
  const quote =
    found.services.length > 0 && !group ? [{ label: "Get a Quote", to: "/contact" }] : [];
  const sentencesOf = (ids: number[]) => ids.map(sentenceText);

  // Something unrelated, with none of SPEC.md's keywords.
  if (intent.id === "unrelated" && !group) {
    return content.replies.offTopic;
  }

  // (A keyword and a service's name, not a question: the group's sentence and the pages.)
  const technical = intent.id === "define" || intent.id === "compare";
  // (What something is, or how two things differ, is a question however it is put, if it is
  // more than a name: "water curtain vs sprinkler", not "pump house".)
  const bare = !(technical && tokens.length > 2) && !isQuestion(tokens, clean);
  // (Contact details typed in: the note on them says what to do; a stray "call" is no question.)
  const sentences = gaveContact ? [] : answeringSentences(found, named, group, intent.id);
  const freeIn = (terms: string[] = []) =>
    terms.filter((term) => found.terms.free.includes(term)).length;

  const topPage = sentences[0] && servicePage(sentences[0].id);
  // The content's sentences answer more of the message than the nearest question does.
  const [top] = sentences;
  // What the message is about: its keywords and the services it names ("chimney").
  const subject = [
    ...found.terms.all.filter((term) => !found.terms.free.includes(term)),
    ...found.serviceTerms,
  ];
  const saysSubject = (ids: number[]) =>
    ids.some((id) => {
      const own = analyse(words(sentence(id))).flatMap((unit) => unit.terms);
      return subject.some((term) => own.includes(term));
    });
  // (A sentence that says every word of the message, two or more, is in scope wherever it is.)
  const inScope =
    topPage === undefined ||
    named.has(topPage) ||
    found.touched.has(topPage) ||
    (top !== undefined && freeIn(top.terms) >= Math.max(2, found.terms.free.length));
  const saysMore = (top: Scored) =>
    (freeIn(top.terms) >= 2 && freeIn(top.terms) > freeIn(main?.terms)) ||
    // An answer none of the message's words found, on a question of no intent of its own
    // ("boiler mountings and accessories"), gives way to a sentence its words found.
    (main?.terms.length === 0 && intent.answers.length === 0 && freeIn(top.terms) >= 1) ||
    // An answer that never names what the message is about ("codes" for a chimney) gives way
    // to a sentence of that thing's page that answers a word of it.
    (main !== undefined &&
      subject.length > 0 &&
      freeIn(top.terms) >= 1 &&
      saysSubject([top.id]) &&
      !saysSubject(main.item.sentences) &&
      // (the answer of what the visitor wants stays: "how long does a PEB building take?")
      !intent.answers.includes(main.item.id) &&
      // (a breakdown is answered by the line to call, whatever broke down)
      !found.terms.all.some((term) => BREAKDOWN.has(term)));
  const better =
    top !== undefined &&
    inScope &&
    // What something is, or how two things differ: the sentences that say so, unless an
    // answer says more of what is asked.
    ((technical &&
      (!bare || intent.id === "compare") &&
      freeIn(top.terms) >= freeIn(main?.terms)) ||
      // (A few words that ask how much or how often are a question too: "bucket elevator
      // capacity?") Only a page of a service the message names outweighs the answer its
      // words chose.
      ((!bare || main !== undefined || found.wants !== undefined) &&
        topPage !== undefined &&
        saysMore(top)));

  // A question of the company's questions and answers: its best sentences.
  if (main && !better) {
    const covered = new Set([...answers.flatMap((hit) => hit.terms), ...found.serviceTerms]);
    const sentences = answerSentences(main.item, found.terms.free, YES_OR_NO.has(tokens[0] ?? ""));
    // A further answer's sentence that says most of what found it ("Vizag").
    const extras = others.map((hit) => {
      const [one, two] = answerSentences(hit.item, hit.terms);
      return two && overlap(two, hit.terms) > overlap(one!, hit.terms) ? two : one!;
    });
    // An answer that sends the visitor to the sales team keeps doing so when it is cut short.
    const referred = main.item.sentences.some((id) => HAS_CONTACT(sentence(id), content));
    return fitted(
      {
        first,
        division,
        main: sentences,
        extras,
        two: questions(clean) > 1,
        note,
        sales: referred || leftOpen(found, covered),
      },
      [
        faqReply(main.item),
        ...found.services.map(serviceReply),
        // The page of a service of the group's category that the keyword names ("sprinkler").
        // An answer's links to service pages only for services the message names.
        ...(group
          ? []
          : main.item.links.filter((link) => {
              const id = link.to.match(/^\/service\/(.+)$/)?.[1];
              return !id || named.has(id) || found.touched.has(id);
            })),
        ...others.map((hit) => faqReply(hit.item)),
        ...(group ? withService(base, service) : quote),
      ],
      content,
    );
  }

  // Services named by a bare list of words: the catalogue (SPEC.md's search by keyword).
  if (!group && found.services.length > 0 && bare && !better) {
    return {
      text: [content.script.catalogueReply.text, note].filter(Boolean).join(PARAGRAPH),
      quickReplies: found.services.map(serviceReply),
    };
  }

  // Anything else: the content's sentences that answer it, if any answer most of it.
  const answering = bare ? (better ? sentences : []) : sentences;
  if (answering.length > 0 || (service && !(group && bare))) {
    const ids = answering.length > 0 ? answering.map((hit) => hit.id) : [service!.description];
    const covered = new Set([...(answering[0]?.terms ?? []), ...found.serviceTerms]);
    return fitted(
      {
        first: firstFor(ids),
        division,
        // Both sides of a comparison stay together.
        main: intent.id === "compare" ? [sentencesOf(ids).join(" ")] : sentencesOf(ids),
        note,
        sales: !technical && leftOpen(found, covered),
      },
      [
        ...ids.map(pageReply),
        ...(main ? [faqReply(main.item)] : []),
        // (Not a service of another division that a word names: "RCC" of a chimney.)
        ...found.services
          .filter(
            (one) =>
              !group || !GROUP_CATEGORY[group.id] || one.category === GROUP_CATEGORY[group.id],
          )
          .map(serviceReply),
        ...withService(base, service),
        ...quote,
      ],
      content,
    );
  }
  const [project] = found.projects;
  if (project) {
    return fitted(
      { first, division, main: [projectParagraph(project.item, content)], note },
      [
        ...found.projects.map((hit) => projectReply(hit.item)),
        { label: "View Projects", to: "/projects" },
        ...base,
      ],
      content,
    );
  }
  if (group) {
    const aside =
      service &&
      `${content.replies.serviceLead.replace("{service}", service.title)} ${sentence(service.description)}`;
    const sales = leftOpen(found, new Set(found.serviceTerms));
    return fitted(
      { main: [group.text], aside, note, sales },
      [...found.services.map(serviceReply), ...withService(base, service)],
      content,
    );
  }
  if (gaveContact) return content.replies.contactData;
  const talk = smallTalk(intent, tokens, content);
  if (talk) return talk;
  if (tokens.length === 0 && EMOJI.test(text)) {
    return THANKS_EMOJI.test(text) ? content.replies.thanks : content.replies.emoji;
  }
  // A question the site has no answer to: said plainly, with the sales team's contacts; one
  // that is about nothing the site knows, with the general e-mail.
  if (intent.id === "unrelated") return content.replies.offTopic;
  if (isQuestion(tokens, clean) && found.terms.free.length > 0) {
    return found.terms.free.some((term) => searchSentences([term]).length > 0)
      ? content.replies.notOnSite
      : content.replies.offTopic;
  }
  return answer(content.script.fallback);
}

/**
 * The reply, once the sentences it quotes are loaded: in the browser they come in parts, with
 * the reply that needs them (search.ts, withSentences); it is the same reply as `reply`'s.
 */
export function replyLoaded(text: string, content: ChatContent): Promise<BotReply> {
  return withSentences(() => reply(text, content));
}
