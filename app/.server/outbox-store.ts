import type { Db, NotifyStatus, OutboxChannel, OutboxTable } from "./db.ts";

export type OutboxRow = OutboxTable;

// Claims, leases and at-least-once delivery: docs/decisions/006-enquiry-notifications.md.

export const INTERRUPTED =
  "interrupted while sending (the server stopped mid-send); sent again automatically, so it may arrive twice, with the same Message-ID or webhook-id";
export const GAVE_UP = "not delivered within the retry period";

const iso = (date: Date) => date.toISOString();

export async function claimNext(
  db: Db,
  options: { owner: string; now: Date; leaseMs: number; channels: readonly OutboxChannel[] },
): Promise<OutboxRow | undefined> {
  if (options.channels.length === 0) return undefined;
  const now = iso(options.now);
  const leaseUntil = iso(new Date(options.now.getTime() + options.leaseMs));
  return db
    .updateTable("outbox")
    .set((eb) => ({
      status: "sending",
      lease_owner: options.owner,
      lease_until: leaseUntil,
      attempts: eb("attempts", "+", 1),
    }))
    .where("status", "=", "pending")
    .where((eb) =>
      eb(
        "id",
        "=",
        eb
          .selectFrom("outbox")
          .select("id")
          .where("status", "=", "pending")
          .where("channel", "in", options.channels)
          .where("next_attempt_at", "<=", now)
          .orderBy("next_attempt_at")
          .limit(1),
      ),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function markSent(
  db: Db,
  row: Pick<OutboxRow, "id" | "enquiry_id">,
  options: { owner: string; now: Date; messageId: string | null },
): Promise<boolean> {
  const now = iso(options.now);
  return db.transaction().execute(async (trx) => {
    await lockEnquiry(trx, row.enquiry_id);
    const result = await trx
      .updateTable("outbox")
      .set({
        status: "sent",
        sent_at: now,
        message_id: options.messageId,
        lease_owner: null,
        lease_until: null,
        last_error: null,
      })
      .where("id", "=", row.id)
      .where("lease_owner", "=", options.owner)
      .executeTakeFirst();
    await syncNotifyStatus(trx, row.enquiry_id, now);
    return result.numUpdatedRows === 1n;
  });
}

// Taken first in each transaction that changes an enquiry's outbox rows: on PostgreSQL two
// workers finishing its two channels at once would otherwise each miss the other's change.
async function lockEnquiry(trx: Db, enquiryId: string): Promise<void> {
  await trx
    .updateTable("enquiries")
    .set((eb) => ({ notify_status: eb.ref("notify_status") }))
    .where("id", "=", enquiryId)
    .execute();
}

// The enquiry's notify_status sums up its channels: failed if one failed, sent once all are.
async function syncNotifyStatus(trx: Db, enquiryId: string, now: string): Promise<void> {
  const rows = await trx
    .selectFrom("outbox")
    .select("status")
    .where("enquiry_id", "=", enquiryId)
    .execute();
  const status: NotifyStatus = rows.some((row) => row.status === "failed")
    ? "failed"
    : rows.every((row) => row.status === "sent")
      ? "sent"
      : "pending";
  await trx
    .updateTable("enquiries")
    .set(
      status === "sent" ? { notify_status: status, notified_at: now } : { notify_status: status },
    )
    .where("id", "=", enquiryId)
    .where("notify_status", "!=", status)
    .execute();
}

export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

export async function recordFailure(
  db: Db,
  row: Pick<OutboxRow, "id" | "enquiry_id" | "attempts" | "created_at">,
  options: {
    owner: string;
    now: Date;
    error: string;
    baseMs: number;
    maxMs: number;
    giveUpMs: number;
  },
): Promise<{ retryAt: Date } | { gaveUp: true }> {
  const next = new Date(
    options.now.getTime() + retryDelay(row.attempts, options.baseMs, options.maxMs),
  );
  const deadline = new Date(row.created_at).getTime() + options.giveUpMs;
  if (next.getTime() > deadline) {
    await fail(db, row, `${GAVE_UP}: ${options.error}`, options.owner, options.now);
    return { gaveUp: true };
  }
  await db
    .updateTable("outbox")
    .set({
      status: "pending",
      next_attempt_at: iso(next),
      lease_owner: null,
      lease_until: null,
      last_error: options.error,
    })
    .where("id", "=", row.id)
    .where("lease_owner", "=", options.owner)
    .execute();
  return { retryAt: next };
}

async function fail(
  db: Db,
  row: Pick<OutboxRow, "id" | "enquiry_id">,
  error: string,
  owner: string | null,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockEnquiry(trx, row.enquiry_id);
    let update = trx
      .updateTable("outbox")
      .set({ status: "failed", lease_owner: null, lease_until: null, last_error: error })
      .where("id", "=", row.id);
    if (owner) update = update.where("lease_owner", "=", owner);
    await update.execute();
    await syncNotifyStatus(trx, row.enquiry_id, iso(now));
  });
}

