import type { Db } from "./db.ts";
import { daysBefore, purgeEnquiriesBefore } from "./enquiry-store.ts";
import { describeError, type Logger } from "./log.ts";

const DAY_MS = 24 * 60 * 60_000;

// The privacy policy promises this deletion; subscribers stay until they unsubscribe.
export function startRetentionSweep(options: {
  db: Db;
  retentionDays: number;
  log: Logger;
  now?: () => Date;
}): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  const sweep = async () => {
    try {
      const deleted = await purgeEnquiriesBefore(
        options.db,
        daysBefore(now(), options.retentionDays),
      );
      if (deleted > 0) {
        options.log.info("old enquiries deleted", {
          count: deleted,
          retention_days: options.retentionDays,
        });
      }
    } catch (error) {
      options.log.error("retention sweep failed", { error: describeError(error) });
    }
  };
  let running = sweep();
  const timer = setInterval(() => {
    running = sweep();
  }, DAY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
