// Method: README.md, "Benchmarks", and the report section's intro below.
import { type Browser, type Locator, type Page, chromium } from "@playwright/test";
import { setTimeout as sleep } from "node:timers/promises";
import * as lh from "./lighthouse.ts";
import * as r from "./report.ts";
import { type SiteServer, startSite, tempDir } from "./servers.ts";

export const FIRST_TAP_PAGES = lh.CONTENT_PAGES;
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
const { PHONE } = lh;
const [RESPONSE_TIMEOUT_MS, LOAD_TIMEOUT_MS, HYDRATION_TIMEOUT_MS] = [5_000, 30_000, 10_000];
// In sessionStorage, so it outlives a navigation; the binding reports it to the bench.
const [STATE_KEY, BINDING] = ["__benchFirstTap", "__benchFirstTapReport"];

// Times are on the page's clock (timeOrigin + now()), comparable across documents.
type Moment = "fcpAt" | "tapSentAt" | "tapAt" | "respondedAt" | "liveAt" | "loadedAt";
type PageState = Partial<Record<Moment, number>> & {
  documents: number;
  /** The document (1 the first) in which the response showed. */
  respondedIn?: number;
  tapTarget?: string;
  jsLiveAtTap?: boolean;
  respondedBeforeTap?: boolean;
};

/**
 * What says that the script serving the tapped control is live. A React Router build (no
 * `<astro-island>` on the page) hydrates the whole document and sets `<html data-hydrated>`;
 * on Astro, the control's island (by its place among the page's islands) has an element with
 * `data-live` once its script runs; a control in no island needs no script (the menu's popover).
 */
export type LiveSignal =
  { kind: "document" } | { kind: "island"; index: number; client: string } | { kind: "none" };

// Runs in the page, so it must be self-contained (it is sent as source text).
export function liveSignalOf(control: Element): LiveSignal {
  const islands = [...document.querySelectorAll("astro-island")];
  if (islands.length === 0) return { kind: "document" };
  const island = control.closest("astro-island");
  if (!island) return { kind: "none" };
  return {
    kind: "island",
    index: islands.indexOf(island),
    client: island.getAttribute("client") ?? "",
  };
}

// Runs in the page, so it must be self-contained (it is sent as source text).
export function isLive(signal: LiveSignal): boolean {
  if (signal.kind === "document") return document.documentElement?.dataset.hydrated === "true";
  if (signal.kind === "none") return false;
  const island = document.querySelectorAll("astro-island")[signal.index];
  return (
    !!island && (island.matches("[data-live]") || island.querySelector("[data-live]") !== null)
  );
}

// Runs in the page, so it must be self-contained (it is sent as source text).
export function describeTarget(node: EventTarget | null): string {
  if (!(node instanceof Element))
    return node instanceof Node ? node.nodeName.toLowerCase() : "nothing";
  const control = "a[href], button, [role=button], [role=tab], summary, label, input, select";
  const element = node.closest(control) ?? node;
  const [id, href] = [element.id, element.getAttribute("href")];
  const name = (element.getAttribute("aria-label") ?? element.textContent ?? "")
    .replace(/\s+/g, " ")
    .trim();
  return `${element.tagName.toLowerCase()}${id ? `#${id}` : ""}${href === null ? "" : `[href="${href}"]`}${name ? ` "${name.slice(0, 40)}"` : ""}`;
}

