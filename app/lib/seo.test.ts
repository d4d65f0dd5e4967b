import { describe, expect, it } from "vitest";
import { company } from "~/content/data";
import { type MetaDescriptor, breadcrumbJsonLd, buildMeta, localBusinessJsonLd } from "./seo";
import { siteUrlOf } from "./site";

const siteUrl = siteUrlOf(company);

function find(meta: MetaDescriptor[], key: string, value: string) {
  return meta.find((item) => (item as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
}

describe("buildMeta", () => {
  const meta = buildMeta(
    {
      title: "About Us",
      description: "All about the company.",
      path: "/about",
    },
    company,
  );

  it("appends the brand to the title once", () => {
    expect(meta[0]).toEqual({ title: `About Us | ${company.name}` });
    const branded = buildMeta(
      { title: `${company.name} home`, description: "x", path: "/" },
      company,
    );
    expect(branded[0]).toEqual({ title: `${company.name} home` });
  });

  it("sets the canonical URL from the site URL", () => {
    expect(find(meta, "rel", "canonical")?.href).toBe(`${siteUrl}/about`);
    expect(find(meta, "property", "og:url")?.content).toBe(`${siteUrl}/about`);
    const home = buildMeta({ title: "Home", description: "x", path: "/" }, company);
    expect(find(home, "rel", "canonical")?.href).toBe(`${siteUrl}/`);
  });

  it("adds the description, Open Graph and Twitter tags", () => {
    expect(find(meta, "name", "description")?.content).toBe("All about the company.");
    expect(find(meta, "property", "og:title")?.content).toBe(`About Us | ${company.name}`);
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "property", "og:image")?.content).toMatch(/^https?:\/\//);
  });

  it("marks not-found pages noindex and leaves other pages indexable", () => {
    expect(find(meta, "name", "robots")).toBeUndefined();
    const missing = buildMeta(
      { title: "Nope", description: "x", path: "/x", noindex: true },
      company,
    );
    expect(find(missing, "name", "robots")?.content).toContain("noindex");
  });

  it("gives a page that does not exist no canonical URL and no og:url", () => {
    const missing = buildMeta(
      { title: "Nope", description: "x", path: null, noindex: true },
      company,
    );
    expect(find(missing, "rel", "canonical")).toBeUndefined();
    expect(find(missing, "property", "og:url")).toBeUndefined();
    expect(find(missing, "property", "og:title")?.content).toBe(`Nope | ${company.name}`);
  });

  it("carries the LocalBusiness data on every page, plus the page's own", () => {
    const crumbs = breadcrumbJsonLd(company, [
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
    ]);
    const withLd = buildMeta(
      { title: "T", description: "d", path: "/services", jsonLd: [crumbs] },
      company,
    );
    const ld = withLd.filter((item) => "script:ld+json" in item);
    expect(ld).toHaveLength(2);
    expect(ld[1]).toEqual({ "script:ld+json": crumbs });
  });
});

describe("JSON-LD", () => {
  it("describes the business with address, phone, hours and position", () => {
    const business = localBusinessJsonLd(company) as {
      "@type": string;
      telephone: string;
      address: { addressLocality: string };
      geo: { latitude: number };
      openingHoursSpecification: { opens: string }[];
    };
    expect(business["@type"]).toBe("LocalBusiness");
    expect(business.telephone).toBe(company.phones.office.e164);
    expect(business.address.addressLocality).toBe("Hyderabad");
    expect(business.geo.latitude).toBe(company.geo.latitude);
    expect(business.openingHoursSpecification).toHaveLength(2);
    expect(business.openingHoursSpecification[0]?.opens).toBe("09:00");
  });

  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    const list = breadcrumbJsonLd(company, [
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
    ]) as { itemListElement: object[] };
    expect(list.itemListElement[1]).toMatchObject({
      position: 2,
      name: "Services",
      item: `${siteUrl}/services`,
    });
  });
});
