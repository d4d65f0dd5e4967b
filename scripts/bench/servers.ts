// The processes the bench starts (builds, our server, nginx) and its temporary folders.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import * as fs from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export const HOST = "127.0.0.1";
const NGINX_BIN = "/usr/sbin/nginx";
/** The highest rate limits env.ts allows, for runs that post many enquiries. */
export const RATE_LIMIT_ENV = { RATE_LIMIT_PER_MINUTE: "10000", RATE_LIMIT_PER_HOUR: "100000" };

const children = new Set<ChildProcess>();
const tempDirs: string[] = [];
let hooked = false;

/** A child process logging to `logFile` (or the terminal), killed if the bench stops early. */
function spawnLogged(command: string, args: string[], logFile?: string, env = process.env) {
  if (!hooked) {
    hooked = true;
    process.on("exit", () => children.forEach((child) => child.kill("SIGKILL")));
    for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => process.exit(130));
  }
  const out = logFile ? fs.openSync(logFile, "a") : "inherit";
  const child = spawn(command, args, { env, stdio: ["ignore", out, out] });
  if (typeof out === "number") fs.closeSync(out);
  children.add(child);
  return child;
}

const running = (child?: ChildProcess) => !!child && child.exitCode === null && !child.signalCode;

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  const exited = running(child) ? once(child, "exit") : undefined;
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), 12_000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

export function tempDir(name: string): string {
  tempDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), `deccan-bench-${name}-`)));
  return tempDirs.at(-1)!;
}
export const removeTempDirs = () =>
  tempDirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
export const keptTempDirs = (): readonly string[] => tempDirs;

const tail = (file: string, lines = 15) =>
  fs.existsSync(file)
    ? fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n")
    : "(no log)";

// A build outside the project finds no node_modules above it, so it cannot import its packages.
export function linkNodeModules(buildDir: string, log: (line: string) => void): void {
  const link = path.join(buildDir, "node_modules");
  if (!path.relative(process.cwd(), buildDir).startsWith("..") || fs.existsSync(link)) return;
  fs.mkdirSync(buildDir, { recursive: true });
  fs.symlinkSync(path.resolve("node_modules"), link, "dir");
  log(`linked ${link} to this project's node_modules`);
}

/** `npm run build` into `buildDir`, from another content folder if given. */
export async function runBuild(
  buildDir: string,
  log: (line: string) => void,
  { contentDir, logFile }: { contentDir?: string; logFile?: string } = {},
): Promise<void> {
  linkNodeModules(buildDir, log);
  // An undefined CONTENT_DIR is left out of the child's environment.
  const env = { ...process.env, BUILD_DIR: buildDir, CONTENT_DIR: contentDir };
  const started = Date.now();
  const child = spawnLogged("npm", ["run", "build"], logFile, env);
  await once(child, "exit");
  children.delete(child);
  if (child.exitCode !== 0) {
    const logged = logFile ? ` (log ${logFile}):\n${tail(logFile, 20)}` : "";
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

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(100)) {
    if (!running(child)) {
      throw new Error(`${url} exited during start (log ${logFile}):\n${tail(logFile)}`);
    }
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      .then(async (answer) => (await answer.arrayBuffer()) && answer)
      .catch(() => undefined); // Not listening yet.
    if (response?.ok) return;
  }
  throw new Error(`${url} did not answer within 30 s (log ${logFile})`);
}

export type SiteServer = Awaited<ReturnType<typeof startSite>>;

/** `node server/index.ts` on a free port, with `data${name}` and `server${name}.log` in `dir`. */
export async function startSite(options: {
  buildDir: string;
  dir: string;
  name?: string;
  env?: Record<string, string>;
}) {
  const { buildDir, dir, name = "" } = options;
  const [dataDir, logFile] = [path.join(dir, `data${name}`), path.join(dir, `server${name}.log`)];
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    // Nothing from the caller's shell turns mail on by accident.
    SMTP_URL: "",
    NOTIFY_TO: "",
    ...options.env,
    PORT: String(port),
    HOST,
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    SITE_URL: origin,
  };
  let child: ChildProcess | undefined;
  const server = {
    port,
    origin,
    dataDir,
    running: () => running(child),
    async start() {
      if (running(child)) throw new Error("the server is already running");
      child = spawnLogged(process.execPath, ["server/index.ts"], logFile, env);
      await waitUntilReady(`${origin}/healthz`, child, logFile);
    },
    crash: async () => child && stop(child, "SIGKILL"),
    stop: async () => child && stop(child, "SIGTERM"),
  };
  await server.start();
  return server;
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
  const files = "root" in site;
  const serve = files
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
  return `# Written by scripts/bench: ${files ? "the same files as our server, for comparison" : "round robin over instances of the site"}.
daemon off;
master_process on;
worker_processes 1;
${options.runAsRoot ? "user root root;" : ""}
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  ${fs.existsSync("/etc/nginx/mime.types") ? "include /etc/nginx/mime.types;" : "types { text/html html; text/css css; application/javascript js; }"}
  default_type application/octet-stream;
  access_log ${files ? `${dir}/access.log` : "off"};
${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((temp) => `  ${temp}_temp_path ${dir}/${temp.replace("_", "-")};`).join("\n")}
${serve}
}
`;
}

export type NginxServer = Awaited<ReturnType<typeof startNginx>>;

export async function startNginx(options: { site: NginxSite; readyPath: string }) {
  // A failed spawn is an 'error' event nobody listens to: it would end the whole bench.
  if (!fs.existsSync(NGINX_BIN))
    throw new Error(`No nginx at ${NGINX_BIN} (Debian: apt-get install nginx)`);
  const dir = tempDir("nginx");
  const port = await freePort();
  const configFile = path.join(dir, "nginx.conf");
  const runAsRoot = process.getuid?.() === 0;
  fs.writeFileSync(configFile, nginxConfig({ site: options.site, port, dir, runAsRoot }));
  const args = ["-p", dir, "-e", path.join(dir, "error.log"), "-c", configFile];
  const child = spawnLogged(NGINX_BIN, args, path.join(dir, "stderr.log"));
  const origin = `http://${HOST}:${port}`;
  await waitUntilReady(`${origin}${options.readyPath}`, child, path.join(dir, "error.log")).catch(
    async (error: unknown) => {
      await stop(child, "SIGKILL");
      throw error;
    },
  );
  return { origin, stop: () => stop(child, "SIGTERM") };
}
