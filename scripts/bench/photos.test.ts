import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { photoJpeg } from "../lib/image-host.ts";
import type { Audited, RunMetrics } from "./lighthouse.ts";
import {
  PHOTO_PAGES,
  builtSizes,
  numbered,
  perfNote,
  perfVerdict,
  photoBytesNote,
  photosTable,
  pointAtPort,
  verdictOf,
} from "./photos.ts";

const run = (lcp: number, performance: number, benchmarkIndex = 1500) =>
  ({
    scores: { performance },
    fcp: 700,
    lcp,
    lcpElement: "img",
    benchmarkIndex,
    photos: { bytes: 2048, requests: 2, failed: 0 },
  }) as RunMetrics;

const audited = (runs: Record<string, RunMetrics[]> = {}): Audited => ({
  runs: new Map(Object.entries(runs)),
  skipped: new Map(),
  retried: [],
  version: "13",
});

/** The home page's mobile runs of each build. */
function result(
  external: { lcp: number; performance: number }[],
  own: { lcp: number; performance: number }[],
): Audited {
  return audited({
    "external mobile home": external.map((r) => run(r.lcp, r.performance)),
    "own mobile home": own.map((r) => run(r.lcp, r.performance)),
  });
}

describe("PHOTO_PAGES", () => {
  it("are every kind of page with content, the FAQ included, and not the not-found page", () => {
    const kinds = PHOTO_PAGES.map((page) => page.kind);
    expect(kinds).toEqual([
      "home",
      "services",
      "category",
      "service",
      "projects",
      "project",
      "about",
      "contact",
      "faq",
    ]);
  });
});

describe("pointAtPort", () => {
  it("gives the image host's addresses the stand-in's port and the import's size", () => {
    const text =
      "image:\n  url: https://images.unsplash.com/photo-1\n  alt: https://example.com/\n" +
      "gallery:\n  - url: 'https://images.unsplash.com/photo-2?ixlib=rb-4.0.3'\n";
    expect(pointAtPort(text, 4443)).toBe(
      "image:\n  url: https://images.unsplash.com:4443/photo-1?w=2400&fm=jpg&q=90\n" +
        "  alt: https://example.com/\n" +
        "gallery:\n  - url: 'https://images.unsplash.com:4443/photo-2?ixlib=rb-4.0.3&w=2400&fm=jpg&q=90'\n",
    );
  });
});

describe("numbered", () => {
  it("gives each copy its own bytes and the same picture", async () => {
    const jpeg = photoJpeg(64, 48);
    const [one, two] = [numbered(jpeg, 1), numbered(jpeg, 2)];
    expect(one.equals(two)).toBe(false);
    const pixels = (image: Buffer) => sharp(image).raw().toBuffer();
    expect((await pixels(one)).equals(await pixels(jpeg))).toBe(true);
    expect((await pixels(two)).equals(await pixels(jpeg))).toBe(true);
  });
});

describe("verdictOf", () => {
  it("judges the own-origin median LCP and gives performance's paired difference", () => {
    const runs = result(
      [
        { lcp: 2000, performance: 96 },
        { lcp: 1900, performance: 97 },
        { lcp: 2100, performance: 95 },
      ],
      [
        { lcp: 1100, performance: 100 },
        { lcp: 1300, performance: 99 },
        { lcp: 1150, performance: 100 },
      ],
    );
    const judged = verdictOf(runs, "home")!;
    expect(judged).toMatchObject({ lcp: true, lower: false });
    // Differences 4, 2 and 5: mean 3.67, standard error 0.88, t(2) 4.30.
    expect(judged.interval!.mean).toBeCloseTo(3.667, 3);
    expect(judged.interval!.low).toBeCloseTo(-0.128, 2);
    expect(judged.interval!.high).toBeCloseTo(7.461, 2);
  });

  it("fails an LCP over the target and marks a lower median", () => {
    const runs = result([{ lcp: 900, performance: 100 }], [{ lcp: 1250, performance: 99 }]);
    expect(verdictOf(runs, "home")).toMatchObject({ lcp: false, lower: true });
    expect(perfVerdict(runs).pass).toBe(false);
  });

  it("compares performance as Lighthouse shows it, rounded", () => {
    const runs = result([{ lcp: 900, performance: 99.6 }], [{ lcp: 900, performance: 99.5 }]);
    expect(verdictOf(runs, "home")?.lower).toBe(false);
  });

  it("has none for a page a build did not serve", () => {
    const runs = result([{ lcp: 900, performance: 100 }], []);
    expect(verdictOf(runs, "home")).toBeUndefined();
    expect(perfVerdict(runs).pass).toBe(false);
  });
});