// An init script (the site's CSP does not apply to it), sent as source text: self-contained.
function recorder(
  responded: () => boolean,
  describe: (node: EventTarget | null) => string,
  live: (signal: LiveSignal) => boolean,
  signal: LiveSignal,
  key: string,
  binding: string,
): void {
  (window as unknown as Record<string, unknown>).__benchDescribe = describe;
  if (window !== window.top || !location.protocol.startsWith("http")) return;
  const now = () => performance.timeOrigin + performance.now();
  const state = JSON.parse(sessionStorage.getItem(key) ?? '{"documents":0}') as PageState;
  const documentNumber = ++state.documents;
  /** Records `changes` and reports the state to the bench. */
  const note = (changes: Partial<PageState>) => {
    Object.assign(state, changes);
    sessionStorage.setItem(key, JSON.stringify(state));
    const report = (window as unknown as Record<string, unknown>)[binding];
    if (typeof report === "function") report(JSON.stringify(state));
  };
  note({});
  if (documentNumber === 1) {
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntriesByName("first-contentful-paint")[0];
      if (!entry || state.fcpAt !== undefined) return;
      observer.disconnect();
      note({ fcpAt: performance.timeOrigin + entry.startTime });
    }).observe({ type: "paint", buffered: true });
    addEventListener("load", () => note({ loadedAt: now() }), { once: true });
  }
  const onInput = (event: Event) => {
    if (state.tapAt !== undefined) return;
    const [tapAt, tapSentAt] = [now(), performance.timeOrigin + event.timeStamp];
    note({ tapAt, tapSentAt, tapTarget: describe(event.target), jsLiveAtTap: live(signal) });
  };
  for (const type of ["pointerdown", "touchstart"]) {
    addEventListener(type, onInput, { capture: true, passive: true });
  }
  const noteLive = () => {
    if (documentNumber === 1 && state.liveAt === undefined && live(signal)) {
      note({ liveAt: now() });
    }
  };
  // <html> does not exist yet when this runs.
  new MutationObserver(noteLive).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ["data-hydrated", "data-live"],
  });
  const frame = () => {
    noteLive();
    if (state.respondedAt !== undefined) return;
    let ok = false;
    try {
      ok = responded();
    } catch {
      // The page is not far enough along for the check.
    }
    if (ok && state.tapAt !== undefined) note({ respondedAt: now(), respondedIn: documentNumber });
    else if (ok && !state.respondedBeforeTap) note({ respondedBeforeTap: true });
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** The recorder for a control, with the signal of its script (none before the warm-up finds it). */
export const recorderScript = (control: TapControl, signal: LiveSignal = { kind: "none" }) =>
  `(${recorder})(${[control.responded, describeTarget, isLive, ...[signal, STATE_KEY, BINDING].map((value) => JSON.stringify(value))].join(", ")});`;

type Box = Record<"x" | "y" | "width" | "height", number>;
export type TapPlace = ReturnType<typeof placeTap>;
export type TapPoint = TapPlace & {
  control: string;
  hits: string;
  onControl: boolean;
  live: LiveSignal;
};

export function placeTap(box: Box, viewport: Omit<Box, "x" | "y"> = PHONE.viewport) {
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const overlap = (start: number, size: number, limit: number) =>
    Math.max(0, Math.min(start + size, limit) - Math.max(start, 0));
  const inView =
    overlap(box.x, box.width, viewport.width) * overlap(box.y, box.height, viewport.height);
  const area = box.width * box.height;
  return {
    box,
    x,
    y,
    inFirstView: x >= 0 && x < viewport.width && y >= 0 && y < viewport.height,
    visible: area > 0 ? inView / area : 0,
  };
}

/** A page in a fresh context (cold cache) of the phone with the recorder, closed after `measure`. */
async function withPage<T>(
  browser: Browser,
  control: TapControl,
  measure: (page: Page) => Promise<T>,
  signal?: LiveSignal,
) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript({ content: recorderScript(control, signal) });
    return await measure(await context.newPage());
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** A warm-up load finds the control; a first tap does not scroll, so at scroll position 0. */
const findTapPoint = (browser: Browser, url: string, control: TapControl) =>
  withPage(browser, control, async (page): Promise<TapPoint | string> => {
    const failed: string[] = [];
    page.on("requestfailed", (request) => {
      const error = request.failure()?.errorText ?? "failed";
      if (/document|stylesheet|script/.test(request.resourceType()) && !/ABORTED/.test(error))
        failed.push(`${new URL(request.url()).pathname}: ${error}`);
    });
    await page.goto(url, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS });
    const locator = control.locate(page).first();
    const timeout = { timeout: HYDRATION_TIMEOUT_MS };
    const missing = await locator.waitFor(timeout).catch(() => true);
    if (missing) return `the warm-up load shows no such control`;
    // Its script live, where one serves it and starts by itself (not the chat's, on first use).
    const live = await locator.evaluate(liveSignalOf);
    if (live.kind === "document" || (live.kind === "island" && live.client !== "first-use"))
      await page.waitForFunction(isLive, live, timeout).catch(() => undefined);
    const found = await locator.evaluate((element) => {
      const describe = (window as unknown as Record<string, typeof describeTarget>)
        .__benchDescribe!;
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return {
        box: { x: rect.x + scrollX, y: rect.y + scrollY, width: rect.width, height: rect.height },
        control: describe(element),
        hits: describe(hit),
        onControl: hit !== null && element.contains(hit),
      };
    });
    if (failed.length > 0) return `the warm-up load was incomplete (${failed.join(", ")})`;
    return { ...placeTap(found.box), ...found, live };
  }).catch((error: unknown) => `the warm-up load failed: ${r.message(error)}`);

