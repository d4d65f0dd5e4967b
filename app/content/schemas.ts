import { z } from "zod";

import {
  CATEGORY_ICON_NAMES,
  type CategoryIconName,
  ICON_NAMES,
  type IconName,
} from "../lib/icon-names.ts";
import { CATEGORY_IDS, type CategoryId } from "../lib/category-ids.ts";
import { CONTENT_LIMITS as L } from "../lib/content-limits.ts";
import type { Image } from "../lib/images.ts";

/*
 * The one judge of the content files under content/ (DECISIONS.md 10). The build's loader
 * (load.ts) checks every file against these schemas; keystatic.config.ts gives the editor the
 * same limits from lib/content-limits.ts. The "File" schemas describe a file as stored; the
 * types without "File" are what the pages read once the loader has resolved placeholders,
 * phone numbers, photos and slugs.
 */

export { CATEGORY_IDS, type CategoryId };
export const CategoryIdSchema = z.enum(CATEGORY_IDS);

const text = z.string().trim().min(1, "must not be empty");
const sentence = z.string().trim().min(20, "must be a sentence of at least 20 characters");
const httpsUrl = z.url({ protocol: /^https$/, message: "must be an https:// address" });
export const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");
export const InternalPathSchema = z
  .string()
  .regex(/^\/[a-z0-9\-/?=&#%.+]*$/i, "must be a path on this site, starting with /");

export const CategoryIconNameSchema = z.enum(CATEGORY_ICON_NAMES);
export type { CategoryIconName, IconName };
export const IconNameSchema = z.enum(ICON_NAMES);

/** A photo as stored: an uploaded file beside its entry, or a web address (the seed's). */
export const PhotoFileSchema = z
  .object({
    file: z.string().min(1).optional(),
    url: httpsUrl.optional(),
    alt: text.max(L.altMax),
  })
  .refine((photo) => photo.file !== undefined || photo.url !== undefined, {
    message: "needs an uploaded photo or a photo's web address",
    path: ["file"],
  });
export type PhotoFile = z.infer<typeof PhotoFileSchema>;

/** A photo as the pages use it (its type is lib's, which the UI may import). */
export type { Image, LocalPhoto } from "../lib/images.ts";

const year = z.number().int();

// ── Company facts (content/company.yaml) ─────────────────────────────────────

const PhoneFileSchema = z.object({
  label: text.max(40),
  /** International form, as +91 40 1234 5678; the loader checks it and derives the rest. */
  number: text,
});

const OpeningHoursFileSchema = z.object({
  days: text.max(20),
  dayOfWeek: z
    .array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]))
    .min(1),
  opens: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time such as 09:00"),
  closes: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time such as 18:00"),
});

export const SocialLinkSchema = z.object({
  name: z.enum(["Facebook", "Twitter", "LinkedIn", "Instagram"]),
  /** Empty = the company has no profile there; the link is then not shown. */
  url: z.union([z.literal(""), httpsUrl]).default(""),
});

export const ClaimSchema = z.object({ value: text.max(20), label: text.max(40) });

export const CertificationSchema = z.object({
  standard: text.max(60),
  certificateNumber: z.string().trim().max(60).default(""),
  body: z.string().trim().max(80).default(""),
  validUntil: z.union([z.literal(""), z.iso.date()]).default(""),
});
export type Certification = z.infer<typeof CertificationSchema>;

/** Registrations a buyer checks; an empty one is not shown. Never invent a number. */
export const RegistrationsSchema = z.object({
  gstin: z
    .union([
      z.literal(""),
      z.string().regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][A-Z\d]Z[A-Z\d]$/, "must be a 15-character GSTIN"),
    ])
    .default(""),
  cin: z
    .union([
      z.literal(""),
      z.string().regex(/^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/, "must be a 21-character CIN"),
    ])
    .default(""),
  fireLicence: z.string().trim().max(60).default(""),
  ibrClass: z.string().trim().max(60).default(""),
});
export type Registrations = z.infer<typeof RegistrationsSchema>;

