import {
  COMPOUNDS,
  SERVICE_TERMS,
  STOP_WORDS,
  SYNONYMS,
  WEAK_SERVICE_TERMS,
} from "./vocabulary.ts";

export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      // "e-mail" is how many visitors spell the contact keyword "email".
      .replace(/\be-mail/g, "email")
      // "24x7", "24/7" and "24 x 7" are one word.
      .replace(/\b24\s*[x/]\s*7\b/g, "24x7")
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
  );
}

export function canonical(word: string): string[] {
  const mapped = SYNONYMS[word];
  if (mapped === undefined) return [word];
  return mapped === "" ? [] : mapped.split(" ");
}

export function withSynonyms(tokens: string[]): string[] {
  return tokens.flatMap((word) => {
    const mapped = canonical(word);
    return mapped.length === 1 && mapped[0] === word ? [word] : [word, ...mapped];
  });
}

const DOUBLE_END = /([^aeiouls])\1$/;

/** Just enough that "installation" and "install", "prices" and "price" meet. */
export function stem(word: string): string {
  if (word.length < 4 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ch|sh|x|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const [suffix, replacement] of [
    ["ification", "ific"],
    ["ificate", "ific"],
    ["ified", "ific"],
    ["ify", "ific"],
    ["ation", ""],
    ["ance", ""],
    ["ence", ""],
    ["ment", ""],
    ["ing", ""],
    ["ed", ""],
  ] as const) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length) + replacement;
      if (suffix === "ing" || suffix === "ed") w = w.replace(DOUBLE_END, "$1");
      break;
    }
  }
  if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1);
  return w;
}

export interface AnalysedWord {
  source: string[];
  terms: string[];
}

/** Each term keeps its source words so the engine can tell a keyword's terms from the others. */
export function analyse(tokens: string[]): AnalysedWord[] {
  // Compounds are found in the joined words; each word's position is kept by marking it.
  let joined = ` ${tokens.join(" ")} `;
  const units: AnalysedWord[] = [];
  for (const [pattern, replacement] of COMPOUNDS) {
    joined = joined.replace(pattern, (match) => {
      units.push({ source: match.split(" "), terms: [replacement] });
      return ` \u0000${units.length - 1} `;
    });
  }
  return joined
    .split(" ")
    .filter(Boolean)
    .map((piece): AnalysedWord => {
      const unit = piece.startsWith("\u0000") ? units[Number(piece.slice(1))] : undefined;
      if (unit) return unit;
      return {
        source: [piece],
        terms: canonical(piece).filter((word) => !STOP_WORDS.has(word)),
      };
    })
    .map(({ source, terms }) => ({
      source,
      terms: [...new Set(terms.flatMap((term) => term.split(" ")).map(stem))],
    }))
    .filter((unit) => unit.terms.length > 0);
}

/** MiniSearch's tokenizer, for the index and the queries alike. */
export function searchTerms(text: string): string[] {
  return analyse(words(text)).flatMap((unit) => unit.terms);
}

/**
 * The terms that name a page: its label's and a service's own words (SERVICE_TERMS), but for
 * the weak ones ("construction").
 */
export function pageNames(label: string, to: string): Set<string> {
  const service = /^\/service\/(.+)$/.exec(to)?.[1];
  const terms = searchTerms([label, ...(SERVICE_TERMS[service ?? ""] ?? [])].join(" "));
  return new Set(terms.filter((term) => !WEAK_SERVICE_TERMS.has(term)));
}
