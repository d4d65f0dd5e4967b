import { describe, expect, it } from "vitest";
import { midSentence, sentences } from "./text";

describe("sentences", () => {
  it("splits after a full stop before a capital, not after a title or a company suffix", () => {
    expect(
      sentences(
        "A mechanical engineer for two decades, Er. Srinivasa Rao founded it. He reviews every design. Built for Sri Lakshmi Ganapathi Polymers Pvt. Ltd. in 2021.",
      ),
    ).toEqual([
      "A mechanical engineer for two decades, Er. Srinivasa Rao founded it.",
      "He reviews every design.",
      "Built for Sri Lakshmi Ganapathi Polymers Pvt. Ltd. in 2021.",
    ]);
  });

  it("keeps a decimal and a text without a full stop whole", () => {
    expect(sentences("Tested at 1.5 times working pressure")).toEqual([
      "Tested at 1.5 times working pressure",
    ]);
  });
});

describe("midSentence", () => {
  it("lowers a phrase's first letter, but not an acronym's or a name's with inner capitals", () => {
    expect(midSentence("Annual maintenance contracts")).toBe("annual maintenance contracts");
    expect(midSentence("IBR-qualified welders")).toBe("IBR-qualified welders");
    expect(midSentence("IS 15105 design")).toBe("IS 15105 design");
    expect(midSentence("MoRTH Specifications")).toBe("MoRTH Specifications");
  });
});
