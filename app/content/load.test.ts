import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { contentCopies, editYaml, problemsOf, writeYaml } from "../../tests/content-copies";
import { CONTENT_LIMITS } from "~/lib/content-limits";
import { LOCAL_PHOTO, defaultContentDir, loadContent } from "./load";

/*
 * The loader as a marketing person meets it: edits to a copy of the real content folder, and
 * what the build then says. Nothing here restates the seed's texts; it reads them from the files.
 */

const copyOfContent = contentCopies();

type Yaml = Record<string, unknown>;
function editText(dir: string, file: string, change: (text: string) => string): void {
  const path = join(dir, file);
  writeFileSync(path, change(readFileSync(path, "utf8")));
}
/** The line of a file (from 1) that a text begins. */
const lineOf = (dir: string, file: string, text: string) =>
  readFileSync(join(dir, file), "utf8")
    .split("\n")
    .findIndex((line) => line.startsWith(text)) + 1;
const write = writeYaml;

const seed = loadContent();
const firstProject = seed.projects[0]!;
const projectFile = `projects/${firstProject.slug}/index.yaml`;
const firstService = seed.services[0]!;
const serviceFile = `services/${firstService.id}/index.yaml`;

function newProject(dir: string, slug: string, change: (data: Yaml) => void = () => {}): void {
  const data = yaml.load(readFileSync(join(dir, projectFile), "utf8")) as Yaml;
  data.title = `Project ${slug}`;
  change(data);
  cpSync(join(dir, "projects", firstProject.slug), join(dir, "projects", slug), {
    recursive: true,
  });
  write(dir, `projects/${slug}/index.yaml`, data);
}

