import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { createReader } from "@keystatic/core/reader";
import Markdoc, { type Node } from "@markdoc/markdoc";
import yaml from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { regexes } from "zod";
import keystaticConfig, { EMAIL } from "../../keystatic.config";
import { CONTENT_LIMITS as L } from "~/lib/content-limits";
import { parseLegalBody, splitFrontmatter } from "./legal-markdoc";
import { ContentError, defaultContentDir, loadContent } from "./load";
import {
  CategoryFileSchema,
  ChatFileSchema,
  ChatIntentsFileSchema,
  ClientFileSchema,
  CompanyFileSchema,
  CoreValueFileSchema,
  FaqEntryFileSchema,
  LegalPageSchema,
  MilestoneFileSchema,
  PageFileSchemas,
  type PageName,
  ProjectFileSchema,
  ServiceFileSchema,
  TestimonialFileSchema,
} from "./schemas";

/*
 * The editor (keystatic.config.ts) and the build (the zod schemas, through the loader) must
 * agree on every file: what one accepts the other accepts, and the editor knows every key a
 * file holds, so that saving an entry loses nothing.
 */

const COLLECTION_SCHEMAS: Record<string, z.ZodType> = {
  categories: CategoryFileSchema,
  services: ServiceFileSchema,
  projects: ProjectFileSchema,
  values: CoreValueFileSchema,
  milestones: MilestoneFileSchema,
  clients: ClientFileSchema,
  testimonials: TestimonialFileSchema,
  faq: FaqEntryFileSchema,
};
const SINGLETON_SCHEMAS: Record<string, z.ZodType> = {
  company: CompanyFileSchema,
  chat: ChatFileSchema,
  chatIntents: ChatIntentsFileSchema,
  privacy: LegalPageSchema,
  terms: LegalPageSchema,
  ...Object.fromEntries(
    (Object.keys(PageFileSchemas) as PageName[]).map((name) => [
      `page-${name}`,
      PageFileSchemas[name],
    ]),
  ),
};

const collections = keystaticConfig.collections;
const singletons = keystaticConfig.singletons;
type CollectionKey = keyof typeof collections;
type SingletonKey = keyof typeof singletons;
const collectionKeys = Object.keys(collections) as CollectionKey[];
const singletonKeys = Object.keys(singletons) as SingletonKey[];

/** The folder of a collection's entries, relative to the folder holding content/. */
const collectionFolder = (key: CollectionKey) => collections[key].path!.replace(/\*.*$/, "");
/** Where an entry's data is, as Keystatic finds it. */
function entryFile(key: CollectionKey, slug: string): string {
  const folder = collectionFolder(key);
  return collections[key].path!.endsWith("/")
    ? `${folder}${slug}/index.yaml`
    : `${folder}${slug}.yaml`;
}
/** The field a singleton keeps as the body of a Markdoc file (the legal pages), if any. */
function contentField(key: SingletonKey): string | undefined {
  const format = singletons[key].format;
  return typeof format === "object" && format.contentField
    ? String(format.contentField)
    : undefined;
}
/** Where a singleton's data is: <path>.yaml, or <path>.mdoc with frontmatter and a body. */
function singletonFile(key: SingletonKey): string {
  const field = contentField(key);
  const schema = singletons[key].schema as Record<string, { contentExtension?: string }>;
  return `${singletons[key].path}${field ? schema[field]!.contentExtension : ".yaml"}`;
}

const readYaml = (file: string): unknown => yaml.load(readFileSync(file, "utf8")) ?? {};
/** A Markdoc file as Keystatic splits it: the frontmatter's data, and the body. */
function readMarkdoc(file: string): { data: unknown; body: string; bodyLine: number } {
  const split = splitFrontmatter(readFileSync(file, "utf8"));
  if (!split) throw new Error(`${file} has no frontmatter`);
  return { data: yaml.load(split.frontmatter) ?? {}, body: split.body, bodyLine: split.bodyLine };
}

/** A value as Keystatic writes it: empty texts, lists and groups are left out. */
function stored(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stored);
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value)
    .map(([key, item]) => [key, stored(item)] as const)
    .filter(
      ([, item]) =>
        item !== null &&
        item !== undefined &&
        item !== "" &&
        !(Array.isArray(item) && item.length === 0) &&
        !(typeof item === "object" && !Array.isArray(item) && Object.keys(item).length === 0),
    );
  return Object.fromEntries(entries);
}

function contentFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".yaml") || file.endsWith(".mdoc"))
    .map((file) => `content/${file.split("\\").join("/")}`)
    .sort();
}

const root = dirname(defaultContentDir());
const reader = createReader(root, keystaticConfig);
const loaded = loadContent();
const loaderFiles = new Set(loaded.files.map((file) => relative(root, file).split("\\").join("/")));

