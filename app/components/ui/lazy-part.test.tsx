// @vitest-environment jsdom
import { act, screen, waitFor } from "@testing-library/react";
import { Suspense, lazy, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { PART_RENDER_OPTIONS } from "~/lib/part-render-options";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { lazyPart } from "./lazy-part";

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

async function hydrated(load = vi.fn(async () => Part), makePart = lazyPart) {
  const OnServer = makePart(load, Part);
  const html = renderToString(<OnServer label="Footer" />);
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  const InBrowser = makePart(load, undefined);
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, <InBrowser label="Footer" />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  const render = (label: string) => act(async () => root.render(<InBrowser label={label} />));
  return { load, html, container, errors, render };
}

async function responds(): Promise<boolean> {
  const button = screen.getByRole("button", { name: /^Clicked/ });
  const before = button.textContent;
  await act(async () => button.click());
  return screen.getByRole("button", { name: /^Clicked/ }).textContent !== before;
}

it("renders the whole part on the server", () => {
  const OnServer = lazyPart(async () => Part, Part);
  const html = renderToString(<OnServer label="Footer" />);
  const container = document.createElement("div");
  container.innerHTML = html;
  expect(container.querySelector("h2")?.textContent).toBe("Footer");
  expect(container.querySelector("form input[name=email]")).not.toBeNull();
});

it("keeps the server's HTML untouched and loads nothing until the part is near the viewport", async () => {
  const { load, container, errors } = await hydrated();
  expect(load).not.toHaveBeenCalled();
  expect(screen.getByRole("heading", { name: "Footer" })).toBeInTheDocument();
  expect(await responds()).toBe(false);

  const typedBefore = screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement;
  typedBefore.value = "typed before the code arrived";

  await act(async () => intersect!());
  expect(load).toHaveBeenCalledTimes(1);
  await waitFor(async () => expect(await responds()).toBe(true));
  expect(container.querySelectorAll("h2")).toHaveLength(1);
  // Hydrated in place: the same input, with what the visitor typed, not a fresh copy.
  expect(screen.getByRole("textbox", { name: "Email" })).toBe(typedBefore);
  expect(typedBefore.value).toBe("typed before the code arrived");
  expect(errors).toEqual([]);
});

it("requests the code the moment the part nears the viewport, whether or not React has tried it yet", async () => {
  const { load } = await hydrated();
  // No act(): React gets no chance to work between the observer's call and the request.
  intersect!();
  expect(load).toHaveBeenCalledTimes(1);
  await waitFor(async () => expect(await responds()).toBe(true));
});

it("keeps its first props until it is live, then takes the page's latest", async () => {
  const { render, errors } = await hydrated();
  await render("Renamed");
  expect(screen.getByRole("heading", { name: "Footer" })).toBeInTheDocument();
  await act(async () => intersect!());
  expect(await screen.findByRole("heading", { name: "Renamed" })).toBeInTheDocument();
  expect(errors).toEqual([]);
});

it("leaves an event before the code arrived to the browser: a form's own submission goes ahead", async () => {
  const { errors } = await hydrated();
  const input = screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement;
  input.value = "meena@example.com";
  const submit = new Event("submit", { bubbles: true, cancelable: true });
  await act(async () => input.form!.dispatchEvent(submit));
  // Not held for a replay: the plain form posts to the server, exactly once.
  expect(submit.defaultPrevented).toBe(false);
  expect(screen.queryByText("Sent meena@example.com")).not.toBeInTheDocument();
  expect(errors).toEqual([]);
});

it("keeps the server's HTML when the part's code cannot be loaded", async () => {
  const load = vi.fn(async (): Promise<typeof Part> => {
    throw new Error("offline");
  });
  const { container, errors } = await hydrated(load);
  await act(async () => intersect!());
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  // The failed import settles before the page is looked at.
  await act(async () => {
    await (load.mock.results[0]!.value as Promise<unknown>).catch(() => {});
  });
  expect(screen.getByRole("heading", { name: "Footer" })).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Email" }).closest("form")).not.toBeNull();
  expect(container.querySelectorAll("h2")).toHaveLength(1);
  expect(errors).toEqual([]);
});

it("loads at once when the part first appears in the browser (a client-side navigation)", async () => {
  const load = vi.fn(async () => Part);
  const InBrowser = lazyPart(load, undefined);
  const container = document.createElement("div");
  document.body.append(container);
  await act(async () => createRoot(container).render(<InBrowser label="Projects" />));
  expect(await screen.findByRole("heading", { name: "Projects" })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it("asks for the code at the visitor's first interaction anywhere, near the viewport or not", async () => {
  // A fresh module: its listeners hear only the first interaction of a page.
  vi.resetModules();
  const { lazyPart: freshLazyPart } = await import("./lazy-part");
  const { load } = await hydrated(undefined, freshLazyPart);
  expect(load).not.toHaveBeenCalled();
  await act(async () => window.dispatchEvent(new Event("keydown")));
  expect(load).toHaveBeenCalledTimes(1);
  await waitFor(async () => expect(await responds()).toBe(true));
});

it("keeps the server's HTML when its parent renders again with equal props", async () => {
  const { render, errors } = await hydrated();
  await render("Footer");
  await act(async () => intersect!());
  await waitFor(async () => expect(await responds()).toBe(true));
  expect(errors).toEqual([]);
});

// The reason lazy-part keeps its first props: when this fails, React no longer drops the
// server's HTML of a boundary updated before its code arrived, and keeping them can go.
it("needs its first props kept: React drops a waiting boundary's server HTML on new props", async () => {
  const Waiting = lazy(() => new Promise<{ default: typeof Part }>(() => {}));
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <Suspense>
      <Part label="Footer" />
    </Suspense>,
  );
  document.body.append(container);
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(
      container,
      <Suspense>
        <Waiting label="Footer" />
      </Suspense>,
      { onRecoverableError: () => {} },
    );
  });
  expect(screen.getByRole("heading", { name: "Footer" })).toBeInTheDocument();
  await act(async () =>
    root.render(
      <Suspense>
        <Waiting label="Renamed" />
      </Suspense>,
    ),
  );
  expect(screen.queryByRole("heading", { name: "Footer" })).not.toBeInTheDocument();
});

/** The page as entry.server streams it, with `options`. */
function streamed(element: React.ReactNode, options: object): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const page = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        html += chunk.toString("utf8");
        callback();
      },
      final(callback) {
        resolve(html);
        callback();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      ...options,
      onAllReady: () => pipe(page),
      onShellError: reject,
    });
  });
}

// React moves a large finished boundary out of its place, to be put back by an inline script;
// without JavaScript it would stay hidden. entry.server's options keep every part in place.
it("keeps a large part visible in the server's HTML, without JavaScript", async () => {
  const Big = lazyPart(async () => Part, Part);
  const page = (
    <main>
      {Array.from({ length: 40 }, (_, index) => (
        <Big key={index} label={`Part ${index} ${"words ".repeat(80)}`} />
      ))}
    </main>
  );
  const hiddenParts = (html: string) => {
    const container = document.createElement("div");
    container.innerHTML = html;
    return [...container.querySelectorAll("h2")].filter((h2) => h2.closest("[hidden]")).length;
  };
  expect(hiddenParts(await streamed(page, {}))).toBeGreaterThan(0);
  expect(hiddenParts(await streamed(page, PART_RENDER_OPTIONS))).toBe(0);
});