type Span = "fcpToSent" | "fcpToTap" | "tapToResponse" | "fcpToResponse" | "fcpToLive";
export type TapRun = Record<Span, number> & {
  outcome: "ok" | "lost" | "already" | "error";
  navigated: boolean;
  jsLive: boolean;
  target?: string;
  detail?: string;
};

const NAN = Number.NaN;
export const blankRun = (outcome: TapRun["outcome"], detail?: string): TapRun => ({
  ...{ fcpToSent: NAN, fcpToTap: NAN, tapToResponse: NAN, fcpToResponse: NAN, fcpToLive: NAN },
  ...{ navigated: false, jsLive: false, outcome, detail },
});

// A link followed before the script is live is HTML-first working: timed, not held to 100 ms.
const pageLoadOnly = (run: TapRun) => run.navigated && !run.jsLive;

/** Throttled like Lighthouse's phone; the FCP's lifecycle event sets off a raw touch at `point`. */
const tapOnce = (browser: Browser, url: string, control: TapControl, point: TapPoint) =>
  withPage(
    browser,
    control,
    async (page): Promise<TapRun> => {
      const cdp = await page.context().newCDPSession(page);
      // The binding is installed in the page only with the Runtime domain enabled on this session.
      await cdp.send("Runtime.enable");
      await cdp.send("Runtime.addBinding", { name: BINDING });
      await cdp.send("Page.enable");
      await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
      const mainFrame = (await cdp.send("Page.getFrameTree")).frameTree.frame.id;
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", NETWORK);

      let [state, sent] = [undefined as PageState | undefined, false];
      const { promise: tapped, resolve: onTapped } = Promise.withResolvers<unknown>();
      // Raw DevTools input: Playwright's actionability checks would wait for the main thread.
      const touch = (type: "touchStart" | "touchEnd", touchPoints: { x: number; y: number }[]) =>
        cdp.send("Input.dispatchTouchEvent", { type, touchPoints });
      cdp.on("Page.lifecycleEvent", (event) => {
        if (event.name !== "firstContentfulPaint" || event.frameId !== mainFrame || sent) return;
        sent = true;
        Promise.all([touch("touchStart", [point]), touch("touchEnd", [])]).then(
          () => onTapped(undefined),
          (error: unknown) => onTapped(error ?? new Error("the touch was refused")),
        );
      });
      cdp.on("Runtime.bindingCalled", (event) => {
        if (event.name === BINDING) state = JSON.parse(event.payload) as PageState;
      });
      await page.goto(url, { waitUntil: "commit", timeout: LOAD_TIMEOUT_MS });
      const timeout = sleep(LOAD_TIMEOUT_MS, new Error("no first contentful paint was signalled"));
      const tapError = await Promise.race([tapped, timeout]);
      if (tapError !== undefined) return blankRun("error", r.message(tapError));

      const waitFor = async (until: (now?: PageState) => boolean, ms: number) => {
        for (const deadline = Date.now() + ms; !until(state) && Date.now() < deadline;)
          await sleep(50);
      };
      const responded = (now?: PageState) =>
        now?.respondedAt !== undefined || !!now?.respondedBeforeTap;
      await waitFor(responded, RESPONSE_TIMEOUT_MS + 500);
      // Until the script is live or a new page loaded, or 3 s after the load event.
      let loadSeenAt = Number.POSITIVE_INFINITY;
      await waitFor((now) => {
        if (now?.loadedAt !== undefined) loadSeenAt = Math.min(loadSeenAt, Date.now());
        const settled =
          !now || point.live.kind === "none" || now.liveAt !== undefined || now.documents > 1;
        return settled || Date.now() - loadSeenAt > 3_000;
      }, HYDRATION_TIMEOUT_MS);

      const final = state as PageState | undefined;
      if (!final) return blankRun("error", "the page never reported");
      if (final.respondedBeforeTap) return blankRun("already");
      const { fcpAt = NAN, tapAt = NAN, tapSentAt = NAN, respondedAt = NAN } = final;
      const ok = respondedAt - tapSentAt <= RESPONSE_TIMEOUT_MS;
      const unseen = Number.isNaN(tapAt) && "the page saw no pointerdown or touchstart";
      return {
        outcome: ok ? "ok" : "lost",
        detail: ok ? undefined : unseen || `the tap hit ${final.tapTarget ?? "nothing"}`,
        fcpToSent: tapSentAt - fcpAt,
        fcpToTap: tapAt - fcpAt,
        tapToResponse: ok ? respondedAt - tapAt : NAN,
        fcpToResponse: ok ? respondedAt - fcpAt : NAN,
        fcpToLive: (final.liveAt ?? NAN) - fcpAt,
        navigated: ok && (final.respondedIn ?? 1) > 1,
        jsLive: final.jsLiveAtTap === true,
        target: final.tapTarget,
      };
    },
    point.live,
  ).catch((error: unknown) => blankRun("error", r.message(error)));

