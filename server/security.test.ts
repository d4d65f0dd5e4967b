import { describe, expect, it } from "vitest";
import { isCrossSite } from "./security";

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
