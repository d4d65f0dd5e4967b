/**
 * The operator command: `npm run leads -- <command>` (see USAGE, or run it
 * with `help`). Reads the same database as the server, also while it runs.
 */
import { runLeads } from "./leads-commands.ts";

process.exitCode = await runLeads(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  now: () => new Date(),
});
