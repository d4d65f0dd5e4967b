import { type CreateTableBuilder, type Kysely, sql } from "kysely";

/**
 * Outbox rows per channel: 'mail' (the e-mail to the sales team, every row
 * so far) or 'webhook' (the POST to a CRM), at most one row of each per
 * enquiry. The old table had enquiry_id unique; SQLite cannot drop that
 * constraint, so the table is built anew and the rows copied, in SQL that
 * SQLite and PostgreSQL share.
 */
const COLUMNS = [
  "id",
  "enquiry_id",
  "status",
  "attempts",
  "next_attempt_at",
  "lease_owner",
  "lease_until",
  "last_error",
  "created_at",
  "sent_at",
  "message_id",
] as const;

async function rebuild(db: Kysely<unknown>, withChannels: boolean): Promise<void> {
  let table: CreateTableBuilder<string, string> = db.schema
    .createTable("outbox_new")
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("enquiry_id", "text", (c) => {
      const column = c.notNull().references("enquiries.id").onDelete("cascade");
      return withChannels ? column : column.unique();
    });
  if (withChannels) {
    table = table.addColumn("channel", "text", (c) => c.notNull().defaultTo("mail"));
  }
  table = table
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
    // PostgreSQL names must differ from those of the table being replaced, which still exists.
    .addPrimaryKeyConstraint(withChannels ? "outbox_channels_pkey" : "outbox_pkey", ["id"]);
  if (withChannels) {
    table = table
      .addCheckConstraint("outbox_channel", sql`channel in ('mail', 'webhook')`)
      .addUniqueConstraint("outbox_enquiry_channel", ["enquiry_id", "channel"]);
  }
  await table.execute();

  const columns = sql.join(COLUMNS.map((column) => sql.ref(column)));
  const from = withChannels ? sql`outbox` : sql`outbox where channel = 'mail'`;
  await sql`insert into outbox_new (${columns}) select ${columns} from ${from}`.execute(db);
  await db.schema.dropTable("outbox").execute();
  await db.schema.alterTable("outbox_new").renameTo("outbox").execute();
  await db.schema
    .createIndex("outbox_due")
    .on("outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
}

// Kysely runs SQLite migrations outside a transaction; these are all or nothing.
async function inTransaction(db: Kysely<unknown>, run: (trx: Kysely<unknown>) => Promise<void>) {
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await inTransaction(db, (trx) => rebuild(trx, true));
}

// Webhook rows are dropped: the old table holds one (mail) row per enquiry.
export async function down(db: Kysely<unknown>): Promise<void> {
  await inTransaction(db, (trx) => rebuild(trx, false));
}