describe("the content loader", () => {
  it("loads the seed content with no problem", () => {
    expect(seed.categories.length).toBeGreaterThan(0);
    expect(seed.services.length).toBeGreaterThan(0);
    for (const category of seed.categories) {
      expect(seed.services.some((service) => service.category === category.id)).toBe(true);
    }
  });

  it("names the file, the field and the rule of a bad edit, and reports every one at once", () => {
    const dir = copyOfContent();
    editYaml(dir, projectFile, (data) => (data.title = ""));
    editYaml(dir, serviceFile, (data) => (data.category = "plumbing"));
    const problems = problemsOf(dir);
    expect(problems).toContainEqual(`content/${projectFile}: title: must not be empty`);
    expect(problems.find((p) => p.startsWith(`content/${serviceFile}: category:`))).toMatch(
      /fire-safety/,
    );
    expect(() => loadContent(dir)).toThrow(/The content has 2 problems/);
  });

  it("refuses main menu labels too long together for the header's row", () => {
    const dir = copyOfContent();
    const { menuLabelMax, menuCharsMax } = CONTENT_LIMITS;
    const long = "x".repeat(menuLabelMax);
    editYaml(dir, "pages/navigation.yaml", (data) => {
      const menu = data.menu as Record<string, string>;
      for (const key of Object.keys(menu)) menu[key] = long;
    });
    expect(5 * menuLabelMax).toBeGreaterThan(menuCharsMax);
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        new RegExp(`^content/pages/navigation.yaml: menu: the five labels together must be at most ${menuCharsMax} characters`),
      ),
    ]);
    editYaml(dir, "pages/navigation.yaml", (data) => {
      const menu = data.menu as Record<string, string>;
      menu.home = "x".repeat(menuLabelMax + 1);
    });
    expect(problemsOf(dir).join("\n")).toMatch(/menu\.home/);
  });

  it("refuses a placeholder it does not know, naming the field", () => {
    const dir = copyOfContent();
    editYaml(
      dir,
      serviceFile,
      (data) => (data.description = "Call {phne} for a free site survey today."),
    );
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        new RegExp(`^content/${serviceFile}: description: unknown placeholder \\{phne\\}`),
      ),
    ]);
  });

  it("takes a seventh project, and as many gallery photos as the limits allow", () => {
    const dir = copyOfContent();
    const gallery = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        url: `https://images.unsplash.com/photo-${i}`,
        alt: `Photo ${i} of the site`,
      }));
    newProject(dir, "a-new-project", (data) => (data.gallery = gallery(CONTENT_LIMITS.galleryMax)));
    const content = loadContent(dir);
    expect(content.projects).toHaveLength(seed.projects.length + 1);
    expect(content.projects.find((p) => p.slug === "a-new-project")?.gallery).toHaveLength(
      CONTENT_LIMITS.galleryMax,
    );

    newProject(
      dir,
      "too-many-photos",
      (data) => (data.gallery = gallery(CONTENT_LIMITS.galleryMax + 1)),
    );
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(/^content\/projects\/too-many-photos\/index\.yaml: gallery: Too big/),
    ]);
  });

  it("takes any year from the founding year to next year, and refuses others", () => {
    const dir = copyOfContent();
    const next = new Date().getFullYear() + 1;
    editYaml(dir, projectFile, (data) => (data.year = next));
    expect(problemsOf(dir)).toEqual([]);
    editYaml(dir, projectFile, (data) => (data.year = seed.company.foundingYear - 1));
    expect(problemsOf(dir)).toEqual([
      `content/${projectFile}: year: must be from ${seed.company.foundingYear} to ${next}`,
    ]);
  });

  it("takes 3 to 12 features for a service", () => {
    const dir = copyOfContent();
    const features = (count: number) =>
      Array.from({ length: count }, (_, i) => `Feature number ${i + 1}`);
    editYaml(dir, serviceFile, (data) => (data.features = features(CONTENT_LIMITS.featuresMax)));
    expect(problemsOf(dir)).toEqual([]);
    editYaml(dir, serviceFile, (data) => (data.features = features(CONTENT_LIMITS.featuresMin - 1)));
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(new RegExp(`^content/${serviceFile}: features: Too small`)),
    ]);
  });

  it("derives a phone's display form, its tel: link and the WhatsApp number from one entry", () => {
    const dir = copyOfContent();
    editYaml(dir, "company.yaml", (data) => {
      const phones = data.phones as Record<string, Record<string, string>>;
      phones.office!.number = "+914023456789";
      phones.service!.number = "+91 99887 76655";
    });
    const { company } = loadContent(dir);
    expect(company.phones.office).toMatchObject({
      display: "+91 40 2345 6789",
      e164: "+914023456789",
      href: "tel:+914023456789",
    });
    expect(company.whatsapp).toBe("919988776655");
  });

  it("refuses a phone number that cannot be dialled", () => {
    const dir = copyOfContent();
    editYaml(dir, "company.yaml", (data) => {
      (data.phones as Record<string, Record<string, string>>).office!.number = "+91 12 34";
    });
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        /^content\/company\.yaml: phones\.office\.number: "\+91 12 34" is not a valid phone number/,
      ),
    ]);
  });

  it("carries one edit to a fact into every text that mentions it", () => {
    const dir = copyOfContent();
    const old = seed.company.phones.office.display;
    editYaml(dir, "company.yaml", (data) => {
      (data.phones as Record<string, Record<string, string>>).office!.number = "+91 40 2345 6789";
    });
    const content = loadContent(dir);
    const everything = JSON.stringify({ ...content, files: [] });
    expect(JSON.stringify(seed)).toContain(old);
    expect(everything).not.toContain(old);
    const answer = content.faq.entries.find((entry) => entry.answer.includes("+91 40 2345 6789"));
    expect(answer).toBeDefined();
    expect(content.chatScript.groups.find((g) => g.id === "contact")?.text).toContain(
      "+91 40 2345 6789",
    );
  });

  it("refuses a link to a page, a service or an answer that does not exist", () => {
    const dir = copyOfContent();
    const faqFile = `faq/${seed.faq.entries[0]!.id}.yaml`;
    editYaml(dir, faqFile, (data) => {
      data.links = [
        { label: "Nowhere", to: "/nowhere" },
        { label: "Old service", to: "/contact?service=retired-service" },
        { label: "Old answer", to: "/faq#retired-answer" },
      ];
    });
    expect(problemsOf(dir)).toEqual([
      `content/${faqFile}: links.0.to: links to /nowhere, which is not a page of this site`,
      `content/${faqFile}: links.1.to: links to the service "retired-service", which does not exist`,
      `content/${faqFile}: links.2.to: links to the answer #retired-answer, which does not exist`,
    ]);
  });

  it("uses a photo uploaded beside its entry, and refuses one that is not there", () => {
    const dir = copyOfContent();
    writeFileSync(join(dir, "projects", firstProject.slug, "image.jpg"), "a photo");
    editYaml(dir, projectFile, (data) => {
      data.image = { file: "image.jpg", alt: "The finished pump house" };
    });
    const project = loadContent(dir).projects.find((p) => p.slug === firstProject.slug);
    expect(project?.image.src).toBe(
      `${LOCAL_PHOTO}${join(dir, "projects", firstProject.slug, "image.jpg")}`,
    );
    editYaml(dir, projectFile, (data) => {
      data.image = { file: "../../company.yaml", alt: "Not a photo" };
    });
    expect(problemsOf(dir)).toEqual([
      `content/${projectFile}: image.file: the photo "../../company.yaml" is not beside the entry`,
    ]);
  });

  it("needs every category to have a service, and names the entry's file when its slug is bad", () => {
    const dir = copyOfContent();
    const supply = seed.services.filter((service) => service.category === "supply");
    for (const service of supply) rmSync(join(dir, "services", service.id), { recursive: true });
    cpSync(join(dir, "faq", `${seed.faq.entries[0]!.id}.yaml`), join(dir, "faq", "Bad Name.yaml"));
    expect(problemsOf(dir)).toEqual(
      expect.arrayContaining([
        "content/categories/supply: has no services; a category needs at least one",
        'content/faq/Bad Name.yaml: (the file): the name "Bad Name" must be lower-case words joined by hyphens',
      ]),
    );
  });

  it("reads a legal page from its Markdoc text, with placeholders filled in", () => {
    const text = readFileSync(join(defaultContentDir(), "legal/privacy.mdoc"), "utf8");
    const headings = text.match(/^## .*$/gm)?.map((line) => line.slice(3)) ?? [];
    expect(seed.privacyPolicy.sections.map((section) => section.heading)).toEqual(headings);
    expect(seed.privacyPolicy.intro).toContain(seed.company.legalName);
    expect(JSON.stringify(seed.privacyPolicy)).not.toMatch(/\{[a-zA-Z][\w.-]*\}/);
    const withList = seed.privacyPolicy.sections.find((section) => section.list);
    expect(withList?.list?.length).toBeGreaterThan(1);
    expect(seed.termsOfUse.description).toContain(seed.company.name);
  });

  it("names the line and the rule of what a legal page cannot show, with every other problem", () => {
    const dir = copyOfContent();
    const rule =
      "is not allowed: a legal page holds only paragraphs, level-2 headings (## Heading) and bullet lists (- item), in plain text";
    editText(dir, "legal/privacy.mdoc", (text) => text.replace("## Children", "### Children"));
    editText(
      dir,
      "legal/terms.mdoc",
      (text) =>
        text.replace("By using the website", "By **using** the website") +
        "\n| Data | Kept for |\n| --- | --- |\n| Enquiries | 24 months |\n",
    );
    editYaml(dir, projectFile, (data) => (data.title = ""));
    expect(problemsOf(dir)).toEqual([
      `content/${projectFile}: title: must not be empty`,
      `content/legal/privacy.mdoc: line ${lineOf(dir, "legal/privacy.mdoc", "### Children")}: a level-3 heading (###) ${rule}`,
      `content/legal/terms.mdoc: line ${lineOf(dir, "legal/terms.mdoc", "These terms apply")}: bold text ${rule}`,
      `content/legal/terms.mdoc: line ${lineOf(dir, "legal/terms.mdoc", "| Data")}: a table ${rule}`,
    ]);
  });

  it("refuses a legal page's list that does not follow its section's paragraphs", () => {
    const dir = copyOfContent();
    editText(dir, "legal/terms.mdoc", (text) =>
      text.replace("## Privacy\n", "## Privacy\n\n- A point before the paragraph\n"),
    );
    expect(problemsOf(dir)).toEqual([
      `content/legal/terms.mdoc: line ${lineOf(dir, "legal/terms.mdoc", "- A point")}: a list directly under the heading "Privacy": a section's list comes after its paragraphs`,
    ]);
  });

  it("refuses a placeholder it does not know in a legal page's text, naming the line", () => {
    const dir = copyOfContent();
    editText(dir, "legal/privacy.mdoc", (text) =>
      text.replace("Officer at {grievanceEmail}", "Officer at {grievanceMail}"),
    );
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/legal/privacy\\.mdoc: line ${lineOf(dir, "legal/privacy.mdoc", "Write to our Grievance Officer")}: unknown placeholder \\{grievanceMail\\}; known ones are `,
        ),
      ),
    ]);
  });

  it("names a legal page's short paragraph by its line", () => {
    const dir = copyOfContent();
    editText(dir, "legal/terms.mdoc", (text) =>
      text.replace(/^How we handle personal data sent.*$/m, "See the policy."),
    );
    expect(problemsOf(dir)).toEqual([
      `content/legal/terms.mdoc: line ${lineOf(dir, "legal/terms.mdoc", "See the policy")}: the paragraph must be a sentence of at least 20 characters`,
    ]);
  });

  it("says on the privacy page which other websites photos come from, and drops that once every photo is the site's own", () => {
    const paragraphs = (content: ReturnType<typeof loadContent>) =>
      content.privacyPolicy.sections.flatMap((section) => section.paragraphs);
    const naming = (text: string) => text.includes("images.unsplash.com");
    expect(paragraphs(seed).filter(naming)).toHaveLength(1);

    // Every photo made a file beside its entry, as `npm run photos:import` does.
    const dir = copyOfContent();
    const walk = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
      );
    let photos = 0;
    for (const file of walk(dir).filter((name) => name.endsWith(".yaml"))) {
      const text = readFileSync(file, "utf8");
      const changed = text.replace(/url: https:\/\/\S+/g, () => {
        const name = `photo-${photos++}.jpg`;
        const folder = file.endsWith("index.yaml") ? dirname(file) : file.replace(/\.yaml$/, "");
        mkdirSync(folder, { recursive: true });
        writeFileSync(join(folder, name), "a photo");
        return `file: ${name}`;
      });
      if (changed !== text) writeFileSync(file, changed);
    }
    expect(photos).toBeGreaterThan(0);
    const own = loadContent(dir);
    expect(paragraphs(own).filter(naming)).toEqual([]);
    // Only that paragraph went: the rest of the notice is as it was.
    expect(paragraphs(own)).toEqual(paragraphs(seed).filter((text) => !naming(text)));
  });
});
