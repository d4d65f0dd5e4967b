import { runLeads } from "./leads-commands.ts";

process.exitCode = await runLeads(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  now: () => new Date(),
});
