import { collection, config, fields, singleton } from "@keystatic/core";
import { CATEGORY_IDS } from "./app/lib/category-ids.ts";
import { CONTENT_LIMITS as L } from "./app/lib/content-limits.ts";
import { CATEGORY_ICON_NAMES, ICON_NAMES } from "./app/lib/icon-names.ts";
import { PHOTO_BOXES, type PhotoBox, boxShape } from "./app/lib/images.ts";

/*
 * The editor's view of content/ (DECISIONS.md 10): every file the build reads, with labels a
 * marketing person understands and the limits of app/content/schemas.ts, which stay the one
 * judge (app/content/keystatic.test.ts checks that the two agree on every file). A collection's
 * slug field holds the entry's name in the file and gives the file or folder its name.
 * Uploaded photos are stored beside their entry (content/projects/<slug>/image/file.jpg); a
 * page's photos in a folder named like its file (content/pages/about/...).
 */

// ── Storage ──────────────────────────────────────────────────────────────────
// Files on disk while developing and in tests. With PUBLIC_KEYSTATIC_GITHUB_REPO ("owner/name")
// set when the site is built, a save is a commit on a content/ branch of that repository, made
// with the editor's own GitHub login; the server checks the GitHub App's secrets (env.ts).
// Keystatic's Astro integration reads the app's name from PUBLIC_KEYSTATIC_GITHUB_APP_SLUG.
const githubRepo = import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO?.trim() || undefined;

function githubStorage(repo: string) {
  const [owner = "", name = ""] = repo.split("/");
  return { kind: "github" as const, repo: { owner, name }, branchPrefix: "content/" };
}

