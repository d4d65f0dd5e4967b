import { describe, expect, it } from "vitest";
import { servicesIn } from "~/lib/lookups";
import { categories, pageCopy, services } from "~/content/data";
import { brochureFileName, brochurePath } from "~/lib/brochures";
import { allBrochures, categoryBrochure, companyBrochure } from "./brochure-content";
import { isWinAnsi, pdfText } from "./pdf-text";

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("pdfText", () => {
  it("spells out the characters Helvetica lacks and keeps WinAnsi ones", () => {
    expect(pdfText("₹100+ Cr")).toBe("Rs. 100+ Cr");
    expect(pdfText("CO₂ and SO₂")).toBe("CO2 and SO2");
    expect(pdfText("3.5 kg/cm² at 68 °C — ISO · NBC")).toBe("3.5 kg/cm² at 68 °C — ISO · NBC");
    expect(pdfText("A ✓ B")).toBe("A B");
  });
});

describe("brochure content", () => {
  it("has the company brochure, then one per category, at the paths the site links to", () => {
    const brochures = allBrochures();
    expect(brochures.map((brochure) => brochure.meta.id)).toEqual([
      "company",
      ...categories.map((category) => category.id),
    ]);
    for (const { meta } of brochures) {
      const categoryId = meta.id === "company" ? undefined : meta.id;
      expect(meta.path).toBe(brochurePath(categoryId));
      expect(meta.fileName).toBe(brochureFileName(categoryId));
      expect(meta.title).toContain("Deccan Industrial Solutions");
    }
  });

  it("lists every division with all of its services in the company brochure", () => {
    const brochure = companyBrochure();
    expect(brochure.divisions.map((division) => division.title)).toEqual(
      categories.map((category) => category.title),
    );
    expect(brochure.divisions.flatMap((division) => division.serviceTitles)).toEqual(
      services.map((service) => pdfText(service.title)),
    );
    expect(brochure.claims.map((claim) => claim.value)).toEqual(["500+", "200+", "15+", "99.9%"]);
    expect(brochure.steps.map((step) => step.timeline)).toEqual([
      "2-4 weeks",
      "1-6 weeks",
      "Ongoing",
    ]);
    expect(brochure.values).toHaveLength(4);
  });

  it.each(categories)("gives the $title brochure exactly its services", (category) => {
    const brochure = categoryBrochure(category);
    const own = servicesIn(services, category.id);
    expect(brochure.services.map((service) => service.id)).toEqual(
      own.map((service) => service.id),
    );
    brochure.services.forEach((service, index) => {
      expect(service.features).toHaveLength(6);
      expect(service.overview).toBe(pdfText(own[index]!.fullDescription[0]!));
    });
    expect(brochure.specifications).toEqual(pageCopy.service.specifications.map(pdfText));
    expect(brochure.claims[0]).toEqual({
      value: category.projectsCount,
      label: "Projects Delivered",
    });
  });

  it("holds only characters the PDF's standard fonts can print", () => {
    const unprintable = strings(allBrochures()).flatMap((text) =>
      [...text].filter((char) => !isWinAnsi(char)),
    );
    expect(unprintable).toEqual([]);
  });
});
