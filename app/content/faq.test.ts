import { describe, expect, it } from "vitest";
import { company, faq, serviceSteps } from "~/content/data";

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
});
