import { about, categories, company, serviceSteps, pageCopy, services } from "~/content/data";
import { servicesIn } from "~/lib/lookups";
import type { Category, CoreValue, Milestone, ServiceStep } from "~/content/schemas";
import { brochureFileName, brochurePath } from "~/lib/brochures";
import { pdfText } from "./pdf-text";

// Every string is already in the PDF's built-in font character set (pdf-text.ts).

export interface Claim {
  value: string;
  label: string;
}

export interface BrochureMeta {
  /** "company" or a category id. */
  id: string;
  path: string;
  fileName: string;
  title: string;
  label: string;
  subject: string;
  keywords: string;
  author: string;
}

export interface ContactDetails {
  name: string;
  legalName: string;
  phones: { label: string; display: string }[];
  email: string;
  website: string;
  addressLines: string[];
  hours: { days: string; label: string }[];
  certification: string;
}

export interface DivisionSummary {
  id: string;
  title: string;
  description: string;
  projectsCount: string;
  serviceTitles: string[];
}

export interface CompanyBrochureData {
  kind: "company";
  meta: BrochureMeta;
  name: string;
  tagline: string;
  description: string;
  foundingYear: number;
  claims: Claim[];
  moreClaims: Claim[];
  aboutHeadline: string;
  story: string[];
  milestones: Milestone[];
  divisionsTitle: string;
  divisionsIntro: string;
  divisions: DivisionSummary[];
  stepsEyebrow: string;
  stepsTitle: string;
  stepsIntro: string;
  /** The word before a step's duration ("Timeline"). */
  stepsTimeline: string;
  steps: Pick<ServiceStep, "title" | "description" | "features" | "timeline">[];
  values: Pick<CoreValue, "title" | "description">[];
  contactTitle: string;
  contactIntro: string;
  contact: ContactDetails;
}

export interface BrochureService {
  id: string;
  title: string;
  description: string;
  overview: string;
  features: string[];
}

export interface CategoryBrochureData {
  kind: "category";
  meta: BrochureMeta;
  name: string;
  tagline: string;
  category: Pick<Category, "id" | "title" | "description" | "projectsCount">;
  claims: Claim[];
  servicesTitle: string;
  services: BrochureService[];
  specificationsTitle: string;
  specifications: string[];
  consultationText: string;
  contactTitle: string;
  contactIntro: string;
  contact: ContactDetails;
}

export type BrochureData = CompanyBrochureData | CategoryBrochureData;

function printable<T>(value: T): T {
  if (typeof value === "string") return pdfText(value) as T;
  if (Array.isArray(value)) return value.map(printable) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, printable(item)]),
    ) as T;
  }
  return value;
}

function websiteHost(siteUrl: string): string {
  return siteUrl.replace(/^https?:\/\//, "").replace(/\/+$/, "");
}

function contactDetails(siteUrl: string): ContactDetails {
  const { address } = company;
  return {
    name: company.name,
    legalName: company.legalName,
    phones: [company.phones.office, company.phones.service].map(({ label, display }) => ({
      label,
      display,
    })),
    email: company.email,
    website: websiteHost(siteUrl),
    addressLines: [
      address.street,
      `${address.city} ${address.postalCode}, ${address.region}, ${address.country}`,
    ],
    hours: company.hours.map(({ days, label }) => ({ days, label })),
    certification: company.certifications.join(", "),
  };
}

function meta(category: Category | undefined): BrochureMeta {
  const label = category ? `${category.title} Brochure` : "Company Brochure";
  return {
    id: category?.id ?? "company",
    path: brochurePath(category?.id),
    fileName: brochureFileName(category?.id),
    title: `${company.name} | ${label}`,
    label,
    subject: category ? category.description : company.description,
    keywords: (category
      ? servicesIn(services, category.id).map((service) => service.title)
      : categories.map((item) => item.title)
    ).join(", "),
    author: company.legalName,
  };
}

export function companyBrochure(siteUrl: string = company.siteUrl): CompanyBrochureData {
  const { claims } = company;
  const home = pageCopy.home;
  return printable({
    kind: "company",
    meta: meta(undefined),
    name: company.name,
    tagline: company.tagline,
    description: company.description,
    foundingYear: company.foundingYear,
    claims: [claims.projects, claims.clients, claims.years, claims.success],
    moreClaims: [claims.onTime, claims.projectValue, claims.certification],
    aboutHeadline: about.headline,
    story: about.story,
    milestones: about.milestones,
    divisionsTitle: home.categories.title,
    divisionsIntro: home.categories.intro,
    divisions: categories.map((category) => ({
      id: category.id,
      title: category.title,
      description: category.description,
      projectsCount: category.projectsCount,
      serviceTitles: servicesIn(services, category.id).map((service) => service.title),
    })),
    stepsEyebrow: home.services.eyebrow,
    stepsTitle: home.services.title,
    stepsIntro: home.services.intro,
    stepsTimeline: home.stepLabels.timeline,
    steps: serviceSteps.map(({ title, description, features, timeline }) => ({
      title,
      description,
      features,
      timeline,
    })),
    values: about.values.map(({ title, description }) => ({ title, description })),
    contactTitle: home.contact.title,
    contactIntro: home.contact.intro,
    contact: contactDetails(siteUrl),
  });
}

export function categoryBrochure(
  category: Category,
  siteUrl: string = company.siteUrl,
): CategoryBrochureData {
  const own = servicesIn(services, category.id);
  const { claims } = company;
  return printable({
    kind: "category",
    meta: meta(category),
    name: company.name,
    tagline: company.tagline,
    category: {
      id: category.id,
      title: category.title,
      description: category.description,
      projectsCount: category.projectsCount,
    },
    claims: [
      { value: category.projectsCount, label: "Projects Delivered" },
      { value: String(own.length), label: own.length === 1 ? "Service" : "Services" },
      claims.years,
      claims.success,
    ],
    servicesTitle: pageCopy.category.servicesTitle,
    services: own.map((service) => ({
      id: service.id,
      title: service.title,
      description: service.description,
      overview: service.fullDescription[0] ?? service.description,
      features: service.features,
    })),
    specificationsTitle: pageCopy.service.specificationsTitle,
    specifications: pageCopy.service.specifications,
    consultationText: pageCopy.category.consultationText,
    contactTitle: pageCopy.home.contact.title,
    contactIntro: pageCopy.home.contact.intro,
    contact: contactDetails(siteUrl),
  });
}

export function allBrochures(siteUrl: string = company.siteUrl): BrochureData[] {
  return [
    companyBrochure(siteUrl),
    ...categories.map((category) => categoryBrochure(category, siteUrl)),
  ];
}
