import { describe, expect, it } from "vitest";
import { answerHeaders, formReply, fromScript } from "./form-reply";

const post = (path: string) => new Request(`http://127.0.0.1:3000${path}`, { method: "POST" });

/** What the route answers: a Response (the redirect) or React Router's data() with its init. */
function answerOf(reply: unknown) {
  if (reply instanceof Response) {
    return {
      status: reply.status,
      headers: reply.headers,
      location: reply.headers.get("Location"),
    };
  }
  const { data, init } = reply as { data: unknown; init: ResponseInit };
  return { status: init.status, headers: new Headers(init.headers), data };
}

describe("fromScript", () => {
  it("is true for React Router's .data URL of a route, the fetcher's post, only", () => {
    expect(fromScript(post("/contact.data"))).toBe(true);
    expect(fromScript(post("/api/subscribers.data?index"))).toBe(true);
    expect(fromScript(post("/contact"))).toBe(false);
    expect(fromScript(post("/contact?x=.data"))).toBe(false);
  });
});

describe("formReply", () => {
  const answer = { outcome: { kind: "sent" }, status: 201, page: "/contact?enquiry=sent" };

  it("gives the script the outcome with its status, and a plain post a 303 to the page", () => {
    const data = answerOf(formReply(post("/contact.data"), answer));
    expect(data).toMatchObject({ status: 201, data: { kind: "sent" } });
    expect(data.headers.get("Cache-Control")).toBe("no-store");

    const page = answerOf(formReply(post("/contact"), answer));
    expect(page).toMatchObject({ status: 303, location: "/contact?enquiry=sent" });
    expect(page.headers.get("Cache-Control")).toBe("no-store");
  });

  it("gives a plain post the outcome for its page when there is nowhere to send it", () => {
    const invalid = { outcome: { kind: "invalid" }, status: 400 };
    for (const path of ["/contact", "/contact.data"]) {
      expect(answerOf(formReply(post(path), invalid))).toMatchObject({
        status: 400,
        data: { kind: "invalid" },
      });
    }
  });

  it("says when to try again, both ways", () => {
    const limited = { outcome: { kind: "failed" }, status: 429, retryAfterSeconds: 42, page: "/" };
    for (const path of ["/", "/_root.data"]) {
      expect(answerOf(formReply(post(path), limited)).headers.get("Retry-After")).toBe("42");
    }
  });
});

describe("answerHeaders", () => {
  it("is no-store, with Retry-After when the answer says when to try again", () => {
    expect(answerHeaders({ outcome: null, status: 201 })).toEqual({ "Cache-Control": "no-store" });
    expect(answerHeaders({ outcome: null, status: 429, retryAfterSeconds: 42 })).toEqual({
      "Cache-Control": "no-store",
      "Retry-After": "42",
    });
  });
});
