import { chatContent } from "../chat-content";
import { reply } from "../engine";
import { type EvalReport, evaluate } from "./evaluate";
import { heldOutSet } from "./held-out";
import { type EvalCase, evalSet } from "./questions";

export interface SetReport extends EvalReport {
  /** Cases by kind: buyer questions, messy inputs, messages that are not service requests. */
  kinds: Record<EvalCase["kind"], { n: number; useful: number; wrong: number }>;
}

function report(set: EvalCase[]): SetReport {
  const result = evaluate(set, (text) => reply(text, chatContent));
  const kinds = { buyer: 0, messy: 0, other: 0 };
  const counts = Object.fromEntries(
    Object.keys(kinds).map((kind) => {
      const cases = result.results.filter((one) => one.case.kind === kind);
      return [
        kind,
        {
          n: cases.length,
          useful: cases.filter((one) => one.useful).length,
          wrong: cases.filter((one) => one.wrongServices.length > 0).length,
        },
      ];
    }),
  ) as SetReport["kinds"];
  return { ...result, kinds: counts };
}

/**
 * Both evaluation sets run through the real engine (the bench loads this through Vite): the
 * tuning set the engine is tuned on, and the frozen held-out set, the figure that counts.
 */
export function runChatEval(): { tuning: SetReport; heldOut: SetReport } {
  return { tuning: report(evalSet), heldOut: report(heldOutSet) };
}
