// Loaded through Vite's module runner: the engine uses the ~/ alias and extensionless imports.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import type * as RunModule from "../../app/features/chat/eval/run.ts";
import { type Section, formatPercent, passFail, table } from "./report.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

const TARGET = { usefulPercent: 85, wrong: 0 };

export async function runChatEval(options: { log: (line: string) => void }): Promise<Section> {
  const { module } = await runnerImport<typeof RunModule>("/app/features/chat/eval/run.ts", {
    root,
    logLevel: "warn",
    resolve: { tsconfigPaths: true },
  });
  const report = module.runChatEval();
  options.log(
    `chat eval: ${formatPercent(report.usefulPercent, 1)} useful, ${report.wrong} wrong, n=${report.n}`,
  );
  const misses = report.results.filter(
    (result) => !result.useful || result.wrongServices.length > 0,
  );
  return {
    title: "Chat answers",
    intro: [
      `The chat's evaluation set: ${report.buyer} buyer questions from public FAQ pages and ${report.messy} messy inputs, each answered by the same engine as the browser and /chat. Useful: the reply holds the fact or the exact page the question needs. Wrong: it offers a service page the question is not about. Targets: at least ${TARGET.usefulPercent}% useful, ${TARGET.wrong} wrong.`,
    ],
    tables: [
      table(
        ["Measure", "Value", "Target", "Result"],
        [
          [
            "Useful",
            `${formatPercent(report.usefulPercent, 1)} (${report.useful} of ${report.n})`,
            `≥ ${TARGET.usefulPercent}%`,
            passFail(report.usefulPercent >= TARGET.usefulPercent),
          ],
          [
            "Wrong",
            String(report.wrong),
            `≤ ${TARGET.wrong}`,
            passFail(report.wrong <= TARGET.wrong),
          ],
          ["n", String(report.n), "", ""],
        ],
      ),
      ...(misses.length > 0
        ? [
            table(
              ["Message", "Missing", "Wrong pages"],
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
