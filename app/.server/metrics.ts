import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { HTTP_DURATION_BUCKETS_S } from "../lib/constants.ts";
import { type Db, OUTBOX_CHANNELS, type OutboxChannel } from "./db.ts";
import type { SpamReason } from "./enquiry-store.ts";
import { type Logger, describeError } from "./log.ts";

/** What the enquiry action reports (services.metrics; a no-op unless the host measures). */
export interface EnquiryMetrics {
  enquiryStored(spam: SpamReason | null): void;
}

export type RouteKind = "page" | "asset" | "form" | "api" | "health" | "metrics" | "other";
export type Channel = OutboxChannel;

export interface SiteMetrics extends EnquiryMetrics {
  registry: Registry;
  requestFinished(request: { kind: RouteKind; status: number; seconds: number }): void;
}

export interface ChannelBacklog {
  channel: Channel;
  pending: number;
  failed: number;
  oldestPendingAt: string | null;
}

/**
 * The outbox by channel, read at scrape time so every instance reports the same figures.
 * "pending" includes rows being sent: neither has reached the sales team yet.
 * When outbox.channel exists: select "channel" too, group by it, and take it from each row.
 */
export async function outboxBacklog(db: Db): Promise<ChannelBacklog[]> {
  const rows = await db
    .selectFrom("outbox")
    .select((eb) => [
      "channel",
      "status",
      eb.fn.countAll<number | string | bigint>().as("count"),
      eb.fn.min("created_at").as("oldest"),
    ])
    .where("status", "in", ["pending", "sending", "failed"])
    .groupBy(["channel", "status"])
    .execute();
  const byChannel = new Map<Channel, ChannelBacklog>();
  for (const row of rows) {
    const { channel } = row;
    const backlog = byChannel.get(channel) ?? {
      channel,
      pending: 0,
      failed: 0,
      oldestPendingAt: null,
    };
    const count = Number(row.count);
    if (row.status === "failed") backlog.failed += count;
    else {
      backlog.pending += count;
      if (backlog.oldestPendingAt === null || row.oldest < backlog.oldestPendingAt) {
        backlog.oldestPendingAt = row.oldest;
      }
    }
    byChannel.set(channel, backlog);
  }
  return [...byChannel.values()];
}

const CHANNELS: readonly Channel[] = OUTBOX_CHANNELS;

export function createMetrics(options: { db: Db; log: Logger; now?: () => Date }): SiteMetrics {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const stored = new Counter({
    name: "deccan_enquiries_stored_total",
    help: "Enquiries stored by this instance, spam included",
    registers,
  });
  const spam = new Counter({
    name: "deccan_enquiries_spam_total",
    help: "Enquiries stored by this instance flagged as spam (never mailed), by reason",
    labelNames: ["reason"],
    registers,
  });

  const labels = ["kind", "status_class"] as const;
  const requests = new Counter({
    name: "deccan_http_requests_total",
    help: "HTTP requests answered, by route kind and status class",
    labelNames: labels,
    registers,
  });
  const durations = new Histogram({
    name: "deccan_http_request_duration_seconds",
    help: "Time from a request's arrival to its last byte sent, by route kind and status class",
    labelNames: labels,
    buckets: [...HTTP_DURATION_BUCKETS_S],
    registers,
  });
  const rateLimited = new Counter({
    name: "deccan_http_rate_limited_total",
    help: "Requests refused with 429 Too Many Requests, by route kind",
    labelNames: ["kind"],
    registers,
  });

  // The four outbox gauges share one query per scrape (prom-client collects them concurrently).
  let reading: Promise<void> | undefined;
  function collectBacklog(): Promise<void> {
    reading ??= readBacklog().finally(() => {
      reading = undefined;
    });
    return reading;
  }
  const backlogOk = new Gauge({
    name: "deccan_notifications_query_ok",
    help: "1 when the last scrape could read the outbox, 0 when it could not",
    registers,
    collect: collectBacklog,
  });
  const pending = new Gauge({
    name: "deccan_notifications_pending",
    help: "Notifications not yet delivered (waiting or being sent), by channel; the same on every instance",
    labelNames: ["channel"],
    registers,
    collect: collectBacklog,
  });
  const failed = new Gauge({
    name: "deccan_notifications_failed",
    help: "Notifications given up on (see npm run leads -- outbox), by channel",
    labelNames: ["channel"],
    registers,
    collect: collectBacklog,
  });
  const oldestAge = new Gauge({
    name: "deccan_notifications_oldest_pending_age_seconds",
    help: "Age of the oldest notification not yet delivered, by channel (0 when none)",
    labelNames: ["channel"],
    registers,
    collect: collectBacklog,
  });

  async function readBacklog(): Promise<void> {
    for (const gauge of [pending, failed, oldestAge]) gauge.reset();
    try {
      const backlog = await outboxBacklog(db);
      const at = now().getTime();
      for (const channel of CHANNELS) {
        const row = backlog.find((entry) => entry.channel === channel);
        pending.set({ channel }, row?.pending ?? 0);
        failed.set({ channel }, row?.failed ?? 0);
        const oldest = row?.oldestPendingAt ? Date.parse(row.oldestPendingAt) : at;
        oldestAge.set({ channel }, Math.max(0, (at - oldest) / 1000));
      }
      backlogOk.set(1);
    } catch (error) {
      backlogOk.set(0);
      log.warn("metrics could not read the outbox", { error: describeError(error) });
    }
  }

  return {
    registry,
    enquiryStored(reason) {
      stored.inc();
      if (reason) spam.inc({ reason });
    },
    requestFinished({ kind, status, seconds }) {
      const statusClass = `${Math.floor(status / 100)}xx`;
      requests.inc({ kind, status_class: statusClass });
      durations.observe({ kind, status_class: statusClass }, seconds);
      if (status === 429) rateLimited.inc({ kind });
    },
  };
}
