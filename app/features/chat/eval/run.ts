import { chatContent } from "../chat-content";
import { reply } from "../engine";
import { type EvalReport, evaluate } from "./evaluate";
import { heldOutSet } from "./held-out";
import { type DecemberResult, grade, group, readDecemberSet } from "./held-out-2026-12";
import { devSet } from "./dev-2026-12";
import { devSetB } from "./dev-2026-12b";
import { type EvalCase, evalSet } from "./questions";

/** A set's figures: useful and wrong replies, in all and by kind. */
export interface Tally {
  n: number;
  useful: number;
  wrong: number;
  usefulPercent: number;
  /** Cases by kind: buyer questions, messy inputs, messages that are not service requests. */
  kinds: Record<EvalCase["kind"], { n: number; useful: number; wrong: number }>;
}

export interface SetReport extends EvalReport, Tally {}

export interface DecemberReport extends Tally {
  results: DecemberResult[];
  /** Of the entries that name a page, how many replies offer it. */
  linked: { n: number; offered: number };
}

function tally<T extends { useful: boolean; wrong: boolean; kind: EvalCase["kind"] }>(
  results: T[],
): Tally {
  const useful = results.filter((one) => one.useful).length;
  const kinds = Object.fromEntries(
    (["buyer", "messy", "other"] as const).map((kind) => {
      const cases = results.filter((one) => one.kind === kind);
      const count = (test: (one: T) => boolean) => cases.filter(test).length;
      return [
        kind,
        { n: cases.length, useful: count((one) => one.useful), wrong: count((one) => one.wrong) },
      ];
    }),
  ) as Tally["kinds"];
  return {
    n: results.length,
    useful,
    wrong: results.filter((one) => one.wrong).length,
    usefulPercent: results.length === 0 ? 0 : (100 * useful) / results.length,
    kinds,
  };
}

/** The December held-out set (held-out-2026-12.yaml), graded as its README says. */
function december(): DecemberReport {
  const results = readDecemberSet().map((entry) => grade(entry, reply(entry.text, chatContent)));
  const linkedOnes = results.filter((one) => one.linked !== undefined);
  return {
    ...tally(
      results.map((one) => ({
        useful: one.useful,
        wrong: one.wrongServices.length > 0,
        kind: ({ public: "buyer", messy: "messy", other: "other" } as const)[group(one.entry)],
      })),
    ),
    results,
    linked: { n: linkedOnes.length, offered: linkedOnes.filter((one) => one.linked).length },
  };
}

function report(set: EvalCase[]): SetReport {
  const result = evaluate(set, (text) => reply(text, chatContent));
  const { kinds } = tally(
    result.results.map((one) => ({
      useful: one.useful,
      wrong: one.wrongServices.length > 0,
      kind: one.case.kind,
    })),
  );
  return { ...result, kinds };
}

/**
 * The evaluation sets run through the real engine (the bench loads this through Vite): the
 * tuning set the engine is tuned on, issue 36's development sets (dev-2026-12.ts, and B, dev-2026-12b.ts), and the frozen held-out sets of November and December,
 * the figures that count.
 */
export function runChatEval(): {
  tuning: SetReport;
  heldOut: SetReport;
  dev: SetReport;
  devB: SetReport;
  december: DecemberReport;
} {
  return {
    tuning: report(evalSet),
    heldOut: report(heldOutSet),
    dev: report(devSet),
    devB: report(devSetB),
    december: december(),
  };
}
