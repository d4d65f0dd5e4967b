import { request } from "node:http";
import { connect } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppServices } from "~/.server/context";
import Sqlite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { type Database, databaseFile, isWritable } from "~/.server/db";
import { listEnquiries } from "~/.server/enquiry-store";
import { loadConfig } from "~/.server/env";
import { listSubscribers } from "~/.server/subscriber-store";
import {
  type TestDb,
  VALID_ENQUIRY,
  createTestDb,
  manualClock,
  testServices,
} from "../tests/test-support";
import { CONTACT_MESSAGES } from "~/features/contact/contact-messages";
import { ENQUIRY_MAX_CHARS, FORM_BODY_LIMIT_BYTES } from "~/lib/constants";
import { SITE_PAGES, type TestHost, startTestHost } from "./test-host.ts";

const ROUTES = SITE_PAGES;

let t: TestDb;
let services: AppServices;
let clock: ReturnType<typeof manualClock>;
let host: TestHost;
let base: string;

beforeEach(async () => {
  t = await createTestDb();
  clock = manualClock();
  services = testServices(t.db, { now: clock.now });
  host = await startTestHost(ROUTES, { services, healthCheck: () => isWritable(t.db) });
  base = host.base;
});

afterEach(async () => {
  await host.stop();
  await t.cleanup();
});

