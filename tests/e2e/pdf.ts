import { inflateSync } from "node:zlib";

function decodeString(token: string): string {
  if (token.startsWith("<")) {
    const hex = token.slice(1, -1).replace(/\s+/g, "");
    let out = "";
    for (let i = 0; i < hex.length; i += 2) {
      out += String.fromCharCode(parseInt(hex.slice(i, i + 2).padEnd(2, "0"), 16));
    }
    return out;
  }
  const escapes: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };
  return token
    .slice(1, -1)
    .replace(/\\([0-7]{1,3}|.)/gs, (_, escaped: string) =>
      /^[0-7]+$/.test(escaped)
        ? String.fromCharCode(parseInt(escaped, 8))
        : (escapes[escaped] ?? escaped),
    );
}

/** The text of a PDF the site builds: enough for react-pdf's standard fonts (WinAnsi). */
export function extractText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  const streamStart = /(?<!end)stream\r?\n/g;
  for (let match = streamStart.exec(raw); match; match = streamStart.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    streamStart.lastIndex = end;
    let content = pdf.subarray(start, end);
    try {
      content = inflateSync(content);
    } catch {
      // Not compressed.
    }
    const operators =
      /\[((?:\((?:\\.|[^\\)])*\)|<[^>]*>|[^\]])*)\]\s*TJ|(\((?:\\.|[^\\)])*\)|<[^>]*>)\s*Tj/gs;
    for (const [, array, single] of content.toString("latin1").matchAll(operators)) {
      const strings = array ? (array.match(/\((?:\\.|[^\\)])*\)|<[^>]*>/gs) ?? []) : [single!];
      lines.push(strings.map(decodeString).join(""));
    }
  }
  return lines.join("\n");
}
