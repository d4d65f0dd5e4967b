import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allPagePaths } from "./lookups";
import { categories, projects, services } from "~/content/data";
import { STATIC_PAGE_PATHS } from "./paths";

const PAGES_DIR = path.resolve(import.meta.dirname, "../pages");
/** Where the host renders a prerendered page on request (server/app.ts), never an address. */
const RENDERED = "rendered";
/** Pages that are not pages a visitor browses to: not found, the no-script chat, unsubscribing. */
const NOT_PAGES = ["/404", "/chat", "/unsubscribe"];
/** Of those, the prerendered one (out of the sitemap), whose form posts to its twin. */
const PRERENDERED_UNLISTED = ["/chat"];

/** Each .astro page file under `folder`, as its address: "/about", "/category/[categoryId]". */
function pageFiles(folder: string, { skip }: { skip?: string } = {}): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".astro") && file.split(path.sep)[0] !== skip)
    .map(
      (file) =>
        `/${file
          .replace(/\.astro$/, "")
          .split(path.sep)
          .join("/")}`,
    )
    .map((file) => (file === "/index" ? "/" : file.replace(/\/index$/, "")));
}

const published = pageFiles(PAGES_DIR, { skip: RENDERED }).filter(
  (file) => !NOT_PAGES.includes(file),
);
const matcher = (file: string) =>
  new RegExp(`^${file.replace(/\[[^\]/]+\]/g, "[^/]+").replace(/[.]/g, "\\.")}$`);

describe("the page list", () => {
  it("is the page files without parameters, so the sitemap and link checks agree with them", () => {
    const fixed = published.filter((file) => !file.includes("["));
    expect([...STATIC_PAGE_PATHS].sort()).toEqual(fixed.sort());
  });

  it("has a page file for every page of the content, and every page file has pages", () => {
    const matchers = published.map((file) => ({ file, test: matcher(file) }));
    const unmatched = allPagePaths({ categories, services, projects }).filter(
      (page) => !matchers.some(({ test }) => test.test(page)),
    );
    expect(unmatched).toEqual([]);
    const unused = matchers.filter(
      ({ test }) =>
        !allPagePaths({ categories, services, projects }).some((page) => test.test(page)),
    );
    expect(unused.map(({ file }) => file)).toEqual([]);
  });

  it("gives every prerendered page file a twin the host renders on request", () => {
    const twins = pageFiles(path.join(PAGES_DIR, RENDERED));
    expect(twins.sort()).toEqual([...published, ...PRERENDERED_UNLISTED].sort());
  });
});
