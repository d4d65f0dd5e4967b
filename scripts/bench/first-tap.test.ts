// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  FIRST_TAP_PAGES,
  FIRST_TAP_TARGETS,
  type Row,
  TAP_CONTROLS,
  type TapPoint,
  type TapRun,
  blankRun,
  describeTarget,
  isLive,
  liveCell,
  liveSignalOf,
  placeTap,
  pointCell,
  recorderScript,
  responseCell,
  rowCells,
  verdict,
} from "./first-tap.ts";

describe("TAP_CONTROLS", () => {
  it("name only kinds of page that are tapped on", () => {
    const kinds = new Set<string>(FIRST_TAP_PAGES.map((page) => page.kind));
    for (const control of TAP_CONTROLS) {
      if (control.kinds !== "every")
        for (const kind of control.kinds) expect(kinds).toContain(kind);
    }
  });

  it("send their check to the page as a script that parses", () => {
    for (const control of TAP_CONTROLS) {
      const script = recorderScript(control, { kind: "island", index: 2, client: "visible" });
      expect(() => new Function(script)).not.toThrow();
      expect(script).toContain('{"kind":"island","index":2,"client":"visible"}');
      expect(script).toContain("requestAnimationFrame");
      expect(script).toContain("first-contentful-paint");
      expect(script).toContain('"__benchFirstTapReport"');
    }
  });
});

describe("liveSignalOf and isLive", () => {
  it("wait for the whole document on a page without islands (React Router)", () => {
    document.documentElement.removeAttribute("data-hydrated");
    document.body.innerHTML = '<button id="menu">Open menu</button>';
    const signal = liveSignalOf(document.querySelector("#menu")!);
    expect(signal).toEqual({ kind: "document" });
    expect(isLive(signal)).toBe(false);
    document.documentElement.dataset.hydrated = "true";
    expect(isLive(signal)).toBe(true);
    document.documentElement.removeAttribute("data-hydrated");
  });

  it("wait for the control's own island on Astro, not another one", () => {
    document.body.innerHTML =
      '<astro-island client="first-use"><aside data-live="true">Chat</aside></astro-island>' +
      '<astro-island client="visible"><div class="tab-set"><a href="#features">Features</a></div></astro-island>';
    const signal = liveSignalOf(document.querySelector('a[href="#features"]')!);
    expect(signal).toEqual({ kind: "island", index: 1, client: "visible" });
    expect(isLive(signal)).toBe(false);
    document.querySelector(".tab-set")!.setAttribute("data-live", "");
    expect(isLive(signal)).toBe(true);
  });

  it("need no script for a control outside every island", () => {
    document.body.innerHTML =
      '<button popovertarget="menu">Open menu</button><astro-island client="first-use"></astro-island>';
    const signal = liveSignalOf(document.querySelector("button")!);
    expect(signal).toEqual({ kind: "none" });
    expect(isLive(signal)).toBe(false);
    expect(
      liveCell(row([run(30)], { point: { ...(row([]).point as TapPoint), live: signal } })),
    ).toBe("no script needed");
  });
});

describe("describeTarget", () => {
  it("names the control around what was hit", () => {
    document.body.innerHTML =
      '<a id="features-tab" href="#features"><span>Features</span></a>' +
      '<button type="button" aria-label="Chat with us"><svg></svg></button>' +
      "<p>Plain   text</p>";
    expect(describeTarget(document.querySelector("span"))).toBe(
      'a#features-tab[href="#features"] "Features"',
    );
    expect(describeTarget(document.querySelector("svg"))).toBe('button "Chat with us"');
    expect(describeTarget(document.querySelector("p"))).toBe('p "Plain text"');
    expect(describeTarget(null)).toBe("nothing");
  });
});

