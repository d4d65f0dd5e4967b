import { describe, expect, it } from "vitest";
import { clientKey, createRateLimiter } from "./rate-limit";

function limiter(perMinute = 5, perHour = 20) {
  let now = 1_000_000;
  const limits = createRateLimiter({ perMinute, perHour, now: () => now });
  return {
    take: (key = "a") => limits.take(key),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe("the per-address rate limit", () => {
  it("allows 5 a minute, then says when the oldest of them leaves the window", () => {
    const l = limiter();
    for (let i = 0; i < 5; i++) {
      expect(l.take()).toEqual({ ok: true });
      l.advance(1_000);
    }
    expect(l.take()).toEqual({ ok: false, retryAfterSeconds: 55 });
    l.advance(55_000);
    expect(l.take()).toEqual({ ok: true });
  });

  it("does not count refused attempts", () => {
    const l = limiter(1, 20);
    expect(l.take().ok).toBe(true);
    for (let i = 0; i < 10; i++) expect(l.take().ok).toBe(false);
    l.advance(60_001);
    expect(l.take().ok).toBe(true);
  });

  it("allows 20 an hour even when each minute stays under 5", () => {
    const l = limiter();
    for (let i = 0; i < 20; i++) {
      expect(l.take().ok).toBe(true);
      l.advance(61_000 / 4);
    }
    const refused = l.take();
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(60);
  });

  it("counts each address apart", () => {
    const l = limiter(1, 1);
    expect(l.take("a").ok).toBe(true);
    expect(l.take("b").ok).toBe(true);
    expect(l.take("a").ok).toBe(false);
  });
});

describe("the key an address is counted under", () => {
  it.each([
    [undefined, "unknown"],
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::7", "2001:db8:1:2::/64"],
    ["2001:0db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("%s -> %s", (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});
