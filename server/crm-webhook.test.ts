import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db, OutboxChannel } from "~/.server/db";
import { submitSiteEnquiry } from "~/.server/enquiry-action";
import { listEnquiries } from "~/.server/enquiry-store";
import type { WebhookSettings } from "~/.server/env";
import { listOutbox } from "~/.server/outbox-store";
import { type OutboxWorker, createOutboxWorker } from "~/.server/outbox-worker";
import { webhookId } from "~/.server/webhook";
import { WEBHOOK_GIVE_UP_MS } from "~/lib/constants";
import {
  BACKENDS,
  type TestDb,
  type TestReceiver,
  type TestSmtp,
  VALID_ENQUIRY,
  WEBHOOK_SECRET,
  createTestDb,
  formRequest,
  mailSettings,
  manualClock,
  memoryLog,
  startSmtp,
  startWebhookReceiver,
  testServices,
} from "../tests/test-support";

// Real parts: SQLite and PostgreSQL, fetch to an HTTP receiver on 127.0.0.1 that verifies each
// signature with standardwebhooks, nodemailer to smtp-server.

const RETRY = { retryBaseMs: 1_000, retryMaxMs: 60_000 };
let t: TestDb;
let smtp: TestSmtp;
let logs: ReturnType<typeof memoryLog>;
let clock: ReturnType<typeof manualClock>;
const workers: OutboxWorker[] = [];
const receivers: TestReceiver[] = [];

async function receiver(options: Parameters<typeof startWebhookReceiver>[0] = {}) {
  const started = await startWebhookReceiver(options);
  receivers.push(started);
  return started;
}

function settings(url: string, allowPrivate = true): WebhookSettings {
  return { url, secret: WEBHOOK_SECRET, allowPrivate };
}

function worker(db: Db, webhook: WebhookSettings, options: { mail?: boolean } = {}) {
  const created = createOutboxWorker({
    db,
    mail: options.mail ? mailSettings(smtp.url) : undefined,
    webhook,
    log: logs.log,
    now: clock.now,
    ...RETRY,
  });
  workers.push(created);
  return created;
}

async function submit(
  fields: Record<string, string> = VALID_ENQUIRY,
  channels: OutboxChannel[] = ["webhook"],
) {
  const services = testServices(t.db, {
    log: logs.log,
    now: clock.now,
    channels,
    rateLimit: { perMinute: 100, perHour: 100 },
  });
  return submitSiteEnquiry(formRequest("/contact", fields), services, { ip: "203.0.113.7" });
}

async function drainUntilSettled(sender: OutboxWorker, stepMs: number, rounds: number) {
  for (let round = 0; round < rounds; round++) {
    await sender.drain();
    const waiting = await listOutbox(t.db);
    if (waiting.every((row) => row.status === "failed")) return;
    clock.advance(stepMs);
  }
}

