import { afterEach, describe, expect, it } from "vitest";
import { BACKENDS, type TestDb, createTestDb } from "../../tests/test-support";
import { clientKey, createRateLimiter } from "./rate-limit";

let t: TestDb;

afterEach(async () => {
  await t?.cleanup();
});

describe.each(BACKENDS)("the per-address rate limit on %s", (backend) => {
  async function limiter(perMinute = 5, perHour = 20, scope = "enquiry") {
    t = await createTestDb({ backend });
    let now = Date.parse("2026-11-20T06:00:00Z");
    const limits = createRateLimiter({ db: t.db, scope, perMinute, perHour, now: () => now });
    return {
      take: (key = "a") => limits.take(key),
      advance: (ms: number) => {
        now += ms;
      },
      now: () => now,
    };
  }

  it("allows 5 a minute, then says when the oldest of them leaves the window", async () => {
    const l = await limiter();
    for (let i = 0; i < 5; i++) {
      expect(await l.take()).toEqual({ ok: true });
      l.advance(1_000);
    }
    expect(await l.take()).toEqual({ ok: false, retryAfterSeconds: 55 });
    l.advance(55_000);
    expect(await l.take()).toEqual({ ok: true });
  });

  it("does not count refused attempts", async () => {
    const l = await limiter(1, 20);
    expect((await l.take()).ok).toBe(true);
    for (let i = 0; i < 10; i++) expect((await l.take()).ok).toBe(false);
    l.advance(60_001);
    expect((await l.take()).ok).toBe(true);
  });

  it("allows 20 an hour even when each minute stays under 5", async () => {
    const l = await limiter();
    for (let i = 0; i < 20; i++) {
      expect((await l.take()).ok).toBe(true);
      l.advance(61_000 / 4);
    }
    const refused = await l.take();
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(60);
  });

  it("counts each address apart", async () => {
    const l = await limiter(1, 1);
    expect((await l.take("a")).ok).toBe(true);
    expect((await l.take("b")).ok).toBe(true);
    expect((await l.take("a")).ok).toBe(false);
  });

  it("counts each form apart", async () => {
    const l = await limiter(1, 1, "enquiry");
    const signups = createRateLimiter({ db: t.db, scope: "newsletter", perMinute: 1, perHour: 1 });
    expect((await l.take("a")).ok).toBe(true);
    expect((await signups.take("a")).ok).toBe(true);
    expect((await l.take("a")).ok).toBe(false);
  });

  it("is shared by every connection to the database, however the attempts interleave", async () => {
    const l = await limiter(5, 20);
    // SQLite's second writer in one process would wait synchronously for the first, which then
    // never commits: here one connection; other processes have their own.
    const second = createRateLimiter({
      db: backend === "postgres" ? await t.open() : t.db,
      scope: "enquiry",
      perMinute: 5,
      perHour: 20,
      now: l.now,
    });
    const first = createRateLimiter({
      db: t.db,
      scope: "enquiry",
      perMinute: 5,
      perHour: 20,
      now: l.now,
    });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? first : second).take("a")),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(5);
    expect(results.filter((result) => !result.ok)).toHaveLength(7);
  });

  it("forgets addresses not seen for an hour, so the tables stay small", async () => {
    const l = await limiter();
    for (const key of ["a", "b", "c"]) await l.take(key);
    l.advance(60 * 60_000);
    await l.take("d");
    const keys = await t.db.selectFrom("rate_limit_keys").select("key").execute();
    const hits = await t.db.selectFrom("rate_limit_hits").select("key").execute();
    expect(keys.map((row) => row.key)).toEqual(["d"]);
    expect(hits.map((row) => row.key)).toEqual(["d"]);
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
