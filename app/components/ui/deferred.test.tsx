// @vitest-environment jsdom
import { act, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { deferred } from "./deferred";

/** A part with state, a button and a form, as the footer and the home page's sections have. */
function Part({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  const [sent, setSent] = useState("");
  return (
    <section>
      <h2>{label}</h2>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Clicked {clicks}
      </button>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSent(new FormData(event.currentTarget).get("email") as string);
        }}
      >
        <input aria-label="Email" name="email" />
        <button type="submit">Send</button>
      </form>
      <p role="status">{sent ? `Sent ${sent}` : ""}</p>
    </section>
  );
}

let intersect: (() => void) | undefined;

beforeEach(() => {
  intersect = undefined;
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback) {
        intersect = () =>
          callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** The server's HTML of a deferred part, hydrated in the browser. */
async function hydrated(until: "near" | "used" = "near") {
  const load = vi.fn(async () => Part);
  const OnServer = deferred(load, Part, until);
  const html = renderToString(<OnServer label="Footer" />);
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  const InBrowser = deferred(load, undefined, until);
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, <InBrowser label="Footer" />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  const render = (label: string) => act(async () => root.render(<InBrowser label={label} />));
  return { load, html, container, errors, render };
}

const isLive = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactProps"));

it("renders the whole part on the server, in an Activity boundary rather than a Suspense one", () => {
  const OnServer = deferred(async () => Part, Part);
  const html = renderToString(<OnServer label="Footer" />);
  expect(html).toContain("<!--&-->");
  expect(html).toContain("<h2>Footer</h2>");
  expect(html).not.toContain("<!--$");
});

it("keeps the server's HTML untouched and loads nothing until the part is near the viewport", async () => {
  const { load, container, errors } = await hydrated();
  expect(load).not.toHaveBeenCalled();
  expect(screen.getByRole("heading", { name: "Footer" })).toBeInTheDocument();
  expect(isLive(screen.getByRole("button", { name: "Clicked 0" }))).toBe(false);

  await act(async () => intersect!());
  expect(load).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(isLive(screen.getByRole("button", { name: "Clicked 0" }))).toBe(true));
  expect(container.querySelectorAll("h2")).toHaveLength(1);
  expect(errors).toEqual([]);
});

it("waits for the visitor to act when it only responds to the visitor", async () => {
  const { load, errors } = await hydrated("used");
  await act(async () => intersect?.());
  expect(load).not.toHaveBeenCalled();
  await act(async () => screen.getByRole("textbox", { name: "Email" }).focus());
  expect(load).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(isLive(screen.getByRole("button", { name: "Clicked 0" }))).toBe(true));
  expect(errors).toEqual([]);
});

it("keeps its first props until it is live, then takes the page's latest", async () => {
  const { render, errors } = await hydrated();
  await render("Renamed");
  expect(screen.getByRole("heading", { name: "Footer" })).toBeInTheDocument();
  await act(async () => intersect!());
  expect(await screen.findByRole("heading", { name: "Renamed" })).toBeInTheDocument();
  expect(errors).toEqual([]);
});

it("holds a click made before the code arrived and replays it once the part is live", async () => {
  const { load, errors } = await hydrated();
  await act(async () => screen.getByRole("button", { name: "Clicked 0" }).click());
  expect(await screen.findByRole("button", { name: "Clicked 1" })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  expect(errors).toEqual([]);
});

it("sends a form submitted before the code arrived, with what was typed", async () => {
  const { errors } = await hydrated();
  const input = screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement;
  input.value = "meena@example.com";
  const submit = new Event("submit", { bubbles: true, cancelable: true });
  await act(async () => input.form!.dispatchEvent(submit));
  expect(submit.defaultPrevented).toBe(true);
  expect(await screen.findByText("Sent meena@example.com")).toBeInTheDocument();
  expect(errors).toEqual([]);
});

it("loads at once when the part first appears in the browser (a client-side navigation)", async () => {
  const load = vi.fn(async () => Part);
  const InBrowser = deferred(load, undefined);
  const container = document.createElement("div");
  document.body.append(container);
  await act(async () => createRoot(container).render(<InBrowser label="Projects" />));
  expect(await screen.findByRole("heading", { name: "Projects" })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
