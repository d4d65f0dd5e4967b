import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_REQUEST_TIMEOUT_MS } from "./constants";
import { sendForm } from "./send-form";

type Reply = { kind: "sent" | "invalid" | "failed" };
const failed = (): Reply => ({ kind: "failed" });

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

  it.each<[string, () => Promise<Response>]>([
    ["a lost connection", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a 5xx, even with an outcome", async () => json({ kind: "failed" }, 500)],
    ["a proxy's error page", async () => new Response("<h1>Bad gateway</h1>", { status: 502 })],
    ["a refusal in text", async () => new Response("Request body too large", { status: 413 })],
    ["JSON that is not an outcome", async () => json(["sent"], 200)],
  ])("turns %s into a new failure each time", async (_case, reply) => {
    fetchMock.mockImplementation(reply);
    const first = await sendForm("/contact", new FormData(), failed);
    const second = await sendForm("/contact", new FormData(), failed);
    expect(first).toEqual({ kind: "failed" });
    expect(second).not.toBe(first);
  });

  it("gives up after FORM_REQUEST_TIMEOUT_MS and cancels the request", async () => {
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise(() => {});
    });
    const reply = sendForm("/contact", new FormData(), failed);
    let settled: unknown;
    void reply.then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(FORM_REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ kind: "failed" });
    expect(signal?.aborted).toBe(true);
  });

  it("leaves no timer behind once answered", async () => {
    fetchMock.mockResolvedValue(json({ kind: "sent" }, 201));
    await sendForm("/contact", new FormData(), failed);
    expect(vi.getTimerCount()).toBe(0);
  });
});
