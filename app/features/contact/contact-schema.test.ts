import { describe, expect, it } from "vitest";
import { ENQUIRY_MAX_CHARS } from "~/lib/constants";
import { CONTACT_MESSAGES as M, type EnquiryValues } from "./contact-messages";
import { cleanLine, cleanText, createEnquirySchema, validateEnquiry } from "./contact-schema";

const schema = createEnquirySchema(["Consultation", "Industrial Valves"]);

const valid: EnquiryValues = {
  name: "Ravi Kumar",
  email: "ravi@example.com",
  phone: "+91 98480 11111",
  company: "",
  service: "Consultation",
  message: "Please call me about a hydrant system.",
};

const errorsFor = (input: Record<string, unknown>) => {
  const result = validateEnquiry(schema, input);
  return result.success ? {} : result.fieldErrors;
};

describe("the enquiry schema (SPEC.md section 5)", () => {
  it.each<[string, Partial<Record<keyof EnquiryValues, unknown>>, Record<string, string>]>([
    ["empty name", { name: "" }, { name: M.nameRequired }],
    ["name of spaces only (checked after trimming)", { name: "   \t " }, { name: M.nameRequired }],
    ["missing name", { name: undefined }, { name: M.nameRequired }],
    ["empty email", { email: "" }, { email: M.emailRequired }],
    ["email of spaces only", { email: "   " }, { email: M.emailRequired }],
    ["email without @", { email: "ravi.example.com" }, { email: M.emailInvalid }],
    ["email without domain", { email: "ravi@" }, { email: M.emailInvalid }],
    ["email without dot in domain", { email: "ravi@example" }, { email: M.emailInvalid }],
    ["email with two @", { email: "ravi@@example.com" }, { email: M.emailInvalid }],
    ["email with a space inside", { email: "ravi kumar@example.com" }, { email: M.emailInvalid }],
    [
      "email over 254 characters",
      { email: `${"a".repeat(250)}@example.com` },
      { email: M.emailInvalid },
    ],
    ["empty phone", { phone: "" }, { phone: M.phoneRequired }],
    ["phone of spaces only", { phone: "  " }, { phone: M.phoneRequired }],
    ["no service", { service: "" }, { service: M.serviceRequired }],
    ["a service not in the list", { service: "Teleportation" }, { service: M.serviceRequired }],
    ["empty message", { message: "" }, { message: M.messageRequired }],
    [
      "message of blank lines (checked after trimming)",
      { message: "\n \r\n\t" },
      { message: M.messageRequired },
    ],
    ["a number instead of a name", { name: 42 }, { name: M.nameRequired }],
    ["a list instead of a message", { message: ["hi"] }, { message: M.messageRequired }],
  ])("%s", (_case, change, expected) => {
    expect(errorsFor({ ...valid, ...change })).toEqual(expected);
  });

  it.each([
    ["name", M.nameTooLong, "Name must be 100 characters or fewer"],
    ["phone", M.phoneTooLong, "Phone must be 40 characters or fewer"],
    ["company", M.companyTooLong, "Company must be 150 characters or fewer"],
    ["message", M.messageTooLong, "Message must be 5,000 characters or fewer"],
  ] as const)("limits the %s's length, saying so under the field", (field, message, text) => {
    const max = ENQUIRY_MAX_CHARS[field];
    expect(message).toBe(text);
    expect(errorsFor({ ...valid, [field]: "x".repeat(max) })).toEqual({});
    expect(errorsFor({ ...valid, [field]: "x".repeat(max + 1) })).toEqual({ [field]: message });
  });

  it("measures a field's length after cleaning, as it is stored", () => {
    const name = `  ${"x".repeat(ENQUIRY_MAX_CHARS.name)}  `;
    const message = "x\r\n".repeat(ENQUIRY_MAX_CHARS.message / 2).trim();
    expect(errorsFor({ ...valid, name, message })).toEqual({});
  });

  it("takes an e-mail address of up to 254 characters", () => {
    const email = `${"a".repeat(ENQUIRY_MAX_CHARS.email - "@example.com".length)}@example.com`;
    expect(errorsFor({ ...valid, email })).toEqual({});
    expect(errorsFor({ ...valid, email: `a${email}` })).toEqual({ email: M.emailInvalid });
  });

  it("reports every rule at once for an empty form, company being optional", () => {
    expect(errorsFor({})).toEqual({
      name: M.nameRequired,
      email: M.emailRequired,
      phone: M.phoneRequired,
      service: M.serviceRequired,
      message: M.messageRequired,
    });
  });

  it.each([
    "ravi@example.com",
    "ravi.kumar+enquiry@mail.example.co.in",
    "R.KUMAR@EXAMPLE.IN",
    "o'neil@example.org",
    "first_last-1@sub-domain.example.com",
  ])("accepts the e-mail address %s", (email) => {
    expect(errorsFor({ ...valid, email })).toEqual({});
  });

  it("trims and cleans what it accepts; phone has no format rule", () => {
    const result = validateEnquiry(schema, {
      ...valid,
      name: "  Ravi\r\n Kumar \u0000",
      email: " ravi@example.com ",
      phone: "call after 6 pm",
      company: "  Acme\tSteel  ",
      service: "Industrial Valves",
      message: "  Line one\r\nLine two\u0007  ",
      extra: "ignored",
    });
    expect(result).toEqual({
      success: true,
      data: {
        name: "Ravi Kumar",
        email: "ravi@example.com",
        phone: "call after 6 pm",
        company: "Acme Steel",
        service: "Industrial Valves",
        message: "Line one\nLine two",
      },
    });
  });

  it("treats a company that is not text as not given", () => {
    const result = validateEnquiry(schema, { ...valid, company: { nested: true } });
    expect(result.success && result.data.company).toBe("");
  });

  it("takes anything that is not an object as an empty form", () => {
    expect(validateEnquiry(schema, null)).toMatchObject({ success: false });
    expect(validateEnquiry(schema, ["x"])).toMatchObject({ success: false });
  });
});

describe("cleaning", () => {
  it("makes one line of a single-line field", () => {
    expect(cleanLine(" a\u2028b\u0085c\u001bd ")).toBe("a b c d");
  });

  it("keeps line breaks and tabs in a message and drops lone surrogates", () => {
    expect(cleanText("a\r\nb\rc\td\u001b\u0000")).toBe("a\nb\nc\td");
    expect(cleanText("x\ud800y")).toBe("x\ufffdy");
  });
});
