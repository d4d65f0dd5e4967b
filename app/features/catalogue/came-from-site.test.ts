import { describe, expect, it } from "vitest";
import { type TabHistory, cameFromThisSite } from "./came-from-site";

const origin = "https://www.example.in";

describe("whether the visitor came from a page of this site", () => {
  it.each<[string, Partial<TabHistory>, boolean]>([
    ["the Navigation API has a page of this site before", { canGoBack: true }, true],
    [
      "the Navigation API has none (first page, or after another site)",
      { canGoBack: false },
      false,
    ],
    ["a page of this site led here", { referrer: `${origin}/category/civil` }, true],
    ["another site led here", { referrer: "https://www.google.com/" }, false],
    ["nothing led here (typed or bookmarked)", { referrer: "" }, false],
    ["a page of this site opened it in a new tab", { referrer: `${origin}/`, length: 1 }, false],
    ["the referrer is no URL", { referrer: "not a url" }, false],
  ])("%s: %s", (_case, tab, expected) => {
    expect(cameFromThisSite({ referrer: "", origin, length: 3, ...tab })).toBe(expected);
  });
});
