// Method: README.md, "Benchmarks", and the report section's intro below.
import type { Browser, CDPSession, Locator, Page } from "@playwright/test";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startImageHost } from "../lib/image-host.ts";
import {
  type BenchPage,
  LIGHTHOUSE_PAGES,
  chromeFlags,
  chromePath,
  launchPlaywright,
  pageProblem,
} from "./lighthouse.ts";
import { type Section, formatMs, median, passFail, table } from "./report.ts";
import { startSite, tempDir } from "./servers.ts";

export const FIRST_TAP_PAGES = LIGHTHOUSE_PAGES.filter((page) => page.kind !== "not-found");
type PageKind = (typeof FIRST_TAP_PAGES)[number]["kind"];

export interface TapControl {
  name: string;
  kinds: "every" | readonly PageKind[];
  locate: (page: Page) => Locator;
  // Runs in the page, so it must be self-contained (it is sent as source text).
  responded: () => boolean;
}

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

// Lighthouse's simulated mobile settings.
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const VIEWPORT = { width: 360, height: 800 } as const;
/** The phone of the first tap and of the photo bytes. */
export const PHONE = {
  viewport: VIEWPORT,
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

const RESPONSE_TIMEOUT_MS = 5_000;
const LOAD_TIMEOUT_MS = 30_000;
const HYDRATION_TIMEOUT_MS = 10_000;
const HYDRATION_AFTER_LOAD_MS = 3_000;

// In sessionStorage, so it outlives a navigation.
const STATE_KEY = "__benchFirstTap";
const BINDING = "__benchFirstTapReport";
const DESCRIBE = "__benchDescribeTarget";

// Times are on the page's clock (timeOrigin + now()), comparable across documents.
type Moment = "fcpAt" | "tapSentAt" | "tapAt" | "respondedAt" | "hydratedAt" | "loadedAt";
type PageState = Partial<Record<Moment, number>> & {
  documents: number;
  /** The document (1 the first) in which the response showed. */
  respondedIn?: number;
  tapTarget?: string;
  jsLiveAtTap?: boolean;
  respondedBeforeTap?: boolean;
};

// Runs in the page, so it must be self-contained (it is sent as source text).
export function describeTarget(node: EventTarget | null): string {
  if (!(node instanceof Element))
    return node instanceof Node ? node.nodeName.toLowerCase() : "nothing";
  const element =
    node.closest("a[href], button, [role=button], [role=tab], summary, label, input, select") ??
    node;
  const name = (element.getAttribute("aria-label") ?? element.textContent ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 40);
  const href = element.getAttribute("href");
  return (
    element.tagName.toLowerCase() +
    (element.id ? `#${element.id}` : "") +
    (href === null ? "" : `[href="${href}"]`) +
    (name ? ` "${name}"` : "")
  );
}

// An init script (the site's CSP does not apply to it), sent as source text: self-contained.
function recorder(
  responded: () => boolean,
  describe: (node: EventTarget | null) => string,
  key: string,
  binding: string,
): void {
  if (window !== window.top || !location.protocol.startsWith("http")) return;
  const now = () => performance.timeOrigin + performance.now();
  const state = JSON.parse(sessionStorage.getItem(key) ?? '{"documents":0}') as PageState;
  const documentNumber = ++state.documents;
  const save = (fcp = false) => {
    sessionStorage.setItem(key, JSON.stringify(state));
    const report = (window as unknown as Record<string, unknown>)[binding];
    if (typeof report === "function") report(JSON.stringify({ fcp, state }));
  };
  save();
  const hydrated = () => document.documentElement?.dataset.hydrated === "true";
  if (documentNumber === 1) {
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntriesByName("first-contentful-paint")[0];
      if (!entry || state.fcpAt !== undefined) return;
      observer.disconnect();
      state.fcpAt = performance.timeOrigin + entry.startTime;
      save(true);
    }).observe({ type: "paint", buffered: true });
    const onLoad = () => {
      state.loadedAt = now();
      save();
    };
    addEventListener("load", onLoad, { once: true });
  }
  const onInput = (event: Event) => {
    if (state.tapAt !== undefined) return;
    state.tapAt = now();
    state.tapSentAt = performance.timeOrigin + event.timeStamp;
    state.tapTarget = describe(event.target);
    state.jsLiveAtTap = hydrated();
    save();
  };
  for (const type of ["pointerdown", "touchstart"]) {
    addEventListener(type, onInput, { capture: true, passive: true });
  }
  const noteHydrated = () => {
    if (documentNumber > 1 || state.hydratedAt !== undefined || !hydrated()) return;
    state.hydratedAt = now();
    save();
  };
  // <html> does not exist yet when this runs.
  new MutationObserver(noteHydrated).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ["data-hydrated"],
  });
  const frame = () => {
    noteHydrated();
    if (state.respondedAt !== undefined) return;
    let ok = false;
    try {
      ok = responded();
    } catch {
      // The page is not far enough along for the check.
    }
    if (ok && state.tapAt === undefined && !state.respondedBeforeTap) {
      state.respondedBeforeTap = true;
      save();
    } else if (ok && state.tapAt !== undefined) {
      state.respondedAt = now();
      state.respondedIn = documentNumber;
      save();
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

export function recorderScript(control: TapControl): string {
  const args = [control.responded, describeTarget, JSON.stringify(STATE_KEY)];
  return `(${recorder.toString()})(${[...args, JSON.stringify(BINDING)].join(", ")});`;
}

type Box = Record<"x" | "y" | "width" | "height", number>;
export type TapPlace = ReturnType<typeof placeTap>;
export type TapPoint = TapPlace & { control: string; hits: string; onControl: boolean };

export function placeTap(box: Box, viewport: Omit<Box, "x" | "y"> = VIEWPORT) {
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const overlap = (start: number, size: number, limit: number) =>
    Math.max(0, Math.min(start + size, limit) - Math.max(start, 0));
  const area = box.width * box.height;
  const inView =
    overlap(box.x, box.width, viewport.width) * overlap(box.y, box.height, viewport.height);
  return {
    box,
    x,
    y,
    inFirstView: x >= 0 && x < viewport.width && y >= 0 && y < viewport.height,
    visible: area > 0 ? inView / area : 0,
  };
}

const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0]!;

/** A warm-up load finds the control; a first tap does not scroll, so at scroll position 0. */
async function findTapPoint(
  browser: Browser,
  url: string,
  control: TapControl,
): Promise<TapPoint | string> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript({ content: `window.${DESCRIBE} = ${describeTarget.toString()};` });
    const page = await context.newPage();
    const failed: string[] = [];
    page.on("requestfailed", (request) => {
      const error = request.failure()?.errorText ?? "failed";
      if (/document|stylesheet|script/.test(request.resourceType()) && !/ABORTED/.test(error))
        failed.push(`${new URL(request.url()).pathname}: ${error}`);
    });
    await page.goto(url, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS });
    const locator = control.locate(page).first();
    const visible = await locator.waitFor({ timeout: HYDRATION_TIMEOUT_MS }).then(
      () => true,
      () => false,
    );
    if (!visible) return `the warm-up load shows no such control`;
    await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
        timeout: HYDRATION_TIMEOUT_MS,
      })
      .catch(() => undefined);
    const found = await locator.evaluate((element, name) => {
      const describe = (window as unknown as Record<string, typeof describeTarget>)[name]!;
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return {
        box: { x: rect.x + scrollX, y: rect.y + scrollY, width: rect.width, height: rect.height },
        control: describe(element),
        hits: describe(hit),
        onControl: hit !== null && element.contains(hit),
      };
    }, DESCRIBE);
    if (failed.length > 0) return `the warm-up load was incomplete (${failed.join(", ")})`;
    return { ...placeTap(found.box), ...found };
  } catch (error) {
    return `the warm-up load failed: ${message(error)}`;
  } finally {
    await context.close().catch(() => undefined);
  }
}

