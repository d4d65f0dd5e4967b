import { describe, expect, it } from "vitest";
import { readFormBody, safeReturnPath } from "./form-body";

const OPTIONS = { maxBytes: 1_000, fields: ["a", "b"] };
const URL_ = "http://127.0.0.1:3000/contact";

function request(body: BodyInit | null, headers: Record<string, string>, method = "POST") {
  return new Request(URL_, { method, body, headers, ...({ duplex: "half" } as object) });
}

describe("readFormBody", () => {
  const form = { "Content-Type": "application/x-www-form-urlencoded" };

  it("picks the named fields of a form body, first value of a repeated field", async () => {
    const result = await readFormBody(request("a=1&a=2&b=%C3%A9&c=3", form), OPTIONS);
    expect(result).toEqual({ ok: true, fields: { a: "1", b: "é" } });
  });

  it("reads multipart form data and ignores files", async () => {
    const data = new FormData();
    data.set("a", "text");
    data.set("b", new Blob(["file"]), "f.txt");
    const result = await readFormBody(request(data, {}), OPTIONS);
    expect(result).toEqual({ ok: true, fields: { a: "text" } });
  });

  it.each([
    ["a GET", request(null, form, "GET"), 405],
    ["no content type", request(new Blob(["a=1"]), {}), 415],
    ["text/plain", request("a=1", { "Content-Type": "text/plain" }), 415],
    ["a body over the limit", request(`a=${"x".repeat(2_000)}`, form), 413],
    ["JSON", request("{}", { "Content-Type": "application/json" }), 415],
    [
      "malformed multipart",
      request("--x", { "Content-Type": "multipart/form-data; boundary=y" }),
      400,
    ],
  ])("refuses %s with %i", async (_case, req, status) => {
    expect(await readFormBody(req, OPTIONS)).toMatchObject({ ok: false, status });
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
