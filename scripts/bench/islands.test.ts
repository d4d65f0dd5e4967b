import { describe, expect, it } from "vitest";
import { FIRST_TAP_PAGES, type Row, TAP_CONTROLS, type TapRun, blankRun } from "./first-tap.ts";
import { type Audited, LIGHTHOUSE_PAGES, type RunMetrics } from "./lighthouse.ts";
import {
  TARGETS,
  hostIndexNote,
  lighthouseComparison,
  lighthouseVerdict,
  pageVerdict,
  responseDifferences,
  scriptBytesNote,
  tapComparison,
  tapVerdict,
  onlyAdded,
} from "./islands.ts";

const lhRun = (performance: number, extra: Partial<RunMetrics> = {}) =>
  ({
    scores: { performance, accessibility: 100, "best-practices": 100, seo: 100 },
    fcp: 800,
    lcp: 900,
    tbt: 20,
    cls: 0,
    jsBytes: 0,
    lcpElement: "h1",
    benchmarkIndex: 1500,
    lostPoints: new Map(),
    photos: { bytes: 0, requests: 0, failed: 0 },
    ...extra,
  }) as RunMetrics;

const audited = (runs: Record<string, RunMetrics[]>): Audited => ({
  runs: new Map(Object.entries(runs)),
  skipped: new Map(),
  retried: [],
  version: "13",
});

/** Every page kind with the same runs of each build. */
const everyPage = (old: RunMetrics[], fresh: RunMetrics[]) =>
  audited(
    Object.fromEntries(
      LIGHTHOUSE_PAGES.flatMap((page) => [
        [`old mobile ${page.kind}`, old],
        [`new mobile ${page.kind}`, fresh],
      ]),
    ),
  );

describe("pageVerdict", () => {
  it("holds the new build's medians to the issue's targets and gives the paired difference", () => {
    const runs = audited({
      "old mobile home": [lhRun(80), lhRun(84)],
      "new mobile home": [lhRun(99), lhRun(100, { tbt: 40 })],
    });
    expect(pageVerdict(runs, "home")).toEqual({
      tbt: true,
      lcp: true,
      performance: true,
      higher: true,
      interval: expect.objectContaining({ mean: 17.5, n: 2 }),
    });
  });

  it("fails TBT, LCP and performance over their targets", () => {
    const slow = lhRun(TARGETS.performance - 1, { tbt: 51, lcp: 1101 });
    const runs = audited({ "old mobile home": [lhRun(90)], "new mobile home": [slow] });
    expect(pageVerdict(runs, "home")).toMatchObject({
      tbt: false,
      lcp: false,
      performance: false,
      higher: true,
      interval: undefined,
    });
  });

  it("has none for a page a build did not serve", () => {
    expect(pageVerdict(audited({ "new mobile home": [lhRun(100)] }), "home")).toBeUndefined();
  });
});

describe("lighthouseVerdict", () => {
  it("passes when every page meets the targets and new is measurably higher over the pairs", () => {
    const verdict = lighthouseVerdict(everyPage([lhRun(80), lhRun(90)], [lhRun(99), lhRun(100)]));
    expect(verdict).toMatchObject({ targets: true, higher: true, pass: true });
    expect(verdict.pooled?.n).toBe(2 * LIGHTHOUSE_PAGES.length);
  });

  it("fails when new is not measurably higher, even with every target met", () => {
    const verdict = lighthouseVerdict(everyPage([lhRun(100), lhRun(99)], [lhRun(99), lhRun(100)]));
    expect(verdict).toMatchObject({ targets: true, higher: false, pass: false });
  });

  it("compares the rounded medians with one run a page", () => {
    expect(lighthouseVerdict(audited({ "old mobile home": [lhRun(90)] })).pass).toBe(false);
    const one = audited({ "old mobile home": [lhRun(90)], "new mobile home": [lhRun(99)] });
    // One pair in all: no interval, the page's medians.
    expect(lighthouseVerdict(one)).toMatchObject({ pooled: undefined, higher: true, pass: true });
  });
});

describe("lighthouseComparison", () => {
  it("sets both builds side by side with the new build's targets", () => {
    const lines = lighthouseComparison(
      everyPage([lhRun(80, { jsBytes: 120 * 1024 })], [lhRun(100, { tbt: 60 })]),
    ).split("\n");
    expect(lines[0]).toBe("**Mobile (simulated throttling)**");
    const header = lines[2]!.split(" | ");
    expect(header.slice(0, 6)).toEqual([
      "| Kind",
      "Path",
      "Perf old",
      "Perf new",
      `Perf new ≥ ${TARGETS.performance}; new − old (mean, 95%)`,
      "TBT old",
    ]);
    expect(header).toContain("JS transferred old");
    expect(lines[4]).toContain("| 80 | 100 | PASS | 20 ms | 60 ms | FAIL |");
    expect(lines[4]).toContain("| 120.0 KiB | 0 B |");
  });
});

