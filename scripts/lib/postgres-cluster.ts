// PostgreSQL refuses to run as root, so as root the cluster runs as the package's `postgres` user.
import { execFileSync, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export interface PostgresServer {
  url: string;
  stop(): void;
}

function findBinDir(): string {
  const onPath = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  const candidates = [
    process.env.PG_BIN_DIR,
    onPath.status === 0 ? onPath.stdout.trim() : undefined,
    ...(existsSync("/usr/lib/postgresql")
      ? readdirSync("/usr/lib/postgresql")
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ];
  const found = candidates.find(
    (dir) => dir && existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl")),
  );
  if (!found) {
    throw new Error(
      "The tests need a PostgreSQL server: install Debian's postgresql package (or set PG_BIN_DIR to the folder of initdb and pg_ctl), or point TEST_DATABASE_URL at a server whose role may create databases.",
    );
  }
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function startPostgres(): Promise<PostgresServer> {
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (given) return { url: given, stop: () => {} };

  const bin = findBinDir();
  const isRoot = process.getuid?.() === 0;
  // util-linux's runuser sits in sbin, which a user's PATH may lack.
  const runuser = ["/usr/sbin/runuser", "/sbin/runuser"].find((file) => existsSync(file));
  const run = (program: string, args: string[]) => {
    const command = path.join(bin, program);
    const [file, argv] = isRoot
      ? [runuser ?? "runuser", ["-u", "postgres", "--", command, ...args]]
      : [command, args];
    execFileSync(file, argv, { stdio: ["ignore", "pipe", "pipe"], cwd: tmpdir() });
  };

  const root = mkdtempSync(path.join(tmpdir(), "deccan-pg-"));
  if (isRoot) {
    const uid = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    if (uid.status !== 0) throw new Error("Running as root, but there is no postgres user");
    chownSync(root, Number(uid.stdout), Number(gid.stdout));
  }
  const data = path.join(root, "data");
  const port = await freePort();
  // Speed over durability: this cluster lives for one test run.
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  run("pg_ctl", [
    "-D",
    data,
    "-l",
    path.join(root, "server.log"),
    "-w",
    "-t",
    "60",
    "-o",
    `-h 127.0.0.1 -p ${port} -k ${root} -F -c max_connections=200`,
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `deccan_test_${randomUUID().replaceAll("-", "")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
