import { z } from "zod";

import {
  CATEGORY_ICON_NAMES,
  type CategoryIconName,
  ICON_NAMES,
  type IconName,
} from "../lib/icon-names";
import { CATEGORY_IDS, type CategoryId } from "./ids";

export { CATEGORY_IDS, type CategoryId };
export const CategoryIdSchema = z.enum(CATEGORY_IDS);

const text = z.string().trim().min(1);
const sentence = z.string().trim().min(20);
const imageUrl = z.url({ protocol: /^https$/ });
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
export const InternalPathSchema = z.string().regex(/^\/[a-z0-9\-/?=&#%.]*$/);

export const CategoryIconNameSchema = z.enum(CATEGORY_ICON_NAMES);
export type { CategoryIconName, IconName };
export const IconNameSchema = z.enum(ICON_NAMES);

export const ImageSchema = z.object({ src: imageUrl, alt: sentence.or(text) });
export type Image = z.infer<typeof ImageSchema>;

export const PhoneSchema = z.object({
  display: text,
  e164: z.string().regex(/^\+91\d{10}$/),
  label: text,
});

export const OpeningHoursSchema = z.object({
  days: text,
  dayOfWeek: z.array(
    z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]),
  ),
  opens: z.string().regex(/^\d{2}:\d{2}$/),
  closes: z.string().regex(/^\d{2}:\d{2}$/),
  label: text,
});

export const SocialLinkSchema = z.object({
  name: z.enum(["Facebook", "Twitter", "LinkedIn", "Instagram"]),
  /** Empty string = the company has no profile there; the link is then not shown. */
  url: z.union([z.literal(""), imageUrl]),
});

export const ClaimSchema = z.object({ value: text, label: text });

export const CompanySchema = z.object({
  name: text,
  legalName: text,
  tagline: text,
  description: sentence,
  /** Default public URL; SITE_URL in the environment overrides it. */
  siteUrl: z.url(),
  phones: z.object({ office: PhoneSchema, service: PhoneSchema }),
  email: z.email(),
  whatsapp: z.string().regex(/^91\d{10}$/),
  address: z.object({
    street: text,
    locality: text,
    city: z.literal("Hyderabad"),
    region: text,
    postalCode: z.string().regex(/^\d{6}$/),
    country: text,
    countryCode: z.literal("IN"),
  }),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  mapUrl: imageUrl,
  hours: z.array(OpeningHoursSchema).length(2),
  foundingYear: z.literal(2009),
  certifications: z.array(text).min(1),
  warranty: text,
  social: z.array(SocialLinkSchema),
  grievanceOfficer: z.object({ name: text, designation: text, email: z.email(), phone: text }),
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
export type Company = z.infer<typeof CompanySchema>;

export const CategorySchema = z.object({
  id: CategoryIdSchema,
  title: text,
  description: sentence,
  image: ImageSchema,
  icon: CategoryIconNameSchema,
  projectsCount: z.string().regex(/^\d+\+$/),
});
export type Category = z.infer<typeof CategorySchema>;

export const ServiceSchema = z.object({
  id: slug,
  category: CategoryIdSchema,
  title: text,
  description: sentence.max(160),
  fullDescription: z.array(sentence).min(2).max(3),
  image: ImageSchema,
  features: z.array(text).length(6),
});
export type Service = z.infer<typeof ServiceSchema>;

export const ProjectStatusSchema = z.enum(["Completed", "Ongoing"]);
export const ProjectSchema = z.object({
  id: z.number().int().min(1).max(6),
  title: text,
  category: CategoryIdSchema,
  location: text,
  year: z.number().int().min(2009).max(2026),
  description: sentence,
  image: ImageSchema,
  gallery: z.array(ImageSchema).length(3),
  features: z.array(text).length(4),
  client: text,
  /** Crore rupees; this range and the duration's are from SPEC.md section 9. */
  valueCrore: z.number().min(2.5).max(25),
  durationMonths: z.number().int().min(6).max(24),
  status: ProjectStatusSchema,
});
export type Project = z.infer<typeof ProjectSchema>;

export const ServiceStepSchema = z.object({
  title: z.enum(["Design & Engineering", "Installation & Setup", "Maintenance & Support"]),
  description: sentence,
  icon: IconNameSchema,
  features: z.array(text).min(3).max(5),
  timeline: text,
});
export type ServiceStep = z.infer<typeof ServiceStepSchema>;

export const CoreValueSchema = z.object({
  title: z.enum(["Excellence", "Teamwork", "Innovation", "Integrity"]),
  description: sentence,
  icon: IconNameSchema,
});
export type CoreValue = z.infer<typeof CoreValueSchema>;

export const MilestoneSchema = z.object({
  year: z.number().int(),
  event: text,
  description: sentence,
});
export type Milestone = z.infer<typeof MilestoneSchema>;

export const LeaderSchema = z.object({
  name: text,
  position: text,
  experience: z.string().regex(/^\d+\+ years$/),
  image: ImageSchema,
  description: sentence,
  achievements: z.array(text).min(3),
  expertise: z.array(text).min(3),
});
export type Leader = z.infer<typeof LeaderSchema>;

export const AboutSchema = z.object({
  headline: text,
  intro: sentence,
  story: z.array(sentence).min(2).max(4),
  values: z.array(CoreValueSchema).length(4),
  milestones: z.array(MilestoneSchema).length(6),
  founder: LeaderSchema,
});
export type About = z.infer<typeof AboutSchema>;

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
  sections: z.array(LegalSectionSchema).min(4),
});
export type LegalPage = z.infer<typeof LegalPageSchema>;