export type FcpSignal = "lifecycle" | "observer";
type Outcome = "ok" | "lost" | "already" | "error";

export interface TapRun {
  outcome: Outcome;
  signal?: FcpSignal;
  signalLead: number;
  fcpToSent: number;
  fcpToTap: number;
  tapToResponse: number;
  fcpToResponse: number;
  fcpToHydrated: number;
  navigated: boolean;
  jsLive: boolean;
  target?: string;
  detail?: string;
}

const NAN = Number.NaN;
export const blankRun = (outcome: Outcome, detail?: string): TapRun => ({
  ...{ signalLead: NAN, fcpToSent: NAN, fcpToTap: NAN, tapToResponse: NAN, fcpToResponse: NAN },
  ...{ fcpToHydrated: NAN, navigated: false, jsLive: false, outcome, detail },
});

// A link followed before the script is live is HTML-first working: timed, not held to 100 ms.
export const pageLoadOnly = (run: TapRun) => run.navigated && !run.jsLive;

/** Throttled like Lighthouse's phone; the FCP's first signal sets off a raw touch at `point`. */
async function tapOnce(
  browser: Browser,
  url: string,
  control: TapControl,
  point: TapPlace,
): Promise<TapRun> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript({ content: recorderScript(control) });
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    // The binding is installed in the page only with the Runtime domain enabled on this session.
    await cdp.send("Runtime.enable");
    await cdp.send("Runtime.addBinding", { name: BINDING });
    await cdp.send("Page.enable");
    await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
    const mainFrame = (await cdp.send("Page.getFrameTree")).frameTree.frame.id;
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);

    let state: PageState | undefined;
    const heard: Partial<Record<FcpSignal, number>> = {};
    let signal: FcpSignal | undefined;
    const { promise: tapped, resolve: onTapped } = Promise.withResolvers<unknown>();
    const onFcp = (by: FcpSignal) => {
      heard[by] ??= performance.now();
      if (signal) return;
      signal = by;
      // Raw DevTools input: Playwright's actionability checks would wait for the main thread.
      const touch = (type: "touchStart" | "touchEnd", touchPoints: { x: number; y: number }[]) =>
        cdp.send("Input.dispatchTouchEvent", { type, touchPoints });
      Promise.all([touch("touchStart", [point]), touch("touchEnd", [])]).then(
        () => onTapped(undefined),
        (error: unknown) => onTapped(error ?? new Error("the touch was refused")),
      );
    };
    cdp.on("Page.lifecycleEvent", (event) => {
      if (event.name === "firstContentfulPaint" && event.frameId === mainFrame) onFcp("lifecycle");
    });
    cdp.on("Runtime.bindingCalled", (event) => {
      if (event.name !== BINDING) return;
      const report = JSON.parse(event.payload) as { fcp: boolean; state: PageState };
      state = report.state;
      if (report.fcp) onFcp("observer");
    });
    await page.goto(url, { waitUntil: "commit", timeout: LOAD_TIMEOUT_MS });
    const timeout = sleep(LOAD_TIMEOUT_MS, new Error("no first contentful paint was signalled"));
    const tapError = await Promise.race([tapped, timeout]);
    if (tapError !== undefined) return { ...blankRun("error", message(tapError)), signal };

    const current = () => state;
    const waitFor = async (until: () => boolean, ms: number) => {
      for (const deadline = Date.now() + ms; !until() && Date.now() < deadline;) await sleep(50);
    };
    await waitFor(
      () => current()?.respondedAt !== undefined || !!current()?.respondedBeforeTap,
      RESPONSE_TIMEOUT_MS + 500,
    );
    let loadSeenAt = Number.POSITIVE_INFINITY;
    await waitFor(() => {
      const now = current();
      if (now?.loadedAt !== undefined) loadSeenAt = Math.min(loadSeenAt, Date.now());
      const settled = !now || now.hydratedAt !== undefined || now.documents > 1;
      return settled || Date.now() - loadSeenAt > HYDRATION_AFTER_LOAD_MS;
    }, HYDRATION_TIMEOUT_MS);

    const final = current();
    const signalLead = (heard.observer ?? Number.NaN) - (heard.lifecycle ?? Number.NaN);
    if (!final) return { ...blankRun("error", "the page never reported"), signal, signalLead };
    if (final.respondedBeforeTap) return { ...blankRun("already"), signal, signalLead };
    const fcpAt = final.fcpAt ?? Number.NaN;
    const fcpToHydrated = (final.hydratedAt ?? Number.NaN) - fcpAt;
    const { tapAt, tapSentAt, respondedAt } = final;
    if (tapAt === undefined || tapSentAt === undefined) {
      const lost = blankRun("lost", "the page saw no pointerdown or touchstart");
      return { ...lost, signal, signalLead, fcpToHydrated };
    }
    const timed: TapRun = {
      ...blankRun("ok"),
      signal,
      signalLead,
      fcpToSent: tapSentAt - fcpAt,
      fcpToTap: tapAt - fcpAt,
      fcpToHydrated,
      jsLive: final.jsLiveAtTap === true,
      target: final.tapTarget,
    };
    if (respondedAt === undefined || respondedAt - tapSentAt > RESPONSE_TIMEOUT_MS) {
      return { ...timed, outcome: "lost", detail: `the tap hit ${final.tapTarget ?? "nothing"}` };
    }
    return {
      ...timed,
      tapToResponse: respondedAt - tapAt,
      fcpToResponse: respondedAt - fcpAt,
      navigated: (final.respondedIn ?? 1) > 1,
    };
  } catch (error) {
    return blankRun("error", message(error));
  } finally {
    await context.close().catch(() => undefined);
  }
}

