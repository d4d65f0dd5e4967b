// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it, vi } from "vitest";
import { chatWidgetProps } from "./chat-content";

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

it("hydrates the prerendered toggle without a mismatch, then restores the open chat", async () => {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
  // An earlier page in this tab left the chat open with a message in it.
  const store = await import("./chat-store");
  store.dispatchChat({ type: "toggled", open: true });
  store.dispatchChat({ type: "followed", text: "Do you build roads?" });

  vi.resetModules();
  const { ChatWidget } = await import("./chat-widget");
  // The island as the page renders it, from its props alone.
  const app = <ChatWidget {...chatWidgetProps} />;
  const html = renderToString(app);
  // The HTML must never claim an expanded state the page may not be in, nor a live script.
  expect(html).toMatch(/popovertarget="chat-window"/i);
  expect(html).not.toContain("aria-expanded");
  expect(html).not.toContain("data-live");

  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => {
    errors.push(args);
  });
  await act(async () => {
    hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) });
  });
  await act(() => vi.dynamicImportSettled());
  consoleError.mockRestore();

  expect(errors).toEqual([]);
  expect(screen.getByRole("button", { name: /^Chat with us/ })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  expect(screen.getByRole("listitem")).toHaveTextContent("You: Do you build roads?");
  expect(screen.getByRole("complementary", { name: "Chat" })).toHaveAttribute("data-live", "true");
});
