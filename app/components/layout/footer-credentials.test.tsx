// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { proofCopy } from "~/content/data";
import {
  CERTIFICATE,
  NO_REGISTRATIONS,
  REGISTRATIONS,
  detailsIn,
} from "../../../tests/proof-fixtures";
import { CertificateList, RegistrationList } from "./credential-lists";
import { FooterCredentials } from "./footer-credentials";

const { labels } = proofCopy;

const NONE = NO_REGISTRATIONS;
const FILLED = REGISTRATIONS;

describe("the footer's certificates and registrations", () => {
  it("shows every registration and every detail of a certificate, under their headings", () => {
    render(
      <FooterCredentials copy={proofCopy} certificates={[CERTIFICATE]} registrations={FILLED} />,
    );
    const certifications = screen.getByRole("heading", {
      level: 2,
      name: proofCopy.certificationsTitle,
    }).parentElement!;
    expect(within(certifications).getByText(CERTIFICATE.standard)).toBeVisible();
    expect(detailsIn(certifications)).toEqual([
      [labels.certificateNumber, CERTIFICATE.certificateNumber],
      [labels.body, CERTIFICATE.body],
      [labels.validUntil, "31 March 2027"],
    ]);
    expect(within(certifications).getByText("31 March 2027")).toHaveAttribute(
      "datetime",
      "2027-03-31",
    );

    const registrations = screen.getByRole("heading", {
      level: 2,
      name: proofCopy.registrationsTitle,
    }).parentElement!;
    expect(detailsIn(registrations)).toEqual([
      [labels.gstin, FILLED.gstin],
      [labels.cin, FILLED.cin],
      [labels.fireLicence, FILLED.fireLicence],
      [labels.ibrClass, FILLED.ibrClass],
    ]);
  });

  it("renders nothing at all, not even a heading, when the firm has entered nothing", () => {
    const { container } = render(
      <FooterCredentials copy={proofCopy} certificates={[]} registrations={NONE} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("leaves out a group that is empty, and every registration that is", () => {
    render(
      <FooterCredentials
        copy={proofCopy}
        certificates={[]}
        registrations={{ ...NONE, gstin: FILLED.gstin }}
      />,
    );
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual([
      proofCopy.registrationsTitle,
    ]);
    expect(detailsIn(document.body)).toEqual([[labels.gstin, FILLED.gstin]]);
  });
});

describe("the lists", () => {
  it("show a certificate with only its standard as the standard alone", () => {
    render(
      <CertificateList
        labels={proofCopy.labels}
        certificates={[{ ...CERTIFICATE, certificateNumber: "", body: "", validUntil: "" }]}
        tone="dark"
      />,
    );
    expect(screen.getByRole("listitem")).toHaveTextContent(/^ISO 9001:2015$/);
    expect(screen.queryByRole("term")).toBeNull();
  });

  it("show a certificate's details that are present and leave out the others", () => {
    render(
      <CertificateList
        labels={proofCopy.labels}
        certificates={[{ ...CERTIFICATE, certificateNumber: "" }]}
        tone="light"
      />,
    );
    expect(detailsIn(document.body)).toEqual([
      [labels.body, CERTIFICATE.body],
      [labels.validUntil, "31 March 2027"],
    ]);
  });

  it("render nothing for no certificates and no registrations", () => {
    const { container } = render(
      <>
        <CertificateList labels={proofCopy.labels} certificates={[]} tone="light" />
        <RegistrationList labels={proofCopy.labels} registrations={NONE} tone="light" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
