import type { ChatIntentId, ChatIntents } from "../../content/schemas.ts";
import { CHAT_INTENT_MARGIN } from "../../lib/constants.ts";
import { canonical, stem, words } from "./language.ts";

/*
 * What the visitor wants, from the whole message: a naive Bayes classifier that the build
 * trains on the labelled examples of content/chat-intents.yaml (search-index.ts) and the chat
 * only runs (docs/decisions/018-chat-answers.md). Its features are the message's stemmed words
 * and each pair of neighbours ("any vacancy", "not working"), stop words kept: they say a lot
 * about intent ("we are", "my project"). A word it has not seen takes the place of one it has
 * that differs by a letter or two (typo tolerance).
 */

/** The trained model as the chat's chunk carries it: the counts, from which it computes the rest. */
export interface IntentModel {
  /** Every feature, space-separated, sorted; `seen` refers to them by position. */
  features: string;
  intents: {
    id: ChatIntentId;
    answers: string[];
    examples: number;
    /** The position of each feature in its examples, once a time seen, as gaps in base 36. */
    seen: string;
  }[];
}

/** The message's features: stemmed words and pairs of neighbours. */
export function intentFeatures(text: string): string[] {
  const stems = words(text)
    .flatMap((word) => canonical(word))
    .map(stem);
  return [...stems, ...stems.slice(1).map((word, i) => `${stems[i]}_${word}`)];
}

/** Trains the model (at build time, in Node): it counts each intent's features. */
export function trainIntents(intents: ChatIntents): IntentModel {
  const counted = intents.map((intent) => ({
    intent,
    features: intent.examples.flatMap(intentFeatures),
  }));
  // A pair of words seen once says no more than its words: it is left out.
  const all = counted.flatMap(({ features }) => features);
  const times = new Map<string, number>();
  for (const feature of all) times.set(feature, (times.get(feature) ?? 0) + 1);
  const kept = (feature: string) => !feature.includes("_") || times.get(feature)! > 1;
  const features = [...new Set(all.filter(kept))].sort();
  const position = new Map(features.map((feature, i) => [feature, i]));
  return {
    features: features.join(" "),
    intents: counted.map(({ intent, features: own }) => {
      const positions = own
        .filter(kept)
        .map((feature) => position.get(feature)!)
        .sort((a, b) => a - b);
      return {
        id: intent.id,
        answers: intent.answers,
        examples: intent.examples.length,
        seen: positions.map((at, i) => (at - (positions[i - 1] ?? 0)).toString(36)).join(" "),
      };
    }),
  };
}

const SMOOTHING = 0.5;

interface Loaded {
  features: string[];
  known: Map<string, number>;
  intents: (IntentModel["intents"][number] & {
    /** The log-probability of a feature the intent never saw, and of each it saw. */
    unseen: number;
    weights: Map<number, number>;
  })[];
}

const loadedModels = new WeakMap<IntentModel, Loaded>();

function load(model: IntentModel): Loaded {
  let loaded = loadedModels.get(model);
  if (loaded) return loaded;
  const features = model.features.split(" ");
  loaded = {
    features,
    known: new Map(features.map((feature, i) => [feature, i])),
    intents: model.intents.map((intent) => {
      const counts = new Map<number, number>();
      let at = 0;
      let total = 0;
      for (const gap of intent.seen.split(" ")) {
        at += parseInt(gap, 36);
        counts.set(at, (counts.get(at) ?? 0) + 1);
        total++;
      }
      const denominator = Math.log(total + SMOOTHING * features.length);
      const weights = new Map(
        [...counts].map(([one, count]) => [one, Math.log(count + SMOOTHING) - denominator]),
      );
      return {
        ...intent,
        unseen: Math.log(SMOOTHING) - denominator,
        weights,
      };
    }),
  };
  loadedModels.set(model, loaded);
  return loaded;
}

/** Within one edit (a letter added, dropped, changed or two swapped)? */
function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: number, y: number) => a.slice(i + x) === b.slice(i + y);
  return (
    rest(1, 1) || rest(1, 0) || rest(0, 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(2, 2))
  );
}

/** A word the model never saw, as the one it saw that it misspells, if any. */
function corrected(word: string, loaded: Loaded): string {
  if (loaded.known.has(word) || word.length < 5 || word.includes("_")) return word;
  return loaded.features.find((one) => !one.includes("_") && oneEdit(word, one)) ?? word;
}

export interface Intent {
  id: ChatIntentId;
  /** The questions and answers that answer it when the message names none. */
  answers: string[];
}

/**
 * The intent of the message: the most probable, unless `info` (a question about a service or
 * topic) is within CHAT_INTENT_MARGIN of it, so that a message has to look like another intent
 * clearly before it is taken for one.
 */
export function classify(text: string, model: IntentModel): Intent {
  const loaded = load(model);
  const stems = intentFeatures(text)
    .filter((feature) => !feature.includes("_"))
    .map((word) => corrected(word, loaded));
  const features = [...stems, ...stems.slice(1).map((word, i) => `${stems[i]}_${word}`)]
    .map((feature) => loaded.known.get(feature))
    .filter((at) => at !== undefined);
  const scored = loaded.intents
    .map((intent) => ({
      intent,
      // Equal priors: how many examples an intent has says nothing of how often it is meant.
      score: features.reduce((sum, at) => sum + (intent.weights.get(at) ?? intent.unseen), 0),
    }))
    .sort((a, b) => b.score - a.score);
  const info = scored.find((one) => one.intent.id === "info")!;
  const [top] = scored;
  const chosen =
    features.length === 0 || top!.score - info.score < CHAT_INTENT_MARGIN ? info : top!;
  return { id: chosen.intent.id, answers: chosen.intent.answers };
}
