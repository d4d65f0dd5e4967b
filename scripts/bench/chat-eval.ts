// Loaded through Vite's module runner: the engine uses the ~/ alias and extensionless imports.
import path from "node:path";
import { runnerImport } from "vite";
import type * as RunModule from "../../app/features/chat/eval/run.ts";
import { type Part, formatPercent, passFail, table } from "./report.ts";

const root = path.resolve(import.meta.dirname, "..", "..");

const TARGET = { usefulPercent: 85, wrong: 0 };

type SetReport = ReturnType<typeof RunModule.runChatEval>["tuning"];

function rows(name: string, report: SetReport): string[][] {
  const kinds = (["buyer", "messy", "other"] as const)
    .filter((kind) => report.kinds[kind].n > 0)
    .map((kind) => {
      const { n, useful, wrong } = report.kinds[kind];
      return [`${name}: ${kind}`, `${useful} of ${n}`, String(wrong), "", ""];
    });
  return [
    [
      name,
      `${formatPercent(report.usefulPercent, 1)} (${report.useful} of ${report.n})`,
      String(report.wrong),
      `≥ ${TARGET.usefulPercent}%, ≤ ${TARGET.wrong} wrong`,
      passFail(report.usefulPercent >= TARGET.usefulPercent && report.wrong <= TARGET.wrong),
    ],
    ...kinds,
  ];
}

export async function runChatEval(options: { log: (line: string) => void }): Promise<Part> {
  const { module } = await runnerImport<typeof RunModule>("/app/features/chat/eval/run.ts", {
    root,
    logLevel: "warn",
    resolve: { tsconfigPaths: true },
  });
  const { tuning, heldOut } = module.runChatEval();
  for (const [name, report] of Object.entries({ tuning, "held-out": heldOut })) {
    options.log(
      `chat eval, ${name}: ${formatPercent(report.usefulPercent, 1)} useful, ${report.wrong} wrong, n=${report.n}`,
    );
  }
  const misses = tuning.results.filter((miss) => !miss.useful || miss.wrongServices.length > 0);
  return {
    intro: [
      "Two evaluation sets, each answered by the same engine as the browser and /chat. The tuning set (app/features/chat/eval/questions.ts) is what the engine is tuned on: buyer questions paraphrased from public FAQ pages, messy inputs and messages that are not service requests. The held-out set (held-out.ts) was written by someone who had not read the engine and is frozen: its figure is the one that counts, and its misses are not listed here, so that nobody tunes on them.",
      `Useful: the reply holds the fact or the exact page the message needs. Wrong: it offers a service page the message is not about. Targets for each set: at least ${TARGET.usefulPercent}% useful, ${TARGET.wrong} wrong.`,
    ],
    tables: [
      table(
        ["Set", "Useful", "Wrong", "Target", "Result"],
        [...rows("held-out", heldOut), ...rows("tuning", tuning)],
      ),
      ...(misses.length > 0
        ? [
            table(
              ["Tuning message", "Missing", "Wrong pages"],
              misses.map((miss) => [
                miss.case.text,
                miss.missing.map((need) => [need].flat().join(" or ")).join("; "),
                miss.wrongServices.join(", "),
              ]),
            ),
          ]
        : []),
    ],
    notes: [],
  };
}
