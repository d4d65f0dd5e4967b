// Method: README.md, "Benchmarks", and the report section's intro below.
import type { Browser, BrowserContextOptions, CDPSession, Locator, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
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
export const MOBILE_THROTTLING = {
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
} as const;

export const VIEWPORT = { width: 360, height: 800, deviceScaleFactor: 1.75 } as const;

const CONTEXT_OPTIONS: BrowserContextOptions = {
  viewport: { width: VIEWPORT.width, height: VIEWPORT.height },
  deviceScaleFactor: VIEWPORT.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
};

const RESPONSE_TIMEOUT_MS = 5_000;
const REPORT_SLACK_MS = 500;
const LOAD_TIMEOUT_MS = 30_000;
const CONTROL_TIMEOUT_MS = 10_000;
const HYDRATION_TIMEOUT_MS = 10_000;
const HYDRATION_AFTER_LOAD_MS = 3_000;

// In sessionStorage, so it outlives a navigation.
const STATE_KEY = "__benchFirstTap";
const BINDING = "__benchFirstTapReport";
const DESCRIBE = "__benchDescribeTarget";

// Times are on the page's clock (timeOrigin + now()), comparable across documents.
interface PageState {
  documents: number;
  fcpAt: number | null;
  tapSentAt: number | null;
  tapAt: number | null;
  tapTarget: string | null;
  jsLiveAtTap: boolean | null;
  respondedAt: number | null;
  respondedIn: number | null;
  respondedBeforeTap: boolean;
  hydratedAt: number | null;
  loadedAt: number | null;
}

interface PageReport {
  fcp: boolean;
  state: PageState;
}

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
  let state: PageState;
  try {
    state = (JSON.parse(sessionStorage.getItem(key) ?? "null") as PageState | null) ?? {
      documents: 0,
      fcpAt: null,
      tapSentAt: null,
      tapAt: null,
      tapTarget: null,
      jsLiveAtTap: null,
      respondedAt: null,
      respondedIn: null,
      respondedBeforeTap: false,
      hydratedAt: null,
      loadedAt: null,
    };
  } catch {
    return;
  }
  state.documents++;
  const documentNumber = state.documents;
  const firstDocument = documentNumber === 1;
  const save = (fcp = false) => {
    sessionStorage.setItem(key, JSON.stringify(state));
    const report = (window as unknown as Record<string, unknown>)[binding];
    if (typeof report === "function") report(JSON.stringify({ fcp, state } satisfies PageReport));
  };
  save();

  const hydrated = () => document.documentElement?.dataset.hydrated === "true";

  if (firstDocument) {
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntriesByName("first-contentful-paint")[0];
      if (!entry || state.fcpAt !== null) return;
      observer.disconnect();
      state.fcpAt = performance.timeOrigin + entry.startTime;
      save(true);
    }).observe({ type: "paint", buffered: true });
    addEventListener(
      "load",
      () => {
        state.loadedAt = now();
        save();
      },
      { once: true },
    );
  }

  const onInput = (event: Event) => {
    if (state.tapAt !== null) return;
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
    if (!firstDocument || state.hydratedAt !== null || !hydrated()) return;
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
      state.respondedIn = documentNumber;
      save();
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

export function recorderScript(control: TapControl): string {
  const args = [
    control.responded.toString(),
    describeTarget.toString(),
    JSON.stringify(STATE_KEY),
    JSON.stringify(BINDING),
  ];
  return `(${recorder.toString()})(${args.join(", ")});`;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TapPlace {
  box: Box;
  x: number;
  y: number;
  inFirstView: boolean;
  visible: number;
}

export function placeTap(
  box: Box,
  viewport: { width: number; height: number } = VIEWPORT,
): TapPlace {
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const overlap = (start: number, size: number, limit: number) =>
    Math.max(0, Math.min(start + size, limit) - Math.max(start, 0));
  const area = box.width * box.height;
  return {
    box,
    x,
    y,
    inFirstView: x >= 0 && x < viewport.width && y >= 0 && y < viewport.height,
    visible:
      area > 0
        ? (overlap(box.x, box.width, viewport.width) *
            overlap(box.y, box.height, viewport.height)) /
          area
        : 0,
  };
}

export interface TapPoint extends TapPlace {
  control: string;
  hits: string;
  onControl: boolean;
}

const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0]!;

// A first tap does not scroll, so the point is taken at scroll position 0.
async function findTapPoint(
  browser: Browser,
  url: string,
  control: TapControl,
): Promise<TapPoint | string> {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    await context.addInitScript({ content: `window.${DESCRIBE} = ${describeTarget.toString()};` });
    const page = await context.newPage();
    const failed: string[] = [];
    page.on("requestfailed", (request) => {
      const error = request.failure()?.errorText ?? "failed";
      if (
        ["document", "stylesheet", "script"].includes(request.resourceType()) &&
        !/ABORTED/.test(error)
      )
        failed.push(`${new URL(request.url()).pathname}: ${error}`);
    });
    await page.goto(url, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS });
    const locator = control.locate(page).first();
    try {
      await locator.waitFor({ state: "visible", timeout: CONTROL_TIMEOUT_MS });
    } catch {
      return (await locator.count()) === 0
        ? "the warm-up load has no such control"
        : "the control is not visible in the warm-up load";
    }
    await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
        timeout: HYDRATION_TIMEOUT_MS,
      })
      .catch(() => undefined);
    const found = await locator.evaluate((element, describeName) => {
      const describe = (window as unknown as Record<string, (node: EventTarget | null) => string>)[
        describeName
      ]!;
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
    return {
      ...placeTap(found.box),
      control: found.control,
      hits: found.hits,
      onControl: found.onControl,
    };
  } catch (error) {
    return `the warm-up load failed: ${message(error)}`;
  } finally {
    await context.close().catch(() => undefined);
  }
}