describe("placeTap", () => {
  const viewport = { width: 360, height: 800 };

  it("taps the centre of a box in the first view", () => {
    expect(placeTap({ x: 300, y: 10, width: 44, height: 44 }, viewport)).toEqual({
      box: { x: 300, y: 10, width: 44, height: 44 },
      x: 322,
      y: 32,
      inFirstView: true,
      visible: 1,
    });
  });

  it("says how much of a box at the fold is in view", () => {
    const place = placeTap({ x: 125, y: 774, width: 100, height: 44 }, viewport);
    expect(place).toMatchObject({ x: 175, y: 796, inFirstView: true });
    expect(place.visible).toBeCloseTo(26 / 44);
  });

  it("puts a box below the fold out of the first view", () => {
    expect(placeTap({ x: 125, y: 790, width: 100, height: 44 }, viewport)).toMatchObject({
      y: 812,
      inFirstView: false,
    });
    expect(placeTap({ x: 125, y: 900, width: 100, height: 44 }, viewport).visible).toBe(0);
  });
});

const point = (box: { x: number; y: number; width: number; height: number }): TapPoint => ({
  ...placeTap(box),
  control: "button",
  hits: "button",
  onControl: true,
  live: { kind: "document" },
});

const run = (tapToResponse: number, extra: Partial<TapRun> = {}): TapRun => ({
  ...blankRun("ok"),
  fcpToSent: 20,
  fcpToTap: 200,
  tapToResponse,
  fcpToResponse: 200 + tapToResponse,
  fcpToLive: 1500,
  ...extra,
});

const row = (runs: TapRun[], extra: Partial<Row> = {}): Row => ({
  page: FIRST_TAP_PAGES[0]!,
  control: TAP_CONTROLS[0]!,
  runs,
  point: point({ x: 300, y: 10, width: 44, height: 44 }),
  ...extra,
});

describe("responseCell", () => {
  it("gives the median and the worst of in-page responses", () => {
    expect(responseCell([run(40), run(60), run(90)])).toBe("60 ms (worst 90 ms)");
  });

  it("marks responses shown by a new page", () => {
    expect(responseCell([run(900, { navigated: true }), run(1100, { navigated: true })])).toBe(
      "1.00 s (page load)",
    );
    expect(responseCell([run(40), run(1200, { navigated: true })])).toBe(
      "40 ms (worst 40 ms); 1.20 s (page load, 1 of 2)",
    );
  });

  it("says n/a without a response", () => {
    expect(responseCell([blankRun("lost")])).toBe("n/a");
  });
});

describe("verdict", () => {
  it("passes taps that all work within the target", () => {
    expect(verdict(row([run(40), run(FIRST_TAP_TARGETS.tapToResponseMs)]))).toBe("PASS");
  });

  it("fails a slow median or a lost tap", () => {
    expect(verdict(row([run(40), run(150), run(170)]))).toBe("FAIL");
    expect(verdict(row([run(40), blankRun("lost")]))).toBe("FAIL");
  });

  it("does not hold a link followed before the script is live to the target", () => {
    expect(verdict(row([run(1200, { navigated: true }), run(1300, { navigated: true })]))).toBe(
      "PASS",
    );
    expect(verdict(row([run(1200, { navigated: true, jsLive: true })]))).toBe("FAIL");
  });

  it("names rows that were not tapped", () => {
    expect(verdict(row([], { point: "the warm-up load has no such control" }))).toBe("missing");
    expect(verdict(row([], { point: point({ x: 125, y: 900, width: 100, height: 44 }) }))).toBe(
      "not in first view",
    );
    expect(verdict(row([], { skipped: "/ answered 500" }))).toBe("not run");
  });
});

describe("rowCells", () => {
  it("fills a tapped row", () => {
    expect(rowCells(row([run(40), run(60), run(90)]))).toEqual([
      "home",
      "/",
      "Menu button",
      "322, 32",
      "20 ms",
      "200 ms",
      "60 ms (worst 90 ms)",
      "260 ms",
      "1.50 s",
      "0/3",
      "PASS",
    ]);
  });

  it("says where a control out of the first view is", () => {
    const cells = rowCells(row([], { point: point({ x: 125, y: 900, width: 100, height: 44 }) }));
    expect(cells[3]).toBe("175, 922, not in first view");
    expect(cells.at(-1)).toBe("not in first view");
  });

  it("gives the share in view of a control at the fold", () => {
    expect(pointCell(point({ x: 125, y: 774, width: 100, height: 44 }))).toBe(
      "175, 796 (59% in view)",
    );
  });
});
