// The PDF standard fonts are WinAnsi only: the rupee sign or subscripts would print blank.

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

export function pdfText(text: string): string {
  let out = "";
  for (const char of text) {
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined) out += replacement;
    else if (isWinAnsi(char)) out += char;
  }
  return out.replace(/ {2,}/g, " ");
}
