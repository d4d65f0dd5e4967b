import { describe, expect, it, vi } from "vitest";
import { chatTexts } from "./search-data";
import { textParts } from "./search-index";
import chatSearch from "./search-data";
import { evalSet } from "./eval/questions";

/*
 * The browser's search-texts.ts (search-plugin.ts): no sentence loaded at first, and a part of
 * them at a time, as a reply asks for them. A reply made so must be the reply made with every
 * sentence at hand, as under Node and on the server.
 */
const store = vi.hoisted(() => ({
  texts: [] as (string | undefined)[],
  loads: [] as number[],
  rounds: 0,
}));

vi.mock("./search-texts", async () => {
  const { chatTexts: all, default: data } = await import("./search-data");
  const { textParts: parts } = await import("./search-index");
  const starts = parts({ texts: all, from: data.from });
  return {
    texts: store.texts,
    loadTexts: async (ids: readonly number[]) => {
      await Promise.resolve();
      store.rounds++;
      const wanted = new Set(ids.map((id) => starts.findLastIndex((start) => start <= id)));
      for (const part of wanted) {
        store.loads.push(part);
        const end = starts[part + 1] ?? all.length;
        for (let id = starts[part]!; id < end; id++) store.texts[id] = all[id];
      }
    },
  };
});

const { reply, replyLoaded } = await import("./engine");
const { chatContent } = await import("./chat-content");

const messages = [
  ...evalSet.map((item) => item.text),
  "What is a water curtain system?",
  "difference between HT and LT cables",
  "how often should fire extinguishers be refilled?",
  "what capacity boilers do you make?",
  "I am looking for a job",
  "Hydrants?",
];

describe("sentences loaded in parts, as in the browser", () => {
  it("split at pages' edges, every sentence in one part", () => {
    const starts = textParts({ texts: chatTexts, from: chatSearch.from });
    expect(starts[0]).toBe(0);
    expect(starts.length).toBeGreaterThan(1);
    for (const start of starts.slice(1)) {
      expect(chatSearch.from[start]).not.toBe(chatSearch.from[start - 1]);
    }
  });

  it("give every message the reply it gets with every sentence at hand, loading only a few parts", async () => {
    const loaded: number[] = [];
    const rounds: number[] = [];
    const made = [];
    for (const text of messages) {
      store.texts.length = 0;
      store.loads.length = 0;
      store.rounds = 0;
      made.push(await replyLoaded(text, chatContent));
      loaded.push(store.loads.length);
      rounds.push(store.rounds);
    }
    chatTexts.forEach((text, id) => (store.texts[id] = text));
    expect(made).toEqual(messages.map((text) => reply(text, chatContent)));
    const parts = textParts({ texts: chatTexts, from: chatSearch.from }).length;
    // Most replies load at most two parts, and none loads most of them.
    expect(loaded.filter((count) => count <= 2).length).toBeGreaterThan(messages.length * 0.8);
    expect(Math.max(...loaded)).toBeLessThan(parts / 2);
    // Each round is a fetch the reply waits for, one after the other.
    expect(Math.max(...rounds)).toBeLessThanOrEqual(2);
    const mean = (list: number[]) => (list.reduce((a, b) => a + b, 0) / list.length).toFixed(2);
    console.log(
      `sentence parts loaded per reply: ${mean(loaded)} on average, at most ${Math.max(...loaded)} of ${parts}; rounds of loading: ${mean(rounds)} on average, at most ${Math.max(...rounds)}`,
    );
  });
});