export interface Row {
  page: lh.BenchPage;
  control: TapControl;
  runs: TapRun[];
  skipped?: string;
  point?: TapPoint | string;
}

const medianOf = (runs: readonly TapRun[], span: Span) => r.median(runs.map((run) => run[span]));
const okRuns = (runs: readonly TapRun[]) => runs.filter((run) => run.outcome === "ok");
const lostOf = (row: Row) => row.runs.length - okRuns(row.runs).length;
const notInFirstView = (row: Row) => typeof row.point === "object" && !row.point.inFirstView;

export function verdict(row: Row): string {
  if (row.skipped) return "not run";
  if (typeof row.point === "string") return "missing";
  if (notInFirstView(row)) return "not in first view";
  const held = okRuns(row.runs).filter((run) => !pageLoadOnly(run));
  const slow = medianOf(held, "tapToResponse") > FIRST_TAP_TARGETS.tapToResponseMs;
  return r.passFail(lostOf(row) <= FIRST_TAP_TARGETS.lost && (held.length === 0 || !slow));
}

export function responseCell(runs: readonly TapRun[]): string {
  const ok = okRuns(runs);
  const [inPage, loads] = [ok.filter((run) => !run.navigated), ok.filter((run) => run.navigated)];
  const median = (some: TapRun[]) => r.formatMs(medianOf(some, "tapToResponse"));
  const worst = r.formatMs(Math.max(...inPage.map((run) => run.tapToResponse)));
  const share = loads.length < ok.length ? `, ${loads.length} of ${ok.length}` : "";
  const parts = [
    ...(inPage.length > 0 ? [`${median(inPage)} (worst ${worst})`] : []),
    ...(loads.length > 0 ? [`${median(loads)} (page load${share})`] : []),
  ];
  return parts.join("; ") || "n/a";
}

/** FCP → the control's script live (median); a control no script serves needs none. */
export function liveCell(row: Row): string {
  if (typeof row.point === "object" && row.point.live.kind === "none") return "no script needed";
  return r.formatMs(medianOf(row.runs, "fcpToLive"));
}

const at = (point: TapPlace) => `${Math.round(point.x)}, ${Math.round(point.y)}`;

export function pointCell(point: Row["point"]): string {
  if (point === undefined || typeof point === "string") return "–";
  if (!point.inFirstView) return `${at(point)}, not in first view`;
  return point.visible < 0.999
    ? `${at(point)} (${Math.round(point.visible * 100)}% in view)`
    : at(point);
}

const COLUMNS: [string, (row: Row) => string][] = [
  ["Kind", (row) => row.page.kind],
  ["Path", (row) => row.page.path],
  ["Control", (row) => row.control.name],
  ["Tap at", (row) => pointCell(row.point)],
  ["FCP → tap sent", (row) => r.formatMs(medianOf(row.runs, "fcpToSent"))],
  ["FCP → tap arrives", (row) => r.formatMs(medianOf(row.runs, "fcpToTap"))],
  ["Tap arrives → response", (row) => responseCell(row.runs)],
  ["FCP → response", (row) => r.formatMs(medianOf(okRuns(row.runs), "fcpToResponse"))],
  ["FCP → JS live", (row) => liveCell(row)],
  ["Lost", (row) => `${lostOf(row)}/${row.runs.length}`],
  ["Target", verdict],
];

/** The row's cells; a row not tapped has none between where and the verdict. */
export function rowCells(row: Row): string[] {
  const tapped = !row.skipped && typeof row.point === "object" && row.point.inFirstView;
  return COLUMNS.map(([name, cell], i) => (tapped || i < 4 || name === "Target" ? cell(row) : "–"));
}

