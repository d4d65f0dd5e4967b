import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";

/**
 * A secret token per newsletter subscriber, the key of the unsubscribe link
 * (/unsubscribe?token=…): 32 random bytes as base64url, as subscriber-store.ts
 * makes them for new sign-ups. Existing subscribers get theirs here.
 *
 * SQLite cannot add a NOT NULL column to a table that has rows, so the column
 * is nullable; every row has a token all the same (here, and on insert), and
 * the unique index finds a row by it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = async (trx: Kysely<unknown>) => {
    await trx.schema.alterTable("subscribers").addColumn("unsubscribe_token", "text").execute();
    const { rows } = await sql<{ id: string }>`select id from subscribers`.execute(trx);
    for (const { id } of rows) {
      const token = randomBytes(32).toString("base64url");
      await sql`update subscribers set unsubscribe_token = ${token} where id = ${id}`.execute(trx);
    }
    await trx.schema
      .createIndex("subscribers_unsubscribe_token")
      .on("subscribers")
      .column("unsubscribe_token")
      .unique()
      .execute();
  };
  // Kysely runs SQLite migrations outside a transaction; this one is all or nothing.
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("subscribers_unsubscribe_token").execute();
  await db.schema.alterTable("subscribers").dropColumn("unsubscribe_token").execute();
}
