import { type Kysely, sql } from "kysely";

/**
 * Enquiries, newsletter subscribers and the notification outbox. Plain types
 * that SQLite and PostgreSQL both accept: text ids and ISO 8601 timestamps,
 * integer 0/1 flags.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("enquiries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("received_at", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("company", "text")
    .addColumn("topic", "text")
    .addColumn("service_id", "text")
    .addColumn("service_label", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("source_page", "text", (c) => c.notNull())
    .addColumn("consent_version", "text", (c) => c.notNull())
    .addColumn("is_spam", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("spam_reason", "text")
    .addColumn("notify_status", "text", (c) => c.notNull())
    .addColumn("notified_at", "text")
    .addCheckConstraint("enquiries_topic_or_service", sql`(topic is null) <> (service_id is null)`)
    .addCheckConstraint("enquiries_spam_flag", sql`is_spam in (0, 1)`)
    .addCheckConstraint(
      "enquiries_notify_status",
      sql`notify_status in ('pending', 'sent', 'failed', 'skipped')`,
    )
    .execute();
  await db.schema
    .createIndex("enquiries_received_at")
    .on("enquiries")
    .column("received_at")
    .execute();

  await db.schema
    .createTable("subscribers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("consent_version", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("enquiry_id", "text", (c) =>
      c.notNull().unique().references("enquiries.id").onDelete("cascade"),
    )
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("message_id", "text")
    .addCheckConstraint("outbox_status", sql`status in ('pending', 'sending', 'sent', 'failed')`)
    .execute();
  await db.schema
    .createIndex("outbox_due")
    .on("outbox")
    .columns(["status", "next_attempt_at"])
    .execute();

  // One row that /healthz rewrites to prove the database takes writes.
  await db.schema
    .createTable("health")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("checked_at", "text", (c) => c.notNull())
    .execute();
  await sql`insert into health (id, checked_at) values (1, ${new Date().toISOString()})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["health", "outbox", "subscribers", "enquiries"]) {
    await db.schema.dropTable(table).execute();
  }
}
