import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import {
  OUTBOX_GIVE_UP_MS,
  OUTBOX_LEASE_MS,
  OUTBOX_POLL_MS,
  OUTBOX_RETRY_BASE_MS,
  OUTBOX_RETRY_MAX_MS,
} from "../lib/constants.ts";
import type { Db } from "./db.ts";
import { findEnquiry } from "./enquiry-store.ts";
import type { MailSettings } from "./env.ts";
import { describeError, type Logger } from "./log.ts";
import { buildNotification, type NotificationMail } from "./notification-mail.ts";
import {
  claimNext,
  expireLeases,
  giveUpStale,
  markFailed,
  markSent,
  recordFailure,
  type OutboxRow,
} from "./outbox-store.ts";

export interface MailTransport {
  sendMail(mail: NotificationMail): Promise<{ messageId?: string }>;
  close?(): void;
}

export interface OutboxWorkerOptions {
  db: Db;
  mail: MailSettings;
  log: Logger;
  transport?: MailTransport;
  now?: () => Date;
  pollMs?: number;
  leaseMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  giveUpMs?: number;
}

export interface OutboxWorker {
  start(): void;
  wake(): void;
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

// Logs name enquiries by id only, never by personal data.
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, mail, log } = options;
  const transport = options.transport ?? createSmtpTransport(mail.smtpUrl);
  const now = options.now ?? (() => new Date());
  const owner = `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
  const retry = {
    baseMs: options.retryBaseMs ?? OUTBOX_RETRY_BASE_MS,
    maxMs: options.retryMaxMs ?? OUTBOX_RETRY_MAX_MS,
    giveUpMs: options.giveUpMs ?? OUTBOX_GIVE_UP_MS,
  };
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let draining = false;

  async function deliver(row: OutboxRow): Promise<void> {
    const enquiry = await findEnquiry(db, row.enquiry_id);
    if (!enquiry) {
      await markFailed(db, row, "the enquiry no longer exists", owner);
      return;
    }
    try {
      const info = await transport.sendMail(buildNotification(enquiry, mail));
      await markSent(db, row, { owner, now: now(), messageId: info.messageId ?? null });
      log.info("enquiry notification sent", { enquiry: enquiry.id, attempt: row.attempts });
    } catch (error) {
      const reason = describeError(error);
      const outcome = await recordFailure(db, row, { owner, now: now(), error: reason, ...retry });
      log.warn("enquiry notification failed", {
        enquiry: enquiry.id,
        attempt: row.attempts,
        retry_at: "retryAt" in outcome ? outcome.retryAt.toISOString() : undefined,
        gave_up: "gaveUp" in outcome ? true : undefined,
        error: reason,
      });
    }
  }

  async function runOnce(): Promise<void> {
    for (const row of await expireLeases(db, now())) {
      log.error("enquiry notification interrupted mid-send; not retried", {
        enquiry: row.enquiry_id,
        outbox: row.id,
      });
    }
    const stale = await giveUpStale(db, now(), retry.giveUpMs);
    if (stale > 0) log.warn("enquiry notifications too old to send", { count: stale });
    while (!stopped || draining) {
      const row = await claimNext(db, { owner, now: now(), leaseMs });
      if (!row) break;
      await deliver(row);
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
      timer = setInterval(() => void run(), options.pollMs ?? OUTBOX_POLL_MS);
      timer.unref();
      void run();
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
      transport.close?.();
    },
  };
}