let nextIp = 1;
function post(
  pathname: string,
  body: BodyInit,
  headers: Record<string, string> = {},
  init: RequestInit = {},
) {
  return fetch(`${base}${pathname}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: {
      Origin: base,
      "X-Forwarded-For": `198.51.100.${nextIp++}`,
      ...headers,
    },
    ...init,
  });
}

/**
 * What a raw client gets back for `requestText`: all of it once the server closes, or with
 * `firstLine`, the first status line as soon as it comes (a post's head alone gets no more).
 */
function rawExchange(requestText: string, options: { firstLine?: boolean } = {}) {
  const { hostname, port } = new URL(base);
  return new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(requestText));
    let text = "";
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (options.firstLine && text.includes("\r\n")) {
        resolve(text.split("\r\n")[0]!);
        socket.destroy();
      }
    });
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
}

/** A form post of `size` bytes through node:http, written as a browser or curl uploads it. */
function sendBody(pathname: string, size: number, options: { chunked: boolean }) {
  return new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
    const req = request(`${base}${pathname}`, {
      method: "POST",
      headers: {
        Origin: base,
        "Content-Type": "application/x-www-form-urlencoded",
        ...(options.chunked ? {} : { "Content-Length": String(size) }),
      },
    });
    req.on("response", (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode, body }));
    });
    req.on("error", reject);
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

const enquiry = (fields: Record<string, string> = VALID_ENQUIRY) => new URLSearchParams(fields);
/** A post as the form's script sends it: to the form's address, asking for JSON. */
const script = (
  pathname: string,
  body: BodyInit,
  headers: Record<string, string> = {},
  init: RequestInit = {},
) => post(pathname, body, { Accept: "application/json", ...headers }, init);

describe("POST /contact from a script: the form's processing", () => {
  it("answers 201 with data once the enquiry is stored", async () => {
    const response = await script("/contact", enquiry());
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toContain("sent");
    expect(await listEnquiries(t.db)).toHaveLength(1);
  });

  it("stores a post repeated with the same submission key once, answering 201 each time", async () => {
    const notified: string[] = [];
    services.notify = () => notified.push("notify");
    const body = { ...VALID_ENQUIRY, submission: "00112233445566778899aabbccddeeff" };
    for (const attempt of [1, 2]) {
      const response = await script("/contact", enquiry(body));
      expect(response.status, `attempt ${attempt}`).toBe(201);
    }
    const changed = await script("/contact", enquiry({ ...body, submission: "f".repeat(32) }));
    expect(changed.status).toBe(201);
    expect(await listEnquiries(t.db)).toHaveLength(2);
    expect(notified).toHaveLength(2);
  });

  it("takes multipart form data as well, and refuses JSON (415)", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(VALID_ENQUIRY)) form.set(key, value);
    expect((await script("/contact", form)).status).toBe(201);
    const asJson = await script("/contact", JSON.stringify(VALID_ENQUIRY), {
      "Content-Type": "application/json",
    });
    expect(asJson.status).toBe(415);
    expect(await listEnquiries(t.db)).toHaveLength(1);
  });

  it("answers 400 with each field's message and stores nothing", async () => {
    const response = await script(
      "/contact",
      enquiry({ name: "   ", email: "ravi@", phone: "", service: "Teleportation", message: "\n" }),
    );
    expect(response.status).toBe(400);
    const body = await response.text();
    for (const message of [
      CONTACT_MESSAGES.nameRequired,
      CONTACT_MESSAGES.emailInvalid,
      CONTACT_MESSAGES.phoneRequired,
      CONTACT_MESSAGES.serviceRequired,
      CONTACT_MESSAGES.messageRequired,
    ]) {
      expect(body).toContain(message);
    }
    expect(await listEnquiries(t.db, { includeSpam: true })).toEqual([]);
  });

  it("answers 400 with the length messages to fields over their limits, storing nothing", async () => {
    const over = (field: keyof typeof ENQUIRY_MAX_CHARS) =>
      "x".repeat(ENQUIRY_MAX_CHARS[field] + 1);
    const response = await script(
      "/contact",
      enquiry({
        ...VALID_ENQUIRY,
        name: over("name"),
        phone: over("phone"),
        company: over("company"),
        message: over("message"),
      }),
    );
    expect(response.status).toBe(400);
    const body = await response.text();
    for (const message of [
      CONTACT_MESSAGES.nameTooLong,
      CONTACT_MESSAGES.phoneTooLong,
      CONTACT_MESSAGES.companyTooLong,
      CONTACT_MESSAGES.messageTooLong,
    ]) {
      expect(body).toContain(message);
    }
    expect(await listEnquiries(t.db, { includeSpam: true })).toEqual([]);
  });

  it.each([
    ["another site's Origin", { Origin: "https://evil.example" }],
    ["an Origin of null", { Origin: "null" }],
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ])("answers 403 to %s", async (_case, headers) => {
    const response = await script("/contact", enquiry(), headers);
    expect(response.status).toBe(403);
    expect(await listEnquiries(t.db)).toEqual([]);
  });

  it("accepts the public SITE_URL origin and requests without an Origin", async () => {
    expect((await script("/contact", enquiry(), { Origin: "http://site.test" })).status).toBe(201);
    const noOrigin = await fetch(`${base}/contact`, {
      method: "POST",
      body: enquiry(),
      headers: { Accept: "application/json", "X-Forwarded-For": "198.51.100.250" },
    });
    expect(noOrigin.status).toBe(201);
  });

  it.each([
    ["text/plain", "name=Ravi"],
    ["application/xml", "<enquiry/>"],
  ])("answers 415 to %s", async (type, body) => {
    const response = await script("/contact", body, { "Content-Type": type });
    expect(response.status).toBe(415);
  });

  it("answers 413 to a declared body over the limit, before reading it", async () => {
    const big = enquiry({ ...VALID_ENQUIRY, message: "x".repeat(FORM_BODY_LIMIT_BYTES) });
    const response = await script("/contact", big);
    expect(response.status).toBe(413);
    expect(await listEnquiries(t.db)).toEqual([]);
  });

  it("asked to confirm an upload first (Expect: 100-continue), refuses an oversized or cross-site one before it is sent, and lets a good one go on", async () => {
    const head = (length: number, origin = base) =>
      `POST /contact HTTP/1.1\r\nHost: ${new URL(base).host}\r\nOrigin: ${origin}\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n` +
      `Expect: 100-continue\r\n\r\n`;
    expect(await rawExchange(head(2 * 1024 * 1024), { firstLine: true })).toBe(
      "HTTP/1.1 413 Payload Too Large",
    );
    expect(await rawExchange(head(500, "https://elsewhere.example"), { firstLine: true })).toBe(
      "HTTP/1.1 403 Forbidden",
    );
    expect(await rawExchange(head(500), { firstLine: true })).toBe("HTTP/1.1 100 Continue");
  });

  it("answers 413 to a streamed body of unknown length that grows over the limit", async () => {
    const chunk = new TextEncoder().encode(`message=${"y".repeat(8 * 1024)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 6) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await script(
      "/contact",
      stream,
      { "Content-Type": "application/x-www-form-urlencoded" },
      { duplex: "half" } as RequestInit,
    );
    expect(response.status).toBe(413);
  });

  it.each([
    ["chunked, with no Content-Length", true],
    ["with its Content-Length declared", false],
  ])(
    "answers a 2 MiB body sent %s with 413, not a reset, while the client is still sending",
    async (_case, chunked) => {
      for (const path of ["/contact", "/api/subscribers"]) {
        const answer = await sendBody(path, 2 * 1024 * 1024, { chunked });
        expect(answer.status).toBe(413);
        expect(answer.body).not.toMatch(/ at |\.ts\b|\.js\b/);
      }
      expect(await listEnquiries(t.db, { includeSpam: true })).toEqual([]);
    },
  );

  it("answers 429 with Retry-After after 5 enquiries a minute from one address", async () => {
    const from = { "X-Forwarded-For": "203.0.113.9" };
    for (let i = 0; i < 5; i++) {
      expect((await script("/contact", enquiry(), from)).status).toBe(201);
    }
    const limited = await script("/contact", enquiry(), from);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.text()).toContain("failed");
    expect(await listEnquiries(t.db)).toHaveLength(5);

    // Other addresses are not affected, and the same one may send again a minute later.
    expect((await script("/contact", enquiry())).status).toBe(201);
    clock.advance(61_000);
    expect((await script("/contact", enquiry(), from)).status).toBe(201);
  });

  it("answers 429 after 20 enquiries an hour from one address", async () => {
    const from = { "X-Forwarded-For": "203.0.113.10" };
    for (let i = 0; i < 20; i++) {
      if (i % 5 === 0) clock.advance(61_000);
      expect((await script("/contact", enquiry(), from)).status).toBe(201);
    }
    clock.advance(61_000);
    const limited = await script("/contact", enquiry(), from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(60);
  });
});

