import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "~/.server/migrate";
import {
  addSubscriber,
  findSubscriberByToken,
  listSubscribers,
  unsubscribeUrl,
} from "~/.server/subscriber-store";
import {
  BACKENDS,
  type TestDb,
  createTestDb,
  memoryLog,
  testServices,
} from "../tests/test-support";
import { SITE_PAGES, type TestHost, startTestHost } from "./test-host.ts";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const ROUTES = SITE_PAGES;

describe.each(BACKENDS)("on %s", (backend) => {
  let t: TestDb;
  let logLines: { line: string }[];
  let host: TestHost;
  let base: string;

  beforeEach(async () => {
    t = await createTestDb({ backend });
    const memory = memoryLog();
    logLines = memory.lines;
    host = await startTestHost(ROUTES, { services: testServices(t.db, { log: memory.log }) });
    base = host.base;
  });

  afterEach(async () => {
    await host.stop();
    await t.cleanup();
  });

  async function subscribe(email: string): Promise<string> {
    await addSubscriber(t.db, { email, source: "footer", consentVersion: "v", now: new Date() });
    const row = (await listSubscribers(t.db)).find((each) => each.email === email);
    return row!.unsubscribe_token;
  }

  const emails = async () => (await listSubscribers(t.db)).map((row) => row.email).sort();

  function link(token: string): string {
    const url = new URL(unsubscribeUrl(base, token));
    return `${url.pathname}${url.search}`;
  }

  /** The page's answer: what app/pages/unsubscribe.astro gives its view (test-host.ts). */
  interface Answer {
    status: number;
    headers: Headers;
    outcome?: unknown;
    answered?: boolean;
    meta?: unknown[];
  }

  async function send(pathname: string, init: RequestInit = {}): Promise<Answer> {
    const response = await fetch(`${base}${pathname}`, { redirect: "manual", ...init });
    const json = response.headers.get("content-type")?.startsWith("application/json");
    const body = json ? ((await response.json()) as Answer) : (await response.text(), {});
    return { ...body, status: response.status, headers: response.headers };
  }

  const pressUnsubscribe = (pathname: string) =>
    send(pathname, {
      method: "POST",
      body: new URLSearchParams(),
      headers: { Origin: base, "Sec-Fetch-Site": "same-origin" },
    });

  // RFC 8058: no Origin, a fixed body.
  const oneClick = (pathname: string, body: BodyInit = "List-Unsubscribe=One-Click") =>
    send(pathname, {
      method: "POST",
      body,
      headers:
        typeof body === "string" ? { "Content-Type": "application/x-www-form-urlencoded" } : {},
    });

  describe("migration 0002", () => {
    it("gives every existing subscriber an unguessable token of its own", async () => {
      const old = await createTestDb({ upTo: "0001-enquiries-subscribers-outbox", backend });
      try {
        for (const [id, email] of [
          ["a", "a@example.com"],
          ["b", "b@example.com"],
          ["c", "c@example.com"],
        ]) {
          await sql`insert into subscribers (id, email, created_at, consent_version, source)
                  values (${id}, ${email}, ${new Date().toISOString()}, 'v', 'footer')`.execute(
            old.db,
          );
        }
        expect(await migrateToLatest(old.db)).toContain("0002-subscriber-unsubscribe-tokens");
        const rows = await listSubscribers(old.db);
        const tokens = rows.map((row) => row.unsubscribe_token);
        expect(rows).toHaveLength(3);
        for (const token of tokens) expect(token).toMatch(TOKEN_SHAPE);
        expect(new Set(tokens).size).toBe(3);
        // The index is unique: a second row cannot carry the same token.
        const tokenOfA = rows.find((row) => row.id === "a")!.unsubscribe_token;
        await expect(
          sql`update subscribers set unsubscribe_token = ${tokenOfA} where id = 'b'`.execute(
            old.db,
          ),
        ).rejects.toThrow(/unique/i);
      } finally {
        await old.cleanup();
      }
    });
  });

  describe("subscriber tokens", () => {
    it("are 256 random bits each, kept when the same address signs up again", async () => {
      const first = await subscribe("meena@example.com");
      const second = await subscribe("ravi@example.com");
      expect(first).toMatch(TOKEN_SHAPE);
      expect(second).not.toBe(first);
      expect(await subscribe("meena@example.com")).toBe(first);
    });

    it("make links on the public origin", () => {
      expect(unsubscribeUrl("https://www.example.in", "abc_-123")).toBe(
        "https://www.example.in/unsubscribe?token=abc_-123",
      );
    });
  });

  describe("GET /unsubscribe?token=…", () => {
    it("asks, showing the address, and deletes nothing however often it is opened", async () => {
      const token = await subscribe("meena@example.com");
      for (let i = 0; i < 3; i++) {
        const page = await send(link(token));
        expect(page.status).toBe(200);
        expect(page.headers.get("cache-control")).toBe("no-store");
        expect(page.outcome).toEqual({
          state: "confirm",
          email: "meena@example.com",
        });
      }
      const head = await fetch(`${base}${link(token)}`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(await emails()).toEqual(["meena@example.com"]);
    });

    it("is kept out of search results, with the canonical URL free of the token", async () => {
      const token = await subscribe("meena@example.com");
      const meta = (await send(link(token))).meta;
      expect(meta).toContainEqual({ name: "robots", content: "noindex, follow" });
      expect(JSON.stringify(meta)).not.toContain(token);
    });

    it.each([
      ["an unknown token", `?token=${"x".repeat(43)}`],
      ["no token", ""],
      ["an empty token", "?token="],
      ["a malformed token", `?token=${encodeURIComponent("' or 1=1 --")}`],
    ])("answers %s calmly: not on the list", async (_case, query) => {
      await subscribe("meena@example.com");
      const page = await send(`/unsubscribe${query}`);
      expect(page.status).toBe(200);
      expect(page.outcome).toEqual({ state: "unknown" });
      expect(await emails()).toEqual(["meena@example.com"]);
    });

    it("is not a page with the token as a path segment", async () => {
      const token = await subscribe("meena@example.com");
      expect((await send(`/unsubscribe/${token}`)).status).toBe(404);
      expect((await pressUnsubscribe(`/unsubscribe/${token}`)).status).toBe(404);
      expect(await emails()).toEqual(["meena@example.com"]);
    });
  });

  describe("POST /unsubscribe?token=…", () => {
    it("deletes the subscriber's row when the page's button is pressed", async () => {
      const token = await subscribe("meena@example.com");
      await subscribe("ravi@example.com");
      const answer = await pressUnsubscribe(link(token));
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.outcome).toEqual({ state: "unsubscribed" });
      // The page answers the click, so focus starts at the answer.
      expect(answer.answered).toBe(true);
      expect(await emails()).toEqual(["ravi@example.com"]);
      expect(await findSubscriberByToken(t.db, token)).toBeUndefined();

      // The link again (a second click, a reload): nothing left to delete.
      const again = await pressUnsubscribe(link(token));
      expect(again.status).toBe(200);
      expect(again.outcome).toEqual({ state: "unknown" });
      expect(await emails()).toEqual(["ravi@example.com"]);
    });

    it("takes a mail program's one-click unsubscribe (RFC 8058) and answers 200", async () => {
      const meena = await subscribe("meena@example.com");
      const answer = await oneClick(link(meena));
      expect(answer.status).toBe(200);
      expect(answer.outcome).toEqual({ state: "unsubscribed" });

      const ravi = await subscribe("ravi@example.com");
      const form = new FormData();
      form.set("List-Unsubscribe", "One-Click");
      expect((await oneClick(link(ravi), form)).status).toBe(200);
      expect(await emails()).toEqual([]);
    });

    it("changes nothing for an unknown token", async () => {
      await subscribe("meena@example.com");
      const answer = await oneClick(`/unsubscribe?token=${"y".repeat(43)}`);
      expect(answer.status).toBe(200);
      expect(answer.outcome).toEqual({ state: "unknown" });
      expect(await emails()).toEqual(["meena@example.com"]);
    });

    it("refuses a post from another site (403)", async () => {
      const token = await subscribe("meena@example.com");
      const response = await fetch(`${base}${link(token)}`, {
        method: "POST",
        body: new URLSearchParams(),
        headers: { Origin: "https://evil.example" },
      });
      expect(response.status).toBe(403);
      await response.body?.cancel();
      expect(await emails()).toEqual(["meena@example.com"]);
    });

    it("issues a new link when the address subscribes again; the old one stays dead", async () => {
      const old = await subscribe("meena@example.com");
      await pressUnsubscribe(link(old));
      const renewed = await subscribe("meena@example.com");
      expect(renewed).not.toBe(old);
      expect((await send(link(old))).outcome).toEqual({ state: "unknown" });
      expect(await emails()).toEqual(["meena@example.com"]);
    });

    it("answers 500 when the database fails, so a one-click sender tries again", async () => {
      const token = await subscribe("meena@example.com");
      await t.db.destroy();
      const answer = await oneClick(link(token));
      expect(answer.status).toBe(500);
      expect(answer.outcome).toEqual({ state: "failed" });
    });

    it("logs neither the address nor the token", async () => {
      const token = await subscribe("meena@example.com");
      await pressUnsubscribe(link(token));
      expect(logLines.some((entry) => entry.line.includes("unsubscribe"))).toBe(true);
      for (const { line } of logLines) {
        expect(line).not.toContain("meena");
        expect(line).not.toContain(token);
      }
    });
  });
});
