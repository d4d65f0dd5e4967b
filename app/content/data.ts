import { contentExports, type ContentExports } from "./exports.ts";
import { loadContent } from "./load.ts";

/*
 * The site's content, as every module reads it. Under plain Node (scripts, tests) this file
 * loads and checks content/ when first imported. In the build and the dev server, the Vite
 * plugin (vite-plugin.ts) replaces this module with the same exports as plain data, read and
 * checked at build time, so no page carries the loader, the schemas or the YAML parser, and each
 * page's bundle carries only the exports it uses.
 */

export const {
  company,
  companyName,
  legalName,
  address,
  phones,
  email,
  whatsapp,
  whatsappPhone,
  hours,
  mapUrl,
  social,
  foundingYear,
  certifications,
  warranty,
  registrations,
  certificates,
  categories,
  services,
  projects,
  clients,
  testimonials,
  faq,
  about,
  serviceSteps,
  privacyPolicy,
  termsOfUse,
  chatScript,
  chatReplies,
  pageCopy,
  pageSeo,
  homeCopy,
  servicesCopy,
  aboutCopy,
  projectsCopy,
  projectDialogCopy,
  contactCopy,
  contactCardsCopy,
  categoryCopy,
  categoryNotFoundCopy,
  serviceCopy,
  serviceNotFoundCopy,
  footerCopy,
  newsletterCopy,
  layoutCopy,
  navigationCopy,
  faqCopy,
  chatWidgetCopy,
  proofCopy,
  unsubscribeCopy,
}: ContentExports = contentExports(loadContent());
