import Markdoc, { type Node } from "@markdoc/markdoc";

/*
 * A legal page's file (content/legal/<name>.mdoc, edited as rich text in Keystatic): YAML
 * frontmatter with the title, the description and the date, then a Markdoc body holding the
 * introduction, then for each section a level-2 heading, its paragraphs and, optionally, one
 * bullet list. This turns the body into the page's structure, noting anything the page does not
 * show (another heading level, a table, bold text, a numbered list...) with its line in the file.
 */

/** What a legal page may hold, as the problems say it. */
export const LEGAL_BODY_RULE =
  "a legal page holds only paragraphs, level-2 headings (## Heading) and bullet lists (- item), in plain text";

export interface LegalBody {
  intro: string | undefined;
  sections: { heading: string; paragraphs: string[]; list?: string[] }[];
}

export interface ParsedLegalBody {
  body: LegalBody;
  /** The line in the file of each text, by its path in the page ("intro", "sections.0.heading"). */
  lines: Map<string, number>;
  problems: { line: number; message: string }[];
}

/** Keystatic's own split (its loadDataFile): a first line "---", the YAML, a line "---". */
const FRONTMATTER = /^---(?:\r?\n([^]*?))?\r?\n---\r?\n?/;

/** The frontmatter's YAML and the body, with the line of the file the body starts on. */
export function splitFrontmatter(
  source: string,
): { frontmatter: string; body: string; bodyLine: number } | undefined {
  const match = FRONTMATTER.exec(source);
  if (!match) return undefined;
  return {
    frontmatter: match[1] ?? "",
    body: source.slice(match[0].length),
    bodyLine: match[0].split("\n").length,
  };
}

const BLOCKS: Record<string, string> = {
  table: "a table",
  fence: "a code block",
  code: "a code block",
  blockquote: "a quotation",
  hr: "a divider",
  image: "an image",
  comment: "a comment",
};
const INLINES: Record<string, string> = {
  strong: "bold text",
  em: "italic text",
  s: "struck-through text",
  code: "code",
  link: "a link",
  image: "an image",
  hardbreak: "a forced line break",
};

function describe(node: Node): string {
  if (node.type === "heading") {
    const level = Number(node.attributes.level);
    return `a level-${level} heading (${"#".repeat(level)})`;
  }
  if (node.type === "list") return node.attributes.ordered ? "a numbered list" : "a nested list";
  if (node.type === "tag") return `a {% ${node.tag ?? ""} %} tag`;
  return BLOCKS[node.type] ?? INLINES[node.type] ?? `a ${node.type}`;
}

/**
 * The body of a legal page as its structure. `firstLine` is the line of the file the body starts
 * on, so that every problem and every text names its line in the file.
 */
export function parseLegalBody(source: string, firstLine: number): ParsedLegalBody {
  const ast = Markdoc.parse(source);
  const lines = new Map<string, number>();
  const problems: { line: number; message: string }[] = [];
  const lineOf = (node: Node) => firstLine + (node.lines[0] ?? 0);
  const problem = (node: Node | number, message: string) =>
    problems.push({ line: typeof node === "number" ? node : lineOf(node), message });
  const notAllowed = (node: Node) =>
    problem(node, `${describe(node)} is not allowed: ${LEGAL_BODY_RULE}`);

  // Markdoc's own checks: a tag it does not know, a tag left open...
  for (const error of Markdoc.validate(ast)) {
    if (error.error.level === "error" || error.error.level === "critical") {
      problem(firstLine + (error.lines[0] ?? 0), `${error.error.message}: ${LEGAL_BODY_RULE}`);
    }
  }
  const reported = new Set(problems.map((p) => p.line));

  /** The plain text of an inline node; anything else in it is noted. */
  const plain = (inline: Node): string => {
    let text = "";
    for (const child of inline.children) {
      if (child.type === "text") text += String(child.attributes.content ?? "");
      else if (child.type === "softbreak") text += " ";
      else {
        if (!reported.has(lineOf(child))) notAllowed(child);
        text += child.children.length > 0 ? plain(child) : "";
      }
    }
    return text.replace(/\s+/g, " ").trim();
  };
  /** The text of a paragraph, a heading or a list item: one inline node. */
  const textOf = (node: Node): string => {
    const parts: string[] = [];
    for (const child of node.children) {
      if (child.type === "inline") parts.push(plain(child));
      else if (child.type === "paragraph" && node.type === "item") parts.push(textOf(child));
      else if (!reported.has(lineOf(child))) notAllowed(child);
    }
    return parts.join(" ");
  };

  const body: LegalBody = { intro: undefined, sections: [] };
  let section: LegalBody["sections"][number] | undefined;
  for (const node of ast.children) {
    const at = lineOf(node);
    if (node.type === "heading" && node.attributes.level === 2) {
      if (section && section.paragraphs.length === 0) {
        problem(
          lines.get(`sections.${body.sections.length - 1}.heading`) ?? at,
          `the section "${section.heading}" has no paragraph: every heading is followed by at least one`,
        );
      }
      section = { heading: textOf(node), paragraphs: [] };
      body.sections.push(section);
      const prefix = `sections.${body.sections.length - 1}`;
      lines.set(`${prefix}.heading`, at);
      lines.set(`${prefix}.paragraphs`, at);
      lines.set(prefix, at);
    } else if (node.type === "paragraph") {
      if (!section) {
        if (body.intro === undefined) {
          body.intro = textOf(node);
          lines.set("intro", at);
        } else {
          problem(
            node,
            "a second paragraph before the first heading: the introduction is one paragraph, and the rest of the text goes into sections, each under a level-2 heading (## Heading)",
          );
        }
      } else if (section.list) {
        problem(
          node,
          `a paragraph after the list of the section "${section.heading}": a section's list comes after all of its paragraphs`,
        );
      } else {
        lines.set(
          `sections.${body.sections.length - 1}.paragraphs.${section.paragraphs.length}`,
          at,
        );
        section.paragraphs.push(textOf(node));
      }
    } else if (node.type === "list" && !node.attributes.ordered) {
      if (!section) {
        problem(
          node,
          "a list before the first heading: a list belongs to a section, after its paragraphs",
        );
      } else if (section.paragraphs.length === 0) {
        problem(
          node,
          `a list directly under the heading "${section.heading}": a section's list comes after its paragraphs`,
        );
      } else if (section.list) {
        problem(
          node,
          `a second list in the section "${section.heading}": a section has at most one`,
        );
      } else {
        const prefix = `sections.${body.sections.length - 1}.list`;
        lines.set(prefix, at);
        section.list = node.children.map((item, index) => {
          lines.set(`${prefix}.${index}`, lineOf(item));
          return textOf(item);
        });
      }
    } else if (!reported.has(at)) {
      notAllowed(node);
    }
  }
  if (section && section.paragraphs.length === 0) {
    problem(
      lines.get(`sections.${body.sections.length - 1}.heading`) ?? firstLine,
      `the section "${section.heading}" has no paragraph: every heading is followed by at least one`,
    );
  }
  if (body.intro === undefined) {
    problem(
      firstLine,
      "the page text begins with an introduction: one paragraph before the first heading",
    );
  }
  if (body.sections.length === 0) {
    problem(
      firstLine,
      "the page text has no section: each begins with a level-2 heading (## Heading)",
    );
  }
  problems.sort((a, b) => a.line - b.line);
  return { body, lines, problems };
}
