// Titles after which a full stop does not end a sentence ("Er. Srinivasa Rao", "Pvt. Ltd.").
const ABBREVIATIONS = new Set(["Er", "Dr", "Mr", "Mrs", "Ms", "Pvt", "Ltd", "No", "Co", "St"]);

/** The text's sentences, split after a full stop and a space before a capital letter. */
export function sentences(text: string): string[] {
  const result: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/\.\s+(?=[A-Z0-9"“])/g)) {
    const before = text.slice(start, match.index);
    const lastWord = before.split(/\s+/).at(-1) ?? "";
    if (ABBREVIATIONS.has(lastWord)) continue;
    result.push(text.slice(start, match.index + 1));
    start = match.index + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) result.push(rest);
  return result;
}

/**
 * A phrase put mid-sentence: its first letter lowered ("Annual maintenance" → "annual
 * maintenance"), unless its first word is an acronym or a name with capitals inside
 * ("IBR-qualified", "IS 15105", "MoRTH").
 */
export function midSentence(text: string): string {
  const firstWord = text.split(/[\s-]/)[0] ?? "";
  if (/[A-Z]/.test(firstWord.slice(1))) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}
