import { describe, expect, it } from "vitest";
import { answerHeaders, formReply, fromScript } from "./form-reply";

const HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const post = (path: string, accept?: string) =>
  new Request(`http://127.0.0.1:3000${path}`, {
    method: "POST",
    headers: accept === undefined ? {} : { Accept: accept },
  });
const script = (path: string) => post(path, "application/json");

describe("fromScript", () => {
  it("is true for the form's script, which asks for JSON, only", () => {
    expect(fromScript(script("/contact"))).toBe(true);
    expect(fromScript(script("/api/subscribers"))).toBe(true);
    expect(fromScript(post("/contact"))).toBe(false);
    expect(fromScript(post("/contact", HTML))).toBe(false);
    expect(fromScript(post("/contact", "*/*"))).toBe(false);
    // A browser that also takes JSON still wants a page.
    expect(fromScript(post("/contact", "text/html, application/json"))).toBe(false);
  });
});

describe("formReply", () => {
  const answer = { outcome: { kind: "sent" }, status: 201, page: "/contact?enquiry=sent" };

  it("gives the script the outcome as JSON with its status, and a plain post a 303 to the page", async () => {
    const json = formReply(script("/contact"), answer)!;
    expect(json.status).toBe(201);
    expect(json.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(json.headers.get("Cache-Control")).toBe("no-store");
    expect(await json.json()).toEqual({ kind: "sent" });

    for (const accept of [HTML, undefined]) {
      const page = formReply(post("/contact", accept), answer)!;
      expect(page.status).toBe(303);
      expect(page.headers.get("Location")).toBe("/contact?enquiry=sent");
      expect(page.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("leaves a plain post to its page (null) when there is nowhere to send it", async () => {
    const invalid = { outcome: { kind: "invalid" }, status: 400 };
    expect(formReply(post("/contact", HTML), invalid)).toBeNull();
    const json = formReply(script("/contact"), invalid)!;
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ kind: "invalid" });
  });

  it("says when to try again, both ways", () => {
    const limited = { outcome: { kind: "failed" }, status: 429, retryAfterSeconds: 42, page: "/" };
    for (const request of [post("/", HTML), script("/")]) {
      expect(formReply(request, limited)!.headers.get("Retry-After")).toBe("42");
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
