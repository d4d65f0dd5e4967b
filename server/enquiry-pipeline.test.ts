import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "~/.server/db";
import { listEnquiries } from "~/.server/enquiry-store";
import type { Logger } from "~/.server/log";
import { buildNotification } from "~/.server/notification-mail";
import { claimNext, listOutbox, recordFailure, requeue } from "~/.server/outbox-store";
import {
  type OutboxWorker,
  createOutboxWorker,
  createSmtpTransport,
} from "~/.server/outbox-worker";
import { submitSiteEnquiry } from "~/.server/enquiry-action";
import {
  OUTBOX_LEASE_MS,
  OUTBOX_POLL_MS,
  SMTP_CONNECTION_TIMEOUT_MS,
  SMTP_GREETING_TIMEOUT_MS,
  SMTP_SOCKET_TIMEOUT_MS,
  WEBHOOK_TIMEOUT_MS,
} from "~/lib/constants";
import {
  BACKENDS,
  ENCODED_WORD,
  type TestDb,
  type TestSmtp,
  VALID_ENQUIRY,
  createTestDb,
  decodeEncodedWords,
  formRequest,
  mailSettings,
  manualClock,
  memoryLog,
  startSmtp,
  testServices,
} from "../tests/test-support";

// Real parts throughout: SQLite and PostgreSQL, nodemailer, and an SMTP server on 127.0.0.1.

const CLIENT = { ip: "203.0.113.7" };
let t: TestDb;
let smtp: TestSmtp;
let logs: ReturnType<typeof memoryLog>;
let clock: ReturnType<typeof manualClock>;
const workers: OutboxWorker[] = [];

function worker(db: Db, url = smtp.url, log: Logger = logs.log) {
  const created = createOutboxWorker({
    db,
    mail: mailSettings(url),
    log,
    now: clock.now,
    retryBaseMs: 30_000,
    retryMaxMs: 60 * 60_000,
    giveUpMs: 48 * 60 * 60_000,
  });
  workers.push(created);
  return created;
}

async function submit(db: Db, fields: Record<string, string> = VALID_ENQUIRY, client = CLIENT) {
  const services = testServices(db, { log: logs.log, now: clock.now });
  return submitSiteEnquiry(formRequest("/contact", fields), services, client);
}