export type FcpSignal = "lifecycle" | "observer";

const SIGNAL_NAMES: Record<FcpSignal, string> = {
  lifecycle: "Page.lifecycleEvent firstContentfulPaint",
  observer: "paint observer's binding call",
};

// Raw DevTools input: Playwright's actionability checks would wait for the page's main thread.
function sendTap(cdp: CDPSession, point: TapPlace): Promise<unknown> {
  return Promise.all([
    cdp.send("Input.dispatchTouchEvent", {
      type: "touchStart",
      touchPoints: [{ x: point.x, y: point.y }],
    }),
    cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }),
  ]);
}

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

export const blankRun = (outcome: Outcome, detail?: string): TapRun => ({
  outcome,
  signalLead: Number.NaN,
  fcpToSent: Number.NaN,
  fcpToTap: Number.NaN,
  tapToResponse: Number.NaN,
  fcpToResponse: Number.NaN,
  fcpToHydrated: Number.NaN,
  navigated: false,
  jsLive: false,
  detail,
});

// A link followed before the script is live is HTML-first working: timed, not held to 100 ms.
export const pageLoadOnly = (run: TapRun) => run.navigated && !run.jsLive;

async function tapOnce(
  browser: Browser,
  url: string,
  control: TapControl,
  point: TapPlace,
): Promise<TapRun> {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    await context.addInitScript({ content: recorderScript(control) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // The binding is installed in the page only with the Runtime domain enabled on this session.
    await cdp.send("Runtime.enable");
    await cdp.send("Runtime.addBinding", { name: BINDING });
    await cdp.send("Page.enable");
    await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
    const { frameTree } = await cdp.send("Page.getFrameTree");
    const mainFrame = frameTree.frame.id;
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE_THROTTLING.cpuSlowdown });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", MOBILE_THROTTLING.network);

    let state: PageState | null = null;
    const heard: Partial<Record<FcpSignal, number>> = {};
    let signal: FcpSignal | undefined;
    // Resolves to the error instead of rejecting: nothing may wait on it yet.
    let tapped: Promise<unknown> | undefined;
    let onTapped = () => {};
    const fcp = new Promise<void>((resolve) => (onTapped = resolve));
    const onFcp = (by: FcpSignal) => {
      heard[by] ??= performance.now();
      if (tapped) return;
      signal = by;
      tapped = sendTap(cdp, point).then(
        () => undefined,
        (error: unknown) => error ?? new Error("the touch was refused"),
      );
      onTapped();
    };
    cdp.on("Page.lifecycleEvent", (event) => {
      if (event.name === "firstContentfulPaint" && event.frameId === mainFrame) onFcp("lifecycle");
    });
    cdp.on("Runtime.bindingCalled", (event) => {
      if (event.name !== BINDING) return;
      const report = JSON.parse(event.payload) as PageReport;
      state = report.state;
      if (report.fcp) onFcp("observer");
    });

    await page.goto(url, { waitUntil: "commit", timeout: LOAD_TIMEOUT_MS });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      fcp,
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error("no first contentful paint was signalled")),
          LOAD_TIMEOUT_MS,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    const sentAt = Date.now();
    const tapError = await tapped;
    if (tapError !== undefined) {
      return { ...blankRun("error", `the tap could not be sent: ${message(tapError)}`), signal };
    }

    const current = () => state as PageState | null;
    const deadline = sentAt + RESPONSE_TIMEOUT_MS + REPORT_SLACK_MS;
    while (Date.now() < deadline) {
      const now = current();
      if (now?.respondedAt != null || now?.respondedBeforeTap) break;
      await sleep(50);
    }
    const hydrationDeadline = Date.now() + HYDRATION_TIMEOUT_MS;
    let loadSeenAt: number | undefined;
    for (;;) {
      const now = current();
      if (!now || now.hydratedAt !== null || now.documents > 1) break;
      if (Date.now() > hydrationDeadline) break;
      if (now.loadedAt !== null) loadSeenAt ??= Date.now();
      if (loadSeenAt !== undefined && Date.now() - loadSeenAt > HYDRATION_AFTER_LOAD_MS) break;
      await sleep(100);
    }

    const final = current();
    const signalLead =
      heard.lifecycle !== undefined && heard.observer !== undefined
        ? heard.observer - heard.lifecycle
        : Number.NaN;
    if (!final) return { ...blankRun("error", "the page never reported"), signal, signalLead };
    if (final.respondedBeforeTap) return { ...blankRun("already"), signal, signalLead };
    const fcpAt = final.fcpAt ?? Number.NaN;
    const fcpToHydrated = final.hydratedAt === null ? Number.NaN : final.hydratedAt - fcpAt;
    if (final.tapAt === null || final.tapSentAt === null) {
      return {
        ...blankRun("lost", "the page saw no pointerdown or touchstart"),
        signal,
        signalLead,
        fcpToHydrated,
      };
    }
    const timed: TapRun = {
      ...blankRun("ok"),
      signal,
      signalLead,
      fcpToSent: final.tapSentAt - fcpAt,
      fcpToTap: final.tapAt - fcpAt,
      fcpToHydrated,
      jsLive: final.jsLiveAtTap === true,
      target: final.tapTarget ?? undefined,
    };
    const { respondedAt } = final;
    if (respondedAt === null || respondedAt - final.tapSentAt > RESPONSE_TIMEOUT_MS) {
      return { ...timed, outcome: "lost", detail: `the tap hit ${final.tapTarget ?? "nothing"}` };
    }
    return {
      ...timed,
      tapToResponse: respondedAt - final.tapAt,
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

const count = (row: Row, outcome: Outcome) =>
  row.runs.filter((run) => run.outcome === outcome).length;

const medianOf = (runs: readonly TapRun[], pick: (run: TapRun) => number) =>
  median(runs.map(pick).filter(Number.isFinite));

export const lostOf = (row: Row) => row.runs.length - count(row, "ok");

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
  const parts: string[] = [];
  if (inPage.length > 0) {
    const worst = Math.max(...inPage.map((run) => run.tapToResponse));
    parts.push(
      `${formatMs(medianOf(inPage, (run) => run.tapToResponse))} (worst ${formatMs(worst)})`,
    );
  }
  if (loads.length > 0) {
    const share = loads.length < ok.length ? `, ${loads.length} of ${ok.length}` : "";
    parts.push(`${formatMs(medianOf(loads, (run) => run.tapToResponse))} (page load${share})`);
  }
  return parts.length > 0 ? parts.join("; ") : "n/a";
}

