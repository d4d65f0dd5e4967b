import { company } from "./company";
import type { PageCopy } from "./schemas";

const { address, claims } = company;
const certification = company.certifications.join(", ");

/**
 * The headings, introductions and SEO texts of every page. Page titles (except the home
 * page's) carry no brand name: the page builder appends " | Deccan Industrial Solutions".
 */
export const homeCopy: PageCopy["home"] = {
  seo: {
    title: `${company.name} — Industrial Engineering in ${address.city}`,
    description: `Fire safety systems, civil infrastructure, boiler systems and industrial supply from ${address.city}. ${certification} certified, ${claims.projects.value} projects since ${company.foundingYear}.`,
  },
  hero: {
    badge: `${certification} Certified · Since ${company.foundingYear}`,
    headline: "Engineering Safer Plants and Stronger Infrastructure",
    highlight: "Safer Plants",
    subheading:
      "From fire hydrants and sprinklers to plant roads, boiler chimneys and IBR-certified spares, we design, build and maintain the systems Indian industry depends on.",
  },
  categories: {
    eyebrow: "What We Do",
    title: "Four Divisions, One Accountable Partner",
    intro:
      "Fire safety, civil infrastructure, boiler systems and industrial supply, each run by specialist engineers and delivered under a single contract.",
  },
  services: {
    eyebrow: "How We Work",
    title: "From First Drawing to Lifelong Support",
    intro:
      "Every project follows the same three steps, so you always know what happens next, who is responsible and how long it will take.",
  },
  about: {
    eyebrow: "About Us",
    title: `Built in ${address.city}, Trusted Across South India`,
    intro: `Since ${company.foundingYear} we have grown from a fire-safety contractor into a multi-discipline engineering firm, without changing the way we work.`,
  },
  projects: {
    eyebrow: "Our Work",
    title: "Featured Projects",
    intro:
      "A selection of recent work for pharmaceutical plants, paper and sugar mills, logistics parks and factories across Telangana, Andhra Pradesh and Karnataka.",
  },
  contact: {
    eyebrow: "Contact Us",
    title: "Let's Discuss Your Project",
    intro:
      "Tell us about your site and what you need. An engineer will get back to you within one working day with next steps or a site survey date.",
  },
};

export const servicesCopy: PageCopy["services"] = {
  seo: {
    title: "Fire Safety, Civil, Boiler & Industrial Supply Services",
    description:
      "Explore our fire safety, civil infrastructure, boiler systems and industrial supply services, designed and delivered to IS, NBC, NFPA and IBR codes.",
  },
  title: "Our Services",
  intro:
    "Four specialist divisions covering the fire protection, civil works, boiler plant and spares that an industrial site needs, from design to maintenance.",
};

export const aboutCopy: PageCopy["about"] = {
  seo: {
    title: "About Us: Our Story, Values and Leadership",
    description: `Founded in ${address.city} in ${company.foundingYear}, we have delivered ${claims.projects.value} fire safety, civil, boiler and supply projects for ${claims.clients.value} industrial clients.`,
  },
  title: "About Us",
  intro: `An ${certification} certified engineering company, headquartered in ${address.city} and serving industry across South India since ${company.foundingYear}.`,
};

export const projectsCopy: PageCopy["projects"] = {
  seo: {
    title: "Projects: Our Industrial Engineering Portfolio",
    description:
      "Fire protection, factory buildings, roads, bridges, boiler and supply projects we have delivered for clients in Telangana, Andhra Pradesh and Karnataka.",
  },
  title: "Our Projects",
  intro:
    "Real projects, real sites: browse our work by category and open any project to see its scope, value, duration and key features.",
};

export const contactCopy: PageCopy["contact"] = {
  seo: {
    title: "Contact Us and Request a Quote",
    description: `Call, e-mail or visit our ${address.city} office, or send your requirement online. We reply within one working day with a site survey or quotation.`,
  },
  title: "Contact Us",
  intro:
    "Send us your requirement, call our office or drop in. Our engineers reply to every enquiry within one working day.",
  locationTitle: "Visit Our Office",
  locationText: `Our head office and fabrication works are in the ${address.locality} industrial area of ${address.city}, ${address.region}. Please call ahead so that the right engineer is available to meet you.`,
  newsletterTitle: "Stay Updated",
  newsletterText:
    "Get occasional updates on fire safety regulations, new services and recent projects. E-mail only, no spam, unsubscribe at any time.",
};

export const categoryCopy: PageCopy["category"] = {
  seoTitleSuffix: "Services",
  servicesTitle: "Services in This Category",
  consultationText:
    "Not sure which solution your site needs? Book a free consultation and site survey with our engineers.",
};

export const serviceCopy: PageCopy["service"] = {
  specificationsTitle: "Specifications",
  specifications: [
    `${certification} certified quality management`,
    "Warranty: 2-5 years, depending on the system and scope",
    "Professional setup included, with testing and commissioning",
    "24/7 technical assistance",
  ],
};

export const notFoundCopy: PageCopy["notFound"] = {
  seo: {
    title: "Page Not Found",
    description:
      "The page you were looking for does not exist or has moved. Browse our fire safety, civil, boiler and industrial supply services instead.",
  },
  title: "Page not found",
  text: "The page you were looking for does not exist or may have moved. Please check the address, or start again from the home page.",
};

export const categoryNotFoundCopy: PageCopy["categoryNotFound"] = {
  title: "Category not found",
  text: "We could not find that service category. It may have been renamed, or the link may be incomplete.",
};

export const serviceNotFoundCopy: PageCopy["serviceNotFound"] = {
  title: "Service not found",
  text: "We could not find that service. It may have been renamed, or the link may be incomplete.",
};

export const footerCopy: PageCopy["footer"] = {
  about: `${company.name} designs, builds and maintains fire safety systems, civil infrastructure and boiler plant, and supplies industrial spares, from ${address.city} since ${company.foundingYear}.`,
};

/** All page copy, for the content checks (pages import the parts they show). */
export const pageCopy: PageCopy = {
  home: homeCopy,
  services: servicesCopy,
  about: aboutCopy,
  projects: projectsCopy,
  contact: contactCopy,
  category: categoryCopy,
  service: serviceCopy,
  notFound: notFoundCopy,
  categoryNotFound: categoryNotFoundCopy,
  serviceNotFound: serviceNotFoundCopy,
  footer: footerCopy,
};
