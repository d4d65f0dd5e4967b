import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { ENQUIRY_ROW, WEBHOOK_SECRET, startWebhookReceiver } from "../../tests/test-support";
import type { EnquiryRow } from "./enquiry-store";
import { deliverWebhook, isPublicAddress, webhookId, webhookPayload } from "./webhook";

const row: EnquiryRow = { ...ENQUIRY_ROW, message: "Twenty gate valves" };

describe("a webhook target address", () => {
  it.each([
    ["8.8.8.8", true],
    ["172.32.0.1", true],
    ["2606:4700:4700::1111", true],
    ["::ffff:8.8.8.8", true],
    ["2002:0808:0808::1", true],
    ["127.0.0.1", false],
    ["127.255.0.9", false],
    ["10.1.2.3", false],
    ["172.16.0.1", false],
    ["172.31.255.255", false],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["0.0.0.0", false],
    ["192.0.2.10", false],
    ["198.18.0.1", false],
    ["224.0.0.1", false],
    ["255.255.255.255", false],
    ["::", false],
    ["::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["::ffff:a9fe:a9fe", false],
    ["::127.0.0.1", false],
    ["64:ff9b::7f00:1", false],
    ["fe80::1", false],
    ["fe80::1%eth0", false],
    ["fc00::1", false],
    ["fd12:3456::1", false],
    ["ff02::1", false],
    ["2001:db8::1", false],
    ["2001::1", false],
    ["2002:0a00:0001::1", false],
    ["not-an-address", false],
  ])("%s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe("a webhook delivery", () => {
  it("is the enquiry as JSON, the same bytes on every attempt", () => {
    const payload = webhookPayload(row);
    expect(payload).toMatchObject({
      type: "enquiry.created",
      timestamp: row.received_at,
      data: { id: row.id, name: "Ravi Kumar", service: "Industrial Valves", company: null },
    });
    expect(JSON.stringify(webhookPayload(row))).toBe(JSON.stringify(payload));
    expect(webhookId(row.id)).toBe(`enquiry-${row.id}-webhook`);
  });

  it("is signed so that Webhook.verify accepts it, and refused when private targets are not allowed", async () => {
    const receiver = await startWebhookReceiver();
    try {
      const settings = { url: receiver.url, secret: WEBHOOK_SECRET, allowPrivate: true };
      expect(await deliverWebhook(row, settings, { signedAt: new Date() })).toEqual({
        ok: true,
        status: 204,
      });
      const [delivery] = receiver.deliveries;
      expect(delivery!.verified).toEqual(webhookPayload(row));
      expect(() =>
        new Webhook(`whsec_${Buffer.alloc(32, 1).toString("base64")}`).verify(
          delivery!.body,
          delivery!.headers as Record<string, string>,
        ),
      ).toThrow();

      const refused = await deliverWebhook(
        row,
        { ...settings, allowPrivate: false },
        { signedAt: new Date() },
      );
      expect(refused).toEqual({
        ok: false,
        reason:
          "refused: the webhook host resolves to a non-public address (WEBHOOK_ALLOW_PRIVATE=true allows it): 127.0.0.1",
      });
      expect(receiver.deliveries).toHaveLength(1);
    } finally {
      await receiver.stop();
    }
  });

  it("connects to the very address it checked: a name that turns private after the check (DNS rebinding) gets nowhere", async () => {
    const receiver = await startWebhookReceiver();
    try {
      const byName = receiver.url.replace("127.0.0.1", "crm.example.test");
      const settings = { url: byName, secret: WEBHOOK_SECRET, allowPrivate: false };
      // The name first answers a public address (TEST-NET-3, never reached), then the receiver's.
      const answers = [[{ address: "203.0.113.9", family: 4 }]];
      let asked = 0;
      const rebinding = async () => answers[asked++] ?? [{ address: "127.0.0.1", family: 4 }];
      const rebound = await deliverWebhook(row, settings, {
        signedAt: new Date(),
        timeoutMs: 300,
        resolve: rebinding,
      });
      expect(rebound.ok).toBe(false);
      expect(asked).toBe(1);

      const loopback = async () => [{ address: "127.0.0.1", family: 4 }];
      expect(
        await deliverWebhook(row, settings, { signedAt: new Date(), resolve: loopback }),
      ).toEqual({
        ok: false,
        reason:
          "refused: the webhook host resolves to a non-public address (WEBHOOK_ALLOW_PRIVATE=true allows it): 127.0.0.1",
      });
      expect(receiver.deliveries).toHaveLength(0);

      // Allowed, the same name reaches the receiver at the address the resolver gave.
      expect(
        await deliverWebhook(
          row,
          { ...settings, allowPrivate: true },
          { signedAt: new Date(), resolve: loopback },
        ),
      ).toEqual({ ok: true, status: 204 });
      expect(receiver.deliveries).toHaveLength(1);
    } finally {
      await receiver.stop();
    }
  });

  it("fails with the connection error when nothing listens", async () => {
    const receiver = await startWebhookReceiver();
    await receiver.stop();
    const result = await deliverWebhook(
      row,
      { url: receiver.url, secret: WEBHOOK_SECRET, allowPrivate: true },
      { signedAt: new Date() },
    );
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/^ECONNREFUSED/) });
  });
});
