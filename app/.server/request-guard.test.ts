import { describe, expect, it } from "vitest";
import { isCrossSite, readSubmission, safeReturnPath, wantsJson } from "./request-guard";

const OPTIONS = { maxBytes: 1_000, allowedOrigins: ["https://www.example.in"], fields: ["a", "b"] };
const URL_ = "http://127.0.0.1:3000/api/enquiries";

function request(body: BodyInit | null, headers: Record<string, string>, method = "POST") {
  return new Request(URL_, { method, body, headers, ...({ duplex: "half" } as object) });
}

describe("isCrossSite", () => {
  const own = ["http://127.0.0.1:3000", "https://www.example.in"];
  it.each([
    [null, null, false],
    ["http://127.0.0.1:3000", "same-origin", false],
    ["https://www.example.in", null, false],
    ["https://www.example.in:443", null, false],
    [null, "same-site", false],
    [null, "cross-site", true],
    ["https://evil.example", null, true],
    ["http://www.example.in", null, true],
    ["null", null, true],
    ["not a url", null, true],
  ])("Origin %s, Sec-Fetch-Site %s -> %s", (origin, site, expected) => {
    expect(isCrossSite(origin, site, own)).toBe(expected);
  });
});

describe("readSubmission", () => {
  const form = { "Content-Type": "application/x-www-form-urlencoded" };

  it("picks the named fields of a form body, first value of a repeated field", async () => {
    const result = await readSubmission(request("a=1&a=2&b=%C3%A9&c=3", form), OPTIONS);
    expect(result).toEqual({ ok: true, fields: { a: "1", b: "é" } });
  });

  it("reads JSON objects, keeping values as sent for the schema to judge", async () => {
    const body = JSON.stringify({ a: 5, b: "x", __proto__: { polluted: true }, c: 1 });
    const result = await readSubmission(
      request(body, { "Content-Type": "application/json; charset=utf-8" }),
      OPTIONS,
    );
    expect(result).toEqual({ ok: true, fields: { a: 5, b: "x" } });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it("reads multipart form data and ignores files", async () => {
    const data = new FormData();
    data.set("a", "text");
    data.set("b", new Blob(["file"]), "f.txt");
    const result = await readSubmission(request(data, {}), OPTIONS);
    expect(result).toEqual({ ok: true, fields: { a: "text" } });
  });

  it.each([
    ["a GET", request(null, form, "GET"), 405],
    ["another site", request("a=1", { ...form, Origin: "https://evil.example" }), 403],
    ["cross-site fetch metadata", request("a=1", { ...form, "Sec-Fetch-Site": "cross-site" }), 403],
    ["no content type", request(new Blob(["a=1"]), {}), 415],
    ["text/plain", request("a=1", { "Content-Type": "text/plain" }), 415],
    ["a big declared length", request("a=1", { ...form, "Content-Length": "5000" }), 413],
    ["a bad declared length", request("a=1", { ...form, "Content-Length": "abc" }), 400],
    ["a body over the limit", request(`a=${"x".repeat(2_000)}`, form), 413],
    ["malformed JSON", request("{", { "Content-Type": "application/json" }), 400],
    ["a JSON array", request("[1]", { "Content-Type": "application/json" }), 400],
    [
      "malformed multipart",
      request("--x", { "Content-Type": "multipart/form-data; boundary=y" }),
      400,
    ],
  ])("refuses %s with %i", async (_case, req, status) => {
    expect(await readSubmission(req, OPTIONS)).toMatchObject({ ok: false, status });
  });

  it("accepts the public origin given in the options", async () => {
    const result = await readSubmission(
      request("a=1", { ...form, Origin: "https://www.example.in" }),
      OPTIONS,
    );
    expect(result.ok).toBe(true);
  });
});

describe("wantsJson", () => {
  it("is true only when the client asks for JSON", () => {
    expect(wantsJson(request(null, { Accept: "application/json" }, "GET"))).toBe(true);
    expect(wantsJson(request(null, { Accept: "text/html,*/*" }, "GET"))).toBe(false);
  });
});

describe("safeReturnPath", () => {
  it.each([
    ["/", "/"],
    ["/contact", "/contact"],
    ["/service/valves", "/service/valves"],
    ["/about/", "/about"],
    ["/about//", "/fallback"],
    ["//evil.example", "/fallback"],
    ["/\\evil.example", "/fallback"],
    ["https://evil.example", "/fallback"],
    ["/contact?x=1", "/fallback"],
    ["/a/../b", "/fallback"],
    ["javascript:alert(1)", "/fallback"],
    ["", "/fallback"],
    [undefined, "/fallback"],
  ])("%j -> %s", (value, expected) => {
    expect(safeReturnPath(value, "/fallback")).toBe(expected);
  });
});