export const CompanyFileSchema = z.object({
  name: text.max(80),
  legalName: text.max(100),
  tagline: text.max(120),
  description: sentence.max(400),
  /** Default public URL; SITE_URL in the environment overrides it. */
  siteUrl: z.url(),
  phones: z.object({ office: PhoneFileSchema, service: PhoneFileSchema }),
  /** Which of the two lines takes WhatsApp messages. */
  whatsappLine: z.enum(["office", "service"]),
  email: z.email(),
  address: z.object({
    street: text.max(120),
    locality: text.max(60),
    city: text.max(60),
    region: text.max(60),
    postalCode: z.string().regex(/^\d{6}$/, "must be a 6-digit PIN code"),
    country: text.max(60),
    countryCode: z.literal("IN"),
  }),
  geo: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  hours: z.array(OpeningHoursFileSchema).min(1).max(7),
  foundingYear: year.min(1900).max(2100),
  certifications: z.array(CertificationSchema).max(L.listMax),
  registrations: RegistrationsSchema.default({
    gstin: "",
    cin: "",
    fireLicence: "",
    ibrClass: "",
  }),
  warranty: text.max(120),
  social: z.array(SocialLinkSchema).max(8),
  grievanceOfficer: z.object({ name: text, designation: text, email: z.email() }),
  /**
   * Where job seekers and firms offering to sell to us write, if not to the general e-mail: the
   * chat and the jobs answer give these ({careersEmail}, {purchaseEmail}), or `email` if empty.
   */
  contacts: z
    .object({
      careers: z.union([z.literal(""), z.email()]).default(""),
      purchase: z.union([z.literal(""), z.email()]).default(""),
    })
    .default({ careers: "", purchase: "" }),
  /** The headline claims of SPEC.md section 1, in display order. */
  claims: z.object({
    projects: ClaimSchema,
    clients: ClaimSchema,
    years: ClaimSchema,
    success: ClaimSchema,
    onTime: ClaimSchema,
    projectValue: ClaimSchema,
    certification: ClaimSchema,
  }),
});
export type CompanyFile = z.infer<typeof CompanyFileSchema>;

export interface Phone {
  label: string;
  /** As people read it: +91 40 4852 6100. */
  display: string;
  e164: string;
  /** The tel: link. */
  href: string;
}

export interface OpeningHours extends z.infer<typeof OpeningHoursFileSchema> {
  /** As people read it: 9:00 AM-6:00 PM. */
  label: string;
}

export interface Company extends Omit<
  CompanyFile,
  "phones" | "hours" | "certifications" | "whatsappLine"
> {
  phones: { office: Phone; service: Phone };
  /** The WhatsApp number, digits only, as wa.me takes it. */
  whatsapp: string;
  hours: OpeningHours[];
  mapUrl: string;
  /** The standards only, for running text. */
  certifications: string[];
  certificates: Certification[];
  grievanceOfficer: CompanyFile["grievanceOfficer"] & { phone: string };
}

// ── Collections (one file or folder per entry, named by its slug) ─────────────

/** Lower comes first; an empty position is 0. */
const order = z.number().int().min(0).max(9999).default(0);

export const CategoryFileSchema = z.object({
  title: text.max(40),
  description: sentence.max(300),
  image: PhotoFileSchema,
  icon: CategoryIconNameSchema,
  projectsCount: z.string().regex(/^\d+\+$/, "must be a number with a plus, such as 150+"),
  order,
});
export interface Category extends Omit<z.infer<typeof CategoryFileSchema>, "image" | "order"> {
  id: CategoryId;
  image: Image;
}

/** A cell of a service's technical data table: a row missing one is named, not "undefined". */
const specCell = (cell: "label" | "value", max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `is missing: every row of the specifications table needs a ${cell}`
          : `must be text`,
    })
    .trim()
    .min(1, `must not be empty: every row of the specifications table needs a ${cell}`)
    .max(max);

/** One row of a service's technical data: "Design standards" / "IS 13039 and NBC 2016 Part 4". */
export const SpecificationRowSchema = z.object({
  label: specCell("label", L.specLabelMax),
  value: specCell("value", L.specValueMax),
});
export type SpecificationRow = z.infer<typeof SpecificationRowSchema>;

