import { within } from "@testing-library/react";
import type { Certification, Registrations } from "../app/content/schemas.ts";

/** What the proof components are tested with: nothing entered, and everything entered. */
export const NO_REGISTRATIONS: Registrations = {
  gstin: "",
  cin: "",
  fireLicence: "",
  ibrClass: "",
};
export const REGISTRATIONS: Registrations = {
  gstin: "36AABCD1234E1Z5",
  cin: "U29299TG2009PTC063412",
  fireLicence: "TSFS/HYD/2024/0117",
  ibrClass: "Class I boiler erector, IBR-TS-0042",
};
export const CERTIFICATE: Certification = {
  standard: "ISO 9001:2015",
  certificateNumber: "QMS-IN-20931",
  body: "TÜV SÜD South Asia",
  validUntil: "2027-03-31",
};

/** Each "label: value" line of a list, as [label, value]. */
export function detailsIn(element: HTMLElement): [string, string][] {
  return within(element)
    .queryAllByRole("term")
    .map((term) => [term.textContent ?? "", term.nextElementSibling?.textContent ?? ""]);
}
