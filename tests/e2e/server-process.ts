import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { type SiteServer, siteServer } from "../../scripts/lib/site-server.ts";

export { freePort } from "../../scripts/lib/site-server.ts";

export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");

const REPO = path.resolve(import.meta.dirname, "../..");

/** Runs a Node script of the project (a build, a check) in the repository; its exit and output. */
export function runNode(command: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, command, {
      cwd: REPO,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.on("close", (code) => resolve({ code, output }));
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output(): string;
  /** The log: one JSON object per line of output (a line that is not JSON fails the test). */
  events(): Record<string, unknown>[];
}

const asProcess = (server: SiteServer, child: ChildProcess): ServerProcess => ({
  child,
  base: server.origin,
  output: server.output,
  events: server.events,
});

/** Spawns the server as `npm start` runs it, on a free port, with these settings. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await siteServer({ buildDir: BUILD_DIR, env });
  return asProcess(server, server.spawn());
}

/** The same, once it answers /healthz. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await siteServer({ buildDir: BUILD_DIR, env });
  await server.start();
  return asProcess(server, server.child!);
}
