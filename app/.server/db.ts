import Sqlite from "better-sqlite3";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, SqliteDialect, sql } from "kysely";

/**
 * The one query layer (DECISIONS.md section 4). Queries are written with
 * Kysely in SQL that SQLite and PostgreSQL share (text timestamps in ISO 8601
 * UTC, 0/1 flags, RETURNING, ON CONFLICT), so a PostgresDialect could be
 * plugged in here; SQLite is what ships (docs/decisions/005-enquiry-storage.md).
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

/**
 * Opens (and creates on first use) the SQLite database in `dataDir`: WAL, so
 * the operator command can read while the server writes; synchronous=FULL,
 * so a committed enquiry survives a power cut; a busy timeout, so the two
 * processes wait for each other instead of failing.
 */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const sqlite = new Sqlite(databaseFile(dataDir), { timeout: 5_000 });
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
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
