import { randomBytes, randomUUID } from "node:crypto";
import { UNSUBSCRIBE_PATH, UNSUBSCRIBE_TOKEN_PARAM } from "../content/unsubscribe.ts";
import type { Db, SubscriberTable } from "./db.ts";

/** A subscriber as stored. */
export type SubscriberRow = SubscriberTable;

/** 32 random bytes (256 bits) as base64url: 43 characters nobody can guess. */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Anything else in a link is not a token (and is not looked up). */
export function isUnsubscribeToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{22,128}$/.test(value);
}

/** The link for the newsletter's mails, e.g. https://www.example.in/unsubscribe?token=… */
export function unsubscribeUrl(siteOrigin: string, token: string): string {
  const url = new URL(UNSUBSCRIBE_PATH, siteOrigin);
  url.searchParams.set(UNSUBSCRIBE_TOKEN_PARAM, token);
  return url.href;
}

/**
 * Adds an address once, with a new unsubscribe token. Signing up again changes
 * nothing and is reported as "exists" (the visitor still sees success:
 * DECISIONS.md section 4).
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

/**
 * Deletes the subscriber the token belongs to: the row with the address, not
 * a flag (the privacy policy promises deletion). False when no row has it.
 */
export async function removeSubscriber(db: Db, token: string): Promise<boolean> {
  const result = await db
    .deleteFrom("subscribers")
    .where("unsubscribe_token", "=", token)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}