export const ServiceFileSchema = z.object({
  category: CategoryIdSchema,
  title: text.max(60),
  description: sentence.max(160),
  /** Paragraphs separated by a blank line. */
  fullDescription: z.string().trim().min(40).max(4000),
  image: PhotoFileSchema,
  features: z.array(text.max(160)).min(L.featuresMin).max(L.featuresMax),
  /** Standards, ranges, materials and tests, shown as a table in the Specifications tab. */
  specifications: z.array(SpecificationRowSchema).min(1).max(L.listMax),
  order,
});
export interface Service extends Omit<
  z.infer<typeof ServiceFileSchema>,
  "image" | "order" | "fullDescription"
> {
  id: string;
  fullDescription: string[];
  image: Image;
}

export const ProjectStatusSchema = z.enum(["Completed", "Ongoing"]);
export const ProjectFileSchema = z.object({
  title: text.max(100),
  category: CategoryIdSchema,
  location: text.max(80),
  year,
  description: sentence.max(800),
  image: PhotoFileSchema,
  gallery: z.array(PhotoFileSchema).min(L.galleryMin).max(L.galleryMax),
  features: z.array(text.max(160)).min(1).max(8),
  client: text.max(100),
  /** Crore rupees. */
  valueCrore: z.number().positive().max(10000),
  durationMonths: z.number().int().min(1).max(120),
  status: ProjectStatusSchema,
  order,
});
export interface Project extends Omit<
  z.infer<typeof ProjectFileSchema>,
  "image" | "gallery" | "order"
> {
  slug: string;
  image: Image;
  gallery: Image[];
}

export const CoreValueFileSchema = z.object({
  title: text.max(40),
  description: sentence.max(300),
  icon: IconNameSchema,
  order,
});
export type CoreValue = Omit<z.infer<typeof CoreValueFileSchema>, "order"> & { slug: string };

export const MilestoneFileSchema = z.object({
  year,
  event: text.max(80),
  description: sentence.max(400),
});
export type Milestone = z.infer<typeof MilestoneFileSchema> & { slug: string };

export const ClientFileSchema = z.object({
  name: text.max(100),
  logo: z.string().min(1).optional(),
  /** Shown only when the client has agreed to be named. */
  mayBeNamed: z.boolean().default(false),
  order,
});
export interface Client {
  slug: string;
  name: string;
  logo?: Image;
}

export const TestimonialFileSchema = z.object({
  quote: sentence.max(600),
  person: text.max(80),
  role: text.max(80),
  company: text.max(100),
  order,
});
export type Testimonial = Omit<z.infer<typeof TestimonialFileSchema>, "order"> & { slug: string };

// ── FAQ ──────────────────────────────────────────────────────────────────────

export const FaqSectionIdSchema = z.enum(["fire", "boiler", "support", "quotes", "company"]);
export type FaqSectionId = z.infer<typeof FaqSectionIdSchema>;

export const ChatGroupIdSchema = z.enum([
  "fire",
  "civil",
  "boiler",
  "industrial",
  "pricing",
  "contact",
  "quote",
]);
export type ChatGroupId = z.infer<typeof ChatGroupIdSchema>;

const term = z
  .string()
  .regex(/^[a-z0-9]+(?: [a-z0-9]+)*$/, "must be lower-case words separated by spaces");

export const FaqLinkSchema = z.object({ label: text.max(40), to: InternalPathSchema });
export type FaqLink = z.infer<typeof FaqLinkSchema>;

export const FaqEntryFileSchema = z.object({
  section: FaqSectionIdSchema,
  /** The chat's quick reply that opens this answer on /faq. */
  label: text.max(32),
  question: text.max(200).endsWith("?", "must end with a question mark"),
  answer: z.string().trim().min(40).max(L.faqAnswerMax),
  /** Words and phrases buyers use for this question, beyond those of the question itself. */
  terms: z.array(term).min(1),
  links: z.array(FaqLinkSchema).max(3),
  /** The keyword group whose paragraph already gives this answer, if any. */
  group: ChatGroupIdSchema.optional(),
  order,
});
export interface FaqEntry extends Omit<z.infer<typeof FaqEntryFileSchema>, "order"> {
  /** The fragment of its place on /faq: the file's name. */
  id: string;
}
export interface Faq {
  sections: { id: FaqSectionId; title: string }[];
  entries: FaqEntry[];
}

// ── Pages (content/pages/*.yaml) and legal pages ─────────────────────────────

