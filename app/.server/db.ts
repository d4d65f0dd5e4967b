import Sqlite from "better-sqlite3";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, sql } from "kysely";
import pg from "pg";

/**
 * The one query layer (DECISIONS.md section 4): SQLite in DATA_DIR by
 * default, PostgreSQL when DATABASE_URL is set. Every query is written with
 * Kysely in SQL the two share (text timestamps in ISO 8601 UTC, 0/1 flags,
 * RETURNING, ON CONFLICT), so the stores never ask which one they have
 * (docs/decisions/005-enquiry-storage.md).
 */

export type NotifyStatus = "pending" | "sent" | "failed" | "skipped";
export type OutboxStatus = "pending" | "sending" | "sent" | "failed";

export interface EnquiryTable {
  id: string;
  received_at: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  /** One of SPEC.md's six topics, or null when a service was chosen. */
  topic: string | null;
  /** A service id from the catalogue, or null when a topic was chosen. */
  service_id: string | null;
  /** What the visitor picked, as shown in the form (topic or service title). */
  service_label: string;
  message: string;
  /** The page the form was on. */
  source_page: string;
  consent_version: string;
  is_spam: number;
  spam_reason: string | null;
  notify_status: NotifyStatus;
  notified_at: string | null;
}

export interface SubscriberTable {
  id: string;
  email: string;
  created_at: string;
  consent_version: string;
  source: string;
  /** The secret in the subscriber's unsubscribe link; unique (migration 0002). */
  unsubscribe_token: string;
}

export interface OutboxTable {
  id: string;
  enquiry_id: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  lease_owner: string | null;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  message_id: string | null;
}

export interface HealthTable {
  id: number;
  checked_at: string;
}

export interface Database {
  enquiries: EnquiryTable;
  subscribers: SubscriberTable;
  outbox: OutboxTable;
  health: HealthTable;
}

export type Db = Kysely<Database>;

export const DATABASE_FILE = "site.sqlite";

/** The database file in a data folder. */
export function databaseFile(dataDir: string): string {
  return path.join(dataDir, DATABASE_FILE);
}

/** Where the data lives: a PostgreSQL URL when one is set, else the SQLite file in `dataDir`. */
export interface DatabaseLocation {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/** The database the settings point at (see openSqlite and openPostgres). */
export function openDatabase(location: DatabaseLocation): Db {
  return location.databaseUrl ? openPostgres(location.databaseUrl) : openSqlite(location.dataDir);
}

/** Which database, for the start-up log: never the URL, which may hold a password. */
export function describeDatabase(location: DatabaseLocation): string {
  if (!location.databaseUrl) return `SQLite ${databaseFile(location.dataDir)}`;
  const url = new URL(location.databaseUrl);
  return `PostgreSQL ${url.hostname || "(local socket)"}${url.port ? `:${url.port}` : ""}${url.pathname}`;
}

/**
 * PostgreSQL through a small pool. Connections that drop are replaced by the
 * pool; an error on an idle one is logged by the caller's next query failing,
 * not by crashing the process.
 */
export function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on("error", () => {
    // An idle connection was closed by the server; the pool opens a new one when needed.
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Opens (and creates on first use) the SQLite database in `dataDir`: WAL, so
 * the operator command can read while the server writes; synchronous=FULL,
 * so a committed enquiry survives a power cut; a busy timeout, so the two
 * processes wait for each other instead of failing.
 */
export function openSqlite(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const sqlite = new Sqlite(databaseFile(dataDir), { timeout: 5_000 });
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
}

/** Enough for every query the site and the operator command write (they are parameterised). */
const STATEMENT_CACHE_SIZE = 100;

/**
 * Kysely prepares each query anew; SQLite's prepare is a large part of a small
 * insert's cost. The same SQL text gets the same prepared statement back.
 * Kysely runs one query at a time on the connection, so a statement is never
 * in use twice at once.
 */
function withStatementCache(sqlite: Sqlite.Database): SqliteDatabase {
  const statements = new Map<string, Sqlite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          statements.delete(statements.keys().next().value!);
        }
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/** True when a write reaches the database (for /healthz). */
export async function isWritable(db: Db, now: Date = new Date()): Promise<boolean> {
  try {
    const result = await db
      .updateTable("health")
      .set({ checked_at: now.toISOString() })
      .where("id", "=", 1)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  } catch {
    return false;
  }
}

/** SQLite's own integrity answer, for tests and the operator. */
export async function quickCheck(db: Db): Promise<string> {
  const { rows } = await sql<{ quick_check: string }>`pragma quick_check`.execute(db);
  return rows[0]?.quick_check ?? "unknown";
}
