import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { STATIC_PAGE_PATHS } from "./paths";

/** Routes that are not pages a visitor browses to: the no-script chat answer and unsubscribing. */
const NOT_PAGES = ["/chat", "/unsubscribe"];

describe("the page list", () => {
  it("is the route table's pages without parameters, so the sitemap and link checks agree with it", () => {
    const pages = routes
      .filter((route) => route.file.endsWith(".tsx") && !/[:*]/.test(route.path ?? ""))
      .map((route) => (route.index ? "/" : `/${route.path}`))
      .filter((path) => !NOT_PAGES.includes(path));
    expect([...STATIC_PAGE_PATHS].sort()).toEqual(pages.sort());
  });
});