/** What the report says of a row beyond its cells: where it was tapped and how it responded. */
function rowNotes({ page, control, point, runs }: Row): string[] {
  if (typeof point === "string") return [`${page.kind} / ${control.name}: not tapped, ${point}`];
  if (!point) return [];
  const elsewhere = new Set(
    runs.flatMap((run) => run.target ?? []).filter((t) => t !== point.control),
  );
  const loads = okRuns(runs).filter((run) => run.navigated);
  const notes = [
    point.inFirstView &&
      !point.onControl &&
      `in the warm-up load its centre hits ${point.hits}, not ${point.control}`,
    elsewhere.size > 0 && `at the tap's arrival the point was on ${[...elsewhere].join(", ")}`,
    loads.length > 0 &&
      `in ${loads.length} of ${runs.length} runs the tap was followed as a link, timed to the new page's first frame showing the effect ("(page load)"); the JavaScript was live at the tap in ${loads.filter((run) => run.jsLive).length} of them (only those count against the ${FIRST_TAP_TARGETS.tapToResponseMs} ms target)`,
    ...runs
      .filter((run) => run.outcome !== "ok")
      .map((run) => `a run without a time: ${run.outcome}${run.detail ? ` (${run.detail})` : ""}`),
  ];
  return notes.flatMap((note) => (note ? [`${page.kind} / ${control.name}: ${note}.`] : []));
}

/**
 * Every page and control of each build (`sites`, by name): a warm-up load of each, then the
 * runs, the builds of a run one after the other and each first in turn (`lh.inTurn`), so that
 * a pair of runs shares the host's moment. The rows of each build, in the same order.
 */
export async function tapSites(options: {
  browser: Browser;
  sites: Record<string, SiteServer>;
  runs: number;
  log: (line: string) => void;
}): Promise<{ rows: Record<string, Row[]>; restarts: string[] }> {
  const { browser, sites, runs, log } = options;
  const builds = Object.keys(sites);
  const rows: Record<string, Row[]> = Object.fromEntries(builds.map((build) => [build, []]));
  const restarts: string[] = [];
  const tag = (build: string) => (builds.length > 1 ? ` (${build})` : "");
  for (const page of FIRST_TAP_PAGES) {
    const skipped: Record<string, string | undefined> = {};
    for (const build of builds) skipped[build] = await lh.pageProblem(sites[build]!.origin, page);
    for (const control of TAP_CONTROLS) {
      if (control.kinds !== "every" && !control.kinds.includes(page.kind)) continue;
      const name = `${page.path} ${control.name}`;
      for (const build of builds) {
        const row: Row = { page, control, runs: [], skipped: skipped[build] };
        rows[build]!.push(row);
        if (row.skipped) {
          log(`${name}${tag(build)}: not run, ${row.skipped}`);
          continue;
        }
        const url = `${sites[build]!.origin}${page.path}`;
        const point = (row.point = await findTapPoint(browser, url, control));
        const found =
          typeof point === "string"
            ? point
            : `tap at ${pointCell(point)}, hits ${point.hits}, script ${point.live.kind}`;
        log(`${name}${tag(build)}: ${found}`);
      }
      const tapped = (build: string) => {
        const point = rows[build]!.at(-1)!.point;
        return typeof point === "object" && point.inFirstView ? point : undefined;
      };
      for (let run = 1; run <= runs; run++) {
        for (const build of lh.inTurn(builds, run)) {
          const [site, point, row] = [sites[build]!, tapped(build), rows[build]!.at(-1)!];
          if (!point || row.skipped) continue;
          if (!site.running()) {
            restarts.push(`${build}: before ${name} run ${run}`);
            await site.start();
          }
          const result = await tapOnce(browser, `${site.origin}${page.path}`, control, point);
          row.runs.push(result);
          log(
            `${name}${tag(build)} run ${run}/${runs}: ${result.outcome}, FCP → tap sent ${r.formatMs(result.fcpToSent)}, → arrives ${r.formatMs(result.fcpToTap)}, → response ${r.formatMs(result.tapToResponse)}, FCP → JS live ${r.formatMs(result.fcpToLive)}${result.detail ? ` (${result.detail})` : ""}`,
          );
        }
      }
    }
  }
  return { rows, restarts };
}

/** Playwright's Chromium with the bench's flags, closed after `measure`. */
export async function withBrowser<T>(flags: string[], measure: (browser: Browser) => Promise<T>) {
  const browser = await chromium.launch({ executablePath: lh.chromePath(), args: flags });
  try {
    return await measure(browser);
  } finally {
    await browser.close().catch(() => undefined);
  }
}

