import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_REQUEST_TIMEOUT_MS } from "./constants";
import { type SendFailure, sendForm } from "./send-form";

type Reply = { kind: "sent" | "invalid" | "failed"; why?: SendFailure };
const failed = (): Reply => ({ kind: "failed" });
const failedWhy = (why: SendFailure): Reply => ({ kind: "failed", why });

const fetchMock = vi.fn<typeof fetch>();

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("sendForm", () => {
  it("posts the fields to the form's address asking for JSON, and passes the outcome on", async () => {
    fetchMock.mockResolvedValue(json({ kind: "invalid" }, 400));
    const body = new FormData();
    body.set("email", "x");
    await expect(sendForm("/api/subscribers", body, failed)).resolves.toEqual({ kind: "invalid" });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/subscribers");
    expect(init).toMatchObject({ method: "POST", body });
    expect(new Headers(init!.headers).get("Accept")).toBe("application/json");
  });

  const cutOff = () =>
    new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"kind":'));
          controller.error(new TypeError("network error"));
        },
      }),
      { status: 201, headers: { "Content-Type": "application/json" } },
    );

  it.each<[string, () => Promise<Response>, SendFailure]>([
    ["a lost connection", () => Promise.reject(new TypeError("Failed to fetch")), "connection"],
    ["an answer cut off on the way", async () => cutOff(), "connection"],
    ["a 5xx, even with an outcome", async () => json({ kind: "failed" }, 500), "answer"],
    [
      "a proxy's error page",
      async () => new Response("<h1>Bad gateway</h1>", { status: 502 }),
      "answer",
    ],
    [
      "a refusal in text",
      async () => new Response("Request body too large", { status: 413 }),
      "answer",
    ],
    ["JSON that is not an outcome", async () => json(["sent"], 200), "answer"],
    [
      "a body that is not JSON",
      async () => new Response("{", { headers: { "Content-Type": "application/json" } }),
      "answer",
    ],
  ])("turns %s into a new failure each time, saying why", async (_case, reply, why) => {
    fetchMock.mockImplementation(reply);
    const first = await sendForm("/contact", new FormData(), failedWhy);
    const second = await sendForm("/contact", new FormData(), failedWhy);
    expect(first).toEqual({ kind: "failed", why });
    expect(second).not.toBe(first);
  });

  it("gives up after FORM_REQUEST_TIMEOUT_MS and cancels the request", async () => {
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise(() => {});
    });
    const reply = sendForm("/contact", new FormData(), failedWhy);
    let settled: unknown;
    void reply.then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(FORM_REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ kind: "failed", why: "timeout" });
    expect(signal?.aborted).toBe(true);
  });

  it("leaves no timer behind once answered", async () => {
    fetchMock.mockResolvedValue(json({ kind: "sent" }, 201));
    await sendForm("/contact", new FormData(), failed);
    expect(vi.getTimerCount()).toBe(0);
  });
});
