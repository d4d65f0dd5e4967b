import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { once } from "node:events";
import { type AddressInfo, createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export const HOST = "127.0.0.1";
export const NGINX_BIN = "/usr/sbin/nginx";
/** The highest rate limits env.ts allows, for runs that post many enquiries. */
export const RATE_LIMIT_ENV = { RATE_LIMIT_PER_MINUTE: "10000", RATE_LIMIT_PER_HOUR: "100000" };
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 12_000;

const children = new Set<ChildProcess>();
let cleanupHooked = false;

// So that a bench stopping early (an exception, Ctrl-C) leaves no child behind.
function track(child: ChildProcess): void {
  if (!cleanupHooked) {
    cleanupHooked = true;
    process.on("exit", () => {
      for (const running of children) running.kill("SIGKILL");
    });
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.once(signal, () => process.exit(130));
    }
  }
  children.add(child);
}

/** A child process with its output appended to `logFile` (or the terminal's), stopped with the bench. */
function spawnLogged(
  command: string,
  args: string[],
  logFile?: string,
  env?: NodeJS.ProcessEnv,
): ChildProcess {
  const out = logFile ? openSync(logFile, "a") : "inherit";
  try {
    const child = spawn(command, args, { env, stdio: ["ignore", out, out] });
    track(child);
    return child;
  } finally {
    if (typeof out === "number") closeSync(out);
  }
}

const tempDirs: string[] = [];

export function tempDir(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `deccan-bench-${name}-`));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function keptTempDirs(): readonly string[] {
  return tempDirs;
}

// A build outside the project finds no node_modules above it, so it cannot import its packages.
export function linkNodeModules(buildDir: string, log: (line: string) => void): void {
  const inside = !path.relative(process.cwd(), buildDir).startsWith("..");
  const link = path.join(buildDir, "node_modules");
  if (inside || existsSync(link)) return;
  mkdirSync(buildDir, { recursive: true });
  symlinkSync(path.resolve("node_modules"), link, "dir");
  log(`linked ${link} to this project's node_modules`);
}

/** `npm run build` into `buildDir`, from another content folder if given. */
export async function runBuild(
  buildDir: string,
  log: (line: string) => void,
  options: { contentDir?: string; logFile?: string } = {},
): Promise<void> {
  linkNodeModules(buildDir, log);
  const env: NodeJS.ProcessEnv = { ...process.env, BUILD_DIR: buildDir };
  if (options.contentDir) env.CONTENT_DIR = options.contentDir;
  else delete env.CONTENT_DIR;
  const started = Date.now();
  const child = spawnLogged("npm", ["run", "build"], options.logFile, env);
  await exited(child);
  children.delete(child);
  if (child.exitCode !== 0) {
    const logged = options.logFile
      ? ` (log ${options.logFile}):\n${tail(options.logFile, 20)}`
      : "";
    throw new Error(`npm run build into ${buildDir} failed${logged}`);
  }
  log(`built ${buildDir} in ${Math.round((Date.now() - started) / 1000)} s`);
}

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, HOST);
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url} exited during start (log ${logFile}):\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${READY_TIMEOUT_MS / 1000} s (log ${logFile})`);
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited(child);
  clearTimeout(timer);
  children.delete(child);
}

export type SiteServer = Awaited<ReturnType<typeof startSite>>;

/** `node server/index.ts` on a free port, started; it can be crashed and started again. */
export async function startSite(options: {
  buildDir: string;
  dataDir: string;
  env?: Record<string, string>;
  logFile: string;
}) {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    // Nothing from the caller's shell turns mail on by accident.
    SMTP_URL: "",
    NOTIFY_TO: "",
    ...options.env,
    PORT: String(port),
    HOST,
    BUILD_DIR: options.buildDir,
    DATA_DIR: options.dataDir,
    SITE_URL: origin,
  };
  let child: ChildProcess | undefined;
  const running = () => Boolean(child && child.exitCode === null && child.signalCode === null);
  const server = {
    port,
    origin,
    dataDir: options.dataDir,
    running,
    async start() {
      if (running()) throw new Error("the server is already running");
      child = spawnLogged(
        process.execPath,
        [path.join("server", "index.ts")],
        options.logFile,
        env,
      );
      await waitUntilReady(`${origin}/healthz`, child, options.logFile);
    },
    async crash() {
      if (child) await stopChild(child, "SIGKILL");
    },
    async stop() {
      if (child) await stopChild(child, "SIGTERM");
    },
  };
  await server.start();
  return server;
}

export type NginxServer = Awaited<ReturnType<typeof startNginx>>;

export function nginxVersion(): string {
  const result = spawnSync(NGINX_BIN, ["-v"], { encoding: "utf8" });
  return /nginx\/[\d.]+/.exec(`${result.stderr}${result.stdout}`)?.[0] ?? "nginx";
}

export type NginxGzip = "off" | "static" | "dynamic";

/** What nginx does: serve the build's files (throughput), or balance over instances (cluster). */
export type NginxSite = { root: string; gzip: NginxGzip } | { upstreams: readonly number[] };

export function nginxConfig(options: {
  site: NginxSite;
  port: number;
  dir: string;
  runAsRoot: boolean;
}): string {
  const { site, port, dir } = options;
  const mimeTypes = existsSync("/etc/nginx/mime.types")
    ? "include /etc/nginx/mime.types;"
    : "types { text/html html; text/css css; application/javascript js; }";
  const serve =
    "root" in site
      ? `  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static ${site.gzip === "static" ? "on" : "off"};
  gzip ${site.gzip === "dynamic" ? "on" : "off"};
  gzip_types text/css application/javascript application/json image/svg+xml;
  server {
    listen ${HOST}:${port};
    root ${site.root};
    location / {
      add_header Cache-Control no-cache;
      try_files $uri $uri/index.html =404;
    }
  }`
      : `  upstream site {
${site.upstreams.map((upstream) => `    server ${HOST}:${upstream} max_fails=1 fail_timeout=2s;`).join("\n")}
  }
  server {
    listen ${HOST}:${port};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 1s;
    }
  }`;
  return `# Written by scripts/bench: ${"root" in site ? "the same files as our server, for comparison" : "round robin over instances of the site"}.
daemon off;
master_process on;
worker_processes 1;
${options.runAsRoot ? "user root root;" : ""}
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  ${mimeTypes}
  default_type application/octet-stream;
  access_log ${"root" in site ? `${dir}/access.log` : "off"};
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${serve}
}
`;
}

export async function startNginx(options: { site: NginxSite; readyPath: string }) {
  // A failed spawn is an 'error' event nobody listens to: it would end the whole bench.
  if (!existsSync(NGINX_BIN))
    throw new Error(`No nginx at ${NGINX_BIN} (Debian: apt-get install nginx)`);
  const dir = tempDir("nginx");
  const port = await freePort();
  const configFile = path.join(dir, "nginx.conf");
  const runAsRoot = process.getuid?.() === 0;
  writeFileSync(configFile, nginxConfig({ site: options.site, port, dir, runAsRoot }));
  const args = ["-p", dir, "-e", path.join(dir, "error.log"), "-c", configFile];
  const child = spawnLogged(NGINX_BIN, args, path.join(dir, "stderr.log"));
  const origin = `http://${HOST}:${port}`;
  try {
    await waitUntilReady(`${origin}${options.readyPath}`, child, path.join(dir, "error.log"));
  } catch (error) {
    await stopChild(child, "SIGKILL");
    throw error;
  }
  return { origin, stop: () => stopChild(child, "SIGTERM") };
}