/** What every first-tap report says of its method, after the sentence of what it ran against. */
export const methodText = (runs: number) => [
  `An unthrottled warm-up load of each page and control finds the control and takes the centre of its box at scroll position 0 (a first tap does not scroll; a centre outside the first viewport is not in first view and not tapped). In each measured load, a fresh browser context (cold cache) of ${PHONE.viewport.width}×${PHONE.viewport.height} CSS pixels at ${PHONE.deviceScaleFactor}×, mobile, with touch, and Lighthouse's mobile throttling applied through the DevTools protocol (CPU ${CPU_SLOWDOWN}× slower, ${NETWORK.latency} ms latency, 1.6 Mbit/s down, 750 kbit/s up, per request as DevTools does), the browser's signal of the first contentful paint (\`Page.lifecycleEvent\` firstContentfulPaint) sends a tap at that point as raw touch input (\`Input.dispatchTouchEvent\`, no waiting for the page). An init script times on the page's clock the paint, the tap's arrival (the first \`pointerdown\` or \`touchstart\`) and the response (the first animation frame at which the control's check holds, in the new document if the tap loaded one). ${r.plural(runs, "run")} of each page and control; times are medians.`,
  `Columns: FCP → tap sent, the harness's delay (the event's timestamp); FCP → tap arrives, until the page's main thread got to the touch; tap arrives → response, with the slowest run, and "(page load)" where the tap was followed as a link; FCP → JS live, until the script serving the tapped control runs: on a React Router build \`<html data-hydrated="true">\` (the whole document hydrated), on Astro the control's island has an element with \`data-live\` (an island on first use, the chat, starts with the tap itself); "no script needed" where no island holds the control (the menu, a popover); lost, taps with no effect within ${r.formatMs(RESPONSE_TIMEOUT_MS)}. What shows each effect: the menu's \`nav[aria-label="Mobile"]\` visible; \`#features\` visible and \`#overview\` not; \`category=boiler\` in the address and no other project category; \`#chat-window\` visible.`,
];

/** The table of one build's rows. */
export const rowsTable = (rows: readonly Row[]) =>
  r.table(
    COLUMNS.map(([name]) => name),
    rows.map(rowCells),
  );

/** Every row passes (or is not in first view, or not run), and none is missing its control. */
export const allRowsPass = (rows: readonly Row[]) =>
  rows.every((row) => verdict(row) !== "FAIL" && verdict(row) !== "missing");

export const FIRST_TAP_NOTE =
  "FCP → tap sent is not nil: Chromium sends the firstContentfulPaint lifecycle event (`Page.lifecycleEvent`) from the renderer's main thread, so a busy main thread delays the touch. A thumb on the glass at the paint would be queued at once, so FCP → tap arrives is an upper bound for it; tap arrives → response does not depend on this.";

export { rowNotes };

export const runFirstTap = ({ buildDir, runs, log }: r.BenchOptions) =>
  lh.withImageHost(async (imageHost, flags) => {
    const site = await startSite({ buildDir, dir: tempDir("firsttap") });
    const { rows: byBuild, restarts } = await withBrowser(flags, (browser) =>
      tapSites({ browser, sites: { site }, runs, log }),
    ).finally(() => site.stop());
    const rows = byBuild.site!;

    const allPass = allRowsPass(rows);
    const outOfView = rows
      .filter(notInFirstView)
      .map((row) => `${row.page.kind} / ${row.control.name}`);
    const skipped = [
      ...new Set(rows.flatMap((row) => (row.skipped ? [`${row.page.kind}: ${row.skipped}`] : []))),
    ];
    return {
      intro: [
        `Chromium at \`${lh.chromePath()}\` driven by Playwright (flags \`${flags.join(" ")}\` plus Playwright's own), against our server, with the image host's stand-in as for Lighthouse (${imageHost.counts().images} image requests answered).`,
        ...methodText(runs),
        `Targets: every first tap takes effect (${FIRST_TAP_TARGETS.lost} lost, and the control found) and its effect shows within ${FIRST_TAP_TARGETS.tapToResponseMs} ms of the tap's arrival (median; a link followed before the page's JavaScript is live is left out of this). Overall: **${r.passFail(allPass)}**${skipped.length > 0 ? ` (pages not run are left out: ${skipped.join("; ")})` : ""}${outOfView.length > 0 ? ` (not in first view, so not tapped: ${outOfView.join("; ")})` : ""}.`,
      ],
      tables: [rowsTable(rows)],
      notes: [
        FIRST_TAP_NOTE,
        ...rows.flatMap(rowNotes),
        ...(restarts.length > 0
          ? [`Our server had stopped and was started again: ${restarts.join("; ")}.`]
          : []),
      ],
    };
  });
