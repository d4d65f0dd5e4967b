// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { proofCopy } from "~/content/data";
import type { Certification } from "~/content/schemas";
import {
  CERTIFICATE,
  NO_REGISTRATIONS,
  REGISTRATIONS,
  detailsIn,
} from "../../../tests/proof-fixtures";
import { Credentials } from "./credentials";

const { labels } = proofCopy;
const NONE = NO_REGISTRATIONS;
const FILLED = REGISTRATIONS;
const CERTIFICATES: Certification[] = [
  CERTIFICATE,
  { standard: "ISO 45001:2018", certificateNumber: "", body: "", validUntil: "" },
];

function region(name: string) {
  return screen.getByRole("region", { name });
}

describe("the about page's credentials", () => {
  it("shows each certificate with its details, and each registration, in labelled sections", () => {
    render(<Credentials copy={proofCopy} certificates={CERTIFICATES} registrations={FILLED} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      proofCopy.certificationsTitle,
      proofCopy.registrationsTitle,
    ]);

    const certificates = within(region(proofCopy.certificationsTitle)).getAllByRole("listitem");
    expect(certificates).toHaveLength(2);
    expect(within(certificates[0]!).getByText("ISO 9001:2015")).toBeVisible();
    expect(detailsIn(certificates[0]!)).toEqual([
      [labels.certificateNumber, "QMS-IN-20931"],
      [labels.body, "TÜV SÜD South Asia"],
      [labels.validUntil, "31 March 2027"],
    ]);
    expect(certificates[1]).toHaveTextContent(/^ISO 45001:2018$/);

    expect(detailsIn(region(proofCopy.registrationsTitle))).toEqual([
      [labels.gstin, FILLED.gstin],
      [labels.cin, FILLED.cin],
      [labels.fireLicence, FILLED.fireLicence],
      [labels.ibrClass, FILLED.ibrClass],
    ]);
  });

  it("shows registrations alone when there is no certificate", () => {
    render(
      <Credentials
        copy={proofCopy}
        certificates={[]}
        registrations={{ ...NONE, cin: FILLED.cin }}
      />,
    );
    expect(screen.queryByRole("region", { name: proofCopy.certificationsTitle })).toBeNull();
    expect(detailsIn(region(proofCopy.registrationsTitle))).toEqual([[labels.cin, FILLED.cin]]);
  });

  it("renders nothing at all when the firm has entered nothing", () => {
    const { container } = render(
      <Credentials copy={proofCopy} certificates={[]} registrations={NONE} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
