import Sqlite from "better-sqlite3";
import { mkdirSync } from "node:fs";
import path from "node:path";
import {
  type Generated,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase,
  sql,
} from "kysely";
import pg from "pg";

// Queries use only SQL that SQLite and PostgreSQL share (docs/decisions/005-enquiry-storage.md).

export type NotifyStatus = "pending" | "sent" | "failed" | "skipped";
export type OutboxStatus = "pending" | "sending" | "sent" | "failed";
export const OUTBOX_CHANNELS = ["mail", "webhook"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export interface EnquiryTable {
  id: string;
  received_at: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  topic: string | null;
  service_id: string | null;
  service_label: string;
  message: string;
  source_page: string;
  consent_version: string;
  is_spam: number;
  spam_reason: string | null;
  notify_status: NotifyStatus;
  notified_at: string | null;
  submission_key: Generated<string | null>;
}

export interface SubscriberTable {
  id: string;
  email: string;
  created_at: string;
  consent_version: string;
  source: string;
  unsubscribe_token: string;
}

export interface OutboxTable {
  id: string;
  enquiry_id: string;
  channel: OutboxChannel;
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

export interface RateLimitKeyTable {
  scope: string;
  key: string;
  seen_at: string;
}

export interface RateLimitHitTable {
  scope: string;
  key: string;
  hit_at: string;
}

export interface Database {
  enquiries: EnquiryTable;
  subscribers: SubscriberTable;
  outbox: OutboxTable;
  health: HealthTable;
  rate_limit_keys: RateLimitKeyTable;
  rate_limit_hits: RateLimitHitTable;
}

export type Db = Kysely<Database>;

export const DATABASE_FILE = "site.sqlite";

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, DATABASE_FILE);
}

export interface DatabaseLocation {
  dataDir: string;
  databaseUrl?: string | undefined;
}

export function openDatabase(location: DatabaseLocation): Db {
  return location.databaseUrl ? openPostgres(location.databaseUrl) : openSqlite(location.dataDir);
}

// Never the URL, which may hold a password.
export function describeDatabase(location: DatabaseLocation): string {
  if (!location.databaseUrl) return `SQLite ${databaseFile(location.dataDir)}`;
  const url = new URL(location.databaseUrl);
  return `PostgreSQL ${url.hostname || "(local socket)"}${url.port ? `:${url.port}` : ""}${url.pathname}`;
}

export function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on("error", () => {
    // Without a listener an idle connection's error would crash the process; the pool replaces it.
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

// WAL lets the operator command read while the server writes; FULL survives a power cut.
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

const STATEMENT_CACHE_SIZE = 100;

// Kysely prepares each query anew, a large part of a small insert's cost; it runs one query at a
// time, so a cached statement is never in use twice.
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

export async function quickCheck(db: Db): Promise<string> {
  const { rows } = await sql<{ quick_check: string }>`pragma quick_check`.execute(db);
  return rows[0]?.quick_check ?? "unknown";
}
