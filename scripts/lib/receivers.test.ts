import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type TestReceiver, startWebhookReceiver } from "./receivers.ts";

let receiver: TestReceiver | undefined;
afterEach(async () => {
  await receiver?.stop();
  receiver = undefined;
});

describe("startWebhookReceiver", () => {
  it("keeps nothing of a delivery cut off mid-body, and answers the next one", async () => {
    receiver = await startWebhookReceiver();
    const { port } = new URL(receiver.url);
    // A sender killed halfway through its body, as the bench's kills do.
    const socket = connect(Number(port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.write("POST /hooks/enquiries HTTP/1.1\r\nHost: crm\r\nContent-Length: 100\r\n\r\n{");
    socket.destroy();
    await closed;

    const response = await fetch(receiver.url, { method: "POST", body: "{}" });
    expect(response.status).toBe(401);
    expect(receiver.deliveries.map((delivery) => delivery.status)).toEqual([401]);
  });
});
