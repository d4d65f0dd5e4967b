import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listEnquiries } from "~/.server/enquiry-store";
import { listOutbox } from "~/.server/outbox-store";
import { listSubscribers } from "~/.server/subscriber-store";
import { TEST_ORIGIN, type TestDb, createTestDb, testServices } from "../tests/test-support";
import { services as catalogue } from "~/content/data";
import { ENQUIRY_TOPICS } from "~/lib/topics";
import { createEnquirySchema, validateEnquiry } from "~/features/contact/contact-schema";
import { validateSignup } from "~/features/newsletter/newsletter-schema";
import { SITE_PAGES } from "./test-host.ts";

// What the pages that take these posts answer (app/pages/rendered/contact.astro and
// app/pages/api/subscribers.ts), with the host's locals.
const contactPage = SITE_PAGES["/rendered/contact"]!;
const subscriberApi = SITE_PAGES["/api/subscribers"]!;

const FIELDS = [
  "name",
  "email",
  "phone",
  "company",
  "service",
  "message",
  "website",
  "fill_ms",
  "returnTo",
  "submission",
  "box",
];
const VALID: Record<string, string> = {
  name: "Ravi Kumar",
  email: "ravi@example.com",
  phone: "040 4852 6100",
  company: "Acme",
  service: "Industrial Valves",
  message: "Need valves.",
};

const long = fc.string({
  unit: fc.constantFrom("a", "é", "😀", "\u0000", "\n", " ", "<", "%"),
  minLength: 20_000,
  maxLength: 36_000,
});
const text = fc.oneof(
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 60 }), weight: 4 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 60 }), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      "",
      " ",
      "\r\n",
      "\u0000",
      "=1+1",
      "Consultation",
      "data",
      "Industrial Valves",
      "a@b.co",
      "1000",
    ),
    weight: 3,
  },
  { arbitrary: long, weight: 1 },
);
const key = fc.oneof(
  { arbitrary: fc.constantFrom(...FIELDS), weight: 6 },
  { arbitrary: fc.constantFrom("__proto__", "constructor", "email[]", ""), weight: 1 },
  { arbitrary: fc.string({ maxLength: 10 }), weight: 1 },
);
const filled = fc
  .tuple(fc.string({ unit: "grapheme", maxLength: 40 }), fc.constantFrom("a", "Ж", "अ", "9"))
  .map(([rest, letter]) => `${letter}${rest}`);