export interface Row {
  page: BenchPage;
  control: TapControl;
  runs: TapRun[];
  skipped?: string;
  point?: TapPoint | string;
}

const medianOf = (runs: readonly TapRun[], pick: (run: TapRun) => number) =>
  median(runs.map(pick).filter(Number.isFinite));

export const lostOf = (row: Row) => row.runs.filter((run) => run.outcome !== "ok").length;

export const notInFirstView = (row: Row) => typeof row.point === "object" && !row.point.inFirstView;

export function verdict(row: Row): string {
  if (row.skipped) return "not run";
  if (typeof row.point === "string") return "missing";
  if (notInFirstView(row)) return "not in first view";
  const held = row.runs.filter((run) => run.outcome === "ok" && !pageLoadOnly(run));
  const pass =
    lostOf(row) <= FIRST_TAP_TARGETS.lost &&
    (held.length === 0 ||
      medianOf(held, (run) => run.tapToResponse) <= FIRST_TAP_TARGETS.tapToResponseMs);
  return passFail(pass);
}

export function responseCell(runs: readonly TapRun[]): string {
  const ok = runs.filter((run) => run.outcome === "ok");
  const inPage = ok.filter((run) => !run.navigated);
  const loads = ok.filter((run) => run.navigated);
  const response = (run: TapRun) => run.tapToResponse;
  const parts: string[] = [];
  if (inPage.length > 0) {
    const worst = formatMs(Math.max(...inPage.map(response)));
    parts.push(`${formatMs(medianOf(inPage, response))} (worst ${worst})`);
  }
  if (loads.length > 0) {
    const share = loads.length < ok.length ? `, ${loads.length} of ${ok.length}` : "";
    parts.push(`${formatMs(medianOf(loads, response))} (page load${share})`);
  }
  return parts.length > 0 ? parts.join("; ") : "n/a";
}