const at = (point: TapPlace) => `${Math.round(point.x)}, ${Math.round(point.y)}`;

export function pointCell(point: Row["point"]): string {
  if (point === undefined || typeof point === "string") return "–";
  if (!point.inFirstView) return `${at(point)}, not in first view`;
  return point.visible < 0.999
    ? `${at(point)} (${Math.round(point.visible * 100)}% in view)`
    : at(point);
}

export function rowCells(row: Row): string[] {
  const head = [row.page.kind, row.page.path, row.control.name, pointCell(row.point)];
  if (row.skipped || typeof row.point !== "object" || !row.point.inFirstView) {
    return [...head, "–", "–", "–", "–", "–", "–", verdict(row)];
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
  const lead = median(leads);
  return (
    `The tap is sent on whichever signal of the first contentful paint comes first: the browser's ${SIGNAL_NAMES.lifecycle} (enabled with \`Page.setLifecycleEventsEnabled\`), or the ${SIGNAL_NAMES.observer} (an init script's \`PerformanceObserver({type: "paint", buffered: true})\` calling a \`Runtime.addBinding\` binding). ` +
    `The lifecycle event came first in ${by("lifecycle")} of ${signalled} runs and the observer in ${by("observer")}` +
    (leads.length > 0
      ? `; where both came, the lifecycle event led by ${formatMs(lead)} (median; ${formatMs(Math.min(...leads))} to ${formatMs(Math.max(...leads))}).`
      : ".")
  );
}

export interface FirstTapOptions {
  buildDir: string;
  runs: number;
  log: (line: string) => void;
}

export async function runFirstTap(options: FirstTapOptions): Promise<Section> {
  const chrome = chromePath();
  const dir = tempDir("firsttap");
  const imageHost = await startImageHost();
  const rows: Row[] = [];
  // Playwright sets headless mode itself.
  const flags = chromeFlags(undefined, imageHost.chromeFlags).filter(
    (flag) => !flag.startsWith("--headless"),
  );
  let browser: Browser | undefined;
  let site: Awaited<ReturnType<typeof startSite>> | undefined;
  const logFile = path.join(dir, "server.log");
  const restarts: string[] = [];
  try {
    site = await startSite({
      buildDir: options.buildDir,
      dataDir: path.join(dir, "data"),
      logFile,
    });
    const server = site;
    const keepServerUp = async (before: string) => {
      if (server.running()) return;
      const tail = readFileSync(logFile, "utf8").trim().split("\n").slice(-3).join(" / ");
      restarts.push(`before ${before} (its log ends: ${tail})`);
      options.log(`firsttap: the server had stopped, starting it again before ${before}`);
      await server.start();
    };
    browser = await launchPlaywright(flags);
    for (const page of FIRST_TAP_PAGES) {
      await keepServerUp(page.path);
      const skipped = await pageProblem(site.origin, page);
      if (skipped) options.log(`firsttap: not trying ${page.kind}: ${skipped}`);
      const controls = TAP_CONTROLS.filter(
        (control) => control.kinds === "every" || control.kinds.includes(page.kind),
      );
      for (const control of controls) {
        const url = `${site.origin}${page.path}`;
        const row: Row = { page, control, runs: [], skipped };
        rows.push(row);
        if (skipped) continue;
        await keepServerUp(`${page.path} ${control.name}`);
        const point = await findTapPoint(browser, url, control);
        row.point = point;
        if (typeof point === "string") {
          options.log(`firsttap ${page.path} ${control.name}: not tapped, ${point}`);
          continue;
        }
        options.log(
          `firsttap ${page.path} ${control.name}: tap at ${pointCell(point)}, hits ${point.hits}` +
            (point.onControl ? "" : ` (not the control, ${point.control})`),
        );
        if (!point.inFirstView) continue;
        for (let run = 1; run <= options.runs; run++) {
          await keepServerUp(`${page.path} ${control.name} run ${run}`);
          const result = await tapOnce(browser, url, control, point);
          row.runs.push(result);
          options.log(
            `firsttap ${page.path} ${control.name} run ${run}/${options.runs}: ${result.outcome}` +
              (result.signal ? ` (tapped on ${result.signal})` : "") +
              `, FCP → tap sent ${formatMs(result.fcpToSent)}, → arrives ${formatMs(result.fcpToTap)}` +
              (result.outcome === "ok"
                ? `, tap → response ${formatMs(result.tapToResponse)}${result.navigated ? " (page load)" : ""}`
                : "") +
              `, FCP → JS live ${formatMs(result.fcpToHydrated)}` +
              (result.target ? `, hit ${result.target}` : "") +
              (result.detail ? ` (${result.detail})` : ""),
          );
        }
      }
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await site?.stop();
    await imageHost.close();
  }

  const verdicts = rows.map(verdict);
  const allPass = verdicts.every(
    (mark) => mark === "PASS" || mark === "not run" || mark === "not in first view",
  );
  const skipped = [
    ...new Set(rows.filter((row) => row.skipped).map((row) => `${row.page.kind}: ${row.skipped}`)),
  ];
  const label = (row: Row) => `${row.page.kind} / ${row.control.name}`;
  const outOfView = rows.filter(notInFirstView).map(label);
  const details = rows.flatMap((row) =>
    row.runs
      .filter((run) => run.outcome !== "ok")
      .map((run) => `${label(row)}: ${run.outcome}${run.detail ? ` (${run.detail})` : ""}`),
  );
  const placeNotes = rows.flatMap((row) => {
    const point = row.point;
    if (typeof point === "string") return [`${label(row)}: not tapped, ${point}`];
    if (!point) return [];
    const notes: string[] = [];
    if (!point.inFirstView)
      notes.push(
        `${label(row)}: its centre (${at(point)}) is outside the first ${VIEWPORT.width}×${VIEWPORT.height} viewport; a first tap does not scroll, so it was not tapped`,
      );
    else if (point.visible < 0.999)
      notes.push(
        `${label(row)}: only ${Math.round(point.visible * 100)}% of the control is in the first ${VIEWPORT.width}×${VIEWPORT.height} viewport at scroll position 0 (its box runs from y = ${Math.round(point.box.y)} to ${Math.round(point.box.y + point.box.height)}); it was tapped there, at its centre (${at(point)}), without scrolling`,
      );
    if (!point.onControl)
      notes.push(
        `${label(row)}: in the warm-up load a tap at its centre hits ${point.hits}, not the control (${point.control})`,
      );
    const elsewhere = [
      ...new Set(
        row.runs.flatMap((run) =>
          run.target !== undefined && run.target !== point.control ? [run.target] : [],
        ),
      ),
    ];
    if (elsewhere.length > 0)
      notes.push(
        `${label(row)}: at the tap's arrival the point was on ${elsewhere.join(", ")}, where the settled page has ${point.control}`,
      );
    return notes;
  });
  const navigatedRows = rows.filter((row) =>
    row.runs.some((run) => run.outcome === "ok" && run.navigated),
  );
  const navigationNotes = navigatedRows.map((row) => {
    const loads = row.runs.filter((run) => run.outcome === "ok" && run.navigated);
    const live = loads.filter((run) => run.jsLive).length;
    return (
      `${label(row)}: in ${loads.length} of ${row.runs.length} runs the tap was followed as a link and the effect showed in the new page (marked "(page load)", timed to the new page's first frame showing it)` +
      (live === 0
        ? "; each time the page's JavaScript was not yet live when the tap arrived, which is the HTML-first behaviour, so these are not held to the 100 ms target"
        : `; in ${live} of them the JavaScript was already live when the tap arrived, so the script did not handle it, and these count against the 100 ms target`)
    );
  });
  const served = imageHost.counts();
  const network = MOBILE_THROTTLING.network;
  return {
    title: "First tap",
    intro: [
      `Chromium at \`${chrome}\` driven by Playwright (flags \`${flags.join(" ")}\` plus Playwright's own), against our server, with the image host's stand-in as for Lighthouse (${served.images} image requests answered). Each run is a fresh browser context (cold cache) of ${VIEWPORT.width}×${VIEWPORT.height} CSS pixels at ${VIEWPORT.deviceScaleFactor}×, mobile, with touch, and Lighthouse's mobile throttling applied through the DevTools protocol: CPU ${MOBILE_THROTTLING.cpuSlowdown}× slower, ${network.latency} ms latency, ${((network.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbit/s down, ${Math.round((network.uploadThroughput * 8) / 1024)} kbit/s up.`,
      `Before the measured loads, one unthrottled warm-up load of each page and control, in a context of its own on the same phone, finds the control and takes the centre of its box at scroll position 0 (a first tap does not scroll; a control whose centre is outside the first viewport is reported as not in first view and not tapped). In each measured load, the moment the first contentful paint is signalled, a tap is sent at that point as raw touch input through the DevTools protocol (\`Input.dispatchTouchEvent\` touchStart and touchEnd, with no waiting for the page). An init script times in the page, on the page's clock, the first contentful paint (its paint entry), the tap's arrival (the first \`pointerdown\` or \`touchstart\` reaching a capture listener on window) and the response (the first animation frame at which the control's check holds, in the new document if the tap loaded one). ${options.runs} run${options.runs === 1 ? "" : "s"} of each page and control; times are medians.`,
      `Columns: tap at, the point tapped (CSS pixels); FCP → tap sent, from the first contentful paint until the browser took the touch (the event's timestamp: the harness's delay); FCP → tap arrives, until the page's main thread got to the touch; tap arrives → response, until the effect shows, with the slowest run, and "(page load)" for runs in which the tap was followed as a link and a new page shows the effect; FCP → response; FCP → JS live, until the first page marks itself hydrated (\`<html data-hydrated="true">\`, n/a when it never does, or was left by the tap first); lost, taps with no effect within ${formatMs(RESPONSE_TIMEOUT_MS)} of the touch.`,
      `Targets: every first tap takes effect (${FIRST_TAP_TARGETS.lost} lost, and the control found) and its effect shows within ${FIRST_TAP_TARGETS.tapToResponseMs} ms of the tap's arrival (median; a link followed before the page's JavaScript is live is left out of this). Overall: **${passFail(allPass)}**${skipped.length > 0 ? ` (pages not run are left out: ${skipped.join("; ")})` : ""}${outOfView.length > 0 ? ` (not in first view, so not tapped: ${outOfView.join("; ")})` : ""}.`,
    ],
    tables: [
      table(
        [
          "Kind",
          "Path",
          "Control",
          "Tap at",
          "FCP → tap sent",
          "FCP → tap arrives",
          "Tap arrives → response",
          "FCP → response",
          "FCP → JS live",
          "Lost",
          "Target",
        ],
        rows.map(rowCells),
      ),
    ],
    notes: [
      'What shows each tap\'s effect: the menu button, `nav[aria-label="Mobile"]` visible; the service page\'s Features link or tab (`a[href="#features"]`), `#features` visible and `#overview` not; the projects page\'s Boiler Systems filter (`a[href*="category=boiler"]`), `category=boiler` in the address and no card with another `data-project-category`; the contact page\'s chat toggle, `#chat-window` visible.',
      signalNote(rows.flatMap((row) => row.runs)),
      "FCP → tap sent is the harness's lag, and it is not nil: Chromium's firstContentfulPaint lifecycle event is sent by Blink from the renderer's main thread when that thread learns the paint's presentation time, not by the browser process on its own (checked by hand: with the main thread kept busy for 1.5 s just after the paint, the event came 1.5 s after the paint entry's time), and the paint observer's call needs the main thread too, and comes later. So the touch goes out only once the busy main thread has got that far. A thumb on the glass at the paint itself would be queued at once and handled at the main thread's first chance, so it would arrive no later than these taps: FCP → tap arrives is an upper bound for it. Tap arrives → response does not depend on this.",
      ...placeNotes,
      ...navigationNotes,
      "The network throttling is applied per request (as DevTools does) with Lighthouse's simulated figures, so pages load somewhat faster than in Lighthouse's own DevTools-throttled mode.",
      ...(restarts.length > 0
        ? [
            `Our server stopped during the bench and was started again: ${restarts.join("; ")}. Loads under way when it stopped failed.`,
          ]
        : []),
      ...(details.length > 0 ? [`Runs without a time: ${details.join("; ")}.`] : []),
    ],
  };
}
