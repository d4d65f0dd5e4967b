import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import yaml from "js-yaml";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { z } from "zod";

import { addressLine } from "../lib/address.ts";
import { CATEGORY_IDS, type CategoryId } from "../lib/category-ids.ts";
import { PHOTO_BOXES, type PhotoBox, boxShape } from "../lib/images.ts";
import { pagePaths as pagePathsOf } from "../lib/paths.ts";
import { ENQUIRY_TOPICS } from "../lib/topics.ts";
import { type LegalBody, parseLegalBody, splitFrontmatter } from "./legal-markdoc.ts";
import {
  type Category,
  CategoryFileSchema,
  type ChatReplies,
  type ChatScript,
  ChatFileSchema,
  type ChatIntents,
  ChatIntentsFileSchema,
  type Client,
  ClientFileSchema,
  type Company,
  CompanyFileSchema,
  type CoreValue,
  CoreValueFileSchema,
  type Faq,
  type FaqEntry,
  FaqEntryFileSchema,
  type Image,
  type LegalPage,
  LegalPageSchema,
  type Milestone,
  MilestoneFileSchema,
  type PageCopyOf,
  PageFileSchemas,
  type PageName,
  type Phone,
  type PhotoFile,
  type Project,
  ProjectFileSchema,
  type Service,
  ServiceFileSchema,
  SlugSchema,
  type Testimonial,
  TestimonialFileSchema,
} from "./schemas.ts";

/*
 * The build-time loader (DECISIONS.md 10): reads every file under content/, checks it with the
 * zod schemas, resolves fact placeholders, phone numbers and photos, and checks the
 * cross-references. Every problem names its file, its field and the rule, and all of them are
 * reported at once. Runs under Node only (data.ts, read by the pages as they are prerendered
 * and by the server), so no island carries this code, the schemas or the YAML parser.
 */

/**
 * A photo uploaded beside its entry, before data.ts has planned its responsive files and given
 * them URLs; a file the pages show as it is (a client's logo), before data.ts has given it one
 * (photos.ts; the files are written by files-integration.ts).
 */
export const LOCAL_PHOTO = "local-photo:";
export const LOCAL_FILE = "local-file:";

/** Names a page fills in when it shows the text, not the build. */
const RUNTIME_PLACEHOLDERS = new Set(["service", "project", "subscriber"]);
const PLACEHOLDER = /\{([a-zA-Z][\w.-]*)\}/g;