describe("the editor's configuration", () => {
  it("checks e-mail addresses with the schemas' own pattern", () => {
    expect(EMAIL.source).toBe(regexes.email.source);
  });

  it("has a collection or single record for each schema, and a schema for each", () => {
    expect(collectionKeys.sort()).toEqual(Object.keys(COLLECTION_SCHEMAS).sort());
    expect(singletonKeys.sort()).toEqual(Object.keys(SINGLETON_SCHEMAS).sort());
  });

  it("covers every file the build reads, and no other", async () => {
    const covered = [
      ...singletonKeys.map(singletonFile),
      ...(
        await Promise.all(
          collectionKeys.map(async (key) =>
            (await reader.collections[key].list()).map((slug) => entryFile(key, slug)),
          ),
        )
      ).flat(),
    ].sort();
    expect(covered).toEqual([...loaderFiles].sort());
    expect(covered).toEqual(contentFiles(defaultContentDir()));
  });

  it.each(collectionKeys)("lists the %s the build reads, named by their files", async (key) => {
    const slugs = (await reader.collections[key].list()).sort();
    const fromLoader = [...loaderFiles]
      .filter((file) => file.startsWith(collectionFolder(key)))
      .map((file) => file.slice(collectionFolder(key).length).replace(/(\/index)?\.yaml$/, ""))
      .sort();
    // An empty collection (clients, testimonials) lists nothing on either side.
    expect(slugs).toEqual(fromLoader);
  });
});

describe("every content file", () => {
  const entries = async () =>
    [
      ...singletonKeys.map((key) => ({
        name: `singleton ${key}`,
        file: singletonFile(key),
        read: () => reader.singletons[key].readOrThrow(),
        contentField: contentField(key),
      })),
      ...(
        await Promise.all(
          collectionKeys.map(async (key) =>
            (await reader.collections[key].list()).map((slug) => ({
              name: `${key}/${slug}`,
              file: entryFile(key, slug),
              read: () => reader.collections[key].readOrThrow(slug),
              contentField: undefined,
            })),
          ),
        )
      ).flat(),
    ] as const;

  it("is accepted by the build and by the editor, which reads back exactly what is stored", async () => {
    const all = await entries();
    expect(all.length).toBeGreaterThan(60);
    for (const { name, file, read, contentField } of all) {
      // The loader checked it with its schema, placeholders filled in, when this module loaded.
      expect(loaderFiles.has(file), `${name}: read by the build`).toBe(true);
      // Throws, naming the field, when the editor would refuse the file.
      const entry = await read();
      if (contentField === undefined) {
        const raw = readYaml(join(root, file));
        // Anything the editor does not know would be dropped by its next save.
        expect(stored(entry), `${name}: the editor's reading`).toEqual(stored(raw));
        continue;
      }
      // A Markdoc file: the frontmatter as above; the body as the editor's document.
      const { [contentField]: body, ...frontmatter } = entry as Record<string, unknown>;
      const raw = readMarkdoc(join(root, file));
      expect(stored(frontmatter), `${name}: the editor's reading`).toEqual(stored(raw.data));
      const { node } = await (body as () => Promise<{ node: Node }>)();
      const document = Markdoc.format(node);
      // The editor's document is the file's text, as the editor writes it back...
      expect(document, `${name}: the editor's text`).toBe(raw.body);
      expect(Markdoc.format(Markdoc.parse(document)), `${name}: saved unchanged`).toBe(raw.body);
      // ...and the build finds in it what it found in the file.
      expect(parseLegalBody(document, raw.bodyLine)).toEqual(
        parseLegalBody(raw.body, raw.bodyLine),
      );
    }
  });

  it("gives a legal page the same sections in the editor as in the build", async () => {
    const pages = { privacy: loaded.privacyPolicy, terms: loaded.termsOfUse } as const;
    for (const [key, page] of Object.entries(pages)) {
      const entry = await reader.singletons[key as keyof typeof pages].readOrThrow();
      const { node } = await entry.body();
      const { body } = parseLegalBody(Markdoc.format(node), 1);
      expect(body.sections.map((section) => section.heading)).toEqual(
        page.sections.map((section) => section.heading),
      );
      expect(entry.title).toBe(page.title);
    }
  });
});

