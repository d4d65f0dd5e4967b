import { address, certifications, foundingYear } from "../company";
import type { PageCopy } from "../schemas";

const certification = certifications.join(", ");

export const homeCopy: PageCopy["home"] = {
  hero: {
    badge: `${certification} Certified · Since ${foundingYear}`,
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
    intro: `Since ${foundingYear} we have grown from a fire-safety contractor into a multi-discipline engineering firm, without changing the way we work.`,
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
