import { whatsappPhoneOf } from "../lib/phone.ts";
import type { Content } from "./load.ts";

/** The exports of data.ts, computed from the loaded content. */
export function contentExports(content: Content) {
  const { company, pages } = content;
  const about = {
    headline: pages.about.headline,
    intro: pages.about.intro,
    story: pages.about.story,
    values: content.values,
    milestones: content.milestones,
    founder: { ...pages.about.founder, image: content.founderImage },
  };
  const homeCopy = pages.home;
  const pageCopy = {
    home: homeCopy,
    services: pages.services,
    about: pages.about,
    projects: pages.projects,
    contact: pages.contact,
    contactCards: pages.contact.cards,
    projectDialog: pages.projects.dialog,
    category: pages.category,
    service: pages.service,
    categoryNotFound: pages.category.notFound,
    serviceNotFound: pages.service.notFound,
    footer: pages.footer,
    newsletter: pages.newsletter,
    layout: pages.layout,
    proof: pages.proof,
  };
  const pageSeo = {
    home: pages.home.seo,
    services: pages.services.seo,
    about: pages.about.seo,
    projects: pages.projects.seo,
    contact: pages.contact.seo,
    notFound: pages.layout.notFoundSeo,
    categoryTitleSuffix: pages.category.titleSuffix,
  };
  return {
    company,
    companyName: company.name,
    legalName: company.legalName,
    address: company.address,
    phones: company.phones,
    email: company.email,
    whatsapp: company.whatsapp,
    /** The line that takes WhatsApp messages (company.yaml's whatsappLine), as shown. */
    whatsappPhone: whatsappPhoneOf(company),
    hours: company.hours,
    mapUrl: company.mapUrl,
    social: company.social,
    foundingYear: company.foundingYear,
    certifications: company.certifications,
    warranty: company.warranty,
    registrations: company.registrations,
    certificates: company.certificates,
    categories: content.categories,
    services: content.services,
    projects: content.projects,
    clients: content.clients,
    testimonials: content.testimonials,
    faq: content.faq,
    about,
    serviceSteps: pages.home.steps,
    privacyPolicy: content.privacyPolicy,
    termsOfUse: content.termsOfUse,
    chatScript: content.chatScript,
    chatReplies: content.chatReplies,
    pageCopy,
    pageSeo,
    homeCopy,
    servicesCopy: pages.services,
    aboutCopy: pages.about,
    projectsCopy: pages.projects,
    projectDialogCopy: pages.projects.dialog,
    contactCopy: pages.contact,
    contactCardsCopy: pages.contact.cards,
    categoryCopy: pages.category,
    categoryNotFoundCopy: pages.category.notFound,
    serviceCopy: pages.service,
    serviceNotFoundCopy: pages.service.notFound,
    footerCopy: pages.footer,
    newsletterCopy: pages.newsletter,
    layoutCopy: pages.layout,
    navigationCopy: pages.navigation,
    faqCopy: pages.faq,
    chatWidgetCopy: pages["chat-widget"],
    proofCopy: pages.proof,
    unsubscribeCopy: pages.unsubscribe,
  };
}

export type ContentExports = ReturnType<typeof contentExports>;
export type PageCopy = ContentExports["pageCopy"];
export type PageSeo = ContentExports["pageSeo"];
export type About = ContentExports["about"];
