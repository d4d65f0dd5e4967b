// The processes the bench starts (builds, our server, nginx) and its temporary folders.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import * as fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { HOST, answers, freePort, siteServer, stopChild } from "../lib/site-server.ts";

export { HOST, freePort };
const NGINX_BIN = "/usr/sbin/nginx";
/** The highest rate limits env.ts allows, for runs that post many enquiries. */
export const RATE_LIMIT_ENV = { RATE_LIMIT_PER_MINUTE: "10000", RATE_LIMIT_PER_HOUR: "100000" };

const children = new Set<ChildProcess>();
/** The temporary folders made so far (kept for inspection when a part could not run). */
export const tempDirs: string[] = [];
// Stopped early, the bench still runs its exit handlers, which kill what it started.
process.on("exit", () => children.forEach((child) => child.kill("SIGKILL")));
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => process.exit(130));

/** A child process logging to `logFile` (or the terminal), killed if the bench stops early. */
export function spawnLogged(
  command: string,
  args: string[],
  logFile?: string,
  env = process.env,
  cwd?: string,
) {
  const out = logFile ? fs.openSync(logFile, "a") : "inherit";
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", out, out] });
  if (typeof out === "number") fs.closeSync(out);
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

export function tempDir(name: string): string {
  tempDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), `deccan-bench-${name}-`)));
  return tempDirs.at(-1)!;
}
export const removeTempDirs = () =>
  tempDirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));

export const tail = (file: string, lines = 15) =>
  fs.existsSync(file)
    ? fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n")
    : "(no log)";

/**
 * A build outside the project finds no node_modules above it, so it cannot import its packages:
 * the folder holding the build gets a link to the project's (`root`'s) node_modules. In that
 * folder, not the build's own: Astro empties its build folder first, link and all, and its
 * prerendering then imports packages from the build. So a build of the bench's own sits in a
 * folder of its own (`<temp>/new/build`), and a BUILD_DIR outside the project must too.
 */
export function linkNodeModules(
  buildDir: string,
  log: (line: string) => void,
  root = process.cwd(),
): void {
  const holder = path.dirname(path.resolve(buildDir));
  const target = path.resolve(root, "node_modules");
  if (!path.relative(root, buildDir).startsWith("..")) return;
  const link = path.join(holder, "node_modules");
  // Never beside everything else in the temporary folder, even where a link is there already.
  if ([os.tmpdir(), path.parse(holder).root].includes(holder))
    throw new Error(
      `put the build ${buildDir} in a folder of its own (e.g. ${holder}/bench/build)`,
    );
  if (fs.existsSync(link)) {
    if (fs.realpathSync(link) === fs.realpathSync(target)) return;
    throw new Error(`${link} is not ${target}: put the build ${buildDir} in a folder of its own`);
  }
  fs.mkdirSync(holder, { recursive: true });
  fs.symlinkSync(target, link, "dir");
  log(`linked ${link} to ${target}`);
}

/** `npm run build` of `root` (this project by default) into `buildDir`, from another content folder if given. */
export async function runBuild(
  buildDir: string,
  log: (line: string) => void,
  { contentDir, logFile, root }: { contentDir?: string; logFile?: string; root?: string } = {},
): Promise<void> {
  linkNodeModules(buildDir, log, root);
  // An undefined CONTENT_DIR is left out of the child's environment.
  const env = { ...process.env, BUILD_DIR: buildDir, CONTENT_DIR: contentDir };
  const started = Date.now();
  const child = spawnLogged("npm", ["run", "build"], logFile, env, root);
  await once(child, "exit");
  if (child.exitCode !== 0) {
    const logged = logFile ? ` (log ${logFile}):\n${tail(logFile, 20)}` : "";
    throw new Error(`npm run build into ${buildDir} failed${logged}`);
  }
  log(`built ${buildDir} in ${Math.round((Date.now() - started) / 1000)} s`);
}

export type SiteServer = Awaited<ReturnType<typeof startSite>>;

/** Our server (`siteServer`), started, with `data${name}` and `server${name}.log` in `dir`. */
export async function startSite(options: {
  buildDir: string;
  dir: string;
  name?: string;
  env?: Record<string, string>;
  root?: string;
}) {
  const { buildDir, dir, name = "", root } = options;
  const dataDir = path.join(dir, `data${name}`);
  const env = { ...options.env, DATA_DIR: dataDir };
  const logFile = path.join(dir, `server${name}.log`);
  const server = await siteServer({ buildDir, env, logFile, root });
  await server.start();
  return Object.assign(server, { dataDir });
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
  if (!(await answers(`${origin}${options.readyPath}`, child))) {
    await stopChild(child, "SIGKILL");
    throw new Error(`nginx did not start (log ${dir}/error.log):\n${tail(`${dir}/error.log`)}`);
  }
  return { origin, stop: () => stopChild(child, "SIGTERM") };
}
