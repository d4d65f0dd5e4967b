import type { Kysely } from "kysely";

/**
 * The form's script names each submission with a random key and sends the same key again
 * when it repeats a post whose answer was lost; the unique index stores it once. Posts
 * without a key (no JavaScript) leave it null, and nulls never collide.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("enquiries").addColumn("submission_key", "text").execute();
  await db.schema
    .createIndex("enquiries_submission_key")
    .on("enquiries")
    .column("submission_key")
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("enquiries_submission_key").execute();
  await db.schema.alterTable("enquiries").dropColumn("submission_key").execute();
}