describe("perfVerdict", () => {
  /** Every photo page's mobile runs, own scoring `own(kind, run)` and external 90 throughout. */
  function everyPage(own: (page: number, run: number) => number, runs = 3): Audited {
    const byKey: Record<string, RunMetrics[]> = {};
    PHOTO_PAGES.forEach((page, i) => {
      const series = Array.from({ length: runs }, (_, run) => run);
      byKey[`external mobile ${page.kind}`] = series.map(() => run(1000, 90));
      byKey[`own mobile ${page.kind}`] = series.map((n) => run(1000, own(i, n)));
    });
    return audited(byKey);
  }

  it("passes a page whose median is lower when the runs as a whole are not", () => {
    // Home 3 points lower in every run; the others up and down around the same score.
    const runs = everyPage((page, run) => (page === 0 ? 87 : 90 + [2, -2, 1][run]!));
    const verdict = perfVerdict(runs);
    expect(verdict.lowerMedians).toEqual(["home"]);
    expect(verdict.pooled!.n).toBe(27);
    expect(verdict.notLower).toBe(true);
    expect(perfVerdict(runs).pass).toBe(true);
    expect(perfNote(runs)).toBe(
      "Performance, own − external, over all 27 paired runs of the pages: 0.0 (−0.8 to +0.7) points (mean, 95% interval): not lower, PASS. Own's median was below external's on 1 page (home).",
    );
  });

  it("fails when own is measurably lower over the pages", () => {
    const runs = everyPage((page, run) => 90 - 2 + [1, -1, 0][run]!);
    const verdict = perfVerdict(runs);
    expect(verdict.pooled!.high).toBeLessThan(0);
    expect(verdict.notLower).toBe(false);
    expect(perfVerdict(runs).pass).toBe(false);
    expect(perfNote(runs)).toContain("lower, FAIL");
  });

  it("pools a single run of each page, and under two pairs compares the rounded medians", () => {
    const once = perfVerdict(everyPage((page) => (page === 8 ? 89 : 90), 1));
    expect(once).toMatchObject({ notLower: true, lowerMedians: ["faq"] });
    expect(once.pooled!.n).toBe(9);
    const single = result([{ lcp: 900, performance: 100 }], [{ lcp: 900, performance: 99 }]);
    expect(perfVerdict(single)).toMatchObject({ pooled: undefined, notLower: false });
    expect(perfNote(single)).toBe(
      "Performance: under two paired runs, no interval. Own's median was below external's on 1 page (home): FAIL.",
    );
  });
});

describe("photosTable", () => {
  it("puts each figure of the two builds side by side, with the targets in the judged mode", () => {
    const runs = result(
      [
        { lcp: 1900, performance: 96 },
        { lcp: 1900, performance: 94 },
      ],
      [
        { lcp: 1100, performance: 100 },
        { lcp: 1100, performance: 100 },
      ],
    );
    const lines = photosTable(runs, "mobile").split("\n");
    expect(lines[0]).toBe("**Mobile (simulated throttling)**");
    expect(lines[2]).toBe(
      "| Kind | Path | LCP external | LCP own origin | LCP ≤ 1.20 s (own) | Perf external | Perf own origin | Perf own − external (mean, 95%) | FCP external | FCP own origin | LCP element external | LCP element own origin | Photo bytes external | Photo bytes own origin | Host index external | Host index own origin |",
    );
    expect(lines[4]).toBe(
      "| home | / | 1.90 s | 1.10 s | PASS | 95 | 100 | +5.0 (−7.7 to +17.7) | 700 ms | 700 ms | img | img | 2.0 KiB (2) | 2.0 KiB (2) | 1,500 | 1,500 |",
    );
    expect(lines[5]).toBe(
      "| services | /services | – | – | not run | – | – | – | – | – | – | – | – | – | – | – |",
    );
  });

  it("leaves the targets out of the applied-throttling table and marks what was not run", () => {
    const lines = photosTable(result([], []), "phone").split("\n");
    expect(lines[2]).not.toContain("PASS");
    expect(lines[2]).not.toContain("≤");
    expect(lines[4]).toBe("| home | / | – | – | – | – | – | – | – | – | – | – | – | – |");
  });
});

describe("photoBytesNote", () => {
  it("adds up each build's median photo bytes over the pages on the phone and at 1280 px", () => {
    const withBytes = (bytes: number) => ({ ...run(1000, 100), photos: { bytes } }) as RunMetrics;
    const runs = audited({
      "external phone home": [withBytes(4096), withBytes(4096), withBytes(9999)],
      "own phone home": [withBytes(1024), withBytes(2048), withBytes(1024)],
      "external phone about": [withBytes(4096)],
      "own phone about": [withBytes(2048)],
      "external desktop home": [withBytes(8192)],
      "own desktop home": [withBytes(8192)],
    });
    const kinds = ["home", "about"];
    expect(photoBytesNote(runs, kinds)).toBe(
      "Photo bytes in the first view of the 2 pages (each page's median, added up): 3.0 KiB own against 8.0 KiB external (-63%) on the phone at 360 px; n/a own against n/a external (n/a) at 1280 px.",
    );
  });
});

describe("builtSizes", () => {
  it("takes the median size of each format's files at the width, in the photos' own shape", () => {
    const files = [
      { name: "aaaa-640.avif", size: 100 },
      { name: "bbbb-640.avif", size: 300 },
      { name: "cccc-640.avif", size: 200 },
      { name: "aaaa-640.jpg", size: 900 },
      { name: "aaaa-2x1-640.jpg", size: 600 },
      { name: "aaaa-1640.jpg", size: 5000 },
      { name: "aaaa-320.webp", size: 50 },
      { name: "entry.client-640.js", size: 7 },
    ];
    expect(builtSizes(files)).toEqual({ avif: 200, jpg: 900 });
  });
});
