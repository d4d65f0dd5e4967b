import { describe, expect, it } from "vitest";
import { faq, services } from "~/content/data";
import { heldOutSet } from "./held-out";
import { evalSet } from "./questions";

/* The held-out set's shape only: how the chat scores on it is wired elsewhere. */

const serviceIds = new Set(services.map((service) => service.id));
const faqIds = new Set(faq.entries.map((entry) => entry.id));

describe("the chat's held-out evaluation set", () => {
  it("holds at least 50 buyer questions, 10 messy inputs and 8 messages that are not requests", () => {
    const count = (kind: string) => heldOutSet.filter((item) => item.kind === kind).length;
    expect(count("buyer")).toBeGreaterThanOrEqual(50);
    expect(count("messy")).toBeGreaterThanOrEqual(10);
    expect(count("other")).toBeGreaterThanOrEqual(8);
  });

  it("gives every case a source and at least one need, none of them empty", () => {
    for (const item of heldOutSet) {
      expect(item.source, item.text).toMatch(/\w{3,}/);
      expect(item.needs.length, item.text).toBeGreaterThan(0);
      for (const need of item.needs) {
        const choices = Array.isArray(need) ? need : [need];
        expect(choices.length, item.text).toBeGreaterThan(0);
        for (const choice of choices) expect(choice.trim(), item.text).not.toBe("");
      }
    }
  });

  it("cites a page (an address) for every buyer question", () => {
    for (const item of heldOutSet.filter((one) => one.kind === "buyer")) {
      expect(item.source, item.text).toMatch(/\(https?:\/\/\S+\)$/);
    }
  });

  it("lets no message that is not a request be offered a service page", () => {
    for (const item of heldOutSet.filter((one) => one.kind === "other")) {
      expect(item.services, item.text).toEqual([]);
    }
  });

  it("has no duplicate text, and none shared with the tuning set", () => {
    const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");
    const texts = heldOutSet.map((item) => normal(item.text));
    expect(new Set(texts).size).toBe(texts.length);
    const tuning = new Set(evalSet.map((item) => normal(item.text)));
    expect(texts.filter((text) => tuning.has(text))).toEqual([]);
  });

  it("points only at service pages and answers that exist", () => {
    for (const item of heldOutSet) {
      for (const id of item.services ?? []) expect(serviceIds, item.text).toContain(id);
      for (const choice of item.needs.flat()) {
        const page = choice.match(/^\/service\/(.+)$/);
        if (page) expect(serviceIds, item.text).toContain(page[1]);
        const answer = choice.match(/^\/faq#(.+)$/);
        if (answer) expect(faqIds, item.text).toContain(answer[1]);
      }
    }
  });
});
