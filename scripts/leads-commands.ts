import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { type Db, openDatabase } from "../app/.server/db.ts";
import {
  type EnquiryRow,
  daysBefore,
  listEnquiries,
  purgeEnquiriesBefore,
} from "../app/.server/enquiry-store.ts";
import { EnvError, loadConfig } from "../app/.server/env.ts";
import { migrateToLatest } from "../app/.server/migrate.ts";
import { listOutbox, requeue } from "../app/.server/outbox-store.ts";
import { listSubscribers, unsubscribeUrl } from "../app/.server/subscriber-store.ts";
import { toCsv } from "./leads-csv.ts";

export const USAGE = `Usage: npm run leads -- <command> [options]

Commands:
  list [--spam] [--limit N]
      Enquiries, newest first. Spam is hidden unless --spam is given.
  export --format csv|json [--since DATE] [--out FILE] [--spam]
      Every field of every enquiry (spam only with --spam). DATE is YYYY-MM-DD
      (midnight in India) or a full ISO timestamp. Without --out, prints.
  subscribers [--format csv|json] [--out FILE]
      Newsletter subscribers, newest first, each with the unsubscribe link
      (on SITE_URL) that every newsletter sent to them must carry.
  purge [--older-than DAYS] [--dry-run]
      Deletes enquiries received more than DAYS ago (default: RETENTION_DAYS).
  outbox [--all] [--retry ID]
      Notifications (e-mail and CRM webhook) not yet sent, all with --all.
      --retry puts a failed one back in the queue; ID may be the first 8 or
      more characters.

It works on the database in DATA_DIR (default ./data), also while the server runs.`;

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  now: () => Date;
}

class UsageError extends Error {}

const IST_OFFSET_MS = 330 * 60_000;

/** "2026-11-22 10:26 IST" */
export function indianTime(iso: string | null): string {
  if (!iso) return "-";
  return `${new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ")} IST`;
}

