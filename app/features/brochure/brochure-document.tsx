import { Document } from "@react-pdf/renderer";
import { AboutPage } from "./about-page";
import { BackCover } from "./back-cover";
import type { BrochureData, CategoryBrochureData, CompanyBrochureData } from "./brochure-content";
import { CommitmentPage } from "./commitment-page";
import { Cover } from "./cover";
import { DivisionsPage } from "./divisions-page";
import { ServicesPage } from "./services-page";
import { WorkProcessPage } from "./work-process-page";

/** Rendered at build time only (scripts/build-brochures.ts); no page imports this folder. */
export function BrochureDocument({ brochure }: { brochure: BrochureData }) {
  const { meta } = brochure;
  return (
    <Document
      title={meta.title}
      author={meta.author}
      subject={meta.subject}
      keywords={meta.keywords}
      creator={brochure.name}
      language="en-IN"
      pageMode="useNone"
      pageLayout="singlePage"
    >
      {brochure.kind === "company" ? (
        <CompanyBrochure brochure={brochure} />
      ) : (
        <CategoryBrochure brochure={brochure} />
      )}
    </Document>
  );
}

function CompanyBrochure({ brochure }: { brochure: CompanyBrochureData }) {
  const { contact, name } = brochure;
  return (
    <>
      <Cover
        name={name}
        eyebrow="Company Brochure"
        title={name}
        text={brochure.tagline}
        claims={brochure.claims}
        contact={contact}
        foundingYear={brochure.foundingYear}
      />
      <AboutPage brochure={brochure} />
      <DivisionsPage brochure={brochure} />
      <WorkProcessPage brochure={brochure} />
      <BackCover
        name={name}
        title={brochure.contactTitle}
        intro={brochure.contactIntro}
        contact={contact}
      />
    </>
  );
}

function CategoryBrochure({ brochure }: { brochure: CategoryBrochureData }) {
  const { category } = brochure;
  return (
    <>
      <Cover
        name={brochure.name}
        eyebrow="Service Brochure"
        title={category.title}
        text={category.description}
        claims={brochure.claims}
        contact={brochure.contact}
      />
      <ServicesPage brochure={brochure} />
      <CommitmentPage brochure={brochure} />
    </>
  );
}
