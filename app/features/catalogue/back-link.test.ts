import { describe, expect, it } from "vitest";
import { KEEP_BACK_LINKS } from "./back-link";

const origin = "https://www.example.in";

interface Tab {
  canGoBack?: boolean;
  referrer?: string;
  length?: number;
}

/** Runs the keeper against stand-ins of the browser's globals; a click on `target` then. */
function click(tab: Tab, target = "a[data-back]", init: Partial<MouseEvent> = {}) {
  let listener: ((event: unknown) => void) | undefined;
  const history = { length: tab.length ?? 3, back: () => (went += 1) };
  let went = 0;
  let prevented = false;
  new Function("addEventListener", "self", "history", "document", "location", KEEP_BACK_LINKS)(
    (type: string, handler: (event: unknown) => void) => {
      if (type === "click") listener = handler;
    },
    tab.canGoBack === undefined ? {} : { navigation: { canGoBack: tab.canGoBack } },
    history,
    { referrer: tab.referrer ?? "" },
    { origin },
  );
  listener!({
    button: 0,
    defaultPrevented: false,
    ...init,
    target: { closest: (selector: string) => (selector === target ? {} : null) },
    preventDefault: () => (prevented = true),
  });
  return { back: went === 1, prevented };
}

describe("the Back link's keeper", () => {
  it.each<[string, Tab, boolean]>([
    ["the Navigation API has a page of this site before", { canGoBack: true }, true],
    [
      "the Navigation API has none (first page, or after another site)",
      { canGoBack: false, referrer: `${origin}/` },
      false,
    ],
    ["a page of this site led here", { referrer: `${origin}/category/civil` }, true],
    ["another site led here", { referrer: "https://www.google.com/" }, false],
    ["nothing led here (typed or bookmarked)", { referrer: "" }, false],
    ["a page of this site opened it in a new tab", { referrer: `${origin}/`, length: 1 }, false],
    ["the referrer is no URL", { referrer: "not a url" }, false],
  ])("%s: goes Back %s", (_case, tab, expected) => {
    expect(click(tab)).toEqual({ back: expected, prevented: expected });
  });

  it("leaves other links, and a click meant for a new tab or window, to the browser", () => {
    const tab = { canGoBack: true };
    expect(click(tab, "a[href]")).toEqual({ back: false, prevented: false });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(click(tab, "a[data-back]", init)).toEqual({ back: false, prevented: false });
    }
    expect(click(tab, "a[data-back]", { defaultPrevented: true })).toEqual({
      back: false,
      prevented: false,
    });
  });
});