const complete = fc
  .record({
    name: filled,
    // fc.emailAddress() is RFC 5322 at its widest, which the form rightly refuses.
    email: fc.stringMatching(/^[A-Za-z0-9][\w+'-]{0,15}@[a-z0-9][a-z0-9-]{0,10}\.[a-z]{2,6}$/),
    phone: filled,
    company: fc.oneof(fc.constant(""), filled),
    service: fc.constantFrom("Industrial Valves", "Consultation", "Fire Hydrant System"),
    message: filled,
  })
  .chain((form) =>
    fc
      .array(fc.tuple(key, text), { maxLength: 3 })
      .map((extra) => [...Object.entries(form), ...extra]),
  );
const pairs = fc.oneof(
  complete,
  fc.array(fc.tuple(key, text), { maxLength: 14 }),
  fc
    .tuple(fc.subarray(Object.entries(VALID)), fc.array(fc.tuple(key, text), { maxLength: 4 }))
    .map(([kept, extra]) => [...kept, ...extra]),
);

type Body = { body: BodyInit | null; contentType: string | null };
const body: fc.Arbitrary<Body> = fc.oneof(
  {
    arbitrary: pairs.map((p) => ({
      body: new URLSearchParams(p).toString(),
      contentType: "application/x-www-form-urlencoded",
    })),
    weight: 5,
  },
  {
    arbitrary: pairs.map((p) => {
      const form = new FormData();
      for (const [k, v] of p) form.append(k, v);
      return { body: form, contentType: null };
    }),
    weight: 2,
  },
  {
    arbitrary: fc
      .oneof(
        pairs.map((p) => JSON.stringify(Object.fromEntries(p))),
        fc.json(),
        fc.string({ maxLength: 40 }),
      )
      .map((json) => ({ body: json, contentType: "application/json" })),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(
        fc.uint8Array({ maxLength: 200 }),
        fc.constantFrom(
          "text/plain",
          "multipart/form-data; boundary=x",
          "application/x-www-form-urlencoded",
          "",
          "application/json",
        ),
      )
      .map(([bytes, contentType]) => ({
        body: new Blob([bytes]),
        contentType: contentType || null,
      })),
    weight: 1,
  },
);
const headers = fc.record({
  origin: fc.constantFrom(
    TEST_ORIGIN,
    TEST_ORIGIN,
    TEST_ORIGIN,
    "https://evil.example",
    "null",
    undefined,
  ),
  site: fc.constantFrom("same-origin", "same-origin", "cross-site", "none", undefined),
  accept: fc.constantFrom("application/json", "text/html", undefined),
});

type Headers_ = { origin?: string; site?: string; accept?: string };

function request(pathname: string, { body: payload, contentType }: Body, h: Headers_) {
  const init: Record<string, string> = {};
  if (contentType) init["Content-Type"] = contentType;
  if (h.origin) init.Origin = h.origin;
  if (h.site) init["Sec-Fetch-Site"] = h.site;
  if (h.accept) init.Accept = h.accept;
  return new Request(`${TEST_ORIGIN}${pathname}`, { method: "POST", body: payload, headers: init });
}

let t: TestDb;
let locals: App.Locals;

beforeEach(async () => {
  t = await createTestDb();
  const services = testServices(t.db, { rateLimit: { perMinute: 1e6, perHour: 1e6 } });
  locals = { services, client: { ip: "203.0.113.1" } };
});

afterEach(async () => {
  await t.cleanup();
});

describe("arbitrary submissions", () => {
  it("never make the contact page answer 5xx, and store only rows the shared schema accepts", async () => {
    await fc.assert(
      fc.asyncProperty(body, headers, async (b, h) => {
        const response = await contactPage(request("/contact", b, h), locals);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 2_500 },
    );
    await expectStoredEnquiriesValid();
  }, 180_000);

  it("never make the sign-up endpoint answer 5xx, and store only valid addresses", async () => {
    await fc.assert(
      fc.asyncProperty(body, headers, async (b, h) => {
        const response = await subscriberApi(request("/api/subscribers", b, h), locals);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 1_500 },
    );
    const subscribers = await listSubscribers(t.db);
    expect(subscribers.length).toBeGreaterThan(0);
    for (const subscriber of subscribers) {
      expect(validateSignup({ email: subscriber.email })).toEqual({
        success: true,
        data: { email: subscriber.email },
      });
    }
  }, 180_000);
});

async function expectStoredEnquiriesValid() {
  const schema = createEnquirySchema([...ENQUIRY_TOPICS, ...catalogue.map((s) => s.title)]);
  const rows = await listEnquiries(t.db, { includeSpam: true });
  expect(rows.length).toBeGreaterThan(100);
  const outbox = new Set((await listOutbox(t.db, { all: true })).map((row) => row.enquiry_id));
  for (const row of rows) {
    const stored = {
      name: row.name,
      email: row.email,
      phone: row.phone,
      company: row.company ?? "",
      service: row.service_label,
      message: row.message,
    };
    // Valid, and already clean: validating again changes nothing.
    expect(validateEnquiry(schema, stored)).toEqual({ success: true, data: stored });
    expect(row.company).not.toBe("");
    if (row.service_id) {
      expect(catalogue.find((s) => s.id === row.service_id)?.title).toBe(row.service_label);
      expect(row.topic).toBeNull();
    } else {
      expect(row.topic).toBe(row.service_label);
    }
    expect([0, 1]).toContain(row.is_spam);
    expect(row.notify_status).toBe(row.is_spam ? "skipped" : "pending");
    expect(outbox.has(row.id)).toBe(row.is_spam === 0);
    expect(["/", "/contact"].includes(row.source_page) || /^\/[\w/-]*$/.test(row.source_page)).toBe(
      true,
    );
  }
}