/** The brand suffix is added by the page builder. */
export const SeoSchema = z.object({
  title: text.max(60),
  description: z.string().trim().min(70).max(160),
});
export type Seo = z.infer<typeof SeoSchema>;
const HomeSeoSchema = SeoSchema.extend({ title: text.max(70) });

export const SectionCopySchema = z.object({ eyebrow: text, title: text, intro: sentence });
export type SectionCopy = z.infer<typeof SectionCopySchema>;
const PageHeadingSchema = z.object({ title: text, intro: sentence });

const templateWith = (name: string) =>
  text.refine((value) => value.includes(`{${name}}`), { message: `must contain "{${name}}"` });

export const ServiceStepSchema = z.object({
  title: text.max(40),
  description: sentence,
  icon: IconNameSchema,
  features: z.array(text).min(3).max(5),
  timeline: text.max(20),
});
export type ServiceStep = z.infer<typeof ServiceStepSchema>;

export const LeaderFileSchema = z.object({
  name: text,
  position: text,
  experience: z.string().regex(/^\d+\+ years$/, "must read like 20+ years"),
  image: PhotoFileSchema,
  description: sentence,
  achievements: z.array(text).min(3).max(8),
  expertise: z.array(text).min(3).max(8),
});
export interface Leader extends Omit<z.infer<typeof LeaderFileSchema>, "image"> {
  image: Image;
}

const label = text.max(L.labelMax);
const barLabel = text.max(L.barLabelMax);
const menuLabel = text.max(L.menuLabelMax);
const buttonLabel = text.max(L.buttonLabelMax);

export const PageFileSchemas = {
  /** The labels of the links and buttons on every page; where they lead is the site's shape. */
  navigation: z.object({
    menu: z
      .object({
        home: menuLabel,
        services: menuLabel,
        about: menuLabel,
        projects: menuLabel,
        contact: menuLabel,
      })
      .refine((menu) => Object.values(menu).join("").length <= L.menuCharsMax, {
        message: `the five labels together must be at most ${L.menuCharsMax} characters, or the header's row does not fit a 1024 px screen`,
      }),
    quote: barLabel,
    call: barLabel,
    whatsapp: barLabel,
    freeQuote: buttonLabel,
    viewProjects: buttonLabel,
    exploreServices: label,
    consultation: label,
    footer: z.object({
      servicesTitle: label,
      companyTitle: label,
      supportTitle: label,
      about: label,
      projects: label,
      services: label,
      contact: label,
      quote: label,
      faq: label,
      consultation: label,
      privacy: label,
      terms: label,
      privacyShort: label,
      termsShort: label,
    }),
  }),
  home: z.object({
    seo: HomeSeoSchema,
    hero: z
      .object({ badge: text, headline: text, highlight: text, subheading: sentence })
      .refine((hero) => hero.headline.includes(hero.highlight), {
        message: "highlight must be part of the headline",
        path: ["highlight"],
      }),
    categories: SectionCopySchema,
    services: SectionCopySchema,
    about: SectionCopySchema,
    projects: SectionCopySchema,
    contact: SectionCopySchema,
    steps: z.array(ServiceStepSchema).min(1).max(6),
    stepLabels: z.object({ includes: label, timeline: label }),
  }),
  services: PageHeadingSchema.extend({ seo: SeoSchema, listTitle: text }),
  about: PageHeadingSchema.extend({
    seo: SeoSchema,
    valuesTitle: text,
    milestonesTitle: text,
    leadershipTitle: text,
    headline: text,
    story: z.array(sentence).min(1).max(6),
    founder: LeaderFileSchema,
  }),
  projects: PageHeadingSchema.extend({
    seo: SeoSchema,
    listTitle: text,
    /** The link back to the list, at the foot of a project's page. */
    allProjects: label,
    dialog: z.object({ similarMessage: templateWith("project") }),
  }),
  contact: PageHeadingSchema.extend({
    seo: SeoSchema,
    formTitle: text,
    formIntro: sentence,
    detailsTitle: text,
    locationTitle: text,
    locationText: sentence,
    cards: z.object({
      callTitle: text,
      emailTitle: text,
      emailNote: text,
      visitTitle: text,
      hoursTitle: text,
    }),
  }),
  category: z.object({
    servicesTitle: text,
    consultationText: sentence,
    titleSuffix: text,
    /** The banner's line: "150+ projects delivered · 5 services". */
    banner: z.object({ projects: label, delivered: label, services: label }),
    notFound: z.object({ title: z.literal("Category not found"), text: sentence }),
  }),
  service: z.object({
    /** The link back to the previous page (SPEC.md: Back). */
    back: label,
    specificationsTitle: text,
    specifications: z.array(text).min(1).max(8),
    actionsTitle: templateWith("service"),
    actionsText: sentence,
    /** The e-mail body and WhatsApp message of an enquiry about the service. */
    enquiryMessage: templateWith("service"),
    notFound: z.object({ title: z.literal("Service not found"), text: sentence }),
  }),
  footer: z.object({ about: sentence, rights: sentence }),
  newsletter: z.object({ title: text, text: sentence }),
  layout: z.object({
    /** The first link of every page, shown when a keyboard reaches it. */
    skipLink: label,
    notFoundTitle: text,
    notFoundText: sentence,
    errorTitle: text,
    errorText: sentence,
    notFoundSeo: SeoSchema,
  }),
  faq: z.object({
    title: text,
    intro: sentence,
    seo: SeoSchema,
    related: text,
    moreTitle: text,
    moreText: sentence,
    moreLink: text,
    /** The heading of the list of links to the sections. */
    indexTitle: text.max(40),
    sections: z.array(z.object({ id: FaqSectionIdSchema, title: text })).length(5),
  }),
  "chat-widget": z.object({
    assistantName: text,
    toggle: text,
    unread: text,
    close: text,
    inputLabel: text,
    placeholder: text,
    send: text,
    pageTitle: text,
    pageDescription: sentence,
    conversation: text,
    you: text,
    withoutScript: sentence,
  }),
  unsubscribe: z.object({
    seo: SeoSchema,
    title: text,
    confirm: z.object({
      heading: text,
      /** {subscriber} is the address the link belongs to. */
      text: templateWith("subscriber"),
      submit: text,
      pending: text,
    }),
    unsubscribed: z.object({ heading: text, text: sentence }),
    unknown: z.object({ heading: text, text: sentence }),
    failed: z.object({ heading: text, text: sentence }),
    home: text,
  }),
  proof: z.object({
    certificationsTitle: text,
    registrationsTitle: text,
    clientsTitle: text,
    testimonialsTitle: text,
    labels: z.object({
      certificateNumber: text,
      body: text,
      validUntil: text,
      gstin: text,
      cin: text,
      fireLicence: text,
      ibrClass: text,
    }),
  }),
} as const;
export type PageName = keyof typeof PageFileSchemas;
export type PageCopyOf<K extends PageName> = z.infer<(typeof PageFileSchemas)[K]>;