export class ContentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n` +
        problems.map((problem) => `  - ${problem}`).join("\n"),
    );
    this.name = "ContentError";
    this.problems = problems;
  }
}

export function defaultContentDir(): string {
  if (process.env.CONTENT_DIR) return resolve(process.env.CONTENT_DIR);
  // import.meta.dirname is not set where tests run this file in a browser-like environment.
  // Bundled into a build's chunk (Astro's prerendering), it is not beside content/: the project
  // folder the build runs in is.
  const here = import.meta.dirname as string | undefined;
  const beside = here ? resolve(here, "../../content") : undefined;
  return beside && existsSync(beside) ? beside : resolve("content");
}

export interface Content {
  company: Company;
  categories: Category[];
  services: Service[];
  projects: Project[];
  faq: Faq;
  values: CoreValue[];
  milestones: Milestone[];
  /** Only the clients that may be named. */
  clients: Client[];
  testimonials: Testimonial[];
  pages: { [K in PageName]: PageCopyOf<K> };
  founderImage: Image;
  privacyPolicy: LegalPage;
  termsOfUse: LegalPage;
  chatScript: ChatScript;
  chatReplies: ChatReplies;
  /** The chat's classifier's labelled examples (content/chat-intents.yaml). */
  chatIntents: ChatIntents;
  /** Every file read, for the build's watcher. */
  files: string[];
}

class Reader {
  readonly problems: string[] = [];
  readonly files: string[] = [];
  /** Every entry's slug by collection, checked or not, so one bad entry is reported once. */
  readonly slugs = new Map<string, string[]>();
  /** Facts that placeholders are resolved to before a file is checked, once they are known. */
  facts: Map<string, string> | undefined;
  /** The other websites that photos are shown from, as their host names. */
  readonly photoHosts = new Set<string>();
  readonly root: string;
  constructor(root: string) {
    this.root = root;
  }

  name(file: string): string {
    return `content/${relative(this.root, file).split("\\").join("/")}`;
  }

  problem(file: string, field: string, message: string): void {
    this.problems.push(`${this.name(file)}: ${field || "(the file)"}: ${message}`);
  }

  /** One YAML file checked by its schema; undefined (with the problems noted) when it fails. */
  read<S extends z.ZodType>(file: string, schema: S): z.infer<S> | undefined {
    this.files.push(file);
    let raw: unknown;
    try {
      raw = yaml.load(readFileSync(file, "utf8")) ?? {};
    } catch (error) {
      const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
      this.problem(file, "", existsSync(file) ? `is not valid YAML (${reason})` : "is missing");
      return undefined;
    }
    const facts = this.facts;
    if (facts) {
      raw = resolveFacts(raw, facts, (field, name) =>
        this.problem(
          file,
          field,
          `unknown placeholder {${name}}; known ones are {${[...facts.keys()].join("}, {")}}`,
        ),
      );
    }
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      this.problem(file, issue.path.join("."), issue.message);
    }
    return undefined;
  }

  /** A collection: content/<dir>/<slug>.yaml or content/<dir>/<slug>/index.yaml. */
  collection<S extends z.ZodType>(
    dir: string,
    schema: S,
  ): { slug: string; file: string; data: z.infer<S> }[] {
    const folder = join(this.root, dir);
    if (!existsSync(folder)) return [];
    const entries: { slug: string; file: string; data: z.infer<S> }[] = [];
    for (const name of readdirSync(folder).sort()) {
      if (name.startsWith(".")) continue;
      const path = join(folder, name);
      const isFolder = statSync(path).isDirectory();
      const file = isFolder ? join(path, "index.yaml") : path;
      if (!isFolder && !name.endsWith(".yaml")) continue;
      if (isFolder && !existsSync(file)) {
        this.problem(file, "", "is missing: every entry's folder holds an index.yaml");
        continue;
      }
      const slug = isFolder ? name : basename(name, ".yaml");
      if (!SlugSchema.safeParse(slug).success) {
        this.problem(file, "", `the name "${slug}" must be lower-case words joined by hyphens`);
        continue;
      }
      this.slugs.set(dir, [...(this.slugs.get(dir) ?? []), slug]);
      const data = this.read(file, schema);
      if (data !== undefined) entries.push({ slug, file, data });
    }
    return entries;
  }

  /** Where an entry's uploaded files live: its own folder, or a folder named like its file. */
  assetDir(file: string): string {
    return basename(file) === "index.yaml" ? dirname(file) : file.replace(/\.yaml$/, "");
  }

  /**
   * A photo field's value: its address, or its file beside the entry with the boxes it is shown
   * in (PHOTO_BOXES), which the build cuts it to.
   */
  photo(
    file: string,
    field: string,
    photo: PhotoFile,
    boxes: readonly PhotoBox[] = [],
    prefix = LOCAL_PHOTO,
  ): Image {
    if (photo.file !== undefined) {
      const path = resolve(this.assetDir(file), photo.file);
      if (!path.startsWith(this.assetDir(file)) || !existsSync(path)) {
        this.problem(file, `${field}.file`, `the photo "${photo.file}" is not beside the entry`);
      }
      const shapes = boxes.map(boxShape);
      return { src: `${prefix}${path}`, alt: photo.alt, ...(shapes.length > 0 && { shapes }) };
    }
    if (photo.url !== undefined && URL.canParse(photo.url)) {
      this.photoHosts.add(new URL(photo.url).hostname);
    }
    return { src: photo.url ?? "", alt: photo.alt };
  }
}

/** An entry's data without its sort key, which only orders the list. */
function withoutOrder<T extends { order?: number }>(data: T): Omit<T, "order"> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== "order")) as Omit<
    T,
    "order"
  >;
}

function bySortKey<T>(key: (item: T) => [number, string]) {
  return (a: T, b: T) => {
    const [an, as] = key(a);
    const [bn, bs] = key(b);
    return an - bn || as.localeCompare(bs);
  };
}

function clock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

const list = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

function phone(
  reader: Reader,
  file: string,
  field: string,
  entry: { label: string; number: string },
): Phone {
  const parsed = parsePhoneNumberFromString(entry.number, "IN");
  if (!parsed?.isValid()) {
    reader.problem(
      file,
      `${field}.number`,
      `"${entry.number}" is not a valid phone number; write it as +91 40 1234 5678`,
    );
    return { label: entry.label, display: entry.number, e164: "", href: "" };
  }
  return {
    label: entry.label,
    display: parsed.formatInternational(),
    e164: parsed.number,
    href: parsed.getURI(),
  };
}

/** Replaces every fact placeholder in every string of a value, noting unknown ones. */
function resolveFacts<T>(
  value: T,
  facts: Map<string, string>,
  onUnknown: (field: string, name: string) => void,
  field = "",
): T {
  if (typeof value === "string") {
    return value.replace(PLACEHOLDER, (whole, name: string) => {
      const fact = facts.get(name);
      if (fact !== undefined) return fact;
      if (!RUNTIME_PLACEHOLDERS.has(name)) onUnknown(field, name);
      return whole;
    }) as T;
  }
  if (Array.isArray(value)) {
    return value.map((item, index) =>
      resolveFacts(item, facts, onUnknown, field ? `${field}.${index}` : String(index)),
    ) as T;
  }
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        resolveFacts(item, facts, onUnknown, field ? `${field}.${key}` : key),
      ]),
    ) as T;
  }
  return value;
}

/** The placeholders a text may use, such as {phone} or {category.boiler.projects}. */
export function factsOf(company: Company, categories: Category[]): Map<string, string> {
  const { phones, address, grievanceOfficer: officer, claims } = company;
  const facts: [string, string][] = [
    ["companyName", company.name],
    ["legalName", company.legalName],
    ["phone", phones.office.display],
    ["phoneLabel", phones.office.label],
    ["servicePhone", phones.service.display],
    ["servicePhoneLabel", phones.service.label],
    ["email", company.email],
    ["hours", list(company.hours.map((h) => `${h.days} ${h.label}`))],
    ["address", addressLine(address)],
    ["street", address.street],
    ["locality", address.locality],
    ["city", address.city],
    ["foundingYear", String(company.foundingYear)],
    // The main certification (the first listed); {certifications} names them all.
    ["iso", company.certifications[0] ?? ""],
    ["certifications", list(company.certifications)],
    ["warranty", company.warranty],
    ["grievanceName", officer.name],
    ["grievanceDesignation", officer.designation],
    ["grievanceEmail", officer.email],
    ["careersEmail", company.contacts.careers || company.email],
    ["purchaseEmail", company.contacts.purchase || company.email],
    ...Object.entries(claims).map(([key, claim]): [string, string] => [
      `claims.${key}`,
      claim.value,
    ]),
    ...categories.flatMap((category): [string, string][] => [
      [`category.${category.id}.title`, category.title],
      [`category.${category.id}.projects`, category.projectsCount],
    ]),
  ];
  return new Map(facts);
}

/** Reads and checks the whole content folder; throws a ContentError naming every problem. */
export function loadContent(root = defaultContentDir()): Content {
  const reader = new Reader(resolve(root));
  const at = (path: string) => join(reader.root, path);
  const now = new Date().getFullYear();

  // Company facts first: every other file may refer to them.
  const companyFile = at("company.yaml");
  const rawCompany = reader.read(companyFile, CompanyFileSchema);
  if (!rawCompany) throw new ContentError(reader.problems);
  const { phones: rawPhones, hours: rawHours, certifications, whatsappLine, ...facts } = rawCompany;
  const phones = {
    office: phone(reader, companyFile, "phones.office", rawPhones.office),
    service: phone(reader, companyFile, "phones.service", rawPhones.service),
  };
  const address = facts.address;
  const mapQuery = `${facts.name}, ${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
  let company: Company = {
    ...facts,
    phones,
    whatsapp: phones[whatsappLine].e164.replace(/^\+/, ""),
    hours: rawHours.map((h) => ({ ...h, label: `${clock(h.opens)}-${clock(h.closes)}` })),
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapQuery)}`,
    certifications: certifications.map((c) => c.standard),
    certificates: certifications,
    grievanceOfficer: { ...facts.grievanceOfficer, phone: phones.office.display },
  };

  reader.facts = factsOf(company, []);
  const categoryEntries = reader.collection("categories", CategoryFileSchema);
  const categories: Category[] = [];
  for (const { slug, file, data } of categoryEntries.sort(
    bySortKey((e) => [e.data.order, e.slug]),
  )) {
    if (!(CATEGORY_IDS as readonly string[]).includes(slug)) {
      reader.problem(file, "", `a category's folder must be one of ${CATEGORY_IDS.join(", ")}`);
      continue;
    }
    const { image, ...rest } = withoutOrder(data);
    categories.push({ ...rest, id: slug as CategoryId, image: reader.photo(file, "image", image) });
  }
  for (const id of CATEGORY_IDS) {
    if (!categories.some((category) => category.id === id)) {
      reader.problems.push(`content/categories/${id}: the category ${id} is missing`);
    }
  }

  // Claims may refer to other facts ({iso}); nothing else in the company file does.
  reader.facts = factsOf(company, []);
  company = { ...company, claims: resolveFacts(company.claims, reader.facts, () => {}) };
  reader.facts = factsOf(company, categories);

  const categoryOrder = (id: string) => categories.findIndex((category) => category.id === id);
  const services: Service[] = reader
    .collection("services", ServiceFileSchema)
    .sort(bySortKey((e) => [categoryOrder(e.data.category) * 10000 + e.data.order, e.data.title]))
    .map(({ slug, file, data }) => {
      const { image, fullDescription, ...rest } = withoutOrder(data);
      return {
        ...rest,
        id: slug,
        fullDescription: fullDescription.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, " ").trim()),
        image: reader.photo(file, "image", image, [
          PHOTO_BOXES.serviceBanner,
          PHOTO_BOXES.serviceCard,
        ]),
      };
    });

  const projects: Project[] = reader
    .collection("projects", ProjectFileSchema)
    .sort(bySortKey((e) => [e.data.order, e.data.title]))
    .map(({ slug, file, data }) => {
      if (data.year < company.foundingYear || data.year > now + 1) {
        reader.problem(file, "year", `must be from ${company.foundingYear} to ${now + 1}`);
      }
      const { image, gallery, ...rest } = withoutOrder(data);
      return {
        ...rest,
        slug,
        image: reader.photo(file, "image", image, [
          PHOTO_BOXES.projectBanner,
          PHOTO_BOXES.projectCard,
        ]),
        gallery: gallery.map((photo, index) =>
          reader.photo(file, `gallery.${index}`, photo, [PHOTO_BOXES.galleryTile]),
        ),
      };
    });

  const pages = Object.fromEntries(
    (Object.keys(PageFileSchemas) as PageName[]).map((name) => {
      const file = at(`pages/${name}.yaml`);
      return [name, reader.read(file, PageFileSchemas[name])];
    }),
  ) as Content["pages"];
  const founderFile = at("pages/about.yaml");
  const founderImage = pages.about
    ? reader.photo(founderFile, "founder.image", pages.about.founder.image, [
        PHOTO_BOXES.portrait,
        PHOTO_BOXES.portraitThumbnail,
      ])
    : { src: "", alt: "" };

  const sectionOrder = (id: string) => pages.faq?.sections.findIndex((s) => s.id === id) ?? 0;
  const faqEntries: FaqEntry[] = reader
    .collection("faq", FaqEntryFileSchema)
    .sort(bySortKey((e) => [sectionOrder(e.data.section) * 10000 + e.data.order, e.slug]))
    .map(({ slug, data }) => ({ ...withoutOrder(data), id: slug }));

  const values: CoreValue[] = reader
    .collection("values", CoreValueFileSchema)
    .sort(bySortKey((e) => [e.data.order, e.data.title]))
    .map(({ slug, data }) => ({ ...withoutOrder(data), slug }));

  const milestones: Milestone[] = reader
    .collection("milestones", MilestoneFileSchema)
    .sort(bySortKey((e) => [e.data.year, e.slug]))
    .map(({ slug, file, data }) => {
      if (data.year < company.foundingYear || data.year > now + 1) {
        reader.problem(file, "year", `must be from ${company.foundingYear} to ${now + 1}`);
      }
      return { ...data, slug };
    });

  const clients: Client[] = reader
    .collection("clients", ClientFileSchema)
    .filter((entry) => entry.data.mayBeNamed)
    .sort(bySortKey((e) => [e.data.order, e.data.name]))
    .map(({ slug, file, data }) => ({
      slug,
      name: data.name,
      ...(data.logo
        ? {
            logo: reader.photo(
              file,
              "logo",
              { file: data.logo, alt: `${data.name} logo` },
              [],
              LOCAL_FILE,
            ),
          }
        : {}),
    }));

  const testimonials: Testimonial[] = reader
    .collection("testimonials", TestimonialFileSchema)
    .sort(bySortKey((e) => [e.data.order, e.slug]))
    .map(({ slug, data }) => ({ ...withoutOrder(data), slug }));

  const legal = (name: string) => readLegalPage(reader, at(`legal/${name}.mdoc`));
  const privacyPolicy = legal("privacy");
  const termsOfUse = legal("terms");

  const chatFile = at("chat.yaml");
  const chat = reader.read(chatFile, ChatFileSchema);
  const intentsFile = at("chat-intents.yaml");
  const intents = reader.read(intentsFile, ChatIntentsFileSchema);

  // Cross-references between files.
  for (const category of categories) {
    if (!services.some((service) => service.category === category.id)) {
      reader.problems.push(
        `content/categories/${category.id}: has no services; a category needs at least one`,
      );
    }
  }
  unique(
    reader,
    services.map((s) => s.title),
    "services",
    "title",
  );
  unique(
    reader,
    projects.map((p) => p.title),
    "projects",
    "title",
  );
  const slugsOf = (dir: string) => reader.slugs.get(dir) ?? [];
  const pagePaths = new Set(
    pagePathsOf({
      categories: slugsOf("categories").map((id) => ({ id })),
      services: slugsOf("services").map((id) => ({ id })),
      projects: slugsOf("projects").map((slug) => ({ slug })),
    }),
  );
  const faqIds = new Set(slugsOf("faq"));
  const serviceIds = new Set(slugsOf("services"));
  const checkLink = (file: string, field: string, to: string) => {
    const url = new URL(to, "https://site.invalid");
    if (!pagePaths.has(url.pathname)) {
      reader.problem(file, field, `links to ${url.pathname}, which is not a page of this site`);
      return;
    }
    const service = url.searchParams.get("service");
    const topic = url.searchParams.get("topic");
    if (service !== null && !serviceIds.has(service)) {
      reader.problem(file, field, `links to the service "${service}", which does not exist`);
    }
    if (topic !== null && !(ENQUIRY_TOPICS as readonly string[]).includes(topic)) {
      reader.problem(
        file,
        field,
        `links to the topic "${topic}"; topics are ${ENQUIRY_TOPICS.join(", ")}`,
      );
    }
    if (url.pathname === "/faq" && url.hash && !faqIds.has(url.hash.slice(1))) {
      reader.problem(file, field, `links to the answer ${url.hash}, which does not exist`);
    }
  };
  for (const entry of faqEntries) {
    entry.links.forEach((link, index) =>
      checkLink(at(`faq/${entry.id}.yaml`), `links.${index}.to`, link.to),
    );
  }
  if (chat) {
    const answers: [string, { quickReplies: { to?: string }[] }][] = [
      ["greeting", chat.greeting],
      ...chat.groups.map((group, index): [string, typeof group] => [`groups.${index}`, group]),
      ["greetingReply", chat.greetingReply],
      ["fallback", chat.fallback],
    ];
    for (const [field, answer] of answers) {
      answer.quickReplies.forEach((quick, index) => {
        if (quick.to) checkLink(chatFile, `${field}.quickReplies.${index}.to`, quick.to);
      });
    }
    for (const [key, reply] of Object.entries(chat.replies)) {
      if (typeof reply === "string") continue;
      reply.quickReplies.forEach((quick, index) =>
        checkLink(chatFile, `replies.${key}.quickReplies.${index}.to`, quick.to),
      );
    }
  }

  intents?.intents.forEach((intent, index) =>
    intent.answers.forEach((id, at) => {
      if (!faqIds.has(id)) {
        reader.problem(intentsFile, `intents.${index}.answers.${at}`, `no answer "${id}" in faq/`);
      }
    }),
  );

  if (reader.problems.length > 0 || !chat || !intents || !privacyPolicy || !termsOfUse) {
    throw new ContentError(reader.problems);
  }
  const { replies, ...script } = chat;
  return {
    company,
    categories,
    services,
    projects,
    faq: { sections: pages.faq.sections, entries: faqEntries },
    values,
    milestones,
    clients,
    testimonials,
    pages,
    founderImage,
    privacyPolicy,
    termsOfUse,
    chatScript: { ...script, assistantName: pages["chat-widget"].assistantName },
    chatReplies: replies,
    chatIntents: intents.intents,
    files: reader.files,
  };
}

