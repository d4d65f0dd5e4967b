import type { ClientDirective } from "astro";

/**
 * `client:first-use`: an island whose script starts when the visitor reaches for it (a pointer
 * over it, a touch, a key or focus inside it), and not before. Its controls work as HTML until
 * then (a popover toggle, a form that posts), so the tap that starts it is never lost.
 */
const EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/**
 * Its value, if any, is a key of the tab's sessionStorage: set, the visitor is still using the
 * island from an earlier page (every page change is a page load), and it starts at once.
 */
const firstUse: ClientDirective = (load, options, island) => {
  const start = async () => {
    for (const event of EVENTS) island.removeEventListener(event, start);
    const hydrate = await load();
    await hydrate();
  };
  let inUse = false;
  try {
    inUse = typeof options.value === "string" && sessionStorage.getItem(options.value) !== null;
  } catch {
    // Storage blocked: nothing was kept from an earlier page.
  }
  if (inUse) void start();
  else for (const event of EVENTS) island.addEventListener(event, start, { passive: true });
};

export default firstUse;
