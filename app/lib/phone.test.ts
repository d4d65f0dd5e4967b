import { describe, expect, it } from "vitest";
import { unbrokenPhone } from "./phone";

describe("unbrokenPhone", () => {
  it("joins the groups of a number with non-breaking spaces", () => {
    expect(unbrokenPhone("+91 40 4852 6100")).toBe("+91\u00a040\u00a04852\u00a06100");
    expect(unbrokenPhone("+914048526100")).toBe("+914048526100");
  });
});