/** The brand suffix is added by the page builder. */
export const SeoSchema = z.object({
  title: text.max(60),
  description: z.string().trim().min(70).max(160),
});
export type Seo = z.infer<typeof SeoSchema>;

/** The home page's title is a full title that carries the brand itself. */
const HomeSeoSchema = SeoSchema.extend({ title: text.max(70) });

export const PageSeoSchema = z.object({
  home: HomeSeoSchema,
  services: SeoSchema,
  about: SeoSchema,
  projects: SeoSchema,
  contact: SeoSchema,
  notFound: SeoSchema,
  categoryTitleSuffix: text,
});
export type PageSeo = z.infer<typeof PageSeoSchema>;

export const SectionCopySchema = z.object({ eyebrow: text, title: text, intro: sentence });
export type SectionCopy = z.infer<typeof SectionCopySchema>;

const PageHeadingSchema = z.object({ title: text, intro: sentence });

const serviceTemplate = text.refine((value) => value.includes("{service}"), {
  message: 'must contain "{service}"',
});

export const PageCopySchema = z.object({
  home: z.object({
    hero: z
      .object({
        badge: text,
        headline: text,
        highlight: text,
        subheading: sentence,
      })
      .refine((hero) => hero.headline.includes(hero.highlight), {
        message: "highlight must be part of the headline",
        path: ["highlight"],
      }),
    categories: SectionCopySchema,
    services: SectionCopySchema,
    about: SectionCopySchema,
    projects: SectionCopySchema,
    contact: SectionCopySchema,
  }),
  /** listTitle: the heading of the card grid, for screen readers (the page shows the cards). */
  services: PageHeadingSchema.extend({ listTitle: text }),
  about: PageHeadingSchema.extend({
    valuesTitle: text,
    milestonesTitle: text,
    leadershipTitle: text,
  }),
  projects: PageHeadingSchema.extend({ listTitle: text }),
  contact: PageHeadingSchema.extend({
    formTitle: text,
    formIntro: sentence,
    detailsTitle: text,
    locationTitle: text,
    locationText: sentence,
  }),
  contactCards: z.object({
    callTitle: text,
    emailTitle: text,
    emailNote: text,
    visitTitle: text,
    hoursTitle: text,
  }),
  category: z.object({
    servicesTitle: text,
    consultationText: sentence,
  }),
  service: z.object({
    specificationsTitle: text,
    specifications: z.array(text).length(4),
    actionsTitle: serviceTemplate,
    actionsText: sentence,
    /** The e-mail body and WhatsApp message of an enquiry about the service. */
    enquiryMessage: serviceTemplate,
  }),
  projectDialog: z.object({
    similarMessage: text.refine((value) => value.includes("{project}"), {
      message: 'must contain "{project}"',
    }),
  }),
  categoryNotFound: z.object({ title: z.literal("Category not found"), text: sentence }),
  serviceNotFound: z.object({ title: z.literal("Service not found"), text: sentence }),
  footer: z.object({ about: sentence, rights: sentence }),
  newsletter: z.object({ title: text, text: sentence }),
  layout: z.object({
    notFoundTitle: text,
    notFoundText: sentence,
    errorTitle: text,
    errorText: sentence,
  }),
});
export type PageCopy = z.infer<typeof PageCopySchema>;

export const ChatAnswerSchema = z.object({
  text: sentence,
  quickReplies: z.array(text).max(6),
});
export type ChatAnswer = z.infer<typeof ChatAnswerSchema>;

/** A lower-case keyword or phrase, matched as a whole word or word prefix. */
const chatKeyword = z.string().regex(/^[a-z0-9]+(?: [a-z0-9]+)*$/);

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

/** A keyword group; groups are checked in array order and the first match wins. */
export const ChatGroupSchema = ChatAnswerSchema.extend({
  id: ChatGroupIdSchema,
  keywords: z.array(chatKeyword).min(1),
});
export type ChatGroup = z.infer<typeof ChatGroupSchema>;

export const ChatScriptSchema = z.object({
  assistantName: text,
  greeting: ChatAnswerSchema,
  groups: z.array(ChatGroupSchema).length(7),
  greetingReply: ChatAnswerSchema.extend({
    keywords: z.array(chatKeyword).min(1),
  }),
  catalogueReply: z.object({ text: sentence }),
  fallback: ChatAnswerSchema,
});
export type ChatScript = z.infer<typeof ChatScriptSchema>;
