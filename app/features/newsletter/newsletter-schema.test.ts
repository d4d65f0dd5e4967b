import { describe, expect, it } from "vitest";
import { EMAIL_MAX_CHARS } from "~/lib/constants";
import { NEWSLETTER_MESSAGES } from "./newsletter-messages";
import { validateSignup } from "./newsletter-schema";

describe("the newsletter schema (SPEC.md section 5)", () => {
  it.each([
    "",
    "   ",
    "meena",
    "meena@",
    "@example.com",
    "meena@example",
    "meena@@example.com",
    7,
    null,
  ])("gives the message for %j", (email) => {
    expect(validateSignup({ email })).toEqual({
      success: false,
      message: NEWSLETTER_MESSAGES.invalid,
    });
  });

  it("takes an address of up to 254 characters, the longest a mail server takes", () => {
    const email = `${"m".repeat(EMAIL_MAX_CHARS - "@example.com".length)}@example.com`;
    expect(validateSignup({ email })).toMatchObject({ success: true });
    expect(validateSignup({ email: `m${email}` })).toEqual({
      success: false,
      message: NEWSLETTER_MESSAGES.invalid,
    });
  });

  it("gives the message when the field is missing", () => {
    expect(validateSignup({})).toMatchObject({ success: false });
    expect(validateSignup("meena@example.com")).toMatchObject({ success: false });
  });

  it("stores an address trimmed and in lower case, so a person is subscribed once", () => {
    expect(validateSignup({ email: "  Meena.Rao@Example.COM " })).toEqual({
      success: true,
      data: { email: "meena.rao@example.com" },
    });
  });
});