const at = (point: TapPlace) => `${Math.round(point.x)}, ${Math.round(point.y)}`;

export function pointCell(point: Row["point"]): string {
  if (point === undefined || typeof point === "string") return "–";
  if (!point.inFirstView) return `${at(point)}, not in first view`;
  const share = Math.round(point.visible * 100);
  return point.visible < 0.999 ? `${at(point)} (${share}% in view)` : at(point);
}

export function rowCells(row: Row): string[] {
  const head = [row.page.kind, row.page.path, row.control.name, pointCell(row.point)];
  if (row.skipped || typeof row.point !== "object" || !row.point.inFirstView) {
    return [...head, ...Array<string>(6).fill("–"), verdict(row)];
  }
  const ok = row.runs.filter((run) => run.outcome === "ok");
  return [
    ...head,
    formatMs(medianOf(row.runs, (run) => run.fcpToSent)),
    formatMs(medianOf(row.runs, (run) => run.fcpToTap)),
    responseCell(row.runs),
    formatMs(medianOf(ok, (run) => run.fcpToResponse)),
    formatMs(medianOf(row.runs, (run) => run.fcpToHydrated)),
    `${lostOf(row)}/${row.runs.length}`,
    verdict(row),
  ];
}

export function signalNote(runs: readonly TapRun[]): string {
  const by = (signal: FcpSignal) => runs.filter((run) => run.signal === signal).length;
  const signalled = by("lifecycle") + by("observer");
  if (signalled === 0) return "No run got as far as a signal of the first contentful paint.";
  const leads = runs.map((run) => run.signalLead).filter(Number.isFinite);
  const range = `${formatMs(Math.min(...leads))} to ${formatMs(Math.max(...leads))}`;
  return (
    `The tap is sent on whichever signal of the first contentful paint comes first: the browser's Page.lifecycleEvent firstContentfulPaint, or an init script's \`PerformanceObserver({type: "paint", buffered: true})\` calling a \`Runtime.addBinding\` binding. ` +
    `The lifecycle event came first in ${by("lifecycle")} of ${signalled} runs and the observer in ${by("observer")}` +
    (leads.length > 0
      ? `; where both came, the lifecycle event led by ${formatMs(median(leads))} (median; ${range}).`
      : ".")
  );
}

