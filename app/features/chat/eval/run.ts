import { reply } from "../engine";
import { type EvalReport, evaluate } from "./evaluate";
import { evalSet } from "./questions";

/** The evaluation set run through the real engine (the bench loads this through Vite). */
export function runChatEval(): EvalReport & { buyer: number; messy: number } {
  return {
    ...evaluate(evalSet, reply),
    buyer: evalSet.filter((item) => item.kind === "buyer").length,
    messy: evalSet.filter((item) => item.kind === "messy").length,
  };
}
