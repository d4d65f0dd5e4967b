import type { ClientDirective } from "astro";

/**
 * `client:first-use`: an island whose script starts when the visitor reaches for it (a pointer
 * over it, a touch, a key or focus inside it), and not before. Its controls work as HTML until
 * then (a popover toggle, a form that posts), so the tap that starts it is never lost.
 */
const EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

const firstUse: ClientDirective = (load, _options, island) => {
  const start = async () => {
    for (const event of EVENTS) island.removeEventListener(event, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const event of EVENTS) island.addEventListener(event, start, { passive: true });
};

export default firstUse;
