import { company } from "./company";
import type { PageSeo } from "./schemas";

const { address, claims } = company;
const certification = company.certifications.join(", ");

/** Read only by loaders; the metadata builder appends the brand to all but the home title. */
export const pageSeo: PageSeo = {
  home: {
    title: `${company.name} — Industrial Engineering in ${address.city}`,
    description: `Fire safety systems, civil infrastructure, boiler systems and industrial supply from ${address.city}. ${certification} certified, ${claims.projects.value} projects since ${company.foundingYear}.`,
  },
  services: {
    title: "Fire Safety, Civil, Boiler & Industrial Supply Services",
    description:
      "Explore our fire safety, civil infrastructure, boiler systems and industrial supply services, designed and delivered to IS, NBC, NFPA and IBR codes.",
  },
  about: {
    title: "About Us: Our Story, Values and Leadership",
    description: `Founded in ${address.city} in ${company.foundingYear}, we have delivered ${claims.projects.value} fire safety, civil, boiler and supply projects for ${claims.clients.value} industrial clients.`,
  },
  projects: {
    title: "Projects: Our Industrial Engineering Portfolio",
    description:
      "Fire protection, factory buildings, roads, bridges, boiler and supply projects we have delivered for clients in Telangana, Andhra Pradesh and Karnataka.",
  },
  contact: {
    title: "Contact Us and Request a Quote",
    description: `Call, e-mail or visit our ${address.city} office, or send your requirement online. We reply within one working day with a site survey or quotation.`,
  },
  notFound: {
    title: "Page Not Found",
    description:
      "The page you were looking for does not exist or has moved. Browse our fire safety, civil, boiler and industrial supply services instead.",
  },
  categoryTitleSuffix: "Services",
};
