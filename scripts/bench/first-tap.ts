/**
 * First tap: on a cold mobile load of each kind of page, tap a control as soon
 * as the first contentful paint is there, and time how long the page takes to
 * show the tap's effect, and whether it shows it at all (a tap that lands
 * before the page's JavaScript is live must still work). Playwright's Chromium
 * with Lighthouse's mobile throttling, the image host's stand-in, and our own
 * server; medians over a few runs, each in a fresh context (cold cache).
 */
import { type Browser, type Locator, type Page, chromium } from "@playwright/test";
import { existsSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startImageHost } from "./image-host.ts";
import {
  type BenchPage,
  CHROME_PATH_DEFAULT,
  LIGHTHOUSE_PAGES,
  chromeFlags,
  pageProblem,
} from "./lighthouse.ts";
import { type Section, formatMs, median, passFail, table } from "./report.ts";
import { startSite, tempDir } from "./servers.ts";

/** The kinds of page tapped on: all of Lighthouse's but the not-found page. */
export const FIRST_TAP_PAGES = LIGHTHOUSE_PAGES.filter((page) => page.kind !== "not-found");
type PageKind = (typeof FIRST_TAP_PAGES)[number]["kind"];

export interface TapControl {
  /** As the report names it. */
  name: string;
  /** The kinds of page that have it. */
  kinds: "every" | readonly PageKind[];
  /** The control; the first match is tapped. */
  locate: (page: Page) => Locator;
  /**
   * True once the tap has taken effect. Runs in the page on every animation
   * frame, so it must be self-contained (it is sent as source text).
   */
  responded: () => boolean;
}

/** What is tapped, where, and what shows that the tap worked. Edit here to add a control. */
export const TAP_CONTROLS: readonly TapControl[] = [
  {
    name: "Menu button",
    kinds: "every",
    locate: (page) => page.getByRole("button", { name: "Open menu" }),
    responded: () => document.querySelector('nav[aria-label="Mobile"]')?.checkVisibility() === true,
  },
  {
    // A link to #features before the script runs, a tab after: found by its href either way.
    name: "Features tab",
    kinds: ["service"],
    locate: (page) => page.locator('a[href="#features"]'),
    responded: () =>
      document.querySelector("#features")?.checkVisibility() === true &&
      document.querySelector("#overview")?.checkVisibility() !== true,
  },
  {
    name: "Boiler Systems filter",
    kinds: ["projects"],
    locate: (page) => page.locator('a[href*="category=boiler"]'),
    responded: () =>
      location.search.includes("category=boiler") &&
      document.querySelectorAll("[data-project-category]:not([data-project-category=boiler])")
        .length === 0,
  },
  {
    name: "Chat toggle",
    kinds: ["contact"],
    locate: (page) => page.getByRole("button", { name: /^Chat with us/ }),
    responded: () => document.querySelector("#chat-window")?.checkVisibility() === true,
  },
];

export const FIRST_TAP_TARGETS = { tapToResponseMs: 100, lost: 0 };

/** Lighthouse's mobile throttling (its simulated settings), applied through the DevTools protocol. */
export const MOBILE_THROTTLING = {
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
} as const;

/** Lighthouse's mobile screen: 360 × 800 at 1.75 device pixels per CSS pixel, with touch. */
const VIEWPORT = { width: 360, height: 800, deviceScaleFactor: 1.75 } as const;

const TAP_TIMEOUT_MS = 5_000;
/** How long after the tap its effect may take before the tap counts as lost. */
const RESPONSE_TIMEOUT_MS = 5_000;
const LOAD_TIMEOUT_MS = 30_000;
/** How long to wait for the page's JavaScript to be live, after the tap and after the load event. */
const HYDRATION_TIMEOUT_MS = 10_000;
const HYDRATION_AFTER_LOAD_MS = 3_000;

/** Where the in-page recorder keeps its state (sessionStorage, so it outlives a navigation). */
const STATE_KEY = "__benchFirstTap";

/** Times are the page's clock (performance.timeOrigin + performance.now()), comparable across documents. */
interface PageState {
  /** Documents loaded in the tab: 2 or more when the tap navigated. */
  documents: number;
  /** The first pointerdown or touchstart (the event's timeStamp). */
  tapAt: number | null;
  /** The first animation frame after the tap at which `responded` held. */
  respondedAt: number | null;
  /** `responded` held before any tap: the control's check cannot tell the tap's effect. */
  respondedBeforeTap: boolean;
  /** When the first document's <html> got data-hydrated="true". */
  hydratedAt: number | null;
}

/**
 * The recorder, run in every document of the tab before the page's own scripts
 * (an init script, which the site's CSP does not apply to). Sent as source text
 * with the control's `responded` inlined, so it uses nothing from outside.
 */