/** What a text of a legal page's body is, for a problem with it. */
function legalText(path: (string | number | symbol)[]): string {
  if (path[0] === "intro") return "the introduction";
  if (path[2] === "heading") return "the heading";
  if (path[2] === "paragraphs") return path.length > 3 ? "the paragraph" : "the section";
  if (path[2] === "list") return path.length > 3 ? "the list item" : "the list";
  return "the page text";
}

/** Names, in a legal page only, the other websites the site's photos are loaded from. */
const PHOTO_HOSTS = "photoHosts";

/**
 * A legal page's body without the paragraphs and list items that name {photoHosts} once every
 * photo is the site's own: the privacy notice says that visitors' browsers connect to another
 * website only while they do.
 */
function photoHostsShown(body: LegalBody, hosts: Set<string>): LegalBody {
  if (hosts.size > 0) return body;
  const keep = (text: string) => !text.includes(`{${PHOTO_HOSTS}}`);
  return {
    ...body,
    sections: body.sections.map(({ list: items, ...section }) => {
      const kept = items?.filter(keep) ?? [];
      return {
        ...section,
        paragraphs: section.paragraphs.filter(keep),
        ...(kept.length > 0 ? { list: kept } : {}),
      };
    }),
  };
}

/**
 * A legal page: content/legal/<name>.mdoc, its frontmatter (title, description, updated) and its
 * Markdoc body, turned into the page's introduction and sections (legal-markdoc.ts). A problem
 * in the body names its line in the file; placeholders are filled in in each text.
 */
