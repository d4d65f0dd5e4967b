import { describe, expect, it } from "vitest";
import {
  COLUMNS,
  LIGHTHOUSE_PAGES,
  type RunMetrics,
  inTurn,
  lighthouseTable,
  isPhotoRequest,
  meetsTargets,
  metricsOf,
  pairedDifferences,
} from "./lighthouse.ts";

const run = (lcp: number, score = 100) =>
  ({
    scores: { performance: score, accessibility: 100, "best-practices": 100, seo: 100 },
    fcp: 700,
    lcp,
    tbt: 0,
    cls: 0.0012,
    jsBytes: 2048,
    lostPoints: new Map(),
    photos: { bytes: 30_720, requests: 3, failed: 0 },
    lcpElement: "h1",
    benchmarkIndex: 1500,
  }) as RunMetrics;

describe("lighthouseTable", () => {
  it("gives one build's figures under their own names, with the targets last", () => {
    const audited = {
      runs: new Map([["site mobile home", [run(900), run(1100), run(1000)]]]),
      skipped: new Map([["site services", "/services answered 500"]]),
      retried: [],
      version: "13",
    };
    const lines = lighthouseTable({
      audited,
      mode: "mobile",
      pages: LIGHTHOUSE_PAGES.slice(0, 2),
      builds: { site: "" },
      names: Object.keys(COLUMNS),
      targets: { "Photo bytes": ["Targets", (page) => page.kind] },
    }).split("\n");
    expect(lines[0]).toBe("**Mobile (simulated throttling)**");
    expect(lines[2]).toBe(
      "| Kind | Path | Perf | A11y | BP | SEO | FCP | LCP | LCP element | TBT | CLS | JS transferred | Host index | Photo bytes | Targets |",
    );
    expect(lines[4]).toBe(
      "| home | / | 100 | 100 | 100 | 100 | 700 ms | 1.00 s | h1 | 0 ms | 0.001 | 2.0 KiB | 1,500 | 30.0 KiB (3) | home |",
    );
    expect(lines[5]).toBe(
      "| services | /services | – | – | – | – | – | – | – | – | – | – | – | – | services |",
    );
  });
});

describe("meetsTargets", () => {
  it("holds mobile LCP to its target and every judged category to 100", () => {
    expect(meetsTargets([run(1100)], "mobile", "home")).toBe(true);
    expect(meetsTargets([run(1300)], "mobile", "home")).toBe(false);
    expect(meetsTargets([run(1300)], "desktop", "home")).toBe(true);
    expect(meetsTargets([run(900, 99)], "desktop", "home")).toBe(false);
  });
});

describe("inTurn", () => {
  it("runs the builds in the order given, then the other way round, run by run", () => {
    const builds = ["external", "own"];
    expect([1, 2, 3, 4].map((run) => inTurn(builds, run).join(" "))).toEqual([
      "external own",
      "own external",
      "external own",
      "own external",
    ]);
    expect(builds).toEqual(["external", "own"]);
  });
});

describe("pairedDifferences", () => {
  it("takes b − a run by run, page by page, in the mode asked, up to the shorter list", () => {
    const audited = {
      runs: new Map([
        ["old mobile home", [run(900, 80), run(900, 90)]],
        ["new mobile home", [run(900, 99), run(900, 100), run(900, 100)]],
        ["old mobile faq", [run(900, 95)]],
        ["new mobile faq", [run(900, 94)]],
        ["old desktop home", [run(900, 10)]],
        ["new desktop home", [run(900, 20)]],
      ]),
      skipped: new Map(),
      retried: [],
      version: "13",
    };
    const perf = (one: RunMetrics) => one.scores.performance;
    expect(pairedDifferences(audited, ["old", "new"], ["home", "faq"], perf)).toEqual([19, 10, -1]);
    expect(pairedDifferences(audited, ["old", "new"], ["home"], perf, "desktop")).toEqual([10]);
    expect(pairedDifferences(audited, ["old", "new"], ["about"], perf)).toEqual([]);
  });
});

describe("isPhotoRequest", () => {
  it.each([
    ["https://images.unsplash.com/photo-1?w=640", "Image", true],
    ["http://127.0.0.1:4000/assets/photos/ab12-640.avif", "image", true],
    ["http://127.0.0.1:4000/favicon.ico", "Image", false],
    ["http://127.0.0.1:4000/favicon.svg", "Image", false],
    ["http://127.0.0.1:4000/apple-touch-icon.png", "Image", false],
    ["data:image/webp;base64,AAAA", "Image", false],
    ["http://127.0.0.1:4000/assets/app.js", "Script", false],
  ])("%s (%s) is a photo: %s", (url, type, expected) => {
    expect(isPhotoRequest(url, type)).toBe(expected);
  });
});

describe("metricsOf", () => {
  it("adds up the photos' bytes over the wire, counting the failed apart and the icons not", () => {
    const request = (url: string, transferSize: number, statusCode = 200) => ({
      url,
      resourceType: "Image",
      transferSize,
      statusCode,
      finished: true,
    });
    const items = [
      request("https://images.unsplash.com/photo-1?w=640", 10_000),
      request("http://127.0.0.1:4000/assets/photos/ab-640.avif", 2_000),
      request("http://127.0.0.1:4000/favicon.svg", 500),
      request("https://images.unsplash.com/photo-2?w=640", 0, -1),
    ];
    const lhr = {
      categories: {},
      audits: { "network-requests": { details: { items } } },
    } as unknown as Parameters<typeof metricsOf>[0];
    expect(metricsOf(lhr).photos).toEqual({ bytes: 12_000, requests: 2, failed: 1 });
  });
});
