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
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export const HOST = "127.0.0.1";
export const NGINX_BIN = "/usr/sbin/nginx";
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

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
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

export interface SiteOptions {
  buildDir: string;
  dataDir: string;
  env?: Record<string, string>;
  logFile: string;
}

export interface SiteServer {
  port: number;
  origin: string;
  dataDir: string;
  logFile: string;
  pid(): number | undefined;
  running(): boolean;
  start(): Promise<void>;
  crash(): Promise<void>;
  stop(): Promise<void>;
}

export async function startSite(options: SiteOptions): Promise<SiteServer> {
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

  const server: SiteServer = {
    port,
    origin,
    dataDir: options.dataDir,
    logFile: options.logFile,
    pid: () => child?.pid,
    running: () => Boolean(child && child.exitCode === null && child.signalCode === null),
    async start() {
      if (server.running()) throw new Error("the server is already running");
      const log = openSync(options.logFile, "a");
      try {
        child = spawn(process.execPath, [path.join("server", "index.ts")], {
          env,
          stdio: ["ignore", log, log],
        });
      } finally {
        closeSync(log);
      }
      track(child);
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

export interface NginxServer {
  origin: string;
  config: string;
  stop(): Promise<void>;
}

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

export async function startNginx(options: {
  site: NginxSite;
  readyPath: string;
}): Promise<NginxServer> {
  // A failed spawn is an 'error' event nobody listens to: it would end the whole bench.
  if (!existsSync(NGINX_BIN))
    throw new Error(`No nginx at ${NGINX_BIN} (Debian: apt-get install nginx)`);
  const dir = tempDir("nginx");
  const port = await freePort();
  const config = nginxConfig({
    site: options.site,
    port,
    dir,
    runAsRoot: process.getuid?.() === 0,
  });
  const configFile = path.join(dir, "nginx.conf");
  writeFileSync(configFile, config);
  const logFile = path.join(dir, "stderr.log");
  const log = openSync(logFile, "a");
  let child: ChildProcess;
  try {
    child = spawn(NGINX_BIN, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", configFile], {
      stdio: ["ignore", log, log],
    });
  } finally {
    closeSync(log);
  }
  track(child);
  const origin = `http://${HOST}:${port}`;
  try {
    await waitUntilReady(`${origin}${options.readyPath}`, child, path.join(dir, "error.log"));
  } catch (error) {
    await stopChild(child, "SIGKILL");
    throw error;
  }
  return { origin, config: configFile, stop: () => stopChild(child, "SIGTERM") };
}