describe.each(BACKENDS)("on %s", (backend) => {
  beforeEach(async () => {
    t = await createTestDb({ backend });
    smtp = await startSmtp();
    logs = memoryLog();
    clock = manualClock();
  });

  afterEach(async () => {
    for (const each of workers.splice(0)) await each.stop();
    await smtp.stop();
    await t.cleanup();
  });

  describe("an enquiry", () => {
    it("is stored, then mailed exactly once from the site's address, Reply-To the visitor", async () => {
      const outcome = await submit(t.db);
      expect(outcome).toMatchObject({ kind: "accepted", spam: false });

      const sender = worker(t.db);
      await sender.drain();
      await sender.drain();

      expect(smtp.messages).toHaveLength(1);
      const [mail] = smtp.messages;
      expect(mail!.headers.get("subject")).toBe("New enquiry: Industrial Valves from Ravi Kumar");
      expect(mail!.headers.get("reply-to")).toBe("Ravi Kumar <ravi.kumar@example.com>");
      expect(mail!.headers.get("from")).toBe(
        "Deccan Industrial Solutions website <website@deccan.test>",
      );
      expect(mail!.envelopeFrom).toBe("website@deccan.test");
      expect(mail!.envelopeTo).toEqual(["sales@deccan.test"]);
      expect(mail!.raw).toContain("We need 20 cast steel gate valves");
      expect(mail!.headers.get("content-type")).toMatch(/^multipart\/alternative/);

      const [row] = await listEnquiries(t.db);
      expect(row).toMatchObject({ service_id: "valves", topic: null, notify_status: "sent" });
      expect(await listOutbox(t.db)).toEqual([]);
    });

    it("names a topic in the subject when a topic was chosen", async () => {
      await submit(t.db, { ...VALID_ENQUIRY, service: "Consultation", name: "Anita Rao" });
      await worker(t.db).drain();
      expect(smtp.messages[0]!.headers.get("subject")).toBe(
        "New enquiry: Consultation from Anita Rao",
      );
      const [row] = await listEnquiries(t.db);
      expect(row).toMatchObject({ topic: "Consultation", service_id: null });
    });

    it("is kept while the mail server is down and mailed once it is back", async () => {
      const port = smtp.port;
      await smtp.stop();
      const sender = worker(t.db, `smtp://127.0.0.1:${port}`);

      expect((await submit(t.db)).kind).toBe("accepted");
      await sender.drain();
      const [pending] = await listOutbox(t.db);
      expect(pending).toMatchObject({ status: "pending", attempts: 1 });
      expect(pending!.last_error).toMatch(/ECONNREFUSED/);
      expect((await listEnquiries(t.db))[0]!.notify_status).toBe("pending");

      // Not due yet: the back-off holds the next attempt for 30 s.
      smtp = await startSmtp(port);
      await sender.drain();
      expect(smtp.messages).toHaveLength(0);

      clock.advance(31_000);
      await sender.drain();
      await sender.drain();
      expect(smtp.messages).toHaveLength(1);
      expect((await listEnquiries(t.db))[0]!.notify_status).toBe("sent");
    });

    it("is never mailed twice across a restart", async () => {
      const port = smtp.port;
      await submit(t.db, { ...VALID_ENQUIRY, name: "First Visitor" });
      const first = worker(t.db);
      await first.drain();
      expect(smtp.messages).toHaveLength(1);

      await smtp.stop();
      await submit(t.db, { ...VALID_ENQUIRY, name: "Second Visitor" });
      await first.drain();
      await first.stop();

      // "Restart": a new connection and a new worker, the mail server back.
      smtp = await startSmtp(port, smtp.messages);
      const reopened = await t.open();
      clock.advance(60_000);
      const second = worker(reopened, `smtp://127.0.0.1:${port}`);
      await second.drain();
      await second.stop();
      const third = worker(await t.open(), `smtp://127.0.0.1:${port}`);
      await third.drain();

      const subjects = smtp.messages.map((mail) => mail.headers.get("subject"));
      expect(subjects).toEqual([
        "New enquiry: Industrial Valves from First Visitor",
        "New enquiry: Industrial Valves from Second Visitor",
      ]);
    });

    it("is claimed by one worker only when two processes share the database", async () => {
      for (let i = 0; i < 6; i++) {
        await submit(
          t.db,
          { ...VALID_ENQUIRY, name: `Visitor ${i}` },
          { ip: `203.0.113.${20 + i}` },
        );
      }
      const other = await t.open();
      await Promise.all([worker(t.db).drain(), worker(other).drain()]);
      const subjects = smtp.messages.map((mail) => mail.headers.get("subject")).sort();
      expect(subjects).toHaveLength(6);
      expect(new Set(subjects).size).toBe(6);
    });

    it("whose sender died mid-send is sent again by the next worker, with the same Message-ID", async () => {
      await submit(t.db);
      // A server that claimed the row, handed the mail to the mail server, and was killed
      // before it could mark the row sent.
      const claimed = await claimNext(t.db, {
        owner: "killed",
        now: clock.now(),
        leaseMs: OUTBOX_LEASE_MS,
        channels: ["mail"],
      });
      const enquiry = (await listEnquiries(t.db))[0]!;
      const killed = createSmtpTransport(smtp.url);
      await killed.sendMail(buildNotification(enquiry, mailSettings(smtp.url)));
      killed.close?.();
      expect(smtp.messages).toHaveLength(1);

      // Restarted at once: the lease still holds the row, so nothing is sent twice yet.
      const restarted = worker(await t.open());
      await restarted.drain();
      expect(smtp.messages).toHaveLength(1);
      expect((await listOutbox(t.db))[0]).toMatchObject({ status: "sending", attempts: 1 });

      clock.advance(OUTBOX_LEASE_MS + 1);
      await restarted.drain();
      expect(smtp.messages).toHaveLength(2);
      const [first, second] = smtp.messages;
      expect(first!.headers.get("message-id")).toBe(`<enquiry-${enquiry.id}@deccan.test>`);
      expect(second!.headers.get("message-id")).toBe(first!.headers.get("message-id"));
      const [row] = await listOutbox(t.db, { all: true });
      expect(row).toMatchObject({ id: claimed!.id, status: "sent", attempts: 2 });
      expect((await listEnquiries(t.db))[0]!.notify_status).toBe("sent");
      expect(logs.lines.map((entry) => entry.line).join("\n")).toMatch(/interrupted mid-send/);
    });

    it("whose sender died mid-send is sent by a worker as it starts, once the lease is over", async () => {
      await submit(t.db);
      await claimNext(t.db, {
        owner: "killed",
        now: clock.now(),
        leaseMs: OUTBOX_LEASE_MS,
        channels: ["mail"],
      });
      clock.advance(OUTBOX_LEASE_MS + 1);
      worker(await t.open()).start();
      // The worker sends as it starts, on its own: wait, bounded, for the outbox to empty.
      await vi.waitFor(async () => expect(await listOutbox(t.db)).toEqual([]), { timeout: 10_000 });
      expect(smtp.messages).toHaveLength(1);
    });

    it("whose sender died mid-send is resent when its lease runs out, not after a backlog", async () => {
      await submit(t.db, { ...VALID_ENQUIRY, name: "Interrupted Visitor" });
      await claimNext(t.db, {
        owner: "killed",
        now: clock.now(),
        leaseMs: OUTBOX_LEASE_MS,
        channels: ["mail"],
      });
      for (let i = 0; i < 6; i++) {
        clock.advance(1_000);
        await submit(
          t.db,
          { ...VALID_ENQUIRY, name: `Visitor ${i}` },
          { ip: `203.0.113.${40 + i}` },
        );
      }
      // Each send of the backlog takes a third of a lease on the worker's clock.
      const mail = createSmtpTransport(smtp.url);
      const slow = createOutboxWorker({
        db: await t.open(),
        mail: mailSettings(smtp.url),
        log: logs.log,
        now: clock.now,
        transport: {
          sendMail: async (message) => {
            clock.advance(OUTBOX_LEASE_MS / 3);
            return mail.sendMail(message);
          },
          close: () => mail.close?.(),
        },
      });
      workers.push(slow);
      await slow.drain();
      const names = smtp.messages.map(
        (message) => /from (.+)$/.exec(message.headers.get("subject") as string)?.[1],
      );
      expect(names).toHaveLength(7);
      // Claimed before the backlog, it goes out as soon as its lease is over: after three sends.
      expect(names.indexOf("Interrupted Visitor")).toBe(3);
      expect(await listOutbox(t.db)).toEqual([]);
    });

    it("has a lease longer than a send can take, yet is resent within 2 minutes of a crash", () => {
      const smtpSend =
        SMTP_CONNECTION_TIMEOUT_MS + SMTP_GREETING_TIMEOUT_MS + SMTP_SOCKET_TIMEOUT_MS;
      expect(OUTBOX_LEASE_MS).toBeGreaterThan(smtpSend);
      expect(OUTBOX_LEASE_MS).toBeGreaterThan(WEBHOOK_TIMEOUT_MS);
      expect(OUTBOX_LEASE_MS + OUTBOX_POLL_MS).toBeLessThanOrEqual(2 * 60_000);
    });

    it("that failed for good can be requeued by the operator", async () => {
      await submit(t.db);
      const claimed = await claimNext(t.db, {
        owner: "w",
        now: clock.now(),
        leaseMs: OUTBOX_LEASE_MS,
        channels: ["mail"],
      });
      await recordFailure(t.db, claimed!, {
        owner: "w",
        now: clock.now(),
        error: "550 refused",
        baseMs: 1,
        maxMs: 1,
        giveUpMs: 0,
      });
      expect((await listEnquiries(t.db))[0]!.notify_status).toBe("failed");
      expect(await requeue(t.db, claimed!.id, clock.now())).toBe(true);
      expect((await listEnquiries(t.db))[0]!.notify_status).toBe("pending");
      await worker(t.db).drain();
      expect(smtp.messages).toHaveLength(1);
      expect((await listEnquiries(t.db))[0]!.notify_status).toBe("sent");
    });

    it("whose sender's name hides bidi controls or encoded-words gets a plain subject", async () => {
      const name =
        "Ravi\u202E\u2066gnp.exe\u2069\u200F =?utf-8?B?4oCu?= =?ISO-8859-1?Q?=E9t=E9?=\uFEFF";
      await submit(t.db, { ...VALID_ENQUIRY, name });
      await worker(t.db).drain();
      const [mail] = smtp.messages;
      const raw = mail!.headers.get("subject")!;
      const subject = decodeEncodedWords(raw);
      expect(subject).toMatch(/^New enquiry: Industrial Valves from Ravignp\.exe /);
      expect(subject).not.toMatch(/[\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF\p{Cc}]/u);
      expect(subject).not.toMatch(ENCODED_WORD);
      expect(decodeEncodedWords(subject)).toBe(subject);
      expect(decodeEncodedWords(mail!.headers.get("reply-to")!)).not.toMatch(ENCODED_WORD);
    });

    it("stops being retried when the retry period is over", async () => {
      await smtp.stop();
      const sender = worker(t.db, "smtp://127.0.0.1:9");
      await submit(t.db);
      for (let hour = 0; hour < 50; hour++) {
        await sender.drain();
        clock.advance(60 * 60_000);
      }
      const [row] = await listOutbox(t.db);
      expect(row!.status).toBe("failed");
      expect(row!.attempts).toBeGreaterThan(24);
      expect((await listEnquiries(t.db))[0]!.notify_status).toBe("failed");
      smtp = await startSmtp();
    });
  });

  describe("spam", () => {
    it("caught by the honeypot is answered like success, stored as spam and never mailed", async () => {
      const outcome = await submit(t.db, { ...VALID_ENQUIRY, website: "http://spam.example" });
      expect(outcome).toMatchObject({ kind: "accepted", spam: true });
      await worker(t.db).drain();
      expect(smtp.messages).toHaveLength(0);
      expect(await listEnquiries(t.db)).toEqual([]);
      const [row] = await listEnquiries(t.db, { includeSpam: true });
      expect(row).toMatchObject({ is_spam: 1, spam_reason: "honeypot", notify_status: "skipped" });
      expect(await listOutbox(t.db, { all: true })).toEqual([]);
    });

    it("sent faster than a person can fill the form is stored as spam and never mailed", async () => {
      const outcome = await submit(t.db, { ...VALID_ENQUIRY, fill_ms: "1200" });
      expect(outcome).toMatchObject({ kind: "accepted", spam: true });
      await worker(t.db).drain();
      expect(smtp.messages).toHaveLength(0);
      const [row] = await listEnquiries(t.db, { includeSpam: true });
      expect(row).toMatchObject({ is_spam: 1, spam_reason: "too-fast" });
    });

    it("is not judged by time without JavaScript (no measurement sent)", async () => {
      const plain: Record<string, string> = { ...VALID_ENQUIRY };
      delete plain.fill_ms;
      expect(await submit(t.db, plain)).toMatchObject({ kind: "accepted", spam: false });
      await worker(t.db).drain();
      expect(smtp.messages).toHaveLength(1);
    });
  });

  describe("logs", () => {
    it("name enquiries by id and never hold the message, e-mail address or phone number", async () => {
      const port = smtp.port;
      await submit(t.db);
      await smtp.stop();
      const sender = worker(t.db, `smtp://127.0.0.1:${port}`);
      await sender.drain();
      smtp = await startSmtp(port);
      clock.advance(60_000);
      await sender.drain();
      await submit(t.db, { ...VALID_ENQUIRY, email: "not-an-email" });
      await submit(t.db, { ...VALID_ENQUIRY, website: "spam" });

      const [row] = await listEnquiries(t.db);
      const text = logs.lines.map((entry) => entry.line).join("\n");
      expect(text).toContain(row!.id);
      expect(text).toMatch(/notification failed/);
      expect(text).toMatch(/notification sent/);
      for (const secret of [
        VALID_ENQUIRY.email,
        VALID_ENQUIRY.phone,
        VALID_ENQUIRY.name,
        VALID_ENQUIRY.company,
        "cast steel",
        "not-an-email",
        "sales@deccan.test",
      ]) {
        expect(text).not.toContain(secret);
      }
    });
  });
});