describe("a bad edit", () => {
  let dir: string;
  let copy: typeof reader;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "keystatic-content-"));
    cpSync(defaultContentDir(), join(dir, "content"), { recursive: true });
    copy = createReader(dir, keystaticConfig);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const project = loaded.projects[0]!.slug;
  const service = loaded.services[0]!.id;
  const question = loaded.faq.entries[0]!.id;
  type Data = Record<string, unknown> & { gallery: unknown[]; features: unknown[] };
  type Read = (reader: typeof copy) => Promise<unknown>;
  const inProject: Read = (r) => r.collections.projects.readOrThrow(project);
  const cases: [string, string, (data: Data) => void, Read][] = [
    ["an empty project title", entryFile("projects", project), (d) => (d.title = ""), inProject],
    [
      `a project title over 100 characters`,
      entryFile("projects", project),
      (d) => (d.title = "x".repeat(101)),
      inProject,
    ],
    [
      `more than ${L.galleryMax} gallery photos`,
      entryFile("projects", project),
      (d) => (d.gallery = Array.from({ length: L.galleryMax + 1 }, () => d.gallery[0])),
      inProject,
    ],
    [
      "a duration in part months",
      entryFile("projects", project),
      (d) => (d.durationMonths = 2.5),
      inProject,
    ],
    [
      "a photo's web address over http",
      entryFile("projects", project),
      (d) => ((d.image as Record<string, unknown>).url = "http://images.example.com/a.jpg"),
      inProject,
    ],
    [
      `fewer than ${L.featuresMin} service features`,
      entryFile("services", service),
      (d) => (d.features = d.features.slice(0, L.featuresMin - 1)),
      (r) => r.collections.services.readOrThrow(service),
    ],
    [
      "a question without a question mark",
      entryFile("faq", question),
      (d) => (d.question = "Tell me about your services"),
      (r) => r.collections.faq.readOrThrow(question),
    ],
    [
      "a five-digit PIN code",
      singletonFile("company"),
      (d) => ((d.address as Record<string, unknown>).postalCode = "50005"),
      (r) => r.singletons.company.readOrThrow(),
    ],
    [
      "a search description over 160 characters",
      singletonFile("page-about"),
      (d) => ((d.seo as Record<string, unknown>).description = "x".repeat(161)),
      (r) => r.singletons["page-about"].readOrThrow(),
    ],
    [
      "an enquiry message without {service}",
      singletonFile("page-service"),
      (d) => (d.enquiryMessage = "Hello, I would like to know more."),
      (r) => r.singletons["page-service"].readOrThrow(),
    ],
  ];

  /** Applies a change to a file of the copy, runs `check`, and puts the file back. */
  async function edited(file: string, change: (data: Data) => void, check: () => Promise<void>) {
    const path = join(dir, file);
    const original = readFileSync(path, "utf8");
    try {
      const data = yaml.load(original) as Data;
      change(data);
      writeFileSync(path, yaml.dump(data, { lineWidth: -1 }));
      await check();
    } finally {
      writeFileSync(path, original);
    }
  }

  function buildProblems(): string {
    try {
      loadContent(join(dir, "content"));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      return error.problems.join("\n");
    }
    return "";
  }

  it.each(cases)("is refused by the editor and by the build: %s", (_name, file, change, read) =>
    edited(file, change, async () => {
      await expect(read(copy)).rejects.toThrow(/Invalid data/);
      expect(buildProblems()).toContain(file);
    }),
  );

  it("at the limits is accepted by both", () =>
    edited(
      entryFile("projects", project),
      (d) => {
        d.title = "x".repeat(100);
        d.gallery = Array.from({ length: L.galleryMax }, () => d.gallery[0]);
      },
      async () => {
        await expect(inProject(copy)).resolves.toMatchObject({ title: "x".repeat(100) });
        expect(buildProblems()).toBe("");
      },
    ));

  // The schemas ignore keys they do not know, so such a file still builds; the editor would drop
  // the key on its next save. The check of every file above keeps the content free of them.
  it("with a key the editor does not know is refused by the editor", () =>
    edited(
      singletonFile("chat"),
      (d) => (d.assistantName = "Assistant"),
      async () => {
        await expect(copy.singletons.chat.readOrThrow()).rejects.toThrow(/assistantName/);
      },
    ));

  // The editor offers only the categories there are; its reader does not look them up.
  it("naming a category that does not exist is refused by the build", () =>
    edited(
      entryFile("projects", project),
      (d) => (d.category = "plumbing"),
      async () => {
        expect(buildProblems()).toContain(`${entryFile("projects", project)}: category`);
      },
    ));
});

describe("what the editor writes", () => {
  // The fields' own serialisers, then the YAML writer Keystatic uses, then the build's reader.
  const written = (value: unknown) => yaml.load(yaml.dump({ value })) as { value?: unknown };

  it("keeps a date a quoted text, as the schemas expect", () => {
    const field = singletons.privacy.schema.updated;
    expect(written(field.serialize("2026-11-22").value)).toEqual({ value: "2026-11-22" });
    expect(LegalPageSchema.shape.updated.safeParse("2026-11-22").success).toBe(true);
  });

  it("leaves out a chat topic that is not chosen, as the schema allows", () => {
    const field = collections.faq.schema.group;
    expect(written(field.serialize("").value)).toEqual({});
    expect(written(field.serialize("fire").value)).toEqual({ value: "fire" });
  });
});
