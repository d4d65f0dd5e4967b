import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storeEnquiry } from "~/.server/enquiry-store";
import { type SiteMetrics, createMetrics } from "~/.server/metrics";
import { METRICS_TOKEN_MIN_CHARS } from "~/lib/constants";
import {
  NEW_ENQUIRY,
  type TestDb,
  VALID_ENQUIRY,
  createTestDb,
  manualClock,
  memoryLog,
  testServices,
} from "../tests/test-support";
import { createMetricsApp, routeKind } from "./observe.ts";
import { SITE_PAGES, type TestHost, startTestHost } from "./test-host.ts";

const ROUTES = {
  ...SITE_PAGES,
  // The build's handler failing (Astro's adapter answers a page's own error itself).
  "/broken": () => {
    throw new Error("the disk is on fire");
  },
};
const TOKEN = "s3cret-".padEnd(METRICS_TOKEN_MIN_CHARS, "x");

let t: TestDb;
let logs: ReturnType<typeof memoryLog>;
let clock: ReturnType<typeof manualClock>;
let metrics: SiteMetrics;
let host: TestHost;
let metricsServer: Server | undefined;

async function start(options: { metricsToken?: string } = {}) {
  host = await startTestHost(ROUTES, {
    services: testServices(t.db, {
      log: logs.log,
      metrics,
      now: clock.now,
      rateLimit: { perMinute: 2, perHour: 20 },
    }),
    metrics,
    ...options,
  });
}

