import { describe, expect, it } from "vitest";
import { addressLine } from "./address";

const base = {
  street: "Plot No. 42, Phase II, IDA Cherlapally",
  locality: "Cherlapally",
  city: "Hyderabad",
  region: "Telangana",
  postalCode: "500051",
  country: "India",
};

describe("addressLine", () => {
  it.each([
    [
      "a street that names its locality",
      base,
      "Plot No. 42, Phase II, IDA Cherlapally, Hyderabad, Telangana 500051, India",
    ],
    [
      "a street that does not",
      { ...base, street: "Plot No. 42, Phase II" },
      "Plot No. 42, Phase II, Cherlapally, Hyderabad, Telangana 500051, India",
    ],
    [
      "a locality named differently in case",
      { ...base, locality: "CHERLAPALLY" },
      "Plot No. 42, Phase II, IDA Cherlapally, Hyderabad, Telangana 500051, India",
    ],
    [
      "a locality that is only part of a word in the street",
      { ...base, street: "Plot 7, Cherlapallyguda Road", locality: "Cherlapally" },
      "Plot 7, Cherlapallyguda Road, Cherlapally, Hyderabad, Telangana 500051, India",
    ],
    [
      "an empty locality",
      { ...base, street: "Plot 7", locality: "" },
      "Plot 7, Hyderabad, Telangana 500051, India",
    ],
  ])("%s", (_, address, line) => {
    expect(addressLine(address)).toBe(line);
  });

  it("leaves the country out when asked", () => {
    expect(addressLine(base, { country: false })).toBe(
      "Plot No. 42, Phase II, IDA Cherlapally, Hyderabad, Telangana 500051",
    );
  });
});
