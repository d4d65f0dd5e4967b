import type { Db, OutboxChannel } from "./db.ts";
import type { AppConfig } from "./env.ts";
import type { Logger } from "./log.ts";
import type { EnquiryMetrics } from "./metrics.ts";
import { type RateLimiter, createRateLimiter } from "./rate-limit.ts";

export interface AppServices {
  db: Db;
  siteOrigin: string;
  limits: { enquiry: RateLimiter; newsletter: RateLimiter };
  log: Logger;
  metrics: EnquiryMetrics;
  now: () => Date;
  notify: () => void;
  /** The outbox channels each enquiry that is not spam gets a row for. */
  channels: readonly OutboxChannel[];
}

export interface ClientInfo {
  ip: string | undefined;
}

export function createServices(options: {
  db: Db;
  config: Pick<AppConfig, "siteOrigin" | "rateLimit">;
  log: Logger;
  metrics?: EnquiryMetrics;
  now?: () => Date;
  notify?: () => void;
  channels?: readonly OutboxChannel[];
}): AppServices {
  const now = options.now ?? (() => new Date());
  const limiter = (scope: string) =>
    createRateLimiter({
      db: options.db,
      scope,
      ...options.config.rateLimit,
      now: () => now().getTime(),
    });
  return {
    db: options.db,
    siteOrigin: options.config.siteOrigin,
    limits: { enquiry: limiter("enquiry"), newsletter: limiter("newsletter") },
    log: options.log,
    metrics: options.metrics ?? { enquiryStored: () => {} },
    now,
    notify: options.notify ?? (() => {}),
    channels: options.channels ?? ["mail"],
  };
}
