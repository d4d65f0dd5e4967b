import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { contentCopies, writeYaml } from "../../tests/content-copies";
import { contentExports } from "./exports";
import { LOCAL_FILE, loadContent } from "./load";

/*
 * The proof a buyer checks, from the files to what the pages read: a copy of the real content
 * folder with the firm's registrations, a certificate, clients and a testimonial filled in.
 */

const copyOfContent = contentCopies();

const write = writeYaml;

const GSTIN = "36AABCD1234E1Z5";
const CERTIFICATE_NUMBER = "QMS-IN-20931";

function withProof(): string {
  const dir = copyOfContent();
  const companyFile = join(dir, "company.yaml");
  const company = yaml.load(readFileSync(companyFile, "utf8")) as Record<string, unknown>;
  company.registrations = { gstin: GSTIN };
  const [first, ...rest] = company.certifications as Record<string, string>[];
  company.certifications = [{ ...first, certificateNumber: CERTIFICATE_NUMBER }, ...rest];
  writeFileSync(companyFile, yaml.dump(company, { lineWidth: -1 }));

  write(dir, "clients/godavari-pharma/index.yaml", {
    name: "Godavari Pharma Ltd.",
    logo: "logo.svg",
    mayBeNamed: true,
    order: 1,
  });
  writeFileSync(join(dir, "clients/godavari-pharma/logo.svg"), "<svg/>");
  write(dir, "clients/a-private-client/index.yaml", {
    name: "A Client Who Asked Not To Be Named",
    mayBeNamed: false,
    order: 0,
  });
  write(dir, "testimonials/hydrant-noc.yaml", {
    quote: "The hydrant system passed the fire NOC inspection on the first visit.",
    person: "K. Ramesh",
    role: "Plant Head",
    company: "Godavari Pharma Ltd.",
    order: 1,
  });
  return dir;
}

describe("the firm's proof in the content", () => {
  it("carries the registrations, certificate, named clients and testimonials to the pages", () => {
    const dir = withProof();
    const content = loadContent(dir);
    const data = contentExports(content);

    expect(data.registrations).toEqual({ gstin: GSTIN, cin: "", fireLicence: "", ibrClass: "" });
    expect(data.certificates[0]).toMatchObject({ certificateNumber: CERTIFICATE_NUMBER });
    expect(data.certifications[0]).toBe(data.certificates[0]!.standard);
    expect(data.clients).toEqual([
      {
        slug: "godavari-pharma",
        name: "Godavari Pharma Ltd.",
        logo: {
          src: `${LOCAL_FILE}${join(dir, "clients/godavari-pharma/logo.svg")}`,
          alt: "Godavari Pharma Ltd. logo",
        },
      },
    ]);
    expect(data.testimonials).toEqual([
      {
        slug: "hydrant-noc",
        quote: "The hydrant system passed the fire NOC inspection on the first visit.",
        person: "K. Ramesh",
        role: "Plant Head",
        company: "Godavari Pharma Ltd.",
      },
    ]);
  });

  it("never lets a client who may not be named reach a page", () => {
    const content = loadContent(withProof());
    const everything = JSON.stringify(contentExports(content));
    expect(everything).not.toContain("A Client Who Asked Not To Be Named");
    expect(everything).not.toContain("a-private-client");
  });
});
