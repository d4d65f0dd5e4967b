import { contentExports, type ContentExports } from "./exports.ts";
import { loadContent } from "./load.ts";
import { planContentFiles, withContentFiles } from "./photos.ts";

/*
 * The site's content, as every module reads it, the same under plain Node (the server, scripts,
 * tests), in Astro's prerendering and in its dev server: content/ loaded and checked when this
 * module is first imported, with each uploaded photo's plan (its files' key, widths, crops and
 * colour; app/content/photos.ts) and each logo's URL. The files themselves are written into the
 * build, or served by the dev server, by the content-files integration (files-integration.ts).
 * Only pages and the server read this module, never an island: an island gets its props.
 */

const content = loadContent();

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
}: ContentExports = contentExports(withContentFiles(content, await planContentFiles(content)));