// ── The rules of the schemas, as the editor's fields ─────────────────────────

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** zod's, as z.email() uses it (keystatic.test.ts keeps the two the same). */
export const EMAIL = new RegExp(
  String.raw`^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$`,
);
const HTTPS_URL = /^https:\/\/[^\s/?#]+\S*$/;
const INTERNAL_PATH = /^\/[a-z0-9\-/?=&#%.+]*$/i;
const KEYWORD = /^[a-z0-9]+(?: [a-z0-9]+)*$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PLACEHOLDERS =
  "Words in braces, such as {phone} or {email}, are filled in with the company's details.";

const optional = (pattern: RegExp) =>
  new RegExp(`^(?:${pattern.source.replace(/^\^|\$$/g, "")})?$`);
const anyOf = (values: readonly string[]) => new RegExp(`^(?:${values.join("|")})$`);
const titleCase = (value: string) =>
  value.replace(
    /(^|[-\s])(\w)/g,
    (_all, gap: string, letter: string) => `${gap === "-" ? " " : gap}${letter.toUpperCase()}`,
  );
const choices = (values: readonly string[], label: (value: string) => string = titleCase) =>
  values.map((value) => ({ label: label(value), value }));

interface TextOptions {
  description?: string;
  /** Shortest length; 1 (must not be empty) unless given. */
  min?: number;
  max?: number;
  pattern?: RegExp;
  message?: string;
  multiline?: boolean;
}

/**
 * At most `max` characters, a placeholder counting as one: the build measures a text once its
 * placeholders are filled in ({iso} becomes "ISO 9001:2015"), which the editor cannot do, so it
 * counts each as the shortest fact could be and never refuses a text the build accepts.
 */
const atMost = (max: number) => new RegExp(`^(?:\\{[a-zA-Z][\\w.-]*\\}|[\\s\\S]){0,${max}}$`);

function text(label: string, options: TextOptions = {}) {
  const { description, min = 1, max, pattern, message, multiline } = options;
  const rule =
    pattern !== undefined
      ? { regex: pattern, message: message ?? `${label}: ${description}` }
      : max !== undefined
        ? {
            regex: atMost(max),
            message: `${label} must be at most ${max} characters (a placeholder such as {phone} counts as one)`,
          }
        : undefined;
  return fields.text({
    label,
    description,
    multiline,
    validation: { length: { min, max: pattern === undefined ? undefined : max }, pattern: rule },
  });
}

/** A sentence or more, at least 20 characters. */
const sentence = (label: string, max?: number, description?: string) =>
  text(label, { min: 20, max, description, multiline: true });

/** A text that must name where the page puts a name, such as {service}. */
const template = (label: string, name: string, description: string) =>
  text(label, {
    description,
    pattern: new RegExp(`\\{${name}\\}`),
    message: `${label} must contain {${name}}, where the ${name}'s name goes`,
  });

type ItemProps = { value?: unknown; fields?: Record<string, { value?: unknown }> };

function list<F extends Parameters<typeof fields.array>[0]>(
  element: F,
  label: string,
  options: {
    min?: number;
    max?: number;
    description?: string;
    /** How an item is named in the list; a text item is named by itself. */
    itemLabel?: (item: ItemProps) => string;
  } = {},
) {
  const { min, max, description, itemLabel } = options;
  return fields.array(element, {
    label,
    description,
    validation: { length: { min, max } },
    itemLabel: (props) => {
      const item = props as ItemProps;
      return (
        (itemLabel ? itemLabel(item) : typeof item.value === "string" ? item.value : "") ||
        "(empty)"
      );
    },
  });
}

/** A list of short texts, each labelled by itself. */
const texts = (
  label: string,
  item: string,
  options: TextOptions & { min?: number; max?: number; minItems?: number; maxItems?: number } = {},
) => {
  const { minItems, maxItems, description, ...rest } = options;
  return list(text(item, rest), label, { min: minItems, max: maxItems, description });
};

/** Names an item of a list of groups by one of its fields. */
const field = (name: string) => (item: ItemProps) => {
  const value = item.fields?.[name]?.value;
  return typeof value === "string" ? value : "";
};

/** A choice that may be left empty: nothing is written to the file then. */
function optionalSelect<const Value extends string>(args: {
  label: string;
  description?: string;
  none: string;
  options: readonly { label: string; value: Value }[];
}) {
  const select = fields.select({
    label: args.label,
    description: args.description,
    options: [{ label: args.none, value: "" }, ...args.options],
    defaultValue: "",
  });
  return { ...select, serialize: (value: string) => ({ value: value === "" ? undefined : value }) };
}

/**
 * A calendar date written as a quoted "YYYY-MM-DD": Keystatic's own field writes a bare YAML date,
 * which the build's YAML reader turns into a Date that the schema refuses.
 */
function calendarDate(label: string, description: string, isRequired: boolean) {
  const date = fields.date({ label, description, validation: { isRequired } });
  return { ...date, serialize: (value: string | null) => ({ value: value ?? undefined }) };
}

const order = (description = "Lower numbers come first.") =>
  fields.integer({
    label: "Position in the list",
    description: `${description} Empty means 0.`,
    defaultValue: 0,
    validation: { isRequired: false, min: 0, max: 9999 },
  });

/** A box's shape as people write it: "2:1". */
const ratio = (box: PhotoBox) => boxShape(box).replace("x", ":");

function photo(label: string, description?: string) {
  return fields.object(
    {
      file: fields.image({
        label: "Upload a photo",
        description:
          "A JPEG or PNG, stored with this entry. Upload a photo or give its web address.",
      }),
      url: text("…or the photo's web address", {
        min: 0,
        pattern: optional(HTTPS_URL),
        message: "The photo's web address must start with https://",
        description: "Only if no photo is uploaded: an https:// address.",
      }),
      alt: text("Describe the photo", {
        max: L.altMax,
        description: "For people who cannot see it, and for search engines: what the photo shows.",
      }),
    },
    { label, description },
  );
}

const seo = (titleMax = 60) =>
  fields.object(
    {
      title: text("Title in search results", {
        max: titleMax,
        description: "The company name is added after it.",
      }),
      description: text("Description in search results", {
        min: 70,
        max: 160,
        multiline: true,
        description: "70 to 160 characters: the text under the title in Google.",
      }),
    },
    { label: "Search engines" },
  );

const sectionCopy = (label: string) =>
  fields.object(
    {
      eyebrow: text("Small line above the heading"),
      title: text("Heading"),
      intro: sentence("Introduction", undefined, PLACEHOLDERS),
    },
    { label },
  );

const slugOf = (label: string, max: number, description?: string, pattern = SLUG) =>
  fields.slug({
    name: { label, description, validation: { length: { min: 1, max } } },
    slug: {
      label: "Name in the web address",
      description: "Lower-case words joined by hyphens. Changing it changes the page's address.",
      validation: {
        pattern: {
          regex: pattern,
          message:
            pattern === SLUG
              ? "Use lower-case letters and digits, words joined by hyphens"
              : `Must be one of: ${CATEGORY_IDS.join(", ")}`,
        },
      },
    },
  });

const category = () =>
  fields.relationship({
    label: "Category",
    collection: "categories",
    validation: { isRequired: true },
  });

// ── Company facts ────────────────────────────────────────────────────────────

const phone = (label: string) =>
  fields.object(
    {
      label: text("Shown as", { max: 40, description: "e.g. Office & Sales" }),
      number: text("Number", {
        description:
          "In international form, as +91 40 1234 5678. The site checks that it is valid.",
      }),
    },
    { label },
  );

const claim = (label: string) =>
  fields.object(
    {
      value: text("Figure", { max: 20, description: "e.g. 500+ or 99.9%" }),
      label: text("What it counts", { max: 40 }),
    },
    { label },
  );

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const company = singleton({
  label: "Company details",
  path: "content/company",
  schema: {
    name: text("Company name", { max: 80 }),
    legalName: text("Registered name", {
      max: 100,
      description: "As registered, e.g. … Pvt. Ltd.",
    }),
    tagline: text("Tagline", { max: 120 }),
    description: sentence("What the company does", 400, "Used in search results and shared links."),
    siteUrl: fields.url({
      label: "Website address",
      description: "The site's public address (the server's SITE_URL setting overrides it).",
      validation: { isRequired: true },
    }),
    phones: fields.object(
      { office: phone("Sales phone"), service: phone("Service phone") },
      { label: "Phone numbers" },
    ),
    whatsappLine: fields.select({
      label: "Which number takes WhatsApp messages",
      options: [
        { label: "The sales phone", value: "office" },
        { label: "The service phone", value: "service" },
      ],
      defaultValue: "service",
    }),
    email: text("E-mail address", {
      pattern: EMAIL,
      message: "Must be an e-mail address, such as info@example.in",
    }),
    address: fields.object(
      {
        street: text("Street and plot", { max: 120 }),
        locality: text("Locality", { max: 60 }),
        city: text("City", { max: 60 }),
        region: text("State", { max: 60 }),
        postalCode: text("PIN code", {
          pattern: /^\d{6}$/,
          message: "The PIN code has 6 digits",
        }),
        country: text("Country", { max: 60 }),
        countryCode: fields.select({
          label: "Country code",
          options: [{ label: "India (IN)", value: "IN" }],
          defaultValue: "IN",
        }),
      },
      { label: "Address" },
    ),
    geo: fields.object(
      {
        latitude: fields.number({
          label: "Latitude",
          validation: { isRequired: true, min: -90, max: 90 },
        }),
        longitude: fields.number({
          label: "Longitude",
          validation: { isRequired: true, min: -180, max: 180 },
        }),
      },
      {
        label: "Map position",
        description: "From Google Maps: right-click the office, copy the numbers.",
      },
    ),
    hours: list(
      fields.object({
        days: text("Days, as shown", { max: 20, description: "e.g. Mon-Fri" }),
        dayOfWeek: list(
          fields.select({ label: "Day", options: choices(DAYS), defaultValue: "Monday" }),
          "The same days, one by one",
          { min: 1, description: "For search engines." },
        ),
        opens: text("Opens at", { pattern: TIME, message: "A 24-hour time, such as 09:00" }),
        closes: text("Closes at", { pattern: TIME, message: "A 24-hour time, such as 18:00" }),
      }),
      "Working hours",
      { min: 1, max: 7, itemLabel: field("days") },
    ),
    foundingYear: fields.integer({
      label: "Year founded",
      validation: { isRequired: true, min: 1900, max: 2100 },
    }),
    certifications: list(
      fields.object({
        standard: text("Standard", { max: 60, description: "e.g. ISO 9001:2015" }),
        certificateNumber: text("Certificate number", { min: 0, max: 60 }),
        body: text("Certified by", { min: 0, max: 80 }),
        validUntil: calendarDate("Valid until", "Leave empty if not known.", false),
      }),
      "Certifications",
      { max: L.listMax, itemLabel: field("standard") },
    ),
    registrations: fields.object(
      {
        gstin: text("GSTIN", {
          min: 0,
          pattern: optional(/^\d{2}[A-Z]{5}\d{4}[A-Z][A-Z\d]Z[A-Z\d]$/),
          message: "A GSTIN has 15 characters, such as 36AABCD1234E1Z5",
        }),
        cin: text("CIN", {
          min: 0,
          pattern: optional(/^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/),
          message: "A CIN has 21 characters, such as U29100TG2009PTC012345",
        }),
        fireLicence: text("Fire licence", { min: 0, max: 60 }),
        ibrClass: text("IBR class", { min: 0, max: 60 }),
      },
      {
        label: "Registrations",
        description: "Leave a number empty rather than guess it: an empty one is not shown.",
      },
    ),
    warranty: text("Warranty", {
      max: 120,
      description: "e.g. 2-5 years, depending on the system and scope",
    }),
    social: list(
      fields.object({
        name: fields.select({
          label: "Network",
          options: choices(["Facebook", "Twitter", "LinkedIn", "Instagram"], (value) => value),
          defaultValue: "LinkedIn",
        }),
        url: text("Profile address", {
          min: 0,
          pattern: optional(HTTPS_URL),
          message: "The profile's address must start with https://",
          description: "Empty: no link is shown.",
        }),
      }),
      "Social media",
      { max: 8, itemLabel: field("name") },
    ),
    grievanceOfficer: fields.object(
      {
        name: text("Name"),
        designation: text("Designation"),
        email: text("E-mail address", {
          pattern: EMAIL,
          message: "Must be an e-mail address, such as grievance@example.in",
        }),
      },
      {
        label: "Grievance officer",
        description: "Named in the privacy policy, as the DPDP Act asks.",
      },
    ),
    contacts: fields.object(
      {
        careers: text("Jobs e-mail address", {
          min: 0,
          pattern: optional(EMAIL),
          message: "Must be an e-mail address, such as careers@example.in",
          description:
            "Where job seekers and students write. The chat and the jobs answer give it; empty: the main e-mail address.",
        }),
        purchase: text("Purchase e-mail address", {
          min: 0,
          pattern: optional(EMAIL),
          message: "Must be an e-mail address, such as purchase@example.in",
          description:
            "Where firms that want to sell to us write. The chat gives it; empty: the main e-mail address.",
        }),
      },
      {
        label: "Other contacts",
        description: "Leave empty if every message goes to the main e-mail address.",
      },
    ),
    claims: fields.object(
      {
        projects: claim("Projects completed"),
        clients: claim("Clients"),
        years: claim("Years of experience"),
        success: claim("Safety record"),
        onTime: claim("On-time delivery"),
        projectValue: claim("Project value"),
        certification: claim("Certification"),
      },
      { label: "Headline figures", description: "Shown on the home page, in this order." },
    ),
  },
});

// ── Collections ──────────────────────────────────────────────────────────────

const categories = collection({
  label: "Service categories",
  path: "content/categories/*/",
  slugField: "title",
  columns: ["title", "projectsCount"],
  schema: {
    title: slugOf("Name", 40, "e.g. Fire Safety", anyOf(CATEGORY_IDS)),
    description: sentence("Description", 300, PLACEHOLDERS),
    image: photo("Photo"),
    icon: fields.select({
      label: "Icon",
      options: choices(CATEGORY_ICON_NAMES),
      defaultValue: "flame",
    }),
    projectsCount: text("Projects done", {
      pattern: /^\d+\+$/,
      message: "A number with a plus, such as 150+",
      description: "A number with a plus, such as 150+",
    }),
    order: order(),
  },
});

const services = collection({
  label: "Services",
  path: "content/services/*/",
  slugField: "title",
  columns: ["title", "category"],
  schema: {
    title: slugOf("Service name", 60),
    category: category(),
    description: sentence("Short description", 160, "On the service cards and in search results."),
    fullDescription: text("Full description", {
      min: 40,
      max: 4000,
      multiline: true,
      description: `On the service's page. Leave an empty line between paragraphs. ${PLACEHOLDERS}`,
    }),
    image: photo(
      "Photo",
      `On the service's page as a wide banner (${ratio(PHOTO_BOXES.serviceBanner)}), of which the middle shows: keep the subject in the middle.`,
    ),
    features: texts("Features", "Feature", {
      max: 160,
      minItems: L.featuresMin,
      maxItems: L.featuresMax,
      description: `${L.featuresMin} to ${L.featuresMax}; the cards show the first two.`,
    }),
    specifications: list(
      fields.object({
        label: text("What is specified", {
          max: L.specLabelMax,
          description: "e.g. Design standards, Capacity, Materials, Tests",
        }),
        value: text("Specification", {
          max: L.specValueMax,
          description:
            "e.g. IS 13039 and NBC 2016 Part 4. Only what the firm delivers; where it depends on the project, write 'as per design'.",
        }),
      }),
      "Technical data",
      {
        min: 1,
        max: L.listMax,
        description: `The table in the Specifications tab: standards, ranges, materials and tests, 1 to ${L.listMax} rows.`,
        itemLabel: field("label"),
      },
    ),
    order: order("Lower numbers come first within the category."),
  },
});

const projects = collection({
  label: "Projects",
  path: "content/projects/*/",
  slugField: "title",
  columns: ["title", "year", "status"],
  schema: {
    title: slugOf("Project title", 100),
    category: category(),
    location: text("Location", { max: 80, description: "e.g. Genome Valley, Hyderabad" }),
    year: fields.integer({
      label: "Year",
      description: "From the year the company was founded to next year.",
      validation: { isRequired: true, min: 1900, max: 2100 },
    }),
    description: sentence("Description", 800, PLACEHOLDERS),
    image: photo(
      "Main photo",
      `On the project's page as a wide banner (${ratio(PHOTO_BOXES.projectBanner)}), of which the middle band shows: keep the subject in the middle.`,
    ),
    gallery: list(photo("Photo"), "Gallery", {
      min: L.galleryMin,
      max: L.galleryMax,
      description: `${L.galleryMin} to ${L.galleryMax} photos.`,
      itemLabel: field("alt"),
    }),
    features: texts("Scope of work", "Item", { max: 160, minItems: 1, maxItems: 8 }),
    client: text("Client", {
      max: 100,
      description: "As the client agreed to be named, e.g. A leading pharmaceutical manufacturer",
    }),
    valueCrore: fields.number({
      label: "Value, in crore rupees",
      description: "e.g. 8.5",
      validation: { isRequired: true, min: 0.01, max: 10000 },
    }),
    durationMonths: fields.integer({
      label: "Duration, in months",
      validation: { isRequired: true, min: 1, max: 120 },
    }),
    status: fields.select({
      label: "Status",
      options: choices(["Completed", "Ongoing"], (value) => value),
      defaultValue: "Completed",
    }),
    order: order(),
  },
});

const values = collection({
  label: "Core values",
  path: "content/values/*",
  slugField: "title",
  schema: {
    title: slugOf("Value", 40),
    description: sentence("Description", 300),
    icon: fields.select({ label: "Icon", options: choices(ICON_NAMES), defaultValue: "award" }),
    order: order(),
  },
});

const milestones = collection({
  label: "Milestones",
  path: "content/milestones/*",
  slugField: "event",
  columns: ["event", "year"],
  schema: {
    event: slugOf("What happened", 80, "Short, e.g. Boiler systems division"),
    year: fields.integer({
      label: "Year",
      description: "From the year the company was founded to next year.",
      validation: { isRequired: true, min: 1900, max: 2100 },
    }),
    description: sentence("Description", 400, PLACEHOLDERS),
  },
});

const clients = collection({
  label: "Clients",
  path: "content/clients/*/",
  slugField: "name",
  schema: {
    name: slugOf("Client's name", 100),
    logo: fields.image({ label: "Logo", description: "A PNG or SVG, stored with this entry." }),
    mayBeNamed: fields.checkbox({
      label: "The client has agreed to be named on the site",
      description: "Only clients ticked here are shown.",
      defaultValue: false,
    }),
    order: order(),
  },
});

const testimonials = collection({
  label: "Testimonials",
  path: "content/testimonials/*",
  slugField: "person",
  schema: {
    person: slugOf("Who said it", 80),
    quote: sentence("What they said", 600),
    role: text("Their role", { max: 80 }),
    company: text("Their company", { max: 100 }),
    order: order(),
  },
});

const FAQ_SECTIONS = [
  { label: "Fire safety approvals", value: "fire" },
  { label: "Boilers and IBR", value: "boiler" },
  { label: "Support and warranty", value: "support" },
  { label: "Quotes, prices and terms", value: "quotes" },
  { label: "Company and contacts", value: "company" },
] as const;

const CHAT_GROUPS = [
  { label: "Fire safety", value: "fire" },
  { label: "Civil infrastructure", value: "civil" },
  { label: "Boiler systems", value: "boiler" },
  { label: "Industrial supply", value: "industrial" },
  { label: "Prices", value: "pricing" },
  { label: "Contact details", value: "contact" },
  { label: "Quotes", value: "quote" },
] as const;

const link = (max?: number) =>
  fields.object({
    label: text("Button text", { max }),
    to: text("Page on this site", {
      pattern: INTERNAL_PATH,
      message: "A path on this site, starting with /, such as /contact",
      description: "Starting with /, such as /contact or /service/valves",
    }),
  });

const faq = collection({
  label: "Questions and answers",
  path: "content/faq/*",
  slugField: "question",
  columns: ["question", "section"],
  schema: {
    question: fields.slug({
      name: {
        label: "Question",
        description: "As a buyer would ask it, ending with a question mark.",
        validation: {
          length: { min: 1, max: 200 },
          pattern: { regex: /\?\s*$/, message: "The question must end with a question mark" },
        },
      },
      slug: {
        label: "Name in the web address",
        description:
          "Its place on the questions page (/faq#name): lower-case words joined by hyphens.",
        validation: {
          pattern: {
            regex: SLUG,
            message: "Use lower-case letters and digits, words joined by hyphens",
          },
        },
      },
    }),
    section: fields.select({ label: "Section", options: FAQ_SECTIONS, defaultValue: "fire" }),
    label: text("Quick-reply button", {
      max: 32,
      description: "The chat's short button that opens this answer, e.g. AMC details",
    }),
    answer: text("Answer", {
      min: 40,
      max: L.faqAnswerMax,
      multiline: true,
      description: `${PLACEHOLDERS} The chat shows the first sentence or two.`,
    }),
    terms: texts("Words buyers use", "Word or phrase", {
      pattern: KEYWORD,
      message: "Lower-case words separated by spaces",
      minItems: 1,
      description: "Beyond the question's own words: lower case, e.g. annual maintenance.",
    }),
    links: list(link(40), "Links under the answer", { max: 3, itemLabel: field("label") }),
    group: optionalSelect({
      label: "Chat topic that already answers it",
      none: "None",
      options: CHAT_GROUPS,
    }),
    order: order("Lower numbers come first within the section."),
  },
});

// ── Pages ────────────────────────────────────────────────────────────────────

const page = (label: string, name: string, schema: Parameters<typeof singleton>[0]["schema"]) =>
  singleton({ label, path: `content/pages/${name}`, schema });

const heading = {
  title: text("Heading"),
  intro: sentence("Introduction", undefined, PLACEHOLDERS),
};

const fixed = (value: string) =>
  fields.select({
    label: "Heading (fixed)",
    options: [{ label: value, value }],
    defaultValue: value,
  });

/** A link's or button's label in the menus and the footer. */
const label = (name: string) => text(name, { max: L.labelMax });

const pages = {
  "page-home": page("Home page", "home", {
    seo: seo(70),
    hero: fields.object(
      {
        badge: text("Badge above the headline"),
        headline: text("Headline"),
        highlight: text("Words of the headline to highlight", {
          description: "Must be part of the headline, written the same way.",
        }),
        subheading: sentence("Text under the headline"),
      },
      { label: "Top of the page" },
    ),
    categories: sectionCopy("Categories section"),
    services: sectionCopy("How we work section"),
    about: sectionCopy("About section"),
    projects: sectionCopy("Projects section"),
    contact: sectionCopy("Contact section"),
    steps: list(
      fields.object({
        title: text("Step", { max: 40 }),
        description: sentence("Description"),
        icon: fields.select({ label: "Icon", options: choices(ICON_NAMES), defaultValue: "ruler" }),
        features: texts("Points", "Point", { minItems: 3, maxItems: 5 }),
        timeline: text("How long it takes", { max: 20, description: "e.g. 1-2 weeks" }),
      }),
      "How we work: the steps",
      { min: 1, max: 6, itemLabel: field("title") },
    ),
    stepLabels: fields.object(
      {
        includes: label("On a phone, the button that shows a step's points"),
        timeline: text("The word before a step's duration", {
          max: L.labelMax,
          description: "e.g. Timeline",
        }),
      },
      { label: "How we work: the steps' labels" },
    ),
  }),
  "page-services": page("Services page", "services", {
    ...heading,
    seo: seo(),
    listTitle: text("Heading above the list"),
  }),
  "page-about": page("About page", "about", {
    ...heading,
    seo: seo(),
    valuesTitle: text("Values heading"),
    milestonesTitle: text("Milestones heading"),
    leadershipTitle: text("Leadership heading"),
    headline: text("Story headline"),
    story: list(sentence("Paragraph", undefined, PLACEHOLDERS), "Our story", {
      min: 1,
      max: 6,
      description: "1 to 6 paragraphs.",
    }),
    founder: fields.object(
      {
        name: text("Name"),
        position: text("Position"),
        experience: text("Experience", {
          pattern: /^\d+\+ years$/,
          message: "Write it like 20+ years",
          description: "Like 20+ years",
        }),
        image: photo(
          "Portrait",
          `Shown upright (${ratio(PHOTO_BOXES.portrait)}), of which the middle shows: keep the face in the middle.`,
        ),
        description: sentence("About them", undefined, PLACEHOLDERS),
        achievements: texts("Achievements", "Achievement", { minItems: 3, maxItems: 8 }),
        expertise: texts("Expertise", "Area", { minItems: 3, maxItems: 8 }),
      },
      { label: "Founder" },
    ),
  }),
  "page-projects": page("Projects page", "projects", {
    ...heading,
    seo: seo(),
    listTitle: text("Heading above the list"),
    allProjects: label("Link back to the list, under a project's page"),
    dialog: fields.object(
      {
        similarMessage: template(
          "Enquiry about a similar project",
          "project",
          "The message a visitor starts from; {project} is the project's title.",
        ),
      },
      { label: "Project details" },
    ),
  }),
  "page-contact": page("Contact page", "contact", {
    ...heading,
    seo: seo(),
    formTitle: text("Form heading"),
    formIntro: sentence("Text above the form"),
    detailsTitle: text("Contact details heading"),
    locationTitle: text("Location heading"),
    locationText: sentence("Text about the location", undefined, PLACEHOLDERS),
    cards: fields.object(
      {
        callTitle: text("Phone card heading"),
        emailTitle: text("E-mail card heading"),
        emailNote: text("E-mail card note"),
        visitTitle: text("Address card heading"),
        hoursTitle: text("Working hours card heading"),
      },
      { label: "Contact cards" },
    ),
  }),
  "page-category": page("Category pages", "category", {
    servicesTitle: text("Heading above the services"),
    consultationText: sentence("Consultation text"),
    titleSuffix: text("Word after the category's name", { description: "e.g. Services" }),
    banner: fields.object(
      {
        projects: label("The word after the number of projects"),
        delivered: label("The word after that"),
        services: label("The word after the number of services"),
      },
      { label: "The banner's line: 150+ projects delivered · 5 services" },
    ),
    notFound: fields.object(
      { title: fixed("Category not found"), text: sentence("Text") },
      { label: "When a category is not found" },
    ),
  }),
  "page-service": page("Service pages", "service", {
    back: label("Back link (to the previous page)"),
    specificationsTitle: text("Specifications heading"),
    specifications: texts("Specifications", "Specification", { minItems: 1, maxItems: 8 }),
    actionsTitle: template(
      "Question above the buttons",
      "service",
      "e.g. Interested in {service}?",
    ),
    actionsText: sentence("Text above the buttons"),
    enquiryMessage: template(
      "Enquiry message",
      "service",
      "The e-mail and WhatsApp message a visitor starts from; {service} is the service's name.",
    ),
    notFound: fields.object(
      { title: fixed("Service not found"), text: sentence("Text") },
      { label: "When a service is not found" },
    ),
  }),
  "page-footer": page("Footer", "footer", {
    about: sentence("About the company", undefined, PLACEHOLDERS),
    rights: sentence("Copyright line", undefined, PLACEHOLDERS),
  }),
  "page-newsletter": page("Newsletter box", "newsletter", {
    title: text("Heading"),
    text: sentence("Text"),
  }),
  "page-navigation": page("Menus and contact bar", "navigation", {
    menu: fields.object(
      {
        home: text("Home", { max: L.menuLabelMax }),
        services: text("Services", { max: L.menuLabelMax }),
        about: text("About", { max: L.menuLabelMax }),
        projects: text("Projects", { max: L.menuLabelMax }),
        contact: text("Contact", { max: L.menuLabelMax }),
      },
      {
        label: "Main menu",
        description: `The label of each page in the menu, in this order: at most ${L.menuLabelMax} characters each and ${L.menuCharsMax} together, or the header does not fit a 1024 px screen.`,
      },
    ),
    quote: text("Quote button", {
      max: L.barLabelMax,
      description: "In the header and the contact bar at the foot of a phone's screen.",
    }),
    call: text("Contact bar: call", { max: L.barLabelMax }),
    whatsapp: text("Contact bar: WhatsApp", { max: L.barLabelMax }),
    freeQuote: text("Quote button on the home and services pages", { max: L.buttonLabelMax }),
    viewProjects: text("Projects button beside it", { max: L.buttonLabelMax }),
    exploreServices: label("Home page, top: button to the services"),
    consultation: label("Consultation button (the contact page, topic chosen)"),
    footer: fields.object(
      {
        servicesTitle: label("Heading over the service categories"),
        companyTitle: label("Heading over the company's pages"),
        supportTitle: label("Heading over the support links"),
        about: label("About page"),
        projects: label("Projects page"),
        services: label("Services page"),
        contact: label("Contact page"),
        quote: label("Quote (the contact page)"),
        faq: label("Questions page"),
        consultation: label("Consultation (the contact page, topic chosen)"),
        privacy: label("Privacy page"),
        terms: label("Terms page"),
        privacyShort: label("Privacy page, at the very bottom"),
        termsShort: label("Terms page, at the very bottom"),
      },
      { label: "Footer" },
    ),
  }),
  "page-layout": page("Skip link and error pages", "layout", {
    skipLink: label("Skip link (every page's first link, shown to keyboard users)"),
    notFoundTitle: text("Page not found: heading"),
    notFoundText: sentence("Page not found: text"),
    errorTitle: text("Something went wrong: heading"),
    errorText: sentence("Something went wrong: text"),
    notFoundSeo: seo(),
  }),
  "page-faq": page("Questions page", "faq", {
    title: text("Heading"),
    intro: sentence("Introduction"),
    seo: seo(),
    related: text("Word before the links", { description: "e.g. Related:" }),
    moreTitle: text("Closing heading"),
    moreText: sentence("Closing text"),
    moreLink: text("Closing button"),
    indexTitle: text("Heading of the list of sections", {
      max: 40,
      description: "Shown above the links to the sections, e.g. Topics",
    }),
    sections: list(
      fields.object({
        id: fields.select({ label: "Section", options: FAQ_SECTIONS, defaultValue: "fire" }),
        title: text("Heading"),
      }),
      "Sections, in order",
      { min: 5, max: 5, description: "Each of the five sections once.", itemLabel: field("title") },
    ),
  }),
  "page-chat-widget": page("Chat box", "chat-widget", {
    assistantName: text("Assistant's name"),
    toggle: text("Button that opens the chat"),
    unread: text("New message notice"),
    close: text("Close button"),
    inputLabel: text("Message box label"),
    placeholder: text("Message box hint"),
    send: text("Send button"),
    pageTitle: text("Chat page heading"),
    pageDescription: sentence("Chat page description"),
    conversation: text("Conversation label"),
    you: text("Name for the visitor"),
    withoutScript: sentence("Note when JavaScript is off"),
  }),
  "page-unsubscribe": page("Newsletter unsubscribe page", "unsubscribe", {
    seo: seo(),
    title: text("Banner heading"),
    confirm: fields.object(
      {
        heading: text("Heading"),
        text: template(
          "Text",
          "subscriber",
          "{subscriber} is replaced by the address the link belongs to.",
        ),
        submit: text("Button"),
        pending: text("Button while working"),
      },
      { label: "Asking to confirm" },
    ),
    unsubscribed: fields.object(
      { heading: text("Heading"), text: sentence("Text") },
      { label: "Done" },
    ),
    unknown: fields.object(
      { heading: text("Heading"), text: sentence("Text") },
      { label: "Address not on the list" },
    ),
    failed: fields.object(
      { heading: text("Heading"), text: sentence("Text") },
      { label: "Something went wrong" },
    ),
    home: text("Link back to the home page"),
  }),
  "page-proof": page("Certificates and clients", "proof", {
    certificationsTitle: text("Certifications heading"),
    registrationsTitle: text("Registrations heading"),
    clientsTitle: text("Clients heading"),
    testimonialsTitle: text("Testimonials heading"),
    labels: fields.object(
      {
        certificateNumber: text("Certificate number"),
        body: text("Certified by"),
        validUntil: text("Valid until"),
        gstin: text("GSTIN"),
        cin: text("CIN"),
        fireLicence: text("Fire licence"),
        ibrClass: text("IBR class"),
      },
      { label: "Labels" },
    ),
  }),
};

// ── Legal pages and the chat's script ────────────────────────────────────────

/**
 * A legal page is a Markdoc file, content/legal/<name>.mdoc: the title, description and date as
 * its frontmatter, and its text as rich text limited to what the page shows. The build reads the
 * text's structure (app/content/legal-markdoc.ts) and refuses anything else.
 */
const legal = (label: string, name: string) =>
  singleton({
    label,
    path: `content/legal/${name}`,
    format: { contentField: "body" },
    schema: {
      title: text("Title"),
      description: sentence("Description in search results", 160),
      updated: calendarDate("Last updated", "The date shown under the title.", true),
      body: fields.markdoc({
        label: "Page text",
        description:
          "One introduction paragraph, then the sections: each a heading (Heading 2), one or more paragraphs and, if needed, one bullet list after them. Plain text only. " +
          PLACEHOLDERS,
        options: {
          heading: [2],
          unorderedList: true,
          bold: false,
          italic: false,
          strikethrough: false,
          code: false,
          blockquote: false,
          orderedList: false,
          table: false,
          link: false,
          image: false,
          divider: false,
          codeBlock: false,
        },
      }),
    },
  });

const quickReplies = (max: number) =>
  list(
    fields.object({
      label: text("Button text"),
      to: text("Page on this site", {
        min: 0,
        pattern: optional(INTERNAL_PATH),
        message: "A path on this site, starting with /, such as /contact",
        description:
          "Starting with /, such as /contact or /category/boiler. Leave empty to send the button's text as if the visitor had typed it.",
      }),
    }),
    "Quick-reply buttons",
    {
      max,
      description: "Buttons the visitor can tap instead of typing.",
      itemLabel: field("label"),
    },
  );

const answer = (label: string) =>
  fields.object(
    { text: sentence("Answer", undefined, PLACEHOLDERS), quickReplies: quickReplies(6) },
    { label },
  );

const keywords = (label: string) =>
  texts(label, "Keyword", {
    pattern: KEYWORD,
    message: "Lower-case words separated by spaces",
    minItems: 1,
  });

const reply = (label: string) =>
  fields.object(
    {
      text: sentence("Answer", undefined, PLACEHOLDERS),
      quickReplies: list(link(), "Link buttons", {
        max: 4,
        itemLabel: field("label"),
      }),
    },
    { label },
  );

const chat = singleton({
  label: "Chat assistant's answers",
  path: "content/chat",
  schema: {
    greeting: answer("Greeting"),
    groups: list(
      fields.object({
        id: fields.select({ label: "Topic", options: CHAT_GROUPS, defaultValue: "fire" }),
        keywords: keywords("Words that start this answer"),
        text: sentence("Answer", undefined, PLACEHOLDERS),
        quickReplies: quickReplies(6),
      }),
      "Answers by topic",
      {
        min: 7,
        max: 7,
        description: "Checked in this order; the first topic whose words match answers.",
        itemLabel: field("id"),
      },
    ),
    greetingReply: fields.object(
      {
        text: sentence("Answer", undefined, PLACEHOLDERS),
        quickReplies: quickReplies(6),
        keywords: keywords("Greetings it answers"),
      },
      { label: "Answer to a greeting" },
    ),
    catalogueReply: fields.object(
      { text: sentence("Answer", undefined, PLACEHOLDERS) },
      { label: "Answer that lists matching services" },
    ),
    fallback: answer("When nothing matches"),
    replies: fields.object(
      {
        thanks: reply("Answer to thanks"),
        acknowledgement: reply("Answer to OK"),
        emoji: reply("Answer to an emoji"),
        contactData: reply("When a visitor types contact details"),
        complaint: reply("Answer to a complaint"),
        urgent: sentence(
          "First line of the answer to an urgent message or a breakdown",
          undefined,
          PLACEHOLDERS,
        ),
        notOnSite: reply("When the site has no answer to a question"),
        salesNote: sentence(
          "After an answer that covers only part of a question",
          undefined,
          PLACEHOLDERS,
        ),
        offTopic: reply("Answer to a question about something else"),
        student: reply("Answer to a student's request"),
        vendor: reply("Answer to a firm that wants to sell to us"),
        otherFirm: reply("Answer to a request for another firm's contacts"),
        serviceLead: template(
          "Opening of an answer about a service",
          "service",
          "{service} is the service's name.",
        ),
        projectLead: template(
          "Opening of an answer about a project",
          "project",
          "{project} is the project's title.",
        ),
      },
      { label: "Other answers" },
    ),
  },
});

const CHAT_INTENTS = [
  { label: "About a service or topic", value: "info" },
  { label: "What something is", value: "define" },
  { label: "How two things differ", value: "compare" },
  { label: "Price or quotation", value: "price" },
  { label: "Urgent help or a breakdown", value: "urgent" },
  { label: "Warranty, delivery or lead time", value: "timing" },
  { label: "Registration or a tender", value: "registration" },
  { label: "A job or an internship", value: "job" },
  { label: "A firm offering to sell to us", value: "vendor" },
  { label: "A student's request", value: "student" },
  { label: "Something unrelated", value: "unrelated" },
  { label: "Another firm's contacts", value: "other-firm" },
  { label: "A complaint", value: "complaint" },
  { label: "A greeting", value: "greeting" },
  { label: "Thanks or goodbye", value: "thanks" },
  { label: "OK, noted", value: "acknowledgement" },
] as const;

/** The chat's classifier learns from these examples when the site is built. */
const chatIntents = singleton({
  label: "Chat assistant: what visitors want",
  path: "content/chat-intents",
  schema: {
    intents: list(
      fields.object({
        id: fields.select({
          label: "What the visitor wants",
          options: CHAT_INTENTS,
          defaultValue: "info",
        }),
        answers: texts("Answers it leads to", "Answer's file name (in Questions and answers)", {
          pattern: SLUG,
          message: "An answer's file name, such as warranty",
          maxItems: 3,
          description: "Used when the message names no other answer.",
        }),
        examples: texts("Examples", "Message a visitor might type", {
          max: 200,
          minItems: 5,
          description:
            "Write them as visitors do, typos too. The chat learns from them at the next build.",
        }),
      }),
      "Intents",
      { min: 16, max: 16, itemLabel: field("id") },
    ),
  },
});

export default config({
  storage: githubRepo ? githubStorage(githubRepo) : { kind: "local" },
  ui: {
    brand: { name: "Website content" },
    navigation: {
      Company: ["company"],
      "Services and projects": ["categories", "services", "projects"],
      "About us": ["values", "milestones", "clients", "testimonials"],
      "Questions and chat": ["faq", "chat", "chatIntents"],
      "Page texts": Object.keys(pages) as (keyof typeof pages)[],
      Legal: ["privacy", "terms"],
    },
  },
  collections: { categories, services, projects, values, milestones, clients, testimonials, faq },
  singletons: {
    company,
    chat,
    chatIntents,
    ...pages,
    privacy: legal("Privacy policy", "privacy"),
    terms: legal("Terms of use", "terms"),
  },
});
