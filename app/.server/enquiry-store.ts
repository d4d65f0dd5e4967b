import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Db, EnquiryTable, OutboxChannel } from "./db.ts";
import { groupCommit } from "./group-commit.ts";

export interface NewEnquiry {
  name: string;
  email: string;
  phone: string;
  company: string;
  topic: string | null;
  serviceId: string | null;
  serviceLabel: string;
  message: string;
  sourcePage: string;
  consentVersion: string;
  /** The form script's key for this submission, the same on a repeated post; null without it. */
  submissionKey: string | null;
}

export type SpamReason = "honeypot" | "too-fast";

export type EnquiryRow = Selectable<EnquiryTable>;

/** `repeated`: this submission was stored before, under `id`; nothing new was written. */
export interface StoredEnquiry {
  id: string;
  repeated: boolean;
}

export interface StoreOptions {
  spamReason: SpamReason | null;
  now: Date;
  /** One outbox row per channel (default: mail). */
  channels?: readonly OutboxChannel[];
}

// Each configured channel; with none, a mail row that waits until SMTP is set up.
export function outboxChannels(settings: { mail?: unknown; webhook?: unknown }): OutboxChannel[] {
  const channels: OutboxChannel[] = [];
  if (settings.mail) channels.push("mail");
  if (settings.webhook) channels.push("webhook");
  return channels.length > 0 ? channels : ["mail"];
}

// Resolves only after the commit; concurrent enquiries share one commit (group-commit.ts).
export function storeEnquiry(
  db: Db,
  enquiry: NewEnquiry,
  options: StoreOptions,
): Promise<StoredEnquiry> {
  let write = writers.get(db);
  if (!write) {
    write = groupCommit(db, insertEnquiry);
    writers.set(db, write);
  }
  return write({ id: randomUUID(), enquiry, options });
}

interface PendingEnquiry {
  id: string;
  enquiry: NewEnquiry;
  options: StoreOptions;
}

const writers = new WeakMap<Db, (pending: PendingEnquiry) => Promise<StoredEnquiry>>();

async function insertEnquiry(
  trx: Db,
  { id, enquiry, options }: PendingEnquiry,
): Promise<StoredEnquiry> {
  const at = options.now.toISOString();
  const spam = options.spamReason !== null;
  const inserted = await trx
    .insertInto("enquiries")
    .values({
      id,
      received_at: at,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      company: enquiry.company === "" ? null : enquiry.company,
      topic: enquiry.topic,
      service_id: enquiry.serviceId,
      service_label: enquiry.serviceLabel,
      message: enquiry.message,
      source_page: enquiry.sourcePage,
      consent_version: enquiry.consentVersion,
      is_spam: spam ? 1 : 0,
      spam_reason: options.spamReason,
      notify_status: spam ? "skipped" : "pending",
      notified_at: null,
      submission_key: enquiry.submissionKey,
    })
    .onConflict((conflict) => conflict.column("submission_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) {
    const earlier = await trx
      .selectFrom("enquiries")
      .select("id")
      .where("submission_key", "=", enquiry.submissionKey)
      .executeTakeFirstOrThrow();
    return { id: earlier.id, repeated: true };
  }
  if (!spam) {
    await trx
      .insertInto("outbox")
      .values(
        (options.channels ?? ["mail"]).map((channel) => ({
          id: randomUUID(),
          enquiry_id: id,
          channel,
          status: "pending" as const,
          attempts: 0,
          next_attempt_at: at,
          created_at: at,
        })),
      )
      .execute();
  }
  return { id, repeated: false };
}

export interface EnquiryQuery {
  includeSpam?: boolean;
  since?: Date;
  limit?: number;
}

export async function listEnquiries(db: Db, query: EnquiryQuery = {}): Promise<EnquiryRow[]> {
  let select = db.selectFrom("enquiries").selectAll().orderBy("received_at", "desc");
  if (!query.includeSpam) select = select.where("is_spam", "=", 0);
  if (query.since) select = select.where("received_at", ">=", query.since.toISOString());
  if (query.limit !== undefined) select = select.limit(query.limit);
  return select.execute();
}

export async function findEnquiry(db: Db, id: string): Promise<EnquiryRow | undefined> {
  return db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function purgeEnquiriesBefore(db: Db, cutoff: Date): Promise<number> {
  const before = cutoff.toISOString();
  return db.transaction().execute(async (trx) => {
    const old = trx.selectFrom("enquiries").select("id").where("received_at", "<", before);
    await trx.deleteFrom("outbox").where("enquiry_id", "in", old).execute();
    const result = await trx
      .deleteFrom("enquiries")
      .where("received_at", "<", before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60_000);
}
