import { sql } from "kysely";
import type { Db } from "./db.ts";
import { groupCommit } from "./group-commit.ts";

// Counted in the database, so that every server process on it shares one allowance per address.

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string): Promise<RateLimitResult>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function createRateLimiter(options: {
  db: Db;
  /** Which form the attempts are for; each has its own allowance. */
  scope: string;
  perMinute: number;
  perHour: number;
  now?: () => number;
}): RateLimiter {
  const { db, scope, perMinute, perHour } = options;
  const now = options.now ?? Date.now;
  let lastSweep = -Infinity;

  // Addresses not seen for an hour, and hits out of every window, so the tables stay small.
  async function sweep(at: number) {
    const cutoff = new Date(at - HOUR).toISOString();
    await db
      .deleteFrom("rate_limit_hits")
      .where("scope", "=", scope)
      .where("hit_at", "<=", cutoff)
      .execute();
    await db
      .deleteFrom("rate_limit_keys")
      .where("scope", "=", scope)
      .where("seen_at", "<=", cutoff)
      .execute();
  }

  // One check, inside the batch's transaction.
  async function check(trx: Db, { key, arrived }: PendingCheck): Promise<RateLimitResult> {
    // The upsert locks this address's row (PostgreSQL) or the database (SQLite) until the
    // commit, so two processes never both see room for one more.
    await trx
      .insertInto("rate_limit_keys")
      .values({ scope, key, seen_at: new Date(arrived).toISOString() })
      .onConflict((conflict) =>
        conflict
          .columns(["scope", "key"])
          .doUpdateSet({ seen_at: (eb) => eb.ref("excluded.seen_at") }),
      )
      .execute();
    // Read after the lock: hits committed while this waited are then never in its future.
    const at = now();
    const stamp = new Date(at).toISOString();
    const hourAgo = new Date(at - HOUR).toISOString();
    const minuteAgo = new Date(at - MINUTE).toISOString();
    const mine = trx
      .selectFrom("rate_limit_hits")
      .where("scope", "=", scope)
      .where("key", "=", key);
    await trx
      .deleteFrom("rate_limit_hits")
      .where("scope", "=", scope)
      .where("key", "=", key)
      .where("hit_at", "<=", hourAgo)
      .execute();
    const counts = await mine
      .select([
        sql<string | number>`count(*)`.as("hour"),
        sql<string | number | null>`sum(case when hit_at > ${minuteAgo} then 1 else 0 end)`.as(
          "minute",
        ),
      ])
      .executeTakeFirstOrThrow();
    // The n-th newest hit leaves its window first among those that fill the allowance.
    const freedAt = async (newest: number, windowStart: string, windowMs: number) => {
      const row = await mine
        .select("hit_at")
        .where("hit_at", ">", windowStart)
        .orderBy("hit_at", "desc")
        .limit(1)
        .offset(newest - 1)
        .executeTakeFirstOrThrow();
      return Math.min(Date.parse(row.hit_at) + windowMs, at + windowMs);
    };
    let waitUntil = at;
    if (Number(counts.minute ?? 0) >= perMinute) {
      waitUntil = await freedAt(perMinute, minuteAgo, MINUTE);
    }
    if (Number(counts.hour) >= perHour) {
      waitUntil = Math.max(waitUntil, await freedAt(perHour, hourAgo, HOUR));
    }
    if (waitUntil > at) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((waitUntil - at) / 1000)) };
    }
    await trx.insertInto("rate_limit_hits").values({ scope, key, hit_at: stamp }).execute();
    return { ok: true };
  }

  // Checks that arrive together share one commit, as enquiries do: a commit of its own per check
  // would cap the enquiries a second. Sorted by address, so two processes' batches lock rows in
  // one order and never deadlock.
  const checkInBatch = groupCommit(db, check, (a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
  );

  return {
    async take(key) {
      const arrived = now();
      if (arrived - lastSweep >= HOUR) {
        lastSweep = arrived;
        await sweep(arrived);
      }
      return checkInBatch({ key, arrived });
    },
  };
}

interface PendingCheck {
  key: string;
  arrived: number;
}

// IPv6 is counted by its /64 network, which one household or server usually holds.
export function clientKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
