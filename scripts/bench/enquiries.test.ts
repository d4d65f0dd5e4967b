import { describe, expect, it } from "vitest";
import { RATE_LIMIT_PER_MINUTE_DEFAULT as LIMIT } from "../../app/lib/constants.ts";
import { enquiryMetrics } from "./enquiries.ts";

describe("enquiryMetrics", () => {
  const email = (i: number) => `e${i}@example.com`;
  // Enquiries 0 to 2 acknowledged and stored as a, b and c, each with a mail and a webhook row.
  const rows = ["a", "b", "c"].flatMap((id, i) =>
    (["mail", "webhook"] as const).map((channel) => ({
      id,
      email: email(i),
      channel,
      status: "sent",
    })),
  );
  const received = (channel: "mail" | "webhook", ...copies: [string, number][]) => ({
    channel,
    deliveries: new Map(copies),
    unidentified: 0,
    badSignatures: 0,
  });
  const once: [string, number][] = [
    ["a", 1],
    ["b", 1],
    ["c", 1],
  ];
  const run = {
    acknowledged: new Set([0, 1, 2]),
    email,
    gaveUp: 0,
    kills: [{}],
    rows,
    receivers: [received("mail", ...once), received("webhook", ...once)],
    limited: LIMIT,
  };
  const table = (metrics: ReturnType<typeof enquiryMetrics>["metrics"]) =>
    Object.fromEntries(metrics.map(([name, value, target]) => [name, [value, target]]));

  it("passes a run where every acknowledged enquiry is stored and notified once on each channel", () => {
    const { metrics, ok } = enquiryMetrics(run);
    expect(ok).toBe(true);
    expect(table(metrics)).toMatchObject({
      "Acknowledged (2xx)": [3, undefined],
      "Stored (acknowledged and in the database)": [3, undefined],
      "Lost (acknowledged, not stored)": [0, "0: PASS"],
      "Mail: delivered": [3, undefined],
      "Webhook: duplicates (same webhook-id)": [0, "at most 1 per kill: PASS"],
      "Webhook: deliveries with a bad signature": [0, "0: PASS"],
      [`Accepted from one rate-limited address (of ${3 * LIMIT}), both instances`]: [
        LIMIT,
        `${LIMIT}: PASS`,
      ],
    });
    expect(metrics.filter(([name]) => name.startsWith("Webhook:"))).toHaveLength(7);
  });

  it("allows one duplicate per kill, and fails a second", () => {
    const twice = received("mail", ["a", 2], ["b", 1], ["c", 1]);
    expect(enquiryMetrics({ ...run, receivers: [twice] }).ok).toBe(true);
    const { metrics, ok } = enquiryMetrics({ ...run, receivers: [twice], kills: [] });
    expect(ok).toBe(false);
    expect(table(metrics)["Mail: duplicates (same Message-ID)"]).toEqual([
      1,
      "at most 1 per kill: FAIL",
    ]);
  });

  it("fails an acknowledged enquiry that was not stored, or not notified", () => {
    const lost = enquiryMetrics({ ...run, rows: rows.filter((row) => row.id !== "c") });
    expect(lost.ok).toBe(false);
    expect(table(lost.metrics)["Lost (acknowledged, not stored)"]).toEqual([1, "0: FAIL"]);
    // b was mailed but its row is still pending; c was never mailed.
    const rowsB = rows.map((row) => (row.id === "b" ? { ...row, status: "pending" } : row));
    const mail = received("mail", ["a", 1], ["b", 1]);
    const unsent = enquiryMetrics({ ...run, rows: rowsB, receivers: [mail] });
    expect(unsent.ok).toBe(false);
    expect(table(unsent.metrics)).toMatchObject({
      "Mail: acknowledged but never notified after the outbox drained": [1, "0: FAIL"],
      "Mail: missing (stored row, not delivered)": ["1 (outbox status: sent 1)", undefined],
      "Mail: delivered but outbox row not marked sent": [1, undefined],
    });
  });

  it("counts what is stored twice or without an acknowledgement, and deliveries for no enquiry", () => {
    const extra = [
      { id: "d", email: email(0), channel: "mail", status: "sent" },
      { id: "e", email: email(3), channel: "mail", status: "sent" },
      // The rate-limited address's enquiries are not the run's to acknowledge.
      { id: "f", email: email(1_000_000), channel: "mail", status: "sent" },
    ];
    const mail = received("mail", ...once, ["d", 1], ["e", 1], ["f", 1], ["x", 1]);
    const { metrics, ok } = enquiryMetrics({
      ...run,
      rows: [...rows, ...extra],
      receivers: [{ ...mail, unidentified: 2 }],
      limited: LIMIT + 1,
    });
    expect(ok).toBe(false);
    expect(table(metrics)).toMatchObject({
      "Stored twice (same e-mail)": [1, "0: FAIL"],
      "Stored but not acknowledged": [1, undefined],
      "Mail: delivered": [9, undefined],
      "Mail: for no stored enquiry / without enquiry id": ["1 / 2", undefined],
      [`Accepted from one rate-limited address (of ${3 * LIMIT}), both instances`]: [
        LIMIT + 1,
        `${LIMIT}: FAIL`,
      ],
    });
  });
});
