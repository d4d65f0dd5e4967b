import { execFile } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type NewEnquiry, listEnquiries, storeEnquiry } from "~/.server/enquiry-store";
import { claimNext, listOutbox, recordFailure } from "~/.server/outbox-store";
import { addSubscriber, listSubscribers } from "~/.server/subscriber-store";
import { BACKENDS, NEW_ENQUIRY, type TestDb, createTestDb } from "../tests/test-support";
import { company } from "~/content/data";
import { EXPORT_COLUMNS, SUBSCRIBER_COLUMNS, parseSince, runLeads } from "./leads-commands";

const run = promisify(execFile);
const NOW = new Date("2026-11-20T06:30:00Z");
const DAY = 24 * 60 * 60_000;

const enquiry = (change: Partial<NewEnquiry> = {}): NewEnquiry => ({ ...NEW_ENQUIRY, ...change });

let t: TestDb;

async function leadsWith(env: Record<string, string>, ...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runLeads(argv, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    env: { ...t.env, ...env },
    now: () => NOW,
  });
  return { code, stdout, stderr };
}

const leads = (...argv: string[]) => leadsWith({}, ...argv);

describe.each(BACKENDS)("on %s", (backend) => {
  beforeEach(async () => {
    t = await createTestDb({ backend });
    await storeEnquiry(t.db, enquiry({ name: "Old Customer" }), {
      spamReason: null,
      now: new Date(NOW.getTime() - 800 * DAY),
    });
    await storeEnquiry(t.db, enquiry({ name: "=cmd|' /C calc'!A0", company: "@Acme" }), {
      spamReason: null,
      now: new Date(NOW.getTime() - 2 * DAY),
    });
    await storeEnquiry(
      t.db,
      enquiry({ name: "Spam Bot", topic: "Consultation", serviceId: null }),
      {
        spamReason: "honeypot",
        now: new Date(NOW.getTime() - DAY),
      },
    );
    await addSubscriber(t.db, {
      email: "meena@example.com",
      source: "footer",
      consentVersion: "newsletter-2026-11",
      now: NOW,
    });
  });

  afterEach(async () => {
    await t.cleanup();
  });

  describe("npm run leads", () => {
    it("lists enquiries newest first, hiding spam unless asked", async () => {
      const { code, stdout } = await leads("list");
      expect(code).toBe(0);
      expect(stdout.indexOf("=cmd")).toBeLessThan(stdout.indexOf("Old Customer"));
      expect(stdout).not.toContain("Spam Bot");
      expect((await leads("list", "--spam")).stdout).toContain("[spam: honeypot]");
    });

    it("exports CSV safe for spreadsheets, with every field", async () => {
      const { stdout } = await leads("export", "--format", "csv");
      const [header, ...rows] = stdout
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(header).toBe(EXPORT_COLUMNS.map((column) => `"${column}"`).join(","));
      expect(rows).toHaveLength(2);
      expect(rows[0]).toContain(`"'=cmd|' /C calc'!A0"`);
      expect(rows[0]).toContain(`"'@Acme"`);
      expect(rows[0]).toContain(`"'+91 98480 11111"`);
    });

    it("exports JSON since a date (midnight in India), to a private file", async () => {
      const out = path.join(t.dataDir, "export.json");
      const { code, stderr } = await leads(
        "export",
        "--format",
        "json",
        "--since",
        "2026-11-18",
        "--out",
        out,
        "--spam",
      );
      expect(code).toBe(0);
      expect(stderr).toContain("Wrote 2 enquiries");
      const rows = JSON.parse(readFileSync(out, "utf8")) as { name: string }[];
      expect(rows.map((row) => row.name)).toEqual(["Spam Bot", "=cmd|' /C calc'!A0"]);
      expect(statSync(out).mode & 0o777).toBe(0o600);
    });

    it("lists subscribers, also as CSV", async () => {
      expect((await leads("subscribers")).stdout).toContain("meena@example.com  (footer)");
      expect((await leads("subscribers", "--format", "csv")).stdout).toContain(
        '"meena@example.com"',
      );
    });

    it("gives each subscriber's unsubscribe link on SITE_URL, never the bare token", async () => {
      const token = (await listSubscribers(t.db))[0]!.unsubscribe_token;
      const url = `https://deccan.example/unsubscribe?token=${token}`;
      const site = { SITE_URL: "https://deccan.example/" };

      const listed = await leadsWith(site, "subscribers");
      expect(listed.stdout).toContain(`meena@example.com  (footer)\n  ${url}\n`);

      const [header, row] = (await leadsWith(site, "subscribers", "--format", "csv")).stdout
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(header).toBe(SUBSCRIBER_COLUMNS.map((column) => `"${column}"`).join(","));
      expect(row?.endsWith(`,"${url}"`)).toBe(true);

      const json: unknown = JSON.parse(
        (await leadsWith(site, "subscribers", "--format", "json")).stdout,
      );
      expect(json).toEqual([
        {
          id: expect.any(String),
          email: "meena@example.com",
          created_at: NOW.toISOString(),
          consent_version: "newsletter-2026-11",
          source: "footer",
          unsubscribe_url: url,
        },
      ]);
      // Without SITE_URL, the links point at the public site named in company.ts.
      expect((await leads("subscribers")).stdout).toContain(
        `${company.siteUrl.replace(/\/+$/, "")}/unsubscribe?token=${token}`,
      );
    });

    it("purges enquiries older than the given days, spam included", async () => {
      expect((await leads("purge", "--older-than", "30", "--dry-run")).stdout).toMatch(
        /Would delete 1 /,
      );
      expect(await listEnquiries(t.db, { includeSpam: true })).toHaveLength(3);
      expect((await leads("purge", "--older-than", "30")).stdout).toMatch(/^Deleted 1 enquiries/);
      const left = await listEnquiries(t.db, { includeSpam: true });
      expect(left.map((row) => row.name)).not.toContain("Old Customer");
      expect(await listOutbox(t.db, { all: true })).toHaveLength(1);
    });

    it("purges by RETENTION_DAYS when no age is given", async () => {
      expect((await leads("purge")).stdout).toMatch(/^Deleted 1 enquiries/);
    });

    it("shows pending and failed notifications of each channel and requeues a failed one", async () => {
      await storeEnquiry(t.db, enquiry({ name: "Webhook Customer" }), {
        spamReason: null,
        now: NOW,
        channels: ["webhook"],
      });
      const webhook = await claimNext(t.db, {
        owner: "w",
        now: NOW,
        leaseMs: 60_000,
        channels: ["webhook"],
      });
      await recordFailure(t.db, webhook!, {
        owner: "w",
        now: NOW,
        error: "HTTP 503",
        baseMs: 1,
        maxMs: 1,
        giveUpMs: 0,
      });
      const row = await claimNext(t.db, {
        owner: "w",
        now: NOW,
        leaseMs: 60_000,
        channels: ["mail"],
      });
      await recordFailure(t.db, row!, {
        owner: "w",
        now: NOW,
        error: "ECONNREFUSED",
        baseMs: 1,
        maxMs: 1,
        giveUpMs: 0,
      });
      const { stdout } = await leads("outbox");
      expect(stdout).toContain(
        `${row!.id.slice(0, 8)}  enquiry ${row!.enquiry_id.slice(0, 8)}  mail  failed  attempts 1`,
      );
      expect(stdout).toContain("ECONNREFUSED");
      expect(stdout).toContain(
        `${webhook!.id.slice(0, 8)}  enquiry ${webhook!.enquiry_id.slice(0, 8)}  webhook  failed  attempts 1`,
      );
      expect(stdout).toContain("last error: not delivered within the retry period: HTTP 503");
      expect((await leads("outbox", "--retry", webhook!.id)).stdout).toContain("Requeued");
      expect((await leads("outbox", "--retry", row!.id.slice(0, 8))).stdout).toContain("Requeued");
      expect((await listOutbox(t.db)).find((each) => each.id === row!.id)?.status).toBe("pending");
    });

    it.each([
      [["export"], "--format: expected csv or json"],
      [["export", "--format", "xml"], "--format: expected csv or json"],
      [["export", "--format", "csv", "--since", "yesterday"], "--since: not a date"],
      [["purge", "--older-than", "0"], "--older-than: expected a whole number"],
      [["outbox", "--retry", "abc"], "--retry: no single outbox row"],
      [["list", "--colour"], "Unknown option"],
      [["frobnicate"], "Unknown command"],
    ])("refuses %j with a usage message (exit 2)", async (argv, message) => {
      const { code, stderr } = await leads(...argv);
      expect(code).toBe(2);
      expect(stderr).toContain(message);
    });

    it("reads dates as midnight in India", () => {
      expect(parseSince("2026-11-18").toISOString()).toBe("2026-11-17T18:30:00.000Z");
    });

    it("runs under plain Node on the database the server holds open", async () => {
      // t.db stays open, as the running server's connection would.
      await storeEnquiry(t.db, enquiry({ name: "While Running" }), { spamReason: null, now: NOW });
      const { stdout } = await run(
        process.execPath,
        ["scripts/leads.ts", "export", "--format", "json"],
        {
          env: { ...process.env, ...t.env },
        },
      );
      expect((JSON.parse(stdout) as { name: string }[]).map((row) => row.name)).toContain(
        "While Running",
      );
      await storeEnquiry(t.db, enquiry({ name: "After Export" }), { spamReason: null, now: NOW });
      expect(await listEnquiries(t.db)).toHaveLength(4);
    });
  });
});
