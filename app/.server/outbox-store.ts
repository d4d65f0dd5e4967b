import type { Db, OutboxTable } from "./db.ts";

export type OutboxRow = OutboxTable;

// Claims and at-most-once delivery: docs/decisions/006-enquiry-notifications.md.

export const INTERRUPTED =
  "interrupted while sending; the e-mail may have gone out. Check the inbox, then requeue it with: npm run leads -- outbox --retry <id>";
export const GAVE_UP = "not delivered within the retry period";

const iso = (date: Date) => date.toISOString();

export async function claimNext(
  db: Db,
  options: { owner: string; now: Date; leaseMs: number },
): Promise<OutboxRow | undefined> {
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
    await trx
      .updateTable("enquiries")
      .set({ notify_status: "sent", notified_at: now })
      .where("id", "=", row.enquiry_id)
      .execute();
    return result.numUpdatedRows === 1n;
  });
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
    await fail(db, row, `${GAVE_UP}: ${options.error}`, options.owner);
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
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable("outbox")
      .set({ status: "failed", lease_owner: null, lease_until: null, last_error: error })
      .where("id", "=", row.id);
    if (owner) update = update.where("lease_owner", "=", owner);
    await update.execute();
    await trx
      .updateTable("enquiries")
      .set({ notify_status: "failed" })
      .where("id", "=", row.enquiry_id)
      .execute();
  });
}

export async function markFailed(
  db: Db,
  row: Pick<OutboxRow, "id" | "enquiry_id">,
  error: string,
  owner: string,
): Promise<void> {
  await fail(db, row, error, owner);
}

// Not retried: the mail may already have gone out.
export async function expireLeases(db: Db, now: Date): Promise<OutboxRow[]> {
  const expired = await db
    .selectFrom("outbox")
    .selectAll()
    .where("status", "=", "sending")
    .where("lease_until", "<", iso(now))
    .execute();
  for (const row of expired) {
    await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("outbox")
        .set({ status: "failed", lease_owner: null, lease_until: null, last_error: INTERRUPTED })
        .where("id", "=", row.id)
        .where("status", "=", "sending")
        .where("lease_until", "<", iso(now))
        .executeTakeFirst();
      if (result.numUpdatedRows === 1n) {
        await trx
          .updateTable("enquiries")
          .set({ notify_status: "failed" })
          .where("id", "=", row.enquiry_id)
          .execute();
      }
    });
  }
  return expired;
}

export async function giveUpStale(db: Db, now: Date, giveUpMs: number): Promise<number> {
  const cutoff = iso(new Date(now.getTime() - giveUpMs));
  const stale = await db
    .selectFrom("outbox")
    .select(["id", "enquiry_id"])
    .where("status", "=", "pending")
    .where("created_at", "<", cutoff)
    .execute();
  for (const row of stale) await fail(db, row, GAVE_UP, null);
  return stale.length;
}

export async function requeue(db: Db, id: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
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
    await trx
      .updateTable("enquiries")
      .set({ notify_status: "pending" })
      .where("id", "=", row.enquiry_id)
      .execute();
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
    .orderBy("outbox.created_at");
  if (!options.all) select = select.where("outbox.status", "!=", "sent");
  return select.execute();
}