/** What the report says of a row beyond its cells: where it was tapped and how it responded. */
function rowNotes(row: Row): string[] {
  const label = `${row.page.kind} / ${row.control.name}`;
  const point = row.point;
  if (typeof point === "string") return [`${label}: not tapped, ${point}`];
  if (!point) return [];
  const notes: string[] = [];
  const view = `the first ${VIEWPORT.width}×${VIEWPORT.height} viewport`;
  if (!point.inFirstView)
    notes.push(`its centre (${at(point)}) is outside ${view}; a first tap does not scroll`);
  else if (point.visible < 0.999)
    notes.push(
      `only ${Math.round(point.visible * 100)}% of it is in ${view} at scroll position 0 (y ${Math.round(point.box.y)} to ${Math.round(point.box.y + point.box.height)}); tapped at its centre (${at(point)})`,
    );
  if (!point.onControl)
    notes.push(`in the warm-up load its centre hits ${point.hits}, not ${point.control}`);
  const elsewhere = new Set(row.runs.flatMap((run) => run.target ?? []));
  elsewhere.delete(point.control);
  if (elsewhere.size > 0)
    notes.push(`at the tap's arrival the point was on ${[...elsewhere].join(", ")}`);
  const loads = row.runs.filter((run) => run.outcome === "ok" && run.navigated);
  const live = loads.filter((run) => run.jsLive).length;
  if (loads.length > 0)
    notes.push(
      `in ${loads.length} of ${row.runs.length} runs the tap was followed as a link, timed to the new page's first frame showing the effect ("(page load)"); the JavaScript was live at the tap in ${live} of them (only those count against the ${FIRST_TAP_TARGETS.tapToResponseMs} ms target)`,
    );
  for (const run of row.runs.filter((one) => one.outcome !== "ok"))
    notes.push(`a run without a time: ${run.outcome}${run.detail ? ` (${run.detail})` : ""}`);
  return notes.map((note) => `${label}: ${note}.`);
}