// Visitor text must not reach the operator's terminal with control characters (escape sequences).
function printable(value: string | null, max = 100): string {
  const line = (value ?? "").replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function parseSince(value: string): Date {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T00:00:00+05:30`)
    : new Date(value);
  if (Number.isNaN(date.getTime())) throw new UsageError(`--since: not a date: ${value}`);
  return date;
}

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new UsageError(`${name}: expected a whole number of at least 1, got ${value}`);
  }
  return Number(value);
}

function format(value: string | undefined, required: boolean): "csv" | "json" | undefined {
  if (value === undefined && !required) return undefined;
  if (value === "csv" || value === "json") return value;
  throw new UsageError("--format: expected csv or json");
}

export const EXPORT_COLUMNS = [
  "id",
  "received_at",
  "name",
  "email",
  "phone",
  "company",
  "topic",
  "service_id",
  "service_label",
  "message",
  "source_page",
  "consent_version",
  "is_spam",
  "spam_reason",
  "notify_status",
  "notified_at",
] as const satisfies readonly (keyof EnquiryRow)[];

function render<T extends object>(
  rows: T[],
  columns: readonly (keyof T & string)[],
  as: "csv" | "json",
): string {
  if (as === "json") return `${JSON.stringify(rows, null, 2)}\n`;
  return toCsv(
    columns,
    rows.map((row) => columns.map((column) => row[column])),
  );
}

function output(io: CliIo, text: string, out: string | undefined, count: number, what: string) {
  if (!out) return io.stdout(text);
  // Personal data: readable by the file's owner only.
  writeFileSync(out, text, { mode: 0o600 });
  io.stderr(`Wrote ${count} ${what} to ${out}\n`);
}

async function list(db: Db, io: CliIo, args: string[]) {
  const { values } = parseArgs({
    args,
    options: { spam: { type: "boolean" }, limit: { type: "string" } },
  });
  const rows = await listEnquiries(db, {
    includeSpam: values.spam,
    limit: positiveInt(values.limit, "--limit") ?? 50,
  });
  if (rows.length === 0) return io.stdout("No enquiries.\n");
  for (const row of rows) {
    const spam = row.is_spam ? `  [spam: ${row.spam_reason}]` : "";
    io.stdout(
      `${indianTime(row.received_at)}  ${row.id.slice(0, 8)}  ${printable(row.service_label)}  [${row.notify_status}]${spam}\n` +
        `  ${printable(row.name)} <${printable(row.email)}>  ${printable(row.phone)}${row.company ? `  ${printable(row.company)}` : ""}\n` +
        `  ${printable(row.message)}\n\n`,
    );
  }
}

async function exportEnquiries(db: Db, io: CliIo, args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      format: { type: "string" },
      since: { type: "string" },
      out: { type: "string" },
      spam: { type: "boolean" },
    },
  });
  const as = format(values.format, true)!;
  const rows = await listEnquiries(db, {
    includeSpam: values.spam,
    since: values.since ? parseSince(values.since) : undefined,
  });
  output(io, render(rows, EXPORT_COLUMNS, as), values.out, rows.length, "enquiries");
}

export const SUBSCRIBER_COLUMNS = [
  "id",
  "email",
  "created_at",
  "consent_version",
  "source",
  "unsubscribe_url",
] as const;

async function subscribers(db: Db, io: CliIo, args: string[], siteOrigin: string) {
  const { values } = parseArgs({
    args,
    options: { format: { type: "string" }, out: { type: "string" } },
  });
  const as = format(values.format, false);
  // The link, not the bare token: it is what the mailing tool puts in each mail.
  const rows = (await listSubscribers(db)).map(({ unsubscribe_token, ...row }) => ({
    ...row,
    unsubscribe_url: unsubscribeUrl(siteOrigin, unsubscribe_token),
  }));
  if (as) {
    return output(io, render(rows, SUBSCRIBER_COLUMNS, as), values.out, rows.length, "subscribers");
  }
  if (rows.length === 0) return io.stdout("No subscribers.\n");
  for (const row of rows) {
    io.stdout(
      `${indianTime(row.created_at)}  ${printable(row.email)}  (${row.source})\n` +
        `  ${row.unsubscribe_url}\n`,
    );
  }
  io.stdout(`${rows.length} subscriber${rows.length === 1 ? "" : "s"}\n`);
}

async function purge(db: Db, io: CliIo, args: string[], retentionDays: number) {
  const { values } = parseArgs({
    args,
    options: { "older-than": { type: "string" }, "dry-run": { type: "boolean" } },
  });
  const days = positiveInt(values["older-than"], "--older-than") ?? retentionDays;
  const cutoff = daysBefore(io.now(), days);
  if (values["dry-run"]) {
    const old = (await listEnquiries(db, { includeSpam: true })).filter(
      (row) => row.received_at < cutoff.toISOString(),
    );
    return io.stdout(
      `Would delete ${old.length} enquiries received before ${indianTime(cutoff.toISOString())}.\n`,
    );
  }
  const deleted = await purgeEnquiriesBefore(db, cutoff);
  io.stdout(`Deleted ${deleted} enquiries received before ${indianTime(cutoff.toISOString())}.\n`);
}

async function outbox(db: Db, io: CliIo, args: string[]) {
  const { values } = parseArgs({
    args,
    options: { all: { type: "boolean" }, retry: { type: "string" } },
  });
  if (values.retry !== undefined) {
    const prefix = values.retry;
    const matches = (await listOutbox(db, { all: true })).filter(
      (row) => prefix.length >= 8 && row.id.startsWith(prefix),
    );
    if (matches.length !== 1) {
      throw new UsageError(
        `--retry: no single outbox row starts with "${prefix}" (give 8+ characters)`,
      );
    }
    const requeued = await requeue(db, matches[0]!.id, io.now());
    if (!requeued)
      throw new UsageError(`--retry: row ${prefix} is ${matches[0]!.status}, not failed`);
    return io.stdout(`Requeued ${matches[0]!.id}; the server sends it within seconds.\n`);
  }
  const rows = await listOutbox(db, { all: values.all });
  if (rows.length === 0) return io.stdout("Nothing waiting: every notification has been sent.\n");
  for (const row of rows) {
    const next = row.status === "pending" ? `  next ${indianTime(row.next_attempt_at)}` : "";
    io.stdout(
      `${row.id.slice(0, 8)}  enquiry ${row.enquiry_id.slice(0, 8)}  ${row.channel}  ${row.status}  attempts ${row.attempts}${next}\n` +
        `  ${printable(row.service_label)}, received ${indianTime(row.received_at)}\n` +
        (row.last_error ? `  last error: ${printable(row.last_error, 300)}\n` : ""),
    );
  }
}

export async function runLeads(argv: string[], io: CliIo): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === "help" || command === "--help" || command === "-h") {
    io.stdout(`${USAGE}\n`);
    return command ? 0 : 2;
  }
  if (!["list", "export", "subscribers", "purge", "outbox"].includes(command)) {
    io.stderr(`Unknown command: ${command}\n\n${USAGE}\n`);
    return 2;
  }
  let db: Db | undefined;
  try {
    const config = loadConfig(io.env);
    db = openDatabase(config);
    await migrateToLatest(db);
    if (command === "list") await list(db, io, args);
    else if (command === "export") await exportEnquiries(db, io, args);
    else if (command === "subscribers") await subscribers(db, io, args, config.siteOrigin);
    else if (command === "purge") await purge(db, io, args, config.retentionDays);
    else await outbox(db, io, args);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof EnvError) {
      io.stderr(`${error.message}\n`);
      return 2;
    }
    if (
      error instanceof TypeError &&
      "code" in error &&
      String(error.code).startsWith("ERR_PARSE_ARGS")
    ) {
      io.stderr(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    throw error;
  } finally {
    await db?.destroy();
  }
}
