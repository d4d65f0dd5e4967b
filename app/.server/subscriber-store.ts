import { randomBytes, randomUUID } from "node:crypto";
import { UNSUBSCRIBE_PATH, UNSUBSCRIBE_TOKEN_PARAM } from "../lib/unsubscribe.ts";
import type { Db, SubscriberTable } from "./db.ts";

export type SubscriberRow = SubscriberTable;

export function newUnsubscribeToken(): string {
  return randomBytes(32).toString("base64url");
}

export function isUnsubscribeToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{22,128}$/.test(value);
}

export function unsubscribeUrl(siteOrigin: string, token: string): string {
  const url = new URL(UNSUBSCRIBE_PATH, siteOrigin);
  url.searchParams.set(UNSUBSCRIBE_TOKEN_PARAM, token);
  return url.href;
}

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
      unsubscribe_token: newUnsubscribeToken(),
    })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1 ? "added" : "exists";
}

export async function listSubscribers(db: Db): Promise<SubscriberRow[]> {
  return db.selectFrom("subscribers").selectAll().orderBy("created_at", "desc").execute();
}

export async function findSubscriberByToken(
  db: Db,
  token: string,
): Promise<SubscriberRow | undefined> {
  return db
    .selectFrom("subscribers")
    .selectAll()
    .where("unsubscribe_token", "=", token)
    .executeTakeFirst();
}

// Deletes the row, not a flag: the privacy policy promises deletion.
export async function removeSubscriber(db: Db, token: string): Promise<boolean> {
  const result = await db
    .deleteFrom("subscribers")
    .where("unsubscribe_token", "=", token)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}
