import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import {
  CONTACT_MESSAGES as M,
  ENQUIRY_LABELS as L,
} from "../../app/features/contact/contact-messages";
import { MIN_FILL_TIME_MS } from "../../app/lib/constants";
import { VALID_ENQUIRY } from "../fixtures";
import { createDatabase } from "../../scripts/lib/postgres-cluster.ts";
import { freePort, spawnServer, startServer } from "./server-process";
import { waitForHydration } from "./support";

const run = promisify(execFile);

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is set by tests/e2e/global-setup.ts");
  return url;
}

test("stores an enquiry sent from /contact in PostgreSQL, where npm run leads finds it", async ({
  page,
}, testInfo) => {
  test.slow();
  const database = await createDatabase(serverUrl());
  const env = { DATABASE_URL: database.url, DATA_DIR: testInfo.outputPath("unused-data") };
  const server = await startServer(env);
  const exited = new Promise<number | null>((resolve) => server.child.on("exit", resolve));
  try {
    expect(server.events()).toContainEqual(
      expect.objectContaining({
        msg: "database ready",
        database: expect.stringMatching(/^PostgreSQL 127\.0\.0\.1:\d+\//),
      }),
    );

    // The page's clock, so the form's fill time can pass the minimum without waiting for it.
    await page.clock.install();
    await page.goto(`${server.base}/contact?service=valves`);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    const name = `Postgres Visitor ${Date.now()}`;
    await form.getByRole("textbox", { name: L.name, exact: true }).fill(name);
    await form.getByRole("textbox", { name: L.email, exact: true }).fill("ravi@example.com");
    await form.getByRole("textbox", { name: L.phone, exact: true }).fill("+91 98480 11111");
    await form
      .getByRole("textbox", { name: L.message, exact: true })
      .fill("Twenty gate valves, DN50.");
    // Past the minimum fill time, so the enquiry is not taken for spam.
    await page.clock.fastForward(MIN_FILL_TIME_MS);
    await form.getByRole("button", { name: M.submit }).click();
    await expect(form.getByRole("status").filter({ hasText: M.success })).toBeVisible();

    const { stdout } = await run(
      process.execPath,
      ["scripts/leads.ts", "export", "--format", "json"],
      { env: { ...process.env, ...env } },
    );
    expect(JSON.parse(stdout)).toMatchObject([
      { name, service_id: "valves", source_page: "/contact", is_spam: 0, notify_status: "pending" },
    ]);
    // Nothing went to SQLite on the side.
    expect(existsSync(path.join(env.DATA_DIR, "site.sqlite"))).toBe(false);
  } finally {
    server.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    await database.drop();
  }
});

test("two server processes on one database let an address send RATE_LIMIT_PER_MINUTE enquiries between them, whatever its X-Forwarded-For", async () => {
  test.slow();
  const testInfo = test.info();
  const perMinute = 3;
  const database = await createDatabase(serverUrl());
  const servers = await Promise.all(
    ["a", "b"].map((name) =>
      startServer({
        DATABASE_URL: database.url,
        DATA_DIR: testInfo.outputPath(`data-${name}`),
        RATE_LIMIT_PER_MINUTE: String(perMinute),
      }),
    ),
  );
  try {
    const answers: { status: number; retryAfter: string | null }[] = [];
    for (let i = 0; i < 2 * perMinute + 2; i++) {
      const server = servers[i % 2]!;
      // As the form's script sends it: JSON back, 201 when sent.
      const response = await fetch(`${server.base}/contact`, {
        method: "POST",
        // A new address each time: without TRUST_PROXY the header is not believed.
        headers: {
          Origin: server.base,
          Accept: "application/json",
          "X-Forwarded-For": `203.0.113.${i + 1}`,
        },
        body: new URLSearchParams(VALID_ENQUIRY),
      });
      await response.arrayBuffer();
      answers.push({ status: response.status, retryAfter: response.headers.get("retry-after") });
    }
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(perMinute).fill(201),
      ...Array<number>(perMinute + 2).fill(429),
    ]);
    for (const { retryAfter } of answers.slice(perMinute)) {
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    }
  } finally {
    await Promise.all(
      servers.map(async (server) => {
        const exited = new Promise((resolve) => server.child.on("exit", resolve));
        server.child.kill("SIGTERM");
        await exited;
      }),
    );
    await database.drop();
  }
});

test("refuses to start, saying why without the password, when PostgreSQL cannot be reached", async () => {
  const port = await freePort();
  const server = await spawnServer({
    DATABASE_URL: `postgres://site:Pa55word@127.0.0.1:${port}/deccan`,
    DATA_DIR: test.info().outputPath("data"),
  });
  const code = await new Promise<number | null>((resolve) => server.child.on("exit", resolve));
  expect(code).toBe(1);
  expect(server.events()).toContainEqual(
    expect.objectContaining({
      level: "error",
      msg: "database unavailable",
      database: `PostgreSQL 127.0.0.1:${port}/deccan`,
      error: expect.stringMatching(/^ECONNREFUSED/),
    }),
  );
  expect(server.output()).not.toContain("Pa55word");
});
