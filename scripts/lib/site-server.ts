// The site's server as `npm start` runs it, on a free loopback port: for the tests and the bench.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export const HOST = "127.0.0.1";
const REPO = path.resolve(import.meta.dirname, "../..");

/** A port that is free on 127.0.0.1 now. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, HOST);
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export const isRunning = (child?: ChildProcess) =>
  !!child && child.exitCode === null && !child.signalCode;

/** Whether `url` answers 2xx within `ms` while `child` runs (false once it exits). */
export async function answers(url: string, child: ChildProcess, ms = 30_000): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(100)) {
    if (!isRunning(child)) return false;
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      async (response) => (await response.arrayBuffer()) && response.ok,
      () => false, // Not listening yet.
    );
    if (ok) return true;
  }
  return false;
}

/** Sends `signal` and waits for the exit (SIGKILL after 12 s). */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  const exited = isRunning(child) ? once(child, "exit") : undefined;
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), 12_000);
  await exited;
  clearTimeout(timer);
}

// Servers still running when this process ends (a failed test, a bench stopped early).
const live = new Set<ChildProcess>();
process.once("exit", () => live.forEach((child) => child.kill("SIGKILL")));

export type SiteServer = Awaited<ReturnType<typeof siteServer>>;

/**
 * `node server/index.ts` in production on a free port, mail off unless `env` turns it on; its
 * output kept in memory, or written to `logFile`. `start()` waits for /healthz; it can be
 * crashed (SIGKILL), stopped (SIGTERM) and started again on the same port. `root` is the
 * project whose server runs (this one by default; the bench's baseline is another).
 */
export async function siteServer(options: {
  buildDir: string;
  env?: Record<string, string>;
  logFile?: string;
  root?: string;
}) {
  const { logFile } = options;
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    // Nothing from the caller's shell turns mail on by accident.
    SMTP_URL: "",
    NOTIFY_TO: "",
    PORT: String(port),
    HOST,
    BUILD_DIR: options.buildDir,
    SITE_URL: origin,
    ...options.env,
  };
  let printed = "";
  const output = () =>
    logFile ? (existsSync(logFile) ? readFileSync(logFile, "utf8") : "") : printed;
  const server = {
    port,
    origin,
    child: undefined as ChildProcess | undefined,
    output,
    /** The log: one JSON object per line (a line that is not JSON throws). */
    events: () =>
      output()
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    running: () => isRunning(server.child),
    spawn(): ChildProcess {
      if (server.running()) throw new Error("the server is already running");
      // To a file the child writes itself: no work for this process while it is measured.
      const out = logFile ? openSync(logFile, "a") : "pipe";
      const child = spawn(process.execPath, ["server/index.ts"], {
        cwd: options.root ?? REPO,
        env,
        stdio: ["ignore", out, out],
      });
      if (typeof out === "number") closeSync(out);
      child.stdout?.on("data", (chunk: Buffer) => (printed += chunk.toString("utf8")));
      child.stderr?.on("data", (chunk: Buffer) => (printed += chunk.toString("utf8")));
      live.add(child);
      child.once("exit", () => live.delete(child));
      return (server.child = child);
    },
    async start() {
      if (await answers(`${origin}/healthz`, server.spawn())) return;
      const last = output().trimEnd().split("\n").slice(-15).join("\n");
      await server.crash();
      throw new Error(`${origin} did not start${logFile ? ` (log ${logFile})` : ""}:\n${last}`);
    },
    crash: async () => server.child && stopChild(server.child, "SIGKILL"),
    stop: async () => server.child && stopChild(server.child, "SIGTERM"),
  };
  return server;
}
