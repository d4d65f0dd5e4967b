import type { Category, Company, Project, Service } from "~/content/schemas";
import { imageSrc } from "./images";
import { absoluteUrl, siteUrlOf } from "./site";

export interface PageMeta {
  title: string;
  description: string;
  // Null on a not-found page: the missing address is no page's canonical form.
  path: string | null;
  image?: string;
  noindex?: boolean;
  jsonLd?: object[];
}

/** One element of the document's head, as buildMeta gives it and DocumentHead renders it. */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": object };

const OG_IMAGE_WIDTH = 1200;

export function fullTitle(title: string, company: Pick<Company, "name">): string {
  return title.includes(company.name) ? title : `${title} | ${company.name}`;
}

/** The head of a page, for the company whose site it is (content/company.yaml). */
export function buildMeta(page: PageMeta, company: Company): MetaDescriptor[] {
  const title = fullTitle(page.title, company);
  const url = page.path === null ? undefined : absoluteUrl(company, page.path);
  const image = page.image ?? `${siteUrlOf(company)}/og-image.png`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    ...(url ? [{ tagName: "link" as const, rel: "canonical", href: url }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    ...(url ? [{ property: "og:url", content: url }] : []),
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { "script:ld+json": localBusinessJsonLd(company) },
    ...(page.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
  if (page.noindex) meta.push({ name: "robots", content: "noindex, follow" });
  return meta;
}

/** Open Graph and JSON-LD want an absolute URL: a photo from the build is on this site. */
export function shareImage(company: Pick<Company, "siteUrl">, src: string): string {
  return src.startsWith("/") ? `${siteUrlOf(company)}${src}` : imageSrc(src, OG_IMAGE_WIDTH);
}

export function localBusinessJsonLd(company: Company): object {
  const siteUrl = siteUrlOf(company);
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${siteUrl}/#business`,
    name: company.name,
    legalName: company.legalName,
    description: company.description,
    url: absoluteUrl(company, "/"),
    telephone: company.phones.office.e164,
    email: company.email,
    foundingDate: String(company.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.countryCode,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: company.geo.latitude,
      longitude: company.geo.longitude,
    },
    openingHoursSpecification: company.hours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.dayOfWeek,
      opens: hours.opens,
      closes: hours.closes,
    })),
    sameAs: company.social.map((link) => link.url).filter(Boolean),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(company: Pick<Company, "siteUrl">, crumbs: Crumb[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(company, crumb.path),
    })),
  };
}

export function serviceJsonLd(
  company: Pick<Company, "siteUrl">,
  service: Service,
  category: Category,
): object {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.description,
    serviceType: category.title,
    url: absoluteUrl(company, `/service/${service.id}`),
    image: shareImage(company, service.image.src),
    areaServed: { "@type": "Country", name: "India" },
    provider: { "@id": `${siteUrlOf(company)}/#business` },
  };
}

export function projectJsonLd(
  company: Pick<Company, "siteUrl">,
  project: Project,
  category: Category,
  path: string,
): object {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: project.title,
    description: project.description,
    about: category.title,
    url: absoluteUrl(company, path),
    image: shareImage(company, project.image.src),
    dateCreated: String(project.year),
    locationCreated: { "@type": "Place", name: project.location },
    creativeWorkStatus: project.status,
    creator: { "@id": `${siteUrlOf(company)}/#business` },
  };
}
