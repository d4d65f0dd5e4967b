import type { BotReply } from "../engine";
import type { EvalCase } from "./questions";

export interface CaseResult {
  case: EvalCase;
  reply: BotReply;
  useful: boolean;
  /** What the reply lacked, and the service pages it should not have offered. */
  missing: (string | string[])[];
  wrongServices: string[];
}

export interface EvalReport {
  n: number;
  useful: number;
  wrong: number;
  usefulPercent: number;
  results: CaseResult[];
}

function meets(reply: BotReply, need: string): boolean {
  if (need.startsWith("/")) return reply.quickReplies.some((quick) => quick.to === need);
  return reply.text.toLowerCase().includes(need.toLowerCase());
}

export function evaluate(set: EvalCase[], reply: (text: string) => BotReply): EvalReport {
  const results = set.map((item): CaseResult => {
    const answer = reply(item.text);
    const text = answer.text.toLowerCase();
    const missing = [
      ...item.needs.filter((need) =>
        Array.isArray(need) ? !need.some((one) => meets(answer, one)) : !meets(answer, need),
      ),
      ...(item.first && !text.split("\n")[0]!.includes(item.first.toLowerCase())
        ? [`first: ${item.first}`]
        : []),
      ...(item.forbid ?? [])
        .filter((one) => text.includes(one.toLowerCase()))
        .map((one) => `not: ${one}`),
    ];
    const offered = answer.quickReplies.flatMap((quick) => {
      const match = quick.to?.match(/^\/service\/([a-z0-9-]+)$/);
      return match ? [match[1]!] : [];
    });
    const allowed = new Set(item.services ?? []);
    return {
      case: item,
      reply: answer,
      useful: missing.length === 0,
      missing,
      wrongServices: offered.filter((id) => !allowed.has(id)),
    };
  });
  const useful = results.filter((result) => result.useful).length;
  return {
    n: results.length,
    useful,
    wrong: results.filter((result) => result.wrongServices.length > 0).length,
    usefulPercent: results.length === 0 ? 0 : (100 * useful) / results.length,
    results,
  };
}