export const LegalSectionSchema = z.object({
  heading: text,
  paragraphs: z.array(sentence).min(1),
  list: z.array(text).optional(),
});
export const LegalPageSchema = z.object({
  title: text,
  description: sentence.max(160),
  updated: z.iso.date(),
  intro: sentence,
  sections: z.array(LegalSectionSchema).min(1),
});
export type LegalPage = z.infer<typeof LegalPageSchema>;

// ── The chat's script (content/chat.yaml) ────────────────────────────────────

/**
 * A quick-reply button: `to`, a page of this site, opens it; without `to`, the label is sent as
 * if the visitor had typed it. The target is data beside the label, never read from its words:
 * renaming a button in the editor does not change where it leads.
 */
export const ChatQuickReplySchema = z.object({
  label: text,
  // The editor saves an empty field as "".
  to: z.union([InternalPathSchema, z.literal("").transform(() => undefined)]).optional(),
});

export const ChatAnswerSchema = z.object({
  text: sentence,
  quickReplies: z.array(ChatQuickReplySchema).max(6),
});
export type ChatAnswer = z.infer<typeof ChatAnswerSchema>;

/** A lower-case keyword or phrase, matched as a whole word or word prefix. */
const chatKeyword = z
  .string()
  .regex(/^[a-z0-9]+(?: [a-z0-9]+)*$/, "must be lower-case words separated by spaces");

/** A keyword group; groups are checked in file order and the first match wins. */
export const ChatGroupSchema = ChatAnswerSchema.extend({
  id: ChatGroupIdSchema,
  keywords: z.array(chatKeyword).min(1),
});
export type ChatGroup = z.infer<typeof ChatGroupSchema>;

