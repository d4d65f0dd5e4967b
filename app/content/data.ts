import { contentExports, type ContentExports } from "./exports.ts";
import { loadContent } from "./load.ts";
import { planContentFiles, withContentFiles } from "./photos.ts";

/*
 * The site's content for plain Node code: the Express host (through app/.server/), scripts
 * (brochures, the photo import, leads), the chat's index plugin, the chat's evaluation sets and
 * the unit tests, none of which runs inside Astro. content/ loaded and checked when this module
 * is first imported, with each uploaded photo's plan (its files' key, widths, crops and colour;
 * app/content/photos.ts) and each logo's URL. Pages, the layout and everything they render read
 * the same content, made the same way, from Astro's content collections instead
 * (app/content.config.ts, content/loader.ts, content/entries.ts); ESLint keeps this module out
 * of them. The files themselves are written into the build, or served by the dev server, by the
 * content-files integration (files-integration.ts).
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
