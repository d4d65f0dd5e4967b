import { expect } from "@playwright/test";
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

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

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output(): string;
  /** The log: one JSON object per line of output (a line that is not JSON fails the test). */
  events(): Record<string, unknown>[];
}

/** Spawns the server as `npm start` runs it, on a free port, with these settings. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR,
      SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout?.on("data", (chunk: Buffer) => (printed += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (printed += chunk.toString("utf8")));
  const events = () =>
    printed
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { child, base: `http://127.0.0.1:${port}`, output: () => printed, events };
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env);
  await expect
    .poll(
      () =>
        fetch(`${server.base}/healthz`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 15_000 },
    )
    .toBe(200);
  return server;
}