function postEnquiry(fields: Record<string, string>, query = "", headers = {}) {
  return fetch(`${host.base}/contact${query}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      Accept: "application/json",
      Origin: host.base,
      "X-Forwarded-For": "198.51.100.7",
      ...headers,
    },
  });
}

async function scrape(): Promise<{ text: string; value: (series: string) => number }> {
  metricsServer ??= createMetricsApp(metrics.registry).listen(0, "127.0.0.1");
  if (!metricsServer.listening)
    await new Promise((resolve) => metricsServer!.once("listening", resolve));
  const { port } = metricsServer.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
  const text = await response.text();
  const samples = new Map<string, number>();
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = [...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)]
      .map(([, key, value]) => `${key}="${value}"`)
      .sort();
    samples.set(`${match[1]}{${labels.join(",")}}`, Number(match[3]));
  }
  return {
    text,
    value(series) {
      const [name, labels = ""] = series.replace(/\}$/, "").split("{");
      const key = `${name}{${labels.split(",").filter(Boolean).sort().join(",")}}`;
      const found = samples.get(key);
      if (found === undefined) throw new Error(`no sample ${key} in:\n${text}`);
      return found;
    },
  };
}

type Scrape = Awaited<ReturnType<typeof scrape>>;

// A request is counted and logged when its response closes, which can be after the client has
// read the answer: the checks wait (bounded) for the request's own line instead of a fixed time.
const UNTIL = { timeout: 10_000, interval: 20 };

/** Scrapes until `ready` passes (a counter's line is there), then returns that scrape. */
function scrapeUntil(ready: (scraped: Scrape) => void): Promise<Scrape> {
  return vi.waitFor(async () => {
    const scraped = await scrape();
    ready(scraped);
    return scraped;
  }, UNTIL);
}

const logText = () => logs.lines.map((entry) => entry.line).join("\n");
const logEvents = () =>
  logs.lines.map((entry) => JSON.parse(entry.line) as Record<string, unknown>);

describe("over HTTP", () => {
  beforeEach(async () => {
    t = await createTestDb();
    logs = memoryLog();
    clock = manualClock();
    metrics = createMetrics({ db: t.db, log: logs.log, now: clock.now });
  });

  afterEach(async () => {
    await host.stop();
    await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(null)));
    metricsServer = undefined;
    await t.cleanup();
  });

  describe("GET /metrics on the metrics listener", () => {
    it("counts enquiries stored and spam caught, requests and 429s, and reads the outbox", async () => {
      await start();
      expect((await postEnquiry(VALID_ENQUIRY)).status).toBe(201);
      expect(
        (await postEnquiry({ ...VALID_ENQUIRY, website: "https://spam.example" })).status,
      ).toBe(201);
      expect((await postEnquiry(VALID_ENQUIRY)).status).toBe(429);
      // A second notification, on both channels: the mail given up on, the webhook waiting.
      const { id } = await storeEnquiry(t.db, NEW_ENQUIRY, {
        spamReason: null,
        now: clock.now(),
        channels: ["mail", "webhook"],
      });
      await t.db
        .updateTable("outbox")
        .set({ status: "failed" })
        .where("enquiry_id", "=", id)
        .where("channel", "=", "mail")
        .execute();
      clock.advance(90_000);

      // The three posts are counted, whatever the order their responses closed in.
      const { value } = await scrapeUntil((scraped) =>
        expect(
          scraped.value('deccan_http_requests_total{kind="form",status_class="2xx"}') +
            scraped.value('deccan_http_requests_total{kind="form",status_class="4xx"}'),
        ).toBe(3),
      );
      expect(value("deccan_enquiries_stored_total")).toBe(2);
      expect(value('deccan_enquiries_spam_total{reason="honeypot"}')).toBe(1);
      expect(value('deccan_http_requests_total{kind="form",status_class="2xx"}')).toBe(2);
      expect(value('deccan_http_requests_total{kind="form",status_class="4xx"}')).toBe(1);
      expect(
        value('deccan_http_request_duration_seconds_count{kind="form",status_class="2xx"}'),
      ).toBe(2);
      expect(
        value(
          'deccan_http_request_duration_seconds_bucket{kind="form",le="+Inf",status_class="4xx"}',
        ),
      ).toBe(1);
      expect(value('deccan_http_rate_limited_total{kind="form"}')).toBe(1);
      expect(value("deccan_notifications_query_ok")).toBe(1);
      expect(value('deccan_notifications_pending{channel="mail"}')).toBe(1);
      expect(value('deccan_notifications_failed{channel="mail"}')).toBe(1);
      expect(value('deccan_notifications_oldest_pending_age_seconds{channel="mail"}')).toBe(90);
      expect(value('deccan_notifications_pending{channel="webhook"}')).toBe(1);
      expect(value('deccan_notifications_failed{channel="webhook"}')).toBe(0);
      expect(value('deccan_notifications_oldest_pending_age_seconds{channel="webhook"}')).toBe(90);
      expect(value("process_cpu_user_seconds_total")).toBeGreaterThan(0);
    });

    it("reports an empty outbox as nothing pending, aged 0, and answers 404 elsewhere", async () => {
      await start();
      const { value } = await scrape();
      expect(value('deccan_notifications_pending{channel="mail"}')).toBe(0);
      expect(value('deccan_notifications_failed{channel="mail"}')).toBe(0);
      expect(value('deccan_notifications_oldest_pending_age_seconds{channel="mail"}')).toBe(0);
      const { port } = metricsServer!.address() as AddressInfo;
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    });

    it("says when the outbox cannot be read, without failing the scrape", async () => {
      await start();
      await t.db.destroy();
      const { text, value } = await scrape();
      expect(value("deccan_notifications_query_ok")).toBe(0);
      expect(text).not.toMatch(/^deccan_notifications_pending\{/m);
      expect(logEvents()).toContainEqual(
        expect.objectContaining({ level: "warn", msg: "metrics could not read the outbox" }),
      );
    });
  });

  describe("/metrics on the site's own port", () => {
    it("is the ordinary 404 page when METRICS_TOKEN is not set", async () => {
      await start();
      const response = await fetch(`${host.base}/metrics`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("deccan_");
    });

    it("answers 401 without the token or with a wrong one, and the metrics with it", async () => {
      await start({ metricsToken: TOKEN });
      for (const authorization of [
        undefined,
        "Bearer wrong",
        `Bearer ${TOKEN}x`,
        `Basic ${TOKEN}`,
      ]) {
        const response = await fetch(`${host.base}/metrics`, {
          headers: authorization ? { Authorization: authorization } : {},
        });
        expect(response.status).toBe(401);
        expect(response.headers.get("www-authenticate")).toContain("Bearer");
        expect(await response.text()).not.toContain("deccan_");
      }
      // Until the fourth 401 is counted; each scrape is a 2xx, so it leaves that count alone.
      await vi.waitFor(async () => {
        const response = await fetch(`${host.base}/metrics`, {
          headers: { Authorization: `Bearer ${TOKEN}` },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control")).toBe("no-store");
        const text = await response.text();
        expect(text).toMatch(
          /^deccan_http_requests_total\{kind="metrics",status_class="4xx"\} 4$/m,
        );
      }, UNTIL);
    });
  });

  describe("the log", () => {
    it("has one JSON access line per request: no query string, headers, body or address", async () => {
      await start();
      const secrets = {
        name: "Quintessa Marlowe",
        email: "zebra-7781@example.org",
        phone: "+91 90000 77881",
        message: "Forty-two bronze sluice gates for Marlowe Mills.",
      };
      const query = `?${new URLSearchParams({ name: secrets.name, email: secrets.email })}`;
      const response = await postEnquiry({ ...VALID_ENQUIRY, ...secrets }, query, {
        "User-Agent": "Agent-Orange-0451",
        Cookie: "session=cookie-jar-0451",
      });
      expect(response.status).toBe(201);
      const page = await fetch(`${host.base}/contact${query}`);
      expect(page.status).toBe(200);
      await page.text();
      const typo = await fetch(`${host.base}/contact/${encodeURIComponent(secrets.email)}`);
      expect(typo.status).toBe(404);
      await typo.text();

      // All three access lines, so that the checks below read each of them.
      await vi.waitFor(
        () => expect(logEvents().filter((event) => event.msg === "request")).toHaveLength(3),
        UNTIL,
      );
      const events = logEvents();
      expect(events).toContainEqual(
        expect.objectContaining({
          level: "info",
          msg: "request",
          method: "POST",
          path: "/contact",
          status: 201,
          kind: "form",
          duration_ms: expect.any(Number),
        }),
      );
      expect(events).toContainEqual(
        expect.objectContaining({ msg: "request", method: "GET", path: "/contact", kind: "page" }),
      );
      expect(events).toContainEqual(
        expect.objectContaining({ msg: "enquiry stored", spam: false }),
      );
      for (const event of events)
        expect(event).toEqual(expect.objectContaining({ time: expect.any(String) }));
      const text = logText();
      for (const secret of [
        "Quintessa",
        "Marlowe",
        "zebra-7781",
        "example.org",
        "90000 77881",
        "sluice",
        "Agent-Orange",
        "cookie-jar",
        "198.51.100.7",
        "?",
      ]) {
        expect(text).not.toContain(secret);
      }
    });

    it("shows neither an answer nor a log line with a stack trace for odd methods and errors", async () => {
      await start();
      const answers = [
        await fetch(`${host.base}/contact`, { method: "PROPFIND" }),
        await fetch(`${host.base}/contact`, { method: "DELETE" }),
        await fetch(`${host.base}/broken`),
        await fetch(`${host.base}/%E0%A4%A`),
      ];
      expect(answers.map((response) => response.status)).toEqual([405, 405, 500, 400]);
      for (const response of answers) expect(await response.text()).not.toMatch(/\bat .+:\d+:\d+/);
      expect(logEvents()).toContainEqual(
        expect.objectContaining({
          level: "error",
          msg: "request failed",
          error: "the disk is on fire",
        }),
      );
      expect(logText()).not.toMatch(/\bat .+:\d+:\d+|stack/);
    });
  });
});

describe("route kinds", () => {
  it.each([
    ["GET", "/", "page"],
    ["HEAD", "/service/fire-hydrant-systems", "page"],
    ["GET", "/assets/entry-Bx1.js", "asset"],
    ["GET", "/brochures/valves.pdf", "asset"],
    ["GET", "/api/keystatic/tree", "api"],
    ["GET", "/favicon.svg", "asset"],
    ["POST", "/contact", "form"],
    ["POST", "/api/subscribers", "form"],
    ["GET", "/healthz", "health"],
    ["GET", "/metrics", "metrics"],
    ["DELETE", "/contact", "other"],
  ] as const)("%s %s is %s", (method, pathname, kind) => {
    expect(routeKind(method, pathname)).toBe(kind);
  });
});