// The forms' scripts post to the form's own address asking for JSON (app/lib/send-form.ts); the
// page rendered on request answers them with the outcome as JSON (app/lib/form-reply.ts).
const asScript = { Accept: "application/json" };
// What a browser sends with a plain form post (no JavaScript).
const asPage = {
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
};

function formData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

async function jsonOf(response: Response): Promise<unknown> {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return response.json();
}

describe("POST /contact from the form's script, as JSON", () => {
  it("answers 201 with the outcome once the enquiry is stored, from the FormData the script sends", async () => {
    const response = await post("/contact", formData(VALID_ENQUIRY), asScript);
    expect(response.status).toBe(201);
    expect(await jsonOf(response)).toEqual({ kind: "sent" });
    expect(await listEnquiries(t.db)).toMatchObject([{ name: VALID_ENQUIRY.name }]);
  });

  it("answers 400 with each field's message and the input, storing nothing", async () => {
    const fields = { ...VALID_ENQUIRY, name: "   ", email: "ravi@", phone: "" };
    const { name, email, phone, company, service, message } = fields;
    const response = await post("/contact", formData(fields), asScript);
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({
      kind: "invalid",
      fieldErrors: {
        name: CONTACT_MESSAGES.nameRequired,
        email: CONTACT_MESSAGES.emailInvalid,
        phone: CONTACT_MESSAGES.phoneRequired,
      },
      values: { name, email, phone, company, service, message },
    });
    expect(await listEnquiries(t.db, { includeSpam: true })).toEqual([]);
  });

  it("answers 429 with Retry-After after 5 enquiries a minute from the visitor's address", async () => {
    const from = { ...asScript, "X-Forwarded-For": "203.0.113.19" };
    for (let i = 0; i < 5; i++) {
      expect((await post("/contact", enquiry(), from)).status).toBe(201);
    }
    const limited = await post("/contact", enquiry(), from);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await jsonOf(limited)).toMatchObject({
      kind: "failed",
      values: { name: VALID_ENQUIRY.name, message: VALID_ENQUIRY.message },
      retryAfterSeconds: retryAfter,
    });
    expect(await listEnquiries(t.db)).toHaveLength(5);
    // Another address is not affected.
    expect((await post("/contact", enquiry(), asScript)).status).toBe(201);
  });

  it("keeps the host's checks in front: cross-site (403), too big (413), not a form (415)", async () => {
    const crossSite = await post("/contact", enquiry(), {
      ...asScript,
      Origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    const big = enquiry({ ...VALID_ENQUIRY, message: "x".repeat(FORM_BODY_LIMIT_BYTES) });
    expect((await post("/contact", big, asScript)).status).toBe(413);
    const asJson = await post("/contact", JSON.stringify(VALID_ENQUIRY), {
      ...asScript,
      "Content-Type": "application/json",
    });
    expect(asJson.status).toBe(415);
    expect(await jsonOf(asJson)).toEqual({ kind: "failed", values: null, retryAfterSeconds: null });
    expect(await listEnquiries(t.db)).toEqual([]);
  });

  it("leaves a plain post (no JavaScript) to the page: a 303 when sent, the page with the errors", async () => {
    const sent = await post("/contact", enquiry(), asPage);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/contact?enquiry=sent#enquiry-form");
    const noAccept = await post("/contact", enquiry());
    expect(noAccept.status).toBe(303);
    const invalid = await post("/contact", enquiry({ ...VALID_ENQUIRY, name: " " }), asPage);
    expect(invalid.status).toBe(400);
    // The page rendered with the outcome (test-host.ts answers with what the page is given).
    expect(await invalid.json()).toMatchObject({
      result: { kind: "invalid", fieldErrors: { name: CONTACT_MESSAGES.nameRequired } },
    });
    expect(await listEnquiries(t.db)).toHaveLength(2);
  });
});

describe("POST /api/subscribers from the box's script, as JSON", () => {
  it("answers 200 when stored (again 200 when already there), 400 for a bad address", async () => {
    const body = () => formData({ email: "Meena@Example.com", box: "page", returnTo: "/contact" });
    for (const attempt of [1, 2]) {
      const response = await post("/api/subscribers", body(), asScript);
      expect(response.status, `attempt ${attempt}`).toBe(200);
      expect(await jsonOf(response)).toEqual({ kind: "subscribed" });
    }
    expect(await listSubscribers(t.db)).toMatchObject([
      { email: "meena@example.com", source: "page" },
    ]);
    const invalid = await post("/api/subscribers", formData({ email: "meena@" }), asScript);
    expect(invalid.status).toBe(400);
    expect(await jsonOf(invalid)).toEqual({ kind: "invalid" });
  });

  it("answers 429 with Retry-After after 5 sign-ups a minute from the visitor's address", async () => {
    const from = { ...asScript, "X-Forwarded-For": "203.0.113.29" };
    for (let i = 0; i < 5; i++) {
      const response = await post(
        "/api/subscribers",
        formData({ email: `r${i}@example.com` }),
        from,
      );
      expect(response.status).toBe(200);
    }
    const limited = await post("/api/subscribers", formData({ email: "r9@example.com" }), from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await jsonOf(limited)).toEqual({ kind: "failed" });
  });

  it("leaves a plain post to the page: a 303 back to the box's page", async () => {
    const response = await post(
      "/api/subscribers",
      new URLSearchParams({ email: "meena@example.com", box: "footer", returnTo: "/about" }),
      asPage,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      "/about?newsletter=subscribed&box=footer#newsletter-footer",
    );
  });
});

describe("POST /contact without JavaScript", () => {
  it("redirects (303) to the page the form was on, showing the success banner", async () => {
    const response = await post("/contact", enquiry({ ...VALID_ENQUIRY, returnTo: "/" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/?enquiry=sent#enquiry-form");
    expect(await listEnquiries(t.db)).toHaveLength(1);
  });

  it("accepts a post from the public SITE_URL when the Host differs (a proxy or CDN)", async () => {
    const response = await post("/contact", enquiry(), { Origin: "http://site.test" });
    expect(response.status).toBe(303);
    expect(await listEnquiries(t.db)).toHaveLength(1);
  });

  it.each(["//evil.example", "https://evil.example/", "/\\evil.example", "/contact?x=1"])(
    "never redirects off the site (returnTo %s)",
    async (returnTo) => {
      const response = await post("/contact", enquiry({ ...VALID_ENQUIRY, returnTo }));
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/contact?enquiry=sent#enquiry-form");
    },
  );

  it("answers 400 with the errors and the visitor's input for the page", async () => {
    const response = await post("/contact", enquiry({ ...VALID_ENQUIRY, email: "" }));
    expect(response.status).toBe(400);
    const { result } = (await response.json()) as { result: unknown };
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(result).toEqual({
      kind: "invalid",
      fieldErrors: { email: CONTACT_MESSAGES.emailRequired },
      values: expect.objectContaining({ name: VALID_ENQUIRY.name, email: "" }),
    });
  });

  it("answers 429 with Retry-After and keeps the input when over the limit", async () => {
    const from = { "X-Forwarded-For": "203.0.113.11" };
    for (let i = 0; i < 5; i++) await post("/contact", enquiry(), from);
    const response = await post("/contact", enquiry(), from);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    const { result } = (await response.json()) as { result: unknown };
    expect(result).toMatchObject({
      kind: "failed",
      values: { message: VALID_ENQUIRY.message },
    });
  });

  it.each([
    ["another site's Origin", { Origin: "https://evil.example" }],
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ])("answers 403 to a post with %s", async (_case, headers) => {
    const response = await post("/contact", enquiry(), headers);
    expect(response.status).toBe(403);
    expect(await listEnquiries(t.db)).toEqual([]);
  });
});

describe("POST /api/subscribers", () => {
  const signup = (email: string, extra: Record<string, string> = {}) =>
    new URLSearchParams({ email, box: "footer", returnTo: "/about", ...extra });

  it("stores an address once; signing up again is still a success", async () => {
    expect((await script("/api/subscribers", signup("Meena@Example.com "))).status).toBe(200);
    const again = await script("/api/subscribers", signup("meena@example.com"));
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("subscribed");
    const rows = await listSubscribers(t.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "meena@example.com", source: "footer" });
    expect(rows[0]!.consent_version).toMatch(/^newsletter-/);
  });

  it("answers 400 with the message for an empty or malformed address", async () => {
    for (const email of ["", "   ", "meena", "meena@example", "meena@@example.com"]) {
      const response = await script("/api/subscribers", signup(email));
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("invalid");
    }
    expect(await listSubscribers(t.db)).toEqual([]);
  });

  it("redirects a plain form post back to its page with the result for its box", async () => {
    const ok = await post("/api/subscribers", signup("a@example.com"));
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe(
      "/about?newsletter=subscribed&box=footer#newsletter-footer",
    );
    const bad = await post(
      "/api/subscribers",
      signup("nope", { box: "page", returnTo: "/contact" }),
    );
    expect(bad.headers.get("location")).toBe(
      "/contact?newsletter=invalid&box=page#newsletter-page",
    );
  });

  it("answers a filled-in honeypot with success and stores nothing", async () => {
    const response = await script("/api/subscribers", signup("bot@example.com", { website: "x" }));
    expect(response.status).toBe(200);
    expect(await listSubscribers(t.db)).toEqual([]);
  });

  it("refuses cross-site posts (403), other content types (415) and big bodies (413)", async () => {
    expect(
      (await post("/api/subscribers", signup("a@example.com"), { Origin: "https://evil.example" }))
        .status,
    ).toBe(403);
    expect(
      (await post("/api/subscribers", "email=a@example.com", { "Content-Type": "text/plain" }))
        .status,
    ).toBe(415);
    expect(
      (await script("/api/subscribers", signup("a".repeat(FORM_BODY_LIMIT_BYTES)))).status,
    ).toBe(413);
  });

  it("answers 429 with Retry-After after 5 sign-ups a minute from one address", async () => {
    const from = { "X-Forwarded-For": "203.0.113.12" };
    for (let i = 0; i < 5; i++) await script("/api/subscribers", signup(`p${i}@example.com`), from);
    const limited = await script("/api/subscribers", signup("p9@example.com"), from);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("the visitor's address the rate limits count", () => {
  async function hostWith(env: Record<string, string>) {
    const other = await startTestHost(ROUTES, {
      services: testServices(t.db, { now: clock.now }),
      trustProxy: loadConfig(env).trustProxy,
    });
    const send = (forwardedFor: string) =>
      fetch(`${other.base}/contact`, {
        method: "POST",
        body: enquiry(),
        headers: {
          Accept: "application/json",
          Origin: other.base,
          "X-Forwarded-For": forwardedFor,
        },
      });
    return { send, stop: () => other.stop() };
  }

  it("is the connection's by default: a new X-Forwarded-For each time still gets 429", async () => {
    const site = await hostWith({});
    try {
      for (let i = 1; i <= 5; i++) expect((await site.send(`192.0.2.${i}`)).status).toBe(201);
      const refused = await site.send("192.0.2.6");
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      await site.stop();
    }
  });

  it("is X-Forwarded-For's with TRUST_PROXY=loopback, for a proxy on this machine", async () => {
    const site = await hostWith({ TRUST_PROXY: "loopback" });
    try {
      for (let i = 1; i <= 6; i++) expect((await site.send(`192.0.2.${i}`)).status).toBe(201);
      for (let i = 0; i < 4; i++) expect((await site.send("192.0.2.1")).status).toBe(201);
      expect((await site.send("192.0.2.1")).status).toBe(429);
    } finally {
      await site.stop();
    }
  });
});

describe("unsupported methods", () => {
  it.each(["TRACE", "PUT", "DELETE", "OPTIONS", "PATCH"])(
    "%s answers 405 with Allow and no stack trace",
    async (method) => {
      const { status, allow, body } = await new Promise<{
        status: number | undefined;
        allow: string | undefined;
        body: string;
      }>((resolve, reject) => {
        const req = request(`${base}/contact?email=a@example.com`, { method }, (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString()));
          res.on("end", () =>
            resolve({ status: res.statusCode, allow: res.headers.allow, body: text }),
          );
        });
        req.on("error", reject);
        req.end();
      });
      expect(status).toBe(405);
      expect(allow).toBe("GET, HEAD, POST");
      expect(body).not.toMatch(/at |\.ts|\.js/);
    },
  );

  it("CONNECT answers 405 with Allow, not a dropped connection", async () => {
    const answer = await rawExchange(
      "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answer).toContain("Allow: GET, HEAD, POST\r\n");
  });

  it("a method the server does not know answers 501, and a malformed request 400", async () => {
    const unknown = await rawExchange("FOO /contact HTTP/1.1\r\nHost: site.test\r\n\r\n");
    expect(unknown).toMatch(/^HTTP\/1\.1 501 Not Implemented\r\n/);
    const malformed = await rawExchange("GET /contact HTTP/1.1\r\nHost site.test\r\n\r\n");
    expect(malformed).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });
});

describe("GET /healthz", () => {
  it("answers 200 while the database takes writes and 503 when it does not", async () => {
    const ok = await fetch(`${base}/healthz`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    await t.db.destroy();
    expect((await fetch(`${base}/healthz`)).status).toBe(503);
  });

  it("answers 503 when the database file can only be read", async () => {
    // The same file, opened read-only, as after a disk remounted read-only.
    const readOnly = new Kysely<Database>({
      dialect: new SqliteDialect({
        database: new Sqlite(databaseFile(t.dataDir), { readonly: true, fileMustExist: true }),
      }),
    });
    const other = await startTestHost(ROUTES, { healthCheck: () => isWritable(readOnly) });
    try {
      const response = await fetch(`${other.base}/healthz`);
      expect(response.status).toBe(503);
      expect(await response.text()).toBe("database not writable");
      // The read-write connection of the running site is still healthy.
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
    } finally {
      await other.stop();
      await readOnly.destroy();
    }
  });
});
