import { type RefObject, useEffect } from "react";
import { useLocation } from "react-router";
import { CHAT_STEP_ASIDE_REST_MS } from "~/lib/constants";

// The floating chat button steps aside into the right margin so it never hides a control.

const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"]';

const PRIMARY_ACTIONS = 'form [type="submit"], footer form';

/** Probes per side of the button's square: rows about 17 px apart catch a 20 px link. */
const PROBES = 4;

/** Written out here so Tailwind finds them; the widget puts them on its toggle. */
export const STEP_ASIDE_CLASSES =
  "motion-safe:transition-transform data-aside:not-focus-visible:translate-x-14 sm:data-aside:not-focus-visible:translate-x-12 lg:data-aside:not-focus-visible:translate-x-10";

function isCovered(control: Element, x: number, y: number): boolean {
  // A card's link covers its card with a ::after: the card can be clicked anywhere else.
  if (!control.classList.contains("stretched-link")) return true;
  return [...control.getClientRects()].some(
    (rect) => x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom,
  );
}

function controlUnder(box: DOMRect, widget: Element): boolean {
  for (let row = 0; row < PROBES; row++) {
    for (let column = 0; column < PROBES; column++) {
      const x = box.left + 1 + ((box.width - 2) * column) / (PROBES - 1);
      const y = box.top + 1 + ((box.height - 2) * row) / (PROBES - 1);
      for (const element of document.elementsFromPoint(x, y)) {
        const control = element.closest(CONTROLS);
        if (control && !widget.contains(control) && isCovered(control, x, y)) return true;
      }
    }
  }
  return false;
}

function primaryInView(box: DOMRect, widget: Element): boolean {
  return [...document.querySelectorAll(PRIMARY_ACTIONS)].some((element) => {
    if (widget.contains(element)) return false;
    const rect = element.getBoundingClientRect();
    return (
      rect.width > 0 && rect.bottom > 0 && rect.top < window.innerHeight && rect.right > box.left
    );
  });
}

export function useStepAside(toggleRef: RefObject<HTMLElement | null>) {
  const { pathname, search } = useLocation();

  useEffect(() => {
    const toggle = toggleRef.current;
    // While the window is closed (display: none) the container's box is the button's place.
    const widget = toggle?.parentElement;
    if (!toggle || !widget || typeof document.elementsFromPoint !== "function") return;
    const panel = widget.querySelector("[popover]");
    let covering = false;
    let frame = 0;
    let rest: ReturnType<typeof setTimeout> | undefined;

    const update = () => {
      frame = 0;
      const open = panel?.matches(":popover-open") ?? false;
      const box = widget.getBoundingClientRect();
      const aside = !open && (covering || primaryInView(box, widget));
      toggle.toggleAttribute("data-aside", aside);
    };
    const look = () => {
      covering = controlUnder(widget.getBoundingClientRect(), widget);
      update();
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
      clearTimeout(rest);
      rest = setTimeout(look, CHAT_STEP_ASIDE_REST_MS);
    };

    look();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    panel?.addEventListener("toggle", update);
    // Content that arrives or grows (photos, parts whose code loads later) moves controls.
    const resized = typeof ResizeObserver === "function" ? new ResizeObserver(onScroll) : null;
    resized?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(rest);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      panel?.removeEventListener("toggle", update);
      resized?.disconnect();
    };
  }, [toggleRef, pathname, search]);
}