describe("notes", () => {
  it("give the host's benchmarkIndex of each build's runs", () => {
    const runs = everyPage([lhRun(90, { benchmarkIndex: 1400 })], [lhRun(99)]);
    expect(hostIndexNote(runs)).toContain("old build's runs 1,400 (1,400–1,400, 10 runs)");
    expect(hostIndexNote(runs)).toContain("new build's runs 1,500 (1,500–1,500, 10 runs)");
  });

  it("add up the script bytes before interaction and name the pages with none", () => {
    const runs = audited({
      "old mobile home": [lhRun(90, { jsBytes: 1024 })],
      "old mobile faq": [lhRun(90, { jsBytes: 2048 })],
      "new mobile home": [lhRun(99)],
      "new mobile faq": [lhRun(99, { jsBytes: 512 })],
    });
    expect(scriptBytesNote(runs)).toContain(
      "3.0 KiB old against 512 B new over the 2 page kinds both builds served",
    );
    expect(scriptBytesNote(runs)).toContain(
      "no script file: home on the new build, none on the old",
    );
  });
});

const tap = (tapToResponse: number, extra: Partial<TapRun> = {}): TapRun => ({
  ...blankRun("ok"),
  tapToResponse,
  ...extra,
});
const point = {
  box: { x: 300, y: 10, width: 44, height: 44 },
  ...{ x: 322, y: 32, inFirstView: true, visible: 1 },
  ...{ control: "button", hits: "button", onControl: true },
};
const tapRow = (runs: TapRun[], live: "document" | "none" = "document"): Row => ({
  page: FIRST_TAP_PAGES[0]!,
  control: TAP_CONTROLS[0]!,
  runs,
  point: { ...point, live: { kind: live } },
});

describe("responseDifferences", () => {
  it("pairs the runs in order and leaves out a pair with a lost tap", () => {
    expect(
      responseDifferences([tap(50), blankRun("lost"), tap(30)], [tap(20), tap(25), tap(40)]),
    ).toEqual([-30, 10]);
  });
});

describe("tapVerdict", () => {
  it("passes responses no worse and no tap lost", () => {
    const verdict = tapVerdict([tapRow([tap(40), tap(60)])], [tapRow([tap(30), tap(65)], "none")]);
    expect(verdict).toMatchObject({ lost: 0, noWorse: true, pass: true });
    expect(verdict.pooled?.n).toBe(2);
  });

  it("fails a lost tap on the new build", () => {
    const verdict = tapVerdict([tapRow([tap(40)])], [tapRow([blankRun("lost")])]);
    expect(verdict).toMatchObject({ lost: 1, pass: false });
  });

  it("fails responses measurably slower, and under two pairs a slower median", () => {
    const slower = tapVerdict(
      [tapRow([tap(20), tap(22), tap(21)])],
      [tapRow([tap(60), tap(61), tap(63)])],
    );
    expect(slower).toMatchObject({ noWorse: false, pass: false });
    const one = tapVerdict([tapRow([tap(20)])], [tapRow([tap(30)])]);
    expect(one).toMatchObject({ pooled: undefined, noWorse: false });
    expect(one.slower).toHaveLength(1);
  });
});

describe("tapComparison", () => {
  it("gives each row's figures of both builds and the paired difference", () => {
    const lines = tapComparison(
      [tapRow([tap(40, { fcpToLive: 1800 }), tap(60, { fcpToLive: 2000 })])],
      [tapRow([tap(30), tap(50)], "none")],
    ).split("\n");
    expect(lines[0]).toBe(
      "| Kind | Control | Lost old | Lost new | Tap arrives → response old | Tap arrives → response new | Response new − old (mean, 95%) | FCP → JS live old | FCP → JS live new |",
    );
    expect(lines[2]).toBe(
      "| home | Menu button | 0/2 | 0/2 | 50 ms (worst 60 ms) | 40 ms (worst 50 ms) | −10.0 (−10.0 to −10.0) ms | 1.90 s | no script needed |",
    );
  });

  it("says a control out of the first view was not tapped, in either build", () => {
    const below = {
      ...tapRow([]),
      point: { ...point, y: 1239, inFirstView: false, live: { kind: "none" as const } },
    };
    const lines = tapComparison([below], [below]).split("\n");
    expect(lines[2]).toBe(
      "| home | Menu button | not in first view | not in first view | not in first view | not in first view | – | not in first view | not in first view |",
    );
    expect(tapVerdict([below], [below])).toMatchObject({ lost: 0, pass: true });
  });

  it("says why a row was not tapped", () => {
    const missing = { ...tapRow([]), point: "the warm-up load shows no such control" };
    const lines = tapComparison([tapRow([tap(40)])], [missing]).split("\n");
    expect(lines[2]).toBe(
      "| home | Menu button | 0/1 | missing | 40 ms (worst 40 ms) | missing | – | n/a | missing |",
    );
  });
});

describe("onlyAdded", () => {
  it("takes a content file that gained fields as showing the same pages", () => {
    const earlier = { title: "Our Projects", seo: { title: "Projects" }, list: ["a", "b"] };
    const later = { ...earlier, allProjects: "All projects", seo: { title: "Projects", x: 1 } };
    expect(onlyAdded(earlier, later)).toBe(true);
  });

  it("refuses a changed, removed or reordered word", () => {
    const earlier = { title: "Our Projects", list: ["a", "b"] };
    expect(onlyAdded(earlier, { title: "Projects", list: ["a", "b"] })).toBe(false);
    expect(onlyAdded(earlier, { list: ["a", "b"] })).toBe(false);
    expect(onlyAdded(earlier, { title: "Our Projects", list: ["b", "a"] })).toBe(false);
  });
});