function readLegalPage(reader: Reader, file: string): LegalPage | undefined {
  reader.files.push(file);
  if (!existsSync(file)) {
    reader.problem(file, "", "is missing");
    return undefined;
  }
  const source = readFileSync(file, "utf8");
  const split = splitFrontmatter(source);
  let front: Record<string, unknown> = {};
  if (!split) {
    reader.problem(
      file,
      "",
      "has no frontmatter: the file begins with a line ---, the title, description and updated date, and another line ---",
    );
  } else {
    try {
      const loaded: unknown = yaml.load(split.frontmatter) ?? {};
      if (loaded !== null && typeof loaded === "object" && !Array.isArray(loaded)) {
        front = loaded as Record<string, unknown>;
      } else {
        reader.problem(file, "", "its frontmatter must be fields: title, description and updated");
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
      reader.problem(file, "", `its frontmatter is not valid YAML (${reason})`);
    }
  }
  const firstLine = split?.bodyLine ?? 1;
  const parsed = parseLegalBody(split?.body ?? source, firstLine);
  for (const { line, message } of parsed.problems) reader.problem(file, `line ${line}`, message);
  const lineOf = (path: string) => `line ${parsed.lines.get(path) ?? firstLine}`;

  let { title, description, updated } = front;
  let body = photoHostsShown(parsed.body, reader.photoHosts);
  const facts = reader.facts && new Map(reader.facts);
  if (facts) {
    facts.set(PHOTO_HOSTS, list([...reader.photoHosts].sort()));
    const unknown = (field: string, name: string) =>
      reader.problem(
        file,
        field,
        `unknown placeholder {${name}}; known ones are {${[...facts.keys()].join("}, {")}}`,
      );
    ({ title, description, updated } = resolveFacts(
      { title, description, updated },
      facts,
      unknown,
    ));
    body = resolveFacts(body, facts, (field, name) => unknown(lineOf(field), name));
  }
  const result = LegalPageSchema.safeParse({ title, description, updated, ...body });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const [top, index] = issue.path;
    const field = issue.path.join(".");
    if (top !== "intro" && top !== "sections") {
      reader.problem(file, field, issue.message);
      continue;
    }
    // Reported above with the body's structure: no introduction, no section, a bare heading.
    const section = typeof index === "number" ? body.sections[index] : undefined;
    if (top === "intro" && body.intro === undefined) continue;
    if (field === "sections" && body.sections.length === 0) continue;
    if (field.endsWith(".paragraphs") && section?.paragraphs.length === 0) continue;
    reader.problem(file, lineOf(field), `${legalText(issue.path)} ${issue.message}`);
  }
  return undefined;
}

function unique(reader: Reader, values: string[], collection: string, field: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value))
      reader.problems.push(`content/${collection}: ${field}: "${value}" is used twice`);
    seen.add(value);
  }
}
