import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineHashes } from "./csp";
import { SPECULATION_RULES_JSON } from "./speculation-rules";

const hash = (body: string) =>
  `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

describe("inlineHashes", () => {
  it("hashes what script-src governs: scripts and speculation rules, not data blocks", () => {
    const html = [
      "<script>keep()</script>",
      '<script type="module">island()</script>',
      `<script type="speculationrules">${SPECULATION_RULES_JSON}</script>`,
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script src="/assets/a.js"></script>',
      "<style>p{color:red}</style>",
    ].join("");
    const { scripts, styles } = inlineHashes(html);
    expect(scripts.sort()).toEqual(
      [hash("keep()"), hash("island()"), hash(SPECULATION_RULES_JSON)].sort(),
    );
    expect(styles).toEqual([hash("p{color:red}")]);
  });
});
