/**
 * Real parts for the tests (never imported by the site): a SQLite database in
 * a temporary folder or a database on a real PostgreSQL server, an SMTP server
 * and a webhook receiver on 127.0.0.1, a logger that keeps its lines, and form
 * requests as a browser sends them.
 */
import { promises as fs, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { FileMigrationProvider, Migrator } from "kysely/migration";
import { inject } from "vitest";
import { type AppServices, createServices } from "~/.server/context";
import { type Db, openDatabase } from "~/.server/db";
import type { EnquiryRow, NewEnquiry } from "~/.server/enquiry-store";
import type { MailSettings } from "~/.server/env";
import { type LogLevel, type Logger, createLogger } from "~/.server/log";
import type { EnquiryMetrics } from "~/.server/metrics";
import { MIGRATIONS_DIR, migrateToLatest } from "~/.server/migrate";
import { createDatabase } from "../scripts/lib/postgres-cluster.ts";

export * from "../scripts/lib/receivers.ts";

export const TEST_ORIGIN = "http://site.test";

/** The two databases the site runs on (DECISIONS.md section 4). */
export type Backend = "sqlite" | "postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The databases this Vitest project tests the stores on (vitest.config.ts). */
    backends: Backend[];
  }
}

/**
 * The databases to run `describe.each(BACKENDS)` on: SQLite in the "unit"
 * project, which needs no database server, and PostgreSQL in the "postgres"
 * project, which starts one (tests/postgres-server.ts).
 */
export const BACKENDS: readonly Backend[] = inject("backends") ?? ["sqlite"];

export interface TestDb {
  backend: Backend;
  db: Db;
  /** A temporary folder: the SQLite file's, and free for a test's own files. */
  dataDir: string;
  /** The settings a server or `npm run leads` process needs to open this database. */
  env: Record<string, string>;
  /** Another connection to the same database, as a second process would have. */
  open(): Promise<Db>;
  cleanup(): Promise<void>;
}

/**
 * A fresh database, migrated to the latest version, or with `upTo` only as far
 * as that migration, as an older version of the site left it: a SQLite file in
 * a temporary folder, or a new database on the test PostgreSQL server
 * (tests/postgres-server.ts), dropped by cleanup().
 */
export async function createTestDb(
  options: { upTo?: string; backend?: Backend } = {},
): Promise<TestDb> {
  const backend = options.backend ?? "sqlite";
  const dataDir = mkdtempSync(path.join(tmpdir(), "deccan-db-"));
  const postgres = backend === "postgres" ? await createDatabase(postgresUrl()) : undefined;
  const location = { dataDir, databaseUrl: postgres?.url };
  const opened: Db[] = [];
  const open = async (upTo?: string) => {
    const db = openDatabase(location);
    opened.push(db);
    if (upTo) await migrateUpTo(db, upTo);
    else await migrateToLatest(db);
    return db;
  };
  const db = await open(options.upTo);
  return {
    backend,
    db,
    dataDir,
    env: postgres ? { DATABASE_URL: postgres.url, DATA_DIR: dataDir } : { DATA_DIR: dataDir },
    open: () => open(),
    async cleanup() {
      for (const each of opened) await each.destroy().catch(() => {});
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function postgresUrl(): string {
  const url = inject("postgresUrl");
  if (!url) {
    throw new Error(
      'This test needs the PostgreSQL server of the "postgres" Vitest project: list its file there in vitest.config.ts.',
    );
  }
  return url;
}

async function migrateUpTo(db: Db, name: string): Promise<void> {
  const provider = new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_DIR });
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error;
}

export function memoryLog(): { log: Logger; lines: { level: LogLevel; line: string }[] } {
  const lines: { level: LogLevel; line: string }[] = [];
  return { log: createLogger((level, line) => lines.push({ level, line })), lines };
}

/** A clock the test moves by hand. */
export function manualClock(start = Date.parse("2026-11-20T06:00:00Z")) {
  let at = start;
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}

export function testServices(
  db: Db,
  options: {
    log?: Logger;
    metrics?: EnquiryMetrics;
    now?: () => Date;
    notify?: () => void;
    rateLimit?: { perMinute: number; perHour: number };
    channels?: AppServices["channels"];
  } = {},
): AppServices {
  return createServices({
    db,
    config: {
      siteOrigin: TEST_ORIGIN,
      rateLimit: options.rateLimit ?? { perMinute: 5, perHour: 20 },
    },
    log: options.log ?? memoryLog().log,
    metrics: options.metrics,
    now: options.now,
    notify: options.notify,
    channels: options.channels,
  });
}

/** An enquiry as the stores take it (after validation), for tests of the stores themselves. */
export const NEW_ENQUIRY: NewEnquiry = {
  name: "Ravi Kumar",
  email: "ravi@example.com",
  phone: "+91 98480 11111",
  company: "",
  topic: null,
  serviceId: "valves",
  serviceLabel: "Industrial Valves",
  message: "Twenty gate valves, please.",
  sourcePage: "/contact",
  consentVersion: "enquiry-2026-11",
  submissionKey: null,
};

export { VALID_ENQUIRY } from "./fixtures";

/** A form post as the browser sends it to `pathname` on the test origin. */
export function formRequest(
  pathname: string,
  fields: Record<string, string>,
  options: { headers?: Record<string, string> } = {},
): Request {
  return new Request(`${TEST_ORIGIN}${pathname}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
      Origin: TEST_ORIGIN,
      "Sec-Fetch-Site": "same-origin",
      ...options.headers,
    },
  });
}

export function mailSettings(smtpUrl: string): MailSettings {
  return {
    smtpUrl,
    notifyTo: ["sales@deccan.test"],
    from: '"Deccan Industrial Solutions website" <website@deccan.test>',
  };
}

/** An RFC 2047 encoded-word, as a mail program would decode it. */
export const ENCODED_WORD = /=\?[^?\s]+\?[bq]\?[^?\s]*\?=/i;

/** A header value with its encoded-words decoded, as a mail program shows it. */
export function decodeEncodedWords(value: string): string {
  const word = new RegExp(`(${ENCODED_WORD.source})(\\s+(?=${ENCODED_WORD.source}))?`, "gi");
  return value.replace(word, (_, encoded: string) => {
    const [, charset = "", encoding = "", text = ""] = encoded.split("?");
    const bytes =
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9a-f]{2})/gi, (_hex, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            "latin1",
          );
    return new TextDecoder(charset.split("*")[0]).decode(bytes);
  });
}

/** A stored enquiry as the outbox reads it, for tests of the notifications. */
export const ENQUIRY_ROW: EnquiryRow = {
  id: "4f1c2a9e-0000-4000-8000-000000000001",
  received_at: "2026-11-20T06:30:00.000Z",
  name: "Ravi Kumar",
  email: "ravi@example.com",
  phone: "+91 98480 11111",
  company: null,
  topic: null,
  service_id: "valves",
  service_label: "Industrial Valves",
  message: "Need <b>20</b> valves & fittings\nby March",
  source_page: "/contact",
  consent_version: "enquiry-2026-11",
  is_spam: 0,
  spam_reason: null,
  notify_status: "pending",
  notified_at: null,
  submission_key: null,
};