function recorder(responded: () => boolean, key: string): void {
  if (window !== window.top || !location.protocol.startsWith("http")) return;
  const now = () => performance.timeOrigin + performance.now();
  let state: PageState;
  try {
    state = (JSON.parse(sessionStorage.getItem(key) ?? "null") as PageState | null) ?? {
      documents: 0,
      tapAt: null,
      respondedAt: null,
      respondedBeforeTap: false,
      hydratedAt: null,
    };
  } catch {
    return;
  }
  state.documents++;
  const firstDocument = state.documents === 1;
  const save = () => sessionStorage.setItem(key, JSON.stringify(state));
  save();

  const onInput = (event: Event) => {
    if (state.tapAt !== null) return;
    state.tapAt = performance.timeOrigin + event.timeStamp;
    save();
  };
  for (const type of ["pointerdown", "touchstart"]) {
    addEventListener(type, onInput, { capture: true, passive: true });
  }

  const hydrated = () => document.documentElement?.dataset.hydrated === "true";
  const noteHydrated = () => {
    if (!firstDocument || state.hydratedAt !== null || !hydrated()) return;
    state.hydratedAt = now();
    save();
  };
  // <html> does not exist yet when this runs: watch the whole document for the attribute.
  new MutationObserver(noteHydrated).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ["data-hydrated"],
  });

  const frame = () => {
    noteHydrated();
    if (state.respondedAt !== null) return;
    let ok = false;
    try {
      ok = responded();
    } catch {
      // The page is not far enough along for the check.
    }
    if (ok && state.tapAt === null && !state.respondedBeforeTap) {
      state.respondedBeforeTap = true;
      save();
    } else if (ok && state.tapAt !== null) {
      state.respondedAt = now();
      save();
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

export function recorderScript(control: TapControl): string {
  return `(${recorder.toString()})(${control.responded.toString()}, ${JSON.stringify(STATE_KEY)});`;
}

async function readState(page: Page): Promise<PageState | null> {
  try {
    return await page.evaluate(
      (key) => JSON.parse(sessionStorage.getItem(key) ?? "null") as PageState | null,
      STATE_KEY,
    );
  } catch {
    // The tap navigated and the new document is not there yet.
    return null;
  }
}

type Outcome = "ok" | "lost" | "missing" | "already" | "error";

interface TapRun {
  outcome: Outcome;
  fcpToTap: number;
  tapToResponse: number;
  fcpToResponse: number;
  fcpToHydrated: number;
  /** Why the run did not give a time (an error's message). */
  detail?: string;
}

const blank = (outcome: Outcome, detail?: string): TapRun => ({
  outcome,
  fcpToTap: Number.NaN,
  tapToResponse: Number.NaN,
  fcpToResponse: Number.NaN,
  fcpToHydrated: Number.NaN,
  detail,
});

const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0]!;

async function tapOnce(browser: Browser, url: string, control: TapControl): Promise<TapRun> {
  const context = await browser.newContext({
    viewport: { width: VIEWPORT.width, height: VIEWPORT.height },
    deviceScaleFactor: VIEWPORT.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript({ content: recorderScript(control) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE_THROTTLING.cpuSlowdown });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", MOBILE_THROTTLING.network);

    await page.goto(url, { waitUntil: "commit", timeout: LOAD_TIMEOUT_MS });
    const fcpHandle = await page.waitForFunction(
      () => {
        const entry = performance.getEntriesByName("first-contentful-paint")[0];
        return entry ? performance.timeOrigin + entry.startTime : 0;
      },
      undefined,
      { timeout: LOAD_TIMEOUT_MS },
    );
    const fcpAt = await fcpHandle.jsonValue();

    const locator = control.locate(page).first();
    try {
      await locator.tap({ timeout: TAP_TIMEOUT_MS });
    } catch (error) {
      const found = await locator.count().catch(() => 0);
      return found === 0
        ? blank("missing")
        : blank("lost", `the tap could not be made: ${message(error)}`);
    }

    const deadline = Date.now() + RESPONSE_TIMEOUT_MS;
    let state = await readState(page);
    while (state?.respondedAt == null && !state?.respondedBeforeTap && Date.now() < deadline) {
      await sleep(50);
      state = (await readState(page)) ?? state;
    }
    if (state?.respondedBeforeTap) return blank("already");
    if (state?.tapAt == null) return blank("lost", "the page saw no pointerdown or touchstart");
    const { tapAt } = state;

    // The page's JavaScript going live is timed in the first document only.
    const hydrationDeadline = Date.now() + HYDRATION_TIMEOUT_MS;
    let loadedAt: number | undefined;
    while (state.hydratedAt === null && state.documents === 1 && Date.now() < hydrationDeadline) {
      if (loadedAt === undefined) {
        const complete = await page
          .evaluate(() => document.readyState === "complete")
          .catch(() => false);
        if (complete) loadedAt = Date.now();
      } else if (Date.now() - loadedAt > HYDRATION_AFTER_LOAD_MS) {
        break;
      }
      await sleep(100);
      state = (await readState(page)) ?? state;
    }

    const { respondedAt, hydratedAt } = state;
    const fcpToHydrated = hydratedAt === null ? Number.NaN : hydratedAt - fcpAt;
    const fcpToTap = tapAt - fcpAt;
    if (respondedAt === null) return { ...blank("lost"), fcpToTap, fcpToHydrated };
    return {
      outcome: "ok",
      fcpToTap,
      tapToResponse: respondedAt - tapAt,
      fcpToResponse: respondedAt - fcpAt,
      fcpToHydrated,
    };
  } catch (error) {
    return blank("error", message(error));
  } finally {
    await context.close().catch(() => undefined);
  }
}

interface Row {
  page: BenchPage;
  control: TapControl;
  runs: TapRun[];
  /** Why the page was not tried (it is not in this build), if it was not. */
  skipped?: string;
}

const count = (row: Row, outcome: Outcome) =>
  row.runs.filter((run) => run.outcome === outcome).length;

const medianOf = (runs: TapRun[], pick: (run: TapRun) => number) =>
  median(runs.map(pick).filter(Number.isFinite));

/** Lost: taps that were made (or tried) and had no effect within the time allowed. */
const lostOf = (row: Row) => count(row, "lost") + count(row, "already") + count(row, "error");

function verdict(row: Row): string {
  if (row.skipped) return "not run";
  if (count(row, "missing") === row.runs.length) return "missing";
  const ok = row.runs.filter((run) => run.outcome === "ok");
  const pass =
    count(row, "missing") === 0 &&
    lostOf(row) <= FIRST_TAP_TARGETS.lost &&
    medianOf(ok, (run) => run.tapToResponse) <= FIRST_TAP_TARGETS.tapToResponseMs;
  return passFail(pass);
}

function rowCells(row: Row): string[] {
  const head = [row.page.kind, row.page.path, row.control.name];
  if (row.skipped) return [...head, "–", "–", "–", "–", "–", "–", "not run"];
  const ok = row.runs.filter((run) => run.outcome === "ok");
  const missing = count(row, "missing");
  const worst = Math.max(...ok.map((run) => run.tapToResponse));
  return [
    ...head,
    formatMs(medianOf(ok, (run) => run.fcpToResponse)),
    formatMs(medianOf(row.runs, (run) => run.fcpToTap)),
    ok.length > 0
      ? `${formatMs(medianOf(ok, (run) => run.tapToResponse))} (worst ${formatMs(worst)})`
      : "n/a",
    formatMs(medianOf(row.runs, (run) => run.fcpToHydrated)),
    `${lostOf(row)}/${row.runs.length}`,
    missing > 0 ? `${missing}/${row.runs.length}` : "0",
    verdict(row),
  ];
}

export interface FirstTapOptions {
  buildDir: string;
  runs: number;
  log: (line: string) => void;
}

export async function runFirstTap(options: FirstTapOptions): Promise<Section> {
  const chromePath = process.env.CHROME_PATH || CHROME_PATH_DEFAULT;
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (set CHROME_PATH)`);
  const dir = tempDir("firsttap");
  const imageHost = await startImageHost();
  const rows: Row[] = [];
  // Playwright sets headless mode itself.
  const flags = chromeFlags(undefined, imageHost.chromeFlags).filter(
    (flag) => !flag.startsWith("--headless"),
  );
  let browser: Browser | undefined;
  let site: Awaited<ReturnType<typeof startSite>> | undefined;
  try {
    site = await startSite({
      buildDir: options.buildDir,
      dataDir: path.join(dir, "data"),
      logFile: path.join(dir, "server.log"),
    });
    browser = await chromium.launch({ executablePath: chromePath, headless: true, args: flags });
    for (const page of FIRST_TAP_PAGES) {
      const skipped = await pageProblem(site.origin, page);
      if (skipped) options.log(`firsttap: not trying ${page.kind}: ${skipped}`);
      const controls = TAP_CONTROLS.filter(
        (control) => control.kinds === "every" || control.kinds.includes(page.kind),
      );
      for (const control of controls) {
        const row: Row = { page, control, runs: [], skipped };
        for (let run = 1; run <= (skipped ? 0 : options.runs); run++) {
          const result = await tapOnce(browser, `${site.origin}${page.path}`, control);
          row.runs.push(result);
          options.log(
            `firsttap ${page.path} ${control.name} run ${run}/${options.runs}: ${result.outcome}` +
              (result.outcome === "ok"
                ? `, tap → response ${formatMs(result.tapToResponse)}, FCP → tap ${formatMs(result.fcpToTap)}`
                : "") +
              `, FCP → JS live ${formatMs(result.fcpToHydrated)}` +
              (result.detail ? ` (${result.detail})` : ""),
          );
        }
        rows.push(row);
      }
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await site?.stop();
    await imageHost.close();
  }

  const verdicts = rows.map(verdict);
  const allPass = verdicts.every((mark) => mark === "PASS" || mark === "not run");
  const skipped = [
    ...new Set(rows.filter((row) => row.skipped).map((row) => `${row.page.kind}: ${row.skipped}`)),
  ];
  const details = rows.flatMap((row) =>
    row.runs
      .filter((run) => run.outcome !== "ok" && run.outcome !== "missing")
      .map(
        (run) =>
          `${row.page.kind} / ${row.control.name}: ${run.outcome}${run.detail ? ` (${run.detail})` : ""}`,
      ),
  );
  const served = imageHost.counts();
  const network = MOBILE_THROTTLING.network;
  return {
    title: "First tap",
    intro: [
      `Chromium at \`${chromePath}\` driven by Playwright (flags \`${flags.join(" ")}\` plus Playwright's own), against our server, with the image host's stand-in as for Lighthouse (${served.images} image requests answered). Each run is a fresh browser context (cold cache) of ${VIEWPORT.width}×${VIEWPORT.height} CSS pixels at ${VIEWPORT.deviceScaleFactor}×, mobile, with touch, and Lighthouse's mobile throttling applied through the DevTools protocol: CPU ${MOBILE_THROTTLING.cpuSlowdown}× slower, ${network.latency} ms latency, ${((network.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbit/s down, ${Math.round((network.uploadThroughput * 8) / 1024)} kbit/s up. The page is opened, and as soon as its first-contentful-paint entry exists the control is tapped (Playwright's tap, a touch). The page's clock times the tap (its first pointerdown or touchstart) and the response (the first animation frame at which the control's check holds). ${options.runs} run${options.runs === 1 ? "" : "s"} of each page and control; times are medians.`,
      `Columns: FCP → response, the time from first contentful paint until the tap's effect shows; FCP → tap, how soon after FCP the tap could be made; tap → response (and the slowest run); FCP → JS live, until the page marks itself hydrated (\`<html data-hydrated="true">\`, n/a when it never does); lost, taps with no effect within ${formatMs(RESPONSE_TIMEOUT_MS)}; missing, runs in which the control was not found.`,
      `Targets: every first tap takes effect (${FIRST_TAP_TARGETS.lost} lost, none missing) and its effect shows within ${FIRST_TAP_TARGETS.tapToResponseMs} ms of the tap (median). Overall: **${passFail(allPass)}**${skipped.length > 0 ? ` (pages not run are left out: ${skipped.join("; ")})` : ""}.`,
    ],
    tables: [
      table(
        [
          "Kind",
          "Path",
          "Control",
          "FCP → response",
          "FCP → tap",
          "Tap → response",
          "FCP → JS live",
          "Lost",
          "Missing",
          "Target",
        ],
        rows.map(rowCells),
      ),
    ],
    notes: [
      'What shows each tap\'s effect: the menu button, `nav[aria-label="Mobile"]` visible; the service page\'s Features link or tab (`a[href="#features"]`), `#features` visible and `#overview` not; the projects page\'s Boiler Systems filter (`a[href*="category=boiler"]`), `category=boiler` in the address and no card with another `data-project-category`; the contact page\'s chat toggle, `#chat-window` visible. A tap that navigates (a link followed before the script runs) is timed until the new page shows the effect.',
      "The network throttling is applied per request (as DevTools does) with Lighthouse's simulated figures, so pages load somewhat faster than in Lighthouse's own DevTools-throttled mode.",
      "FCP → tap is the harness, not the page: seeing the paint entry and finding the control (visible, still, not covered) each need the page's main thread, which is busy parsing and running script on a 4× slower CPU, so the tap lands only when the page lets Playwright in, often close to FCP → JS live. A person's tap in that time would be queued by the browser and handled as late, so tap → response and lost still say whether an early tap works and how fast, but the taps measured here come later after FCP than the earliest a person could make.",
      ...(details.length > 0 ? [`Runs without a time: ${details.join("; ")}.`] : []),
    ],
  };
}
