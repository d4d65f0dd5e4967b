import { afterEach, expect, it } from "vitest";
import { createServices } from "~/.server/context";
import { type Db, openDatabase } from "~/.server/db";
import { listEnquiries } from "~/.server/enquiry-store";
import { loadConfig } from "~/.server/env";
import { type TestDb, VALID_ENQUIRY, createTestDb, memoryLog } from "../tests/test-support";
import { SITE_PAGES, type TestHost, startTestHost } from "./test-host.ts";

// PostgreSQL only: the "postgres" Vitest project runs this file, "unit" leaves it out.
const ROUTES = SITE_PAGES;

let t: TestDb;
const hosts: TestHost[] = [];
const pools: Db[] = [];

afterEach(async () => {
  for (const host of hosts.splice(0)) await host.stop();
  for (const pool of pools.splice(0)) await pool.destroy();
  await t?.cleanup();
});

// Two site servers as server/index.ts makes them, each with its own pool on one database.
async function startSite(env: Record<string, string>) {
  const config = loadConfig(env);
  const db = openDatabase(config);
  pools.push(db);
  const services = createServices({ db, config, log: memoryLog().log });
  const host = await startTestHost(ROUTES, {
    services,
    trustProxy: config.trustProxy,
    allowedOrigins: [config.siteOrigin],
  });
  hosts.push(host);
  return host;
}

it("two servers on one PostgreSQL database allow an address RATE_LIMIT_PER_MINUTE enquiries a minute between them, then answer 429", async () => {
  t = await createTestDb({ backend: "postgres" });
  const env = { ...t.env, SITE_URL: "http://site.test", RATE_LIMIT_PER_MINUTE: "4" };
  const sites = [await startSite(env), await startSite(env)];
  const post = (site: TestHost) =>
    fetch(`${site.base}/contact`, {
      method: "POST",
      body: new URLSearchParams(VALID_ENQUIRY),
      headers: { Accept: "application/json", Origin: "http://site.test" },
    });

  const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => post(sites[i % 2]!)));

  const statuses = responses.map((response) => response.status).sort();
  expect(statuses).toEqual([201, 201, 201, 201, 429, 429, 429, 429, 429, 429]);
  for (const refused of responses.filter((response) => response.status === 429)) {
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  }
  expect(await listEnquiries(t.db)).toHaveLength(4);
  // Later posts to either server are refused too: the count is the database's, not a process's.
  for (const site of sites) expect((await post(site)).status).toBe(429);
}, 60_000);
