/**
 * The brochures use Helvetica, one of the PDF standard fonts, so nothing is embedded or
 * downloaded. Those fonts only have the WinAnsi character set: a few characters of the
 * content (the rupee sign, subscript digits) are spelt out here instead of printing as
 * blanks.
 */

const REPLACEMENTS: Record<string, string> = {
  "₹": "Rs. ",
  "₀": "0",
  "₁": "1",
  "₂": "2",
  "₃": "3",
  "₄": "4",
  "\u2009": " ",
  "\u202f": " ",
  "\u2011": "-",
  "\u2212": "-",
};

/** The characters of WinAnsiEncoding above ASCII that are not Latin-1 (0x80-0x9F). */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === "\n" ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.has(char)
  );
}

/** The text as Helvetica can print it: known characters replaced, anything else dropped. */
export function pdfText(text: string): string {
  let out = "";
  for (const char of text) {
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined) out += replacement;
    else if (isWinAnsi(char)) out += char;
  }
  return out.replace(/ {2,}/g, " ");
}
