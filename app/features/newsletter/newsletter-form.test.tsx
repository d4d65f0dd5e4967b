// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { EMAIL_MAX_CHARS, NEWSLETTER_MESSAGE_MS } from "~/lib/constants";
import {
  NEWSLETTER_MESSAGES as M,
  type NewsletterBox,
  type NewsletterReply,
  type NewsletterResult,
  newsletterResultFor,
  newsletterReturnPath,
} from "./newsletter-messages";
import { NewsletterForm } from "./newsletter-form";

// The host, as the box's script reaches it: fetch with the form's fields.
type Server = (body: FormData) => Promise<Response>;

const server = vi.fn<Server>();

function box(kind: NewsletterBox = "footer", result: NewsletterResult | null = null) {
  return (
    <NewsletterForm
      box={kind}
      title="Stay Updated"
      intro="Intro"
      returnTo="/about"
      result={result}
    />
  );
}

function renderBox(kind: NewsletterBox = "footer", result: NewsletterResult | null = null) {
  return render(box(kind, result));
}

const answer = (kind: NewsletterReply["kind"], status: number) =>
  Response.json({ kind } satisfies NewsletterReply, { status });

const input = () => screen.getByLabelText(M.label);
// The box loads its validator on first use; the first, cold import can take a moment.
const loaded = { timeout: 5_000 };
const button = () => screen.getByRole("button", { name: M.submit });

// Loaded once here (see the contact form's test), so the box's own import finds it.
beforeAll(async () => {
  await import("./newsletter-schema");
});

beforeEach(() => {
  vi.useFakeTimers();
  server.mockReset();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe("/api/subscribers");
      expect(init.method).toBe("POST");
      expect(new Headers(init.headers).get("Accept")).toBe("application/json");
      return server(init.body as FormData);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the newsletter box", () => {
  it("takes no more characters than an e-mail address can have", () => {
    renderBox();
    expect(input()).toHaveAttribute("maxlength", String(EMAIL_MAX_CHARS));
  });

  it.each(["", "meena", "meena@example"])(
    "answers %j with the message for 3 s, sending nothing",
    async (email) => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderBox();
      if (email) await user.type(input(), email);
      await user.click(button());
      await screen.findByText(M.invalid, {}, loaded);
      expect(screen.getByRole("alert")).toHaveTextContent(M.invalid);
      expect(input()).toHaveAttribute("aria-invalid", "true");
      expect(input()).toHaveAccessibleDescription(M.invalid);
      expect(input()).toHaveFocus();
      expect(server).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(NEWSLETTER_MESSAGE_MS - 100));
      expect(screen.getByText(M.invalid)).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(200));
      expect(screen.queryByText(M.invalid)).not.toBeInTheDocument();
    },
  );

  it("subscribes, clears the input and shows success for 3 s", async () => {
    let resolve!: (value: Response) => void;
    server.mockImplementation(() => new Promise((r) => (resolve = r)));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBox("page");
    await user.type(input(), "meena@example.com");
    await user.click(button());
    await vi.waitFor(() => expect(server).toHaveBeenCalledTimes(1), loaded);
    await vi.waitFor(() => expect(button()).toBeDisabled());
    const body = server.mock.calls[0]![0];
    expect(Object.fromEntries(body)).toEqual({
      email: "meena@example.com",
      website: "",
      box: "page",
      returnTo: "/about",
    });

    await act(async () => resolve(answer("subscribed", 200)));
    expect(await screen.findByText(M.success, {}, loaded)).toBeInTheDocument();
    expect(screen.getByText(M.success).closest("[role=status]")).not.toBeNull();
    expect(input()).toHaveValue("");
    expect(button()).toBeEnabled();
    await act(async () => vi.advanceTimersByTime(NEWSLETTER_MESSAGE_MS + 100));
    expect(screen.queryByText(M.success)).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the address, focusing the input", async () => {
    server.mockImplementation(async () => answer("invalid", 400));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBox();
    await user.type(input(), "meena@example.com");
    await user.click(button());
    await screen.findByText(M.invalid, {}, loaded);
    expect(input()).toHaveAttribute("aria-invalid", "true");
    expect(input()).toHaveFocus();
    expect(input()).toHaveValue("meena@example.com");
  });

  it.each<[string, Server]>([
    ["fails to store it", async () => answer("failed", 500)],
    ["limits the rate", async () => answer("failed", 429)],
    ["is unavailable", async () => new Response("Service Unavailable", { status: 503 })],
    ["cannot be reached", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("keeps the address and says so when the server %s", async (_case, reply) => {
    server.mockImplementation(reply);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBox();
    await user.type(input(), "meena@example.com");
    await user.click(button());
    await screen.findByText(M.failure, {}, loaded);
    expect(screen.getByRole("alert")).toHaveTextContent(M.failure);
    expect(screen.queryByText(M.success)).not.toBeInTheDocument();
    expect(input()).toHaveValue("meena@example.com");
  });

  it("shows the result of a plain post in its own box only", () => {
    const query = new URLSearchParams("newsletter=subscribed&box=footer");
    expect(newsletterResultFor(query, "footer")).toBe("subscribed");
    expect(newsletterResultFor(query, "page")).toBeNull();
    renderBox("footer", newsletterResultFor(query, "footer"));
    expect(screen.getByText(M.success)).toBeInTheDocument();
  });

  it("returns a visitor without JavaScript to the page's path, without a trailing slash", () => {
    expect(newsletterReturnPath("/about/")).toBe("/about");
    expect(newsletterReturnPath("/")).toBe("/");
    const { container } = renderBox();
    expect(container.querySelector('input[name="returnTo"]')).toHaveValue("/about");
  });

  it("says that its script is live", () => {
    const { container } = renderBox();
    expect(container.querySelector("form")).toHaveAttribute("data-live", "true");
  });

  it("drops a plain post's refusal once an address typed before its script is in the box", async () => {
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(box("footer", "invalid"));
    expect(screen.getByRole("alert")).toHaveTextContent(M.invalid);
    (input() as HTMLInputElement).value = "meena@example.com";
    await act(async () => {
      render(box("footer", "invalid"), { container, hydrate: true });
    });
    expect(container.querySelector("form")).toHaveAttribute("data-live", "true");
    expect(input()).toHaveValue("meena@example.com");
    expect(screen.queryByText(M.invalid)).not.toBeInTheDocument();
    expect(input()).toHaveAttribute("aria-invalid", "false");
  });

  it("posts to the sign-up endpoint as a plain form, and links its consent line to /privacy", () => {
    const { container } = renderBox();
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("action", "/api/subscribers");
    expect(form).toHaveAttribute("method", "post");
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    expect(screen.getByText(/unsubscribe/i)).toBeInTheDocument();
  });
});
