import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// user-event advances Vitest's fake timers through this hook.
(globalThis as { jest?: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};

afterEach(() => {
  cleanup();
});

// jsdom has no HTML popover, which the header menu and the chat window use.
if (typeof document !== "undefined") {
  const { apply, isSupported } = await import("@oddbird/popover-polyfill/fn");
  if (!isSupported()) {
    apply();
    // jsdom's own style for a closed popover cannot tell the polyfill's open state apart.
    const style = document.createElement("style");
    style.textContent = "[popover].\\:popover-open { display: block !important; }";
    document.head.append(style);
  }
}