export async function runFirstTap(options: {
  buildDir: string;
  runs: number;
  log: (line: string) => void;
}): Promise<Section> {
  const log = (line: string) => options.log(`firsttap ${line}`);
  const dir = tempDir("firsttap");
  const imageHost = await startImageHost();
  const rows: Row[] = [];
  let browser: Browser | undefined;
  let site: Awaited<ReturnType<typeof startSite>> | undefined;
  const restarts: string[] = [];
  // Playwright sets headless mode itself.
  const flags = chromeFlags(undefined, imageHost.chromeFlags).filter(
    (f) => !f.startsWith("--headless"),
  );
  try {
    site = await startSite({
      buildDir: options.buildDir,
      dataDir: path.join(dir, "data"),
      logFile: path.join(dir, "server.log"),
    });
    browser = await launchPlaywright(flags);
    for (const page of FIRST_TAP_PAGES) {
      const skipped = await pageProblem(site.origin, page);
      for (const control of TAP_CONTROLS) {
        if (control.kinds !== "every" && !control.kinds.includes(page.kind)) continue;
        const row: Row = { page, control, runs: [], skipped };
        const name = `${page.path} ${control.name}`;
        rows.push(row);
        if (skipped) log(`${name}: not run, ${skipped}`);
        if (skipped || !site) continue;
        const point = (row.point = await findTapPoint(
          browser,
          `${site.origin}${page.path}`,
          control,
        ));
        log(
          `${name}: ${typeof point === "string" ? point : `tap at ${pointCell(point)}, hits ${point.hits}`}`,
        );
        if (typeof point === "string" || !point.inFirstView) continue;
        for (let run = 1; run <= options.runs; run++) {
          if (!site.running()) {
            restarts.push(`before ${name} run ${run}`);
            await site.start();
          }
          const result = await tapOnce(browser, `${site.origin}${page.path}`, control, point);
          row.runs.push(result);
          log(
            `${name} run ${run}/${options.runs}: ${result.outcome} on ${result.signal}, FCP → tap sent ${formatMs(result.fcpToSent)}, → arrives ${formatMs(result.fcpToTap)}, → response ${formatMs(result.tapToResponse)}, FCP → JS live ${formatMs(result.fcpToHydrated)}${result.detail ? ` (${result.detail})` : ""}`,
          );
        }
      }
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await site?.stop();
    await imageHost.close();
  }

  const allPass = rows.every((row) =>
    ["PASS", "not run", "not in first view"].includes(verdict(row)),
  );
  const outOfView = rows
    .filter(notInFirstView)
    .map((row) => `${row.page.kind} / ${row.control.name}`);
  const skipped = [
    ...new Set(rows.flatMap((row) => (row.skipped ? [`${row.page.kind}: ${row.skipped}`] : []))),
  ];
  const runs = `${options.runs} run${options.runs === 1 ? "" : "s"}`;
  return {
    title: "First tap",
    intro: [
      `Chromium at \`${chromePath()}\` driven by Playwright (flags \`${flags.join(" ")}\` plus Playwright's own), against our server, with the image host's stand-in as for Lighthouse (${imageHost.counts().images} image requests answered). Each run is a fresh browser context (cold cache) of ${VIEWPORT.width}×${VIEWPORT.height} CSS pixels at ${PHONE.deviceScaleFactor}×, mobile, with touch, and Lighthouse's mobile throttling applied through the DevTools protocol: CPU ${CPU_SLOWDOWN}× slower, ${NETWORK.latency} ms latency, 1.6 Mbit/s down, 750 kbit/s up (per request, as DevTools does, so pages load somewhat faster than in Lighthouse's own DevTools-throttled mode).`,
      `An unthrottled warm-up load of each page and control finds the control and takes the centre of its box at scroll position 0 (a first tap does not scroll; a centre outside the first viewport is not in first view and not tapped). In each measured load, the first signal of the first contentful paint sends a tap at that point as raw touch input (\`Input.dispatchTouchEvent\`, no waiting for the page). An init script times on the page's clock the paint, the tap's arrival (the first \`pointerdown\` or \`touchstart\`) and the response (the first animation frame at which the control's check holds, in the new document if the tap loaded one). ${runs} of each page and control; times are medians.`,
      `Columns: FCP → tap sent, the harness's delay (the event's timestamp); FCP → tap arrives, until the page's main thread got to the touch; tap arrives → response, with the slowest run, and "(page load)" where the tap was followed as a link; FCP → JS live, until \`<html data-hydrated="true">\`; lost, taps with no effect within ${formatMs(RESPONSE_TIMEOUT_MS)}. What shows each effect: the menu's \`nav[aria-label="Mobile"]\` visible; \`#features\` visible and \`#overview\` not; \`category=boiler\` in the address and no other project category; \`#chat-window\` visible.`,
      `Targets: every first tap takes effect (${FIRST_TAP_TARGETS.lost} lost, and the control found) and its effect shows within ${FIRST_TAP_TARGETS.tapToResponseMs} ms of the tap's arrival (median; a link followed before the page's JavaScript is live is left out of this). Overall: **${passFail(allPass)}**${skipped.length > 0 ? ` (pages not run are left out: ${skipped.join("; ")})` : ""}${outOfView.length > 0 ? ` (not in first view, so not tapped: ${outOfView.join("; ")})` : ""}.`,
    ],
    tables: [
      table(
        ["Kind", "Path", "Control", "Tap at", "FCP → tap sent", "FCP → tap arrives"].concat([
          "Tap arrives → response",
          "FCP → response",
          "FCP → JS live",
          "Lost",
          "Target",
        ]),
        rows.map(rowCells),
      ),
    ],
    notes: [
      signalNote(rows.flatMap((row) => row.runs)),
      "FCP → tap sent is not nil: Chromium sends the firstContentfulPaint lifecycle event from the renderer's main thread, and the observer's call needs that thread too, so a busy main thread delays the touch. A thumb on the glass at the paint would be queued at once, so FCP → tap arrives is an upper bound for it; tap arrives → response does not depend on this.",
      ...rows.flatMap(rowNotes),
      ...(restarts.length > 0
        ? [`Our server had stopped and was started again: ${restarts.join("; ")}.`]
        : []),
    ],
  };
}
