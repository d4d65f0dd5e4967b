import type { Kysely } from "kysely";

/**
 * Rate limits shared by every server process on the database
 * (app/.server/rate-limit.ts): one row per counted address and form, whose
 * upsert serialises that address's checks, and one row per accepted attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = async (trx: Kysely<unknown>) => {
    await trx.schema
      .createTable("rate_limit_keys")
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("seen_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("rate_limit_keys_pk", ["scope", "key"])
      .execute();
    await trx.schema
      .createIndex("rate_limit_keys_seen_at")
      .on("rate_limit_keys")
      .column("seen_at")
      .execute();
    await trx.schema
      .createTable("rate_limit_hits")
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("hit_at", "text", (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex("rate_limit_hits_key")
      .on("rate_limit_hits")
      .columns(["scope", "key", "hit_at"])
      .execute();
    await trx.schema
      .createIndex("rate_limit_hits_hit_at")
      .on("rate_limit_hits")
      .column("hit_at")
      .execute();
  };
  // Kysely runs SQLite migrations outside a transaction; this one is all or nothing.
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limit_hits").execute();
  await db.schema.dropTable("rate_limit_keys").execute();
}