export async function markFailed(
  db: Db,
  row: Pick<OutboxRow, "id" | "enquiry_id">,
  options: { owner: string; now: Date; error: string },
): Promise<void> {
  await fail(db, row, options.error, options.owner, options.now);
}

// A lease runs out only when its process died mid-send (it outlasts every send's timeouts):
// the row is due again at once, at its old place in the queue (its due time is left as it
// was, before its claim), its attempts kept. At least once: the first try may have been
// delivered.
export async function expireLeases(db: Db, now: Date): Promise<OutboxRow[]> {
  return db
    .updateTable("outbox")
    .set({
      status: "pending",
      lease_owner: null,
      lease_until: null,
      last_error: INTERRUPTED,
    })
    .where("status", "=", "sending")
    .where("lease_until", "<", iso(now))
    .returningAll()
    .execute();
}

// Rows another worker holds: at start, those a stopped process left mid-send.
export async function leasedRows(db: Db): Promise<Pick<OutboxRow, "lease_until">[]> {
  return db
    .selectFrom("outbox")
    .select("lease_until")
    .where("status", "=", "sending")
    .orderBy("lease_until", "desc")
    .execute();
}

export async function giveUpStale(
  db: Db,
  options: { now: Date; giveUpMs: number; channel: OutboxChannel },
): Promise<number> {
  const cutoff = iso(new Date(options.now.getTime() - options.giveUpMs));
  const stale = await db
    .selectFrom("outbox")
    .select(["id", "enquiry_id"])
    .where("status", "=", "pending")
    .where("channel", "=", options.channel)
    .where("created_at", "<", cutoff)
    .execute();
  for (const row of stale) await fail(db, row, GAVE_UP, null, options.now);
  return stale.length;
}

export async function requeue(db: Db, id: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom("outbox")
      .select("enquiry_id")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!target) return false;
    await lockEnquiry(trx, target.enquiry_id);
    const row = await trx
      .updateTable("outbox")
      .set({
        status: "pending",
        attempts: 0,
        next_attempt_at: iso(now),
        created_at: iso(now),
        lease_owner: null,
        lease_until: null,
      })
      .where("id", "=", id)
      .where("status", "=", "failed")
      .returning("enquiry_id")
      .executeTakeFirst();
    if (!row) return false;
    await syncNotifyStatus(trx, row.enquiry_id, iso(now));
    return true;
  });
}

export interface OutboxListing extends OutboxRow {
  service_label: string;
  received_at: string;
}

export async function listOutbox(
  db: Db,
  options: { all?: boolean } = {},
): Promise<OutboxListing[]> {
  let select = db
    .selectFrom("outbox")
    .innerJoin("enquiries", "enquiries.id", "outbox.enquiry_id")
    .selectAll("outbox")
    .select(["enquiries.service_label", "enquiries.received_at"])
    .orderBy("outbox.created_at")
    .orderBy("outbox.channel");
  if (!options.all) select = select.where("outbox.status", "!=", "sent");
  return select.execute();
}
