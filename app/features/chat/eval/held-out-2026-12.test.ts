import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { categories, projects, services } from "~/content/data";
import { allPagePaths } from "~/lib/lookups";
import { heldOutSet } from "./held-out";
import { type DecemberEntry, grade, group, readDecemberSet } from "./held-out-2026-12";
import { evalSet } from "./questions";

/* The December held-out set's shape and honesty (issue 36, "Measure it honestly"); how the chat
 * scores on it is the bench's (scripts/bench/chat-eval.ts). */

const set = readDecemberSet();
const root = path.resolve(import.meta.dirname, "../../../..");

/** An address as cited, without scheme, www, port, query, fragment or trailing slash. */
const page = (address: string) =>
  address
    .toLowerCase()
    .replace(/^https?:\/\/(www\.)?/, "")
    .replace(/:\d+(?=\/|$)/, "")
    .replace(/[?#].*$/, "")
    .replace(/\/+$/, "");
const addresses = (text: string) => [...text.matchAll(/https?:\/\/[^\s)"'`,]+/g)].map((m) => m[0]);

describe("the December held-out set", () => {
  it("holds at least 80 public questions, 15 messy inputs and 12 messages that are not requests", () => {
    const count = (kind: string) => set.filter((entry) => group(entry) === kind).length;
    expect(count("public")).toBeGreaterThanOrEqual(80);
    expect(count("messy")).toBeGreaterThanOrEqual(15);
    expect(count("other")).toBeGreaterThanOrEqual(12);
  });

  it("weights the public questions to civil, boiler and supply work", () => {
    const publicOnes = set.filter((entry) => group(entry) === "public");
    for (const topic of ["civil", "boiler", "supply"]) {
      expect(
        publicOnes.filter((entry) => entry.topic === topic).length,
        topic,
      ).toBeGreaterThanOrEqual(20);
    }
  });

  it("has unique ids and texts, none shared with the earlier sets", () => {
    expect(new Set(set.map((entry) => entry.id)).size).toBe(set.length);
    const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");
    const texts = set.map((entry) => normal(entry.text));
    expect(new Set(texts).size).toBe(texts.length);
    const earlier = new Set([...evalSet, ...heldOutSet].map((item) => normal(item.text)));
    expect(texts.filter((text) => earlier.has(text))).toEqual([]);
  });

  it("cites for every public question a page that no earlier set cites", () => {
    const earlierFiles = ["held-out.ts", "questions.ts"].map((file) =>
      readFileSync(path.join(import.meta.dirname, file), "utf8"),
    );
    const cited = new Set(earlierFiles.flatMap(addresses).map(page));
    expect(cited.size).toBeGreaterThan(50);
    for (const entry of set.filter((one) => group(one) === "public")) {
      const [address] = addresses(entry.source);
      expect(address, entry.id).toBeDefined();
      expect(cited.has(page(address!)), `${entry.id}: ${address}`).toBe(false);
    }
  });

  it("names the content that answers each answerable entry, and each pattern matches it", () => {
    const evidence = (entry: DecemberEntry) => [entry.evidence ?? []].flat();
    for (const entry of set.filter((one) => one.answerable)) {
      const files = evidence(entry);
      expect(files.length, entry.id).toBeGreaterThan(0);
      const text = files.map((file) => readFileSync(path.join(root, file), "utf8")).join("\n");
      for (const source of entry.expect) {
        expect(new RegExp(source, "i").test(text), `${entry.id}: /${source}/`).toBe(true);
      }
    }
  });

  it("links only to pages the site has", () => {
    const pages = new Set(allPagePaths({ categories, services, projects }));
    for (const entry of set.filter((one) => one.expectLink)) {
      expect(pages, entry.id).toContain(entry.expectLink);
    }
  });
});

describe("grading a reply against an entry", () => {
  const entry: DecemberEntry = {
    id: "t01",
    text: "Any vacancy for a boiler welder?",
    source: "written: test",
    kind: "job",
    topic: "company",
    answerable: true,
    expect: ["careers?", "CV"],
    forbid: ["quotation"],
  };

  it("is useful when the text and buttons the visitor sees match every pattern", () => {
    const result = grade(entry, {
      text: "Send your CV to our HR team.",
      quickReplies: [{ label: "Careers", to: "/faq#careers" }],
    });
    expect(result).toMatchObject({ useful: true, missing: [], forbidden: [], wrongServices: [] });
  });

  it("is not useful when a pattern is missing or a forbidden one matches", () => {
    expect(grade(entry, { text: "Send your CV.", quickReplies: [] })).toMatchObject({
      useful: false,
      missing: ["careers?"],
    });
    const quoted = grade(entry, {
      text: "Send your CV to careers; we send a quotation after a survey.",
      quickReplies: [{ label: "Boiler Chimney", to: "/service/boiler-chimney" }],
    });
    expect(quoted).toMatchObject({
      useful: false,
      forbidden: ["quotation"],
      wrongServices: ["/service/boiler-chimney"],
    });
  });
});
