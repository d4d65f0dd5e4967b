// In memory: the site runs as one process, and a restart forgetting the counts is harmless.

export interface RateLimiter {
  take(key: string): { ok: true } | { ok: false; retryAfterSeconds: number };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SWEEP_EVERY = 1_000;

export function createRateLimiter(options: {
  perMinute: number;
  perHour: number;
  now?: () => number;
}): RateLimiter {
  const now = options.now ?? Date.now;
  const hits = new Map<string, number[]>();
  let takes = 0;

  function sweep(at: number) {
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= at - HOUR) hits.delete(key);
    }
  }

  return {
    take(key) {
      const at = now();
      if (++takes % SWEEP_EVERY === 0) sweep(at);
      const recent = (hits.get(key) ?? []).filter((time) => time > at - HOUR);
      const lastMinute = recent.filter((time) => time > at - MINUTE);
      let waitMs = 0;
      if (lastMinute.length >= options.perMinute) {
        waitMs = lastMinute[lastMinute.length - options.perMinute]! + MINUTE - at;
      }
      if (recent.length >= options.perHour) {
        waitMs = Math.max(waitMs, recent[recent.length - options.perHour]! + HOUR - at);
      }
      if (waitMs > 0) {
        hits.set(key, recent);
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      }
      recent.push(at);
      hits.set(key, recent);
      return { ok: true };
    },
  };
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
