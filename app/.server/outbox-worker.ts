import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import {
  OUTBOX_GIVE_UP_MS,
  OUTBOX_LEASE_MS,
  OUTBOX_POLL_MS,
  OUTBOX_RETRY_BASE_MS,
  OUTBOX_RETRY_MAX_MS,
  SMTP_CONNECTION_TIMEOUT_MS,
  SMTP_GREETING_TIMEOUT_MS,
  SMTP_SOCKET_TIMEOUT_MS,
  WEBHOOK_GIVE_UP_MS,
  WEBHOOK_RETRY_BASE_MS,
  WEBHOOK_RETRY_MAX_MS,
} from "../lib/constants.ts";
import type { Db, OutboxChannel } from "./db.ts";
import { type EnquiryRow, findEnquiry } from "./enquiry-store.ts";
import type { MailSettings, WebhookSettings } from "./env.ts";
import { describeError, type Logger } from "./log.ts";
import { buildNotification, type NotificationMail } from "./notification-mail.ts";
import {
  claimNext,
  expireLeases,
  giveUpStale,
  leasedRows,
  markFailed,
  markSent,
  recordFailure,
  type OutboxRow,
} from "./outbox-store.ts";
import { deliverWebhook, webhookId } from "./webhook.ts";

export interface MailTransport {
  sendMail(mail: NotificationMail): Promise<{ messageId?: string }>;
  close?(): void;
}

export interface OutboxWorkerOptions {
  db: Db;
  mail?: MailSettings | undefined;
  webhook?: WebhookSettings | undefined;
  log: Logger;
  transport?: MailTransport;
  now?: () => Date;
  pollMs?: number;
  leaseMs?: number;
  /** Override both channels' back-off and give-up (tests). */
  retryBaseMs?: number;
  retryMaxMs?: number;
  giveUpMs?: number;
  webhookTimeoutMs?: number;
}

export interface OutboxWorker {
  start(): void;
  wake(): void;
  drain(): Promise<void>;
  stop(): Promise<void>;
}

interface RetryPolicy {
  baseMs: number;
  maxMs: number;
  giveUpMs: number;
}

const RETRY: Record<OutboxChannel, RetryPolicy> = {
  mail: { baseMs: OUTBOX_RETRY_BASE_MS, maxMs: OUTBOX_RETRY_MAX_MS, giveUpMs: OUTBOX_GIVE_UP_MS },
  webhook: {
    baseMs: WEBHOOK_RETRY_BASE_MS,
    maxMs: WEBHOOK_RETRY_MAX_MS,
    giveUpMs: WEBHOOK_GIVE_UP_MS,
  },
};

export function createSmtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
  });
}

type Outcome =
  { ok: true; messageId: string | null; status?: number } | { ok: false; reason: string };

// Logs name enquiries by id only, never by personal data.
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, mail, webhook, log } = options;
  const transport = mail ? (options.transport ?? createSmtpTransport(mail.smtpUrl)) : undefined;
  const channels: OutboxChannel[] = [];
  if (mail) channels.push("mail");
  if (webhook) channels.push("webhook");
  const now = options.now ?? (() => new Date());
  const owner = `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
  const pollMs = options.pollMs ?? OUTBOX_POLL_MS;
  const retry = (channel: OutboxChannel): RetryPolicy => ({
    baseMs: options.retryBaseMs ?? RETRY[channel].baseMs,
    maxMs: options.retryMaxMs ?? RETRY[channel].maxMs,
    giveUpMs: options.giveUpMs ?? RETRY[channel].giveUpMs,
  });
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let draining = false;

  async function send(row: OutboxRow, enquiry: EnquiryRow): Promise<Outcome> {
    if (row.channel === "webhook") {
      if (!webhook) return { ok: false, reason: "the webhook is not configured" };
      // Signed with the real time: the receiver checks it against its own clock.
      const result = await deliverWebhook(enquiry, webhook, {
        signedAt: new Date(),
        timeoutMs: options.webhookTimeoutMs,
      });
      return result.ok
        ? { ok: true, messageId: webhookId(enquiry.id), status: result.status }
        : result;
    }
    if (!mail || !transport) return { ok: false, reason: "e-mail is not configured" };
    try {
      const info = await transport.sendMail(buildNotification(enquiry, mail));
      return { ok: true, messageId: info.messageId ?? null };
    } catch (error) {
      return { ok: false, reason: describeError(error) };
    }
  }

  async function deliver(row: OutboxRow): Promise<void> {
    const fields = { enquiry: row.enquiry_id, channel: row.channel, attempt: row.attempts };
    const enquiry = await findEnquiry(db, row.enquiry_id);
    if (!enquiry) {
      await markFailed(db, row, { owner, now: now(), error: "the enquiry no longer exists" });
      return;
    }
    const outcome = await send(row, enquiry);
    if (outcome.ok) {
      await markSent(db, row, { owner, now: now(), messageId: outcome.messageId });
      log.info("enquiry notification sent", { ...fields, status: outcome.status });
      return;
    }
    const result = await recordFailure(db, row, {
      owner,
      now: now(),
      error: outcome.reason,
      ...retry(row.channel),
    });
    log.warn("enquiry notification failed", {
      ...fields,
      retry_at: "retryAt" in result ? result.retryAt.toISOString() : undefined,
      gave_up: "gaveUp" in result ? true : undefined,
      error: outcome.reason,
    });
  }

  // Rows whose sender died mid-send go back in the queue at their old place, ahead of later rows.
  async function expire(): Promise<number> {
    for (const row of await expireLeases(db, now())) {
      log.warn("enquiry notification interrupted mid-send; sending it again", {
        enquiry: row.enquiry_id,
        channel: row.channel,
        outbox: row.id,
      });
    }
    return now().getTime();
  }

  async function runOnce(): Promise<void> {
    let expiredAt = await expire();
    for (const channel of channels) {
      const stale = await giveUpStale(db, {
        now: now(),
        giveUpMs: retry(channel).giveUpMs,
        channel,
      });
      if (stale > 0) log.warn("enquiry notifications too old to send", { channel, count: stale });
    }
    while (!stopped || draining) {
      // A backlog takes minutes to drain: leases are checked as it goes, as often as between passes.
      if (now().getTime() - expiredAt >= pollMs) expiredAt = await expire();
      const row = await claimNext(db, { owner, now: now(), leaseMs, channels });
      if (!row) break;
      await deliver(row);
    }
  }

  // Sends a stopped process left mid-send are due again when their leases run out.
  async function checkAtStart(): Promise<void> {
    const leased = await leasedRows(db);
    if (leased.length > 0) {
      log.warn("enquiry notifications held by another worker; resent if their leases run out", {
        count: leased.length,
        by: leased[0]!.lease_until,
      });
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runOnce();
        } catch (error) {
          log.error("outbox worker error", { error: describeError(error) });
        }
      } while (again && (!stopped || draining));
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(() => void run(), pollMs);
      timer.unref();
      void checkAtStart()
        .catch((error: unknown) => {
          log.error("outbox worker error", { error: describeError(error) });
        })
        .then(run);
    },
    wake() {
      if (!stopped) void run();
    },
    async drain() {
      draining = true;
      try {
        await run();
        if (running) await running;
      } finally {
        draining = false;
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (running) await running;
      transport?.close?.();
    },
  };
}