describe.each(BACKENDS)("on %s, the CRM webhook", (backend) => {
  beforeEach(async () => {
    t = await createTestDb({ backend });
    smtp = await startSmtp();
    logs = memoryLog();
    clock = manualClock();
  });

  afterEach(async () => {
    for (const each of workers.splice(0)) await each.stop();
    for (const each of receivers.splice(0)) await each.stop();
    await smtp.stop();
    await t.cleanup();
  });

  it("gets each enquiry once, signed, with one webhook-id across retries, beside the e-mail", async () => {
    const crm = await receiver({ failFirst: 3 });
    await submit({ ...VALID_ENQUIRY, name: "First Visitor" }, ["mail", "webhook"]);
    await submit({ ...VALID_ENQUIRY, name: "Second Visitor", company: "" }, ["mail", "webhook"]);
    const sender = worker(t.db, settings(crm.url), { mail: true });
    await drainUntilSettled(sender, RETRY.retryMaxMs, 20);

    const enquiries = await listEnquiries(t.db);
    expect(enquiries.map((row) => row.notify_status)).toEqual(["sent", "sent"]);
    expect(await listOutbox(t.db)).toEqual([]);
    expect(smtp.messages).toHaveLength(2);
    expect(crm.deliveries).toHaveLength(5);
    expect(crm.deliveries.every((delivery) => delivery.verified !== undefined)).toBe(true);
    expect(crm.accepted()).toHaveLength(2);

    for (const enquiry of enquiries) {
      const id = webhookId(enquiry.id);
      const mine = crm.deliveries.filter((delivery) => delivery.headers["webhook-id"] === id);
      expect(mine.filter((delivery) => delivery.status === 204)).toHaveLength(1);
      expect(new Set(mine.map((delivery) => delivery.body)).size).toBe(1);
      expect(mine[0]!.headers["content-type"]).toBe("application/json");
      expect(mine[0]!.verified).toEqual({
        type: "enquiry.created",
        timestamp: enquiry.received_at,
        data: {
          id: enquiry.id,
          received_at: enquiry.received_at,
          name: enquiry.name,
          email: VALID_ENQUIRY.email,
          phone: VALID_ENQUIRY.phone,
          company: enquiry.name === "First Visitor" ? VALID_ENQUIRY.company : null,
          service: "Industrial Valves",
          service_id: "valves",
          topic: null,
          message: VALID_ENQUIRY.message,
          source_page: "/contact",
          consent_version: enquiry.consent_version,
        },
      });
    }
    const webhookRows = (await listOutbox(t.db, { all: true })).filter(
      (row) => row.channel === "webhook",
    );
    expect(webhookRows.map((row) => row.attempts).sort()).toEqual([2, 3]);
  });

  it("does not follow a redirect, and counts it as a failure", async () => {
    const target = await receiver();
    const redirecting = await receiver({ redirectTo: target.url });
    await submit();
    await worker(t.db, settings(redirecting.url)).drain();

    expect(redirecting.deliveries).toHaveLength(1);
    expect(target.deliveries).toEqual([]);
    const [row] = await listOutbox(t.db);
    expect(row).toMatchObject({ channel: "webhook", status: "pending", attempts: 1 });
    expect(row!.last_error).toBe("HTTP 307 (a redirect, not followed)");
  });

  it.each(["127.0.0.1", "localhost", "[::ffff:127.0.0.1]"])(
    "refuses a loopback target (%s) unless WEBHOOK_ALLOW_PRIVATE is set",
    async (host) => {
      const crm = await receiver();
      const url = crm.url.replace("127.0.0.1", host);
      await submit();
      await worker(t.db, settings(url, false)).drain();

      expect(crm.deliveries).toEqual([]);
      const [row] = await listOutbox(t.db);
      expect(row).toMatchObject({ channel: "webhook", status: "pending", attempts: 1 });
      expect(row!.last_error).toMatch(
        /^refused: the webhook host resolves to a non-public address/,
      );
    },
  );

  it("keeps trying for at least 24 hours, then marks the delivery failed", async () => {
    const crm = await receiver({ failFirst: Number.POSITIVE_INFINITY });
    await submit();
    const queued = clock.now().getTime();
    const sender = createOutboxWorker({
      db: t.db,
      webhook: settings(crm.url),
      log: logs.log,
      now: clock.now,
    });
    workers.push(sender);
    await drainUntilSettled(sender, 60 * 60_000, 100);

    const [row] = await listOutbox(t.db);
    expect(row).toMatchObject({ channel: "webhook", status: "failed" });
    expect(row!.last_error).toMatch(/^not delivered within the retry period: HTTP 503/);
    expect(WEBHOOK_GIVE_UP_MS).toBeGreaterThanOrEqual(24 * 60 * 60_000);
    expect(clock.now().getTime() - queued).toBeGreaterThanOrEqual(24 * 60 * 60_000);
    expect(crm.deliveries.length).toBe(row!.attempts);
    expect((await listEnquiries(t.db))[0]!.notify_status).toBe("failed");
  });

  it("is not called for spam", async () => {
    const crm = await receiver();
    await submit({ ...VALID_ENQUIRY, website: "http://spam.example" }, ["mail", "webhook"]);
    await worker(t.db, settings(crm.url)).drain();
    expect(await listOutbox(t.db, { all: true })).toEqual([]);
    expect(crm.deliveries).toEqual([]);
  });

  it("logs the enquiry id, channel, attempt and status, never personal data", async () => {
    const crm = await receiver({ failFirst: 1 });
    await submit();
    await drainUntilSettled(worker(t.db, settings(crm.url)), RETRY.retryMaxMs, 5);
    const [row] = await listEnquiries(t.db);
    const text = logs.lines.map((entry) => entry.line).join("\n");
    const events = logs.lines.map((entry) => JSON.parse(entry.line) as Record<string, unknown>);
    const about = { enquiry: row!.id, channel: "webhook" };
    expect(events).toContainEqual(
      expect.objectContaining({
        ...about,
        msg: "enquiry notification failed",
        attempt: 1,
        error: "HTTP 503",
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        ...about,
        msg: "enquiry notification sent",
        attempt: 2,
        status: 204,
      }),
    );
    for (const secret of [
      VALID_ENQUIRY.email,
      VALID_ENQUIRY.phone,
      VALID_ENQUIRY.name,
      VALID_ENQUIRY.company,
      "cast steel",
      WEBHOOK_SECRET,
      "/hooks/enquiries",
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
