import { describe, expect, it } from "vitest";
import { enquiryIdOf } from "./enquiries.ts";

describe("enquiryIdOf", () => {
  it.each([
    ["Subject: x\r\nX-Enquiry-Id: abc-123\r\n\r\nbody", "abc-123"],
    ["x-enquiry-id:  def\n\nbody", "def"],
    ["Subject: x\r\n\r\nX-Enquiry-Id: in-the-body", undefined],
  ])("reads the header of %j", (message, expected) => {
    expect(enquiryIdOf(message)).toBe(expected);
  });
});
