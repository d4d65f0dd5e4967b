import { describe, expect, it } from "vitest";
import { company, email, faq, phones, serviceSteps } from "~/content/data";
import { faqPageJsonLd } from "~/features/chat/faq-json-ld";

describe("questions and answers", () => {
  it("have unique labels and questions, and every section has questions", () => {
    for (const key of ["id", "label", "question"] as const) {
      const values = faq.entries.map((entry) => entry[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    for (const section of faq.sections) {
      expect(
        faq.entries.some((entry) => entry.section === section.id),
        section.id,
      ).toBe(true);
    }
  });

  it("name claims and steps in plain lower case mid-sentence, not half capitalised", () => {
    for (const { label } of Object.values(company.claims)) {
      const halfLowered = label.charAt(0).toLowerCase() + label.slice(1);
      if (halfLowered === label.toLowerCase()) continue;
      for (const entry of faq.entries) expect(entry.answer, entry.id).not.toContain(halfLowered);
    }
    for (const { title } of serviceSteps) {
      const halfLowered = title.charAt(0).toLowerCase() + title.slice(1);
      if (halfLowered === title.toLowerCase()) continue;
      for (const entry of faq.entries) expect(entry.answer, entry.id).not.toContain(halfLowered);
    }
    // An acronym lowered by its first letter ("iBR-qualified").
    for (const entry of faq.entries) expect(entry.answer, entry.id).not.toMatch(/\b[a-z][A-Z]{2,}/);
  });

  it('end each answer with a whole sentence, not cut after a title such as "Er."', () => {
    for (const entry of faq.entries) {
      expect(entry.answer, entry.id).toMatch(/[.!?)]$/);
      expect(entry.answer, entry.id).not.toMatch(/\b(Er|Dr|Mr|Ms|Pvt)\.$/);
    }
  });

  it("leave no placeholder unresolved", () => {
    for (const entry of faq.entries) expect(entry.answer, entry.id).not.toMatch(/\{[a-zA-Z]/);
  });

  it("speak as the firm, never of \"this site\" or of what it does not publish", () => {
    for (const entry of faq.entries) {
      expect(entry.answer, entry.id).not.toMatch(/\bthis (web)?site\b|\bweb ?site\b/i);
      expect(entry.answer, entry.id).not.toMatch(/\bdoes not (publish|give|set|describe)\b/i);
    }
  });

  it("answer the question in the first sentence, not with a pointer elsewhere", () => {
    // The first sentence (a bare "Yes." or "No." goes with the one after it) says the answer:
    // it does not open by sending the reader on ("See our projects", "Call our sales team")
    // nor lean on a page for the answer ("as our Projects page shows").
    const pointer =
      /^(see|call|contact|ask|visit|e-?mail|write|send|refer|check|read|click|go|please|start by)\b/i;
    for (const entry of faq.entries) {
      const [first = "", second = ""] = sentencesOf(entry.answer);
      const opening = /^(yes|no)\.$/i.test(first) ? second : first;
      expect(opening, entry.id).not.toMatch(pointer);
      expect(opening.split(/\s+/).length, entry.id).toBeGreaterThanOrEqual(4);
    }
    for (const entry of faq.entries) {
      expect(entry.answer, entry.id).not.toMatch(/\b(as|which) our \w+ page shows\b/i);
    }
  });

  it("say each thing once: no sentence of 12 words or more in two answers", () => {
    const seen = new Map<string, string>();
    for (const entry of faq.entries) {
      for (const sentence of new Set(sentencesOf(entry.answer))) {
        if (sentence.split(/\s+/).length < 12) continue;
        const key = sentence.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
        expect(seen.get(key), `${entry.id}: "${sentence}"`).toBeUndefined();
        seen.set(key, entry.id);
      }
    }
  });

  it("send the buyer to the sales team with a way to reach it", () => {
    for (const entry of faq.entries.filter((one) => /\bsales team\b/i.test(one.answer))) {
      const reachable =
        entry.answer.includes(phones.office.display) ||
        entry.answer.includes(email) ||
        entry.links.some((link) => link.to.startsWith("/contact"));
      expect(reachable, entry.id).toBe(true);
    }
  });

  it("are the page's FAQPage structured data, question by question", () => {
    const data = faqPageJsonLd(faq, "https://example.in/faq") as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data.mainEntity).toEqual(
      faq.entries.map((entry) =>
        expect.objectContaining({
          name: entry.question,
          acceptedAnswer: expect.objectContaining({ text: entry.answer }),
        }),
      ),
    );
  });
});

/** An answer's sentences; a title ("Er.") or a company's "Pvt." / "Ltd." does not end one. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z{])/)
    .reduce<string[]>((kept, part) => {
      const last = kept.at(-1);
      if (last !== undefined && /\b(Er|Dr|Mr|Ms|Mrs|Pvt|Ltd|Co|No)\.$/.test(last)) {
        kept[kept.length - 1] = `${last} ${part}`;
      } else kept.push(part);
      return kept;
    }, []);
}
