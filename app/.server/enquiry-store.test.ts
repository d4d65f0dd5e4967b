import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { type NewEnquiry, listEnquiries, outboxChannels, storeEnquiry } from "./enquiry-store";
import { listOutbox } from "./outbox-store";
import { BACKENDS, NEW_ENQUIRY, type TestDb, createTestDb } from "../../tests/test-support";

const enquiry = (name: string, change: Partial<NewEnquiry> = {}): NewEnquiry => ({
  ...NEW_ENQUIRY,
  name,
  email: `${name.toLowerCase().replaceAll(" ", ".")}@example.com`,
  ...change,
});

const NOW = new Date("2026-11-20T06:30:00Z");

describe.each(BACKENDS)("on %s, storing enquiries", (backend) => {
  let t: TestDb;

  afterEach(async () => {
    await t.cleanup();
  });

  it("stores a burst of enquiries sent at once, each with its notification, each once", async () => {
    t = await createTestDb({ backend });
    const names = Array.from({ length: 40 }, (_, i) => `Visitor ${i}`);
    const stored = await Promise.all(
      names.map((name, i) =>
        storeEnquiry(t.db, enquiry(name), {
          spamReason: i % 10 === 0 ? "honeypot" : null,
          now: NOW,
        }),
      ),
    );
    expect(new Set(stored.map((each) => each.id)).size).toBe(40);
    const rows = await listEnquiries(t.db, { includeSpam: true });
    expect(rows.map((row) => row.name).sort()).toEqual([...names].sort());
    expect(rows.map((row) => row.id).sort()).toEqual(stored.map((each) => each.id).sort());
    const outbox = await listOutbox(t.db, { all: true });
    expect(outbox).toHaveLength(36);
    expect(new Set(outbox.map((row) => row.enquiry_id)).size).toBe(36);
  });

  it("stores a repeated submission once, with one notification, even when the copies arrive together", async () => {
    t = await createTestDb({ backend });
    const key = "0123456789abcdef0123456789abcdef";
    const first = await storeEnquiry(t.db, enquiry("Asha", { submissionKey: key }), {
      spamReason: null,
      now: NOW,
    });
    const copies = await Promise.all(
      [1, 2, 3].map(() =>
        storeEnquiry(t.db, enquiry("Asha", { submissionKey: key }), { spamReason: null, now: NOW }),
      ),
    );
    const other = await storeEnquiry(t.db, enquiry("Asha"), { spamReason: null, now: NOW });
    expect(first.repeated).toBe(false);
    expect(copies).toEqual([1, 2, 3].map(() => ({ id: first.id, repeated: true })));
    expect(other).toMatchObject({ repeated: false });
    expect(other.id).not.toBe(first.id);
    expect(await listEnquiries(t.db)).toHaveLength(2);
    expect(await listOutbox(t.db, { all: true })).toHaveLength(2);
  });

  it("answers each enquiry only once it is in the database", async () => {
    t = await createTestDb({ backend });
    const other = await t.open();
    const answers = await Promise.all(
      ["First", "Second", "Third"].map(async (name) => {
        const { id } = await storeEnquiry(t.db, enquiry(name), { spamReason: null, now: NOW });
        // Read through another connection, as the operator command would.
        const seen = await other
          .selectFrom("enquiries")
          .select("id")
          .where("id", "=", id)
          .executeTakeFirst();
        return seen?.id === id;
      }),
    );
    expect(answers).toEqual([true, true, true]);
  });

  it("does not let one enquiry the database refuses fail the others sent with it", async () => {
    t = await createTestDb({ backend });
    // Neither a topic nor a service: the table's check constraint refuses it.
    const refused = enquiry("Broken", { serviceId: null, topic: null });
    const results = await Promise.allSettled([
      storeEnquiry(t.db, enquiry("Before"), { spamReason: null, now: NOW }),
      storeEnquiry(t.db, refused, { spamReason: null, now: NOW }),
      storeEnquiry(t.db, enquiry("After"), { spamReason: null, now: NOW }),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const rows = await listEnquiries(t.db);
    expect(rows.map((row) => row.name).sort()).toEqual(["After", "Before"]);
    expect(await listOutbox(t.db)).toHaveLength(2);
  });

  it("fails every waiting enquiry, and stores nothing half, when the database is gone", async () => {
    t = await createTestDb({ backend });
    await t.db.destroy();
    const results = await Promise.allSettled(
      ["A", "B"].map((name) => storeEnquiry(t.db, enquiry(name), { spamReason: null, now: NOW })),
    );
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
  });

  it("gives each enquiry one outbox row per channel, in the same transaction, spam none", async () => {
    t = await createTestDb({ backend });
    const channels = outboxChannels({ mail: {}, webhook: {} });
    const { id } = await storeEnquiry(t.db, enquiry("Both"), {
      spamReason: null,
      now: NOW,
      channels,
    });
    await storeEnquiry(t.db, enquiry("Spam"), { spamReason: "honeypot", now: NOW, channels });
    const rows = await listOutbox(t.db, { all: true });
    expect(rows.map((row) => [row.enquiry_id, row.channel])).toEqual([
      [id, "mail"],
      [id, "webhook"],
    ]);
  });

  it("keeps the outbox rows of an older version as mail rows, one per enquiry and channel", async () => {
    t = await createTestDb({ backend, upTo: "0002-subscriber-unsubscribe-tokens" });
    const at = NOW.toISOString();
    await sql`insert into enquiries (id, received_at, name, email, phone, service_id, service_label, message, source_page, consent_version, notify_status)
      values ('e1', ${at}, 'Old', 'old@example.com', '+91 98480 11111', 'valves', 'Industrial Valves', 'Hello', '/contact', 'enquiry-2026-11', 'failed')`.execute(
      t.db,
    );
    await sql`insert into outbox (id, enquiry_id, status, attempts, next_attempt_at, created_at, last_error)
      values ('o1', 'e1', 'failed', 3, ${at}, ${at}, 'ECONNREFUSED')`.execute(t.db);

    const migrated = await t.open();
    expect(await listOutbox(migrated, { all: true })).toMatchObject([
      { id: "o1", enquiry_id: "e1", channel: "mail", status: "failed", attempts: 3 },
    ]);
    const row = (channel: "mail" | "webhook", id: string) =>
      migrated
        .insertInto("outbox")
        .values({
          id,
          enquiry_id: "e1",
          channel,
          status: "pending",
          next_attempt_at: at,
          created_at: at,
          attempts: 0,
        })
        .execute();
    await expect(row("mail", "o2")).rejects.toThrow();
    await row("webhook", "o3");
    await expect(row("sms" as "mail", "o4")).rejects.toThrow();
    expect(await listOutbox(migrated, { all: true })).toHaveLength(2);
  });
});