const ChatReplySchema = z.object({
  text: sentence,
  quickReplies: z.array(z.object({ label: text, to: InternalPathSchema })).max(4),
});

export const ChatFileSchema = z.object({
  greeting: ChatAnswerSchema,
  groups: z.array(ChatGroupSchema).length(7),
  greetingReply: ChatAnswerSchema.extend({ keywords: z.array(chatKeyword).min(1) }),
  catalogueReply: z.object({ text: sentence }),
  fallback: ChatAnswerSchema,
  replies: z.object({
    thanks: ChatReplySchema,
    acknowledgement: ChatReplySchema,
    emoji: ChatReplySchema,
    contactData: ChatReplySchema,
    complaint: ChatReplySchema,
    /** The line an urgent message or a breakdown gets first. */
    urgent: sentence,
    /** A question the site has no answer to. */
    notOnSite: ChatReplySchema,
    /** Added after an answer that leaves part of the question open. */
    salesNote: sentence,
    /** Messages that are not a service request. */
    offTopic: ChatReplySchema,
    student: ChatReplySchema,
    vendor: ChatReplySchema,
    otherFirm: ChatReplySchema,
    serviceLead: templateWith("service"),
    projectLead: templateWith("project"),
  }),
});
export type ChatFile = z.infer<typeof ChatFileSchema>;

/**
 * What a visitor wants, as the chat's classifier tells it from the whole message
 * (content/chat-intents.yaml). `info` is a question about a service or topic, the default.
 */
export const ChatIntentIdSchema = z.enum([
  "info",
  "define",
  "compare",
  "price",
  "urgent",
  "timing",
  "registration",
  "job",
  "vendor",
  "student",
  "unrelated",
  "other-firm",
  "complaint",
  "greeting",
  "thanks",
  "acknowledgement",
]);
export type ChatIntentId = z.infer<typeof ChatIntentIdSchema>;

/**
 * The classifier's labelled examples, which the build trains it on; `answers` are the questions
 * and answers (content/faq) that answer this intent when the message names no other.
 */
export const ChatIntentsFileSchema = z.object({
  intents: z
    .array(
      z.object({
        id: ChatIntentIdSchema,
        answers: z.array(SlugSchema).max(3),
        examples: z.array(text.max(200)).min(5),
      }),
    )
    .refine(
      (intents) => ChatIntentIdSchema.options.every((id) => intents.some((one) => one.id === id)),
      "must list every intent once",
    )
    .refine((intents) => new Set(intents.map((one) => one.id)).size === intents.length, {
      message: "must list every intent once",
    }),
});
export type ChatIntents = z.infer<typeof ChatIntentsFileSchema>["intents"];
export type ChatScript = Omit<ChatFile, "replies"> & { assistantName: string };
export type ChatReplies = ChatFile["replies"];

// ── Entries as the pages read them (the content collections, app/content.config.ts) ──────

/**
 * An entry as the loader gives it, where no schema above describes it once resolved (a photo
 * planned, a phone number parsed): a type only. The collections' loader (loader.ts) fills the
 * store with what load.ts has checked against the schemas above, and nothing checks it again.
 */
const resolved = <T>() => z.custom<T>(() => true);

/** Every page's copy, as one collection's entries: the entry's id is the page's name. */
export type PageCopy = { [K in PageName]: PageCopyOf<K> }[PageName];

export const EntrySchemas = {
  company: resolved<Company>(),
  categories: resolved<Category>(),
  services: resolved<Service>(),
  projects: resolved<Project>(),
  faq: FaqEntryFileSchema.omit({ order: true }).extend({ id: SlugSchema }),
  values: CoreValueFileSchema.omit({ order: true }).extend({ slug: SlugSchema }),
  milestones: MilestoneFileSchema.extend({ slug: SlugSchema }),
  clients: resolved<Client>(),
  testimonials: TestimonialFileSchema.omit({ order: true }).extend({ slug: SlugSchema }),
  people: resolved<Leader>(),
  pages: resolved<PageCopy>(),
  legal: LegalPageSchema,
  chat: resolved<{ script: ChatScript; replies: ChatReplies }>(),
};

/** A list's entries' ids in the order the pages show them (the collection `order`). */
export const ListOrderSchema = z.object({ ids: z.array(z.string()) });
