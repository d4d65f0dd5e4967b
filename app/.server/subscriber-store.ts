import { randomUUID } from "node:crypto";
import type { Db, SubscriberTable } from "./db.ts";

export type SubscriberRow = SubscriberTable;

/**
 * Adds an address once. Signing up again changes nothing and is reported as
 * "exists" (the visitor still sees success: DECISIONS.md section 4).
 */
export async function addSubscriber(
  db: Db,
  signup: { email: string; source: string; consentVersion: string; now: Date },
): Promise<"added" | "exists"> {
  const result = await db
    .insertInto("subscribers")
    .values({
      id: randomUUID(),
      email: signup.email,
      created_at: signup.now.toISOString(),
      consent_version: signup.consentVersion,
      source: signup.source,
    })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1 ? "added" : "exists";
}

export async function listSubscribers(db: Db): Promise<SubscriberRow[]> {
  return db.selectFrom("subscribers").selectAll().orderBy("created_at", "desc").execute();
}
