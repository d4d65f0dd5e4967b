// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NEWSLETTER_MESSAGE_MS } from "~/lib/constants";
import { NEWSLETTER_MESSAGES as M, type NewsletterBox } from "./newsletter-messages";
import { NewsletterForm } from "./newsletter-form";

function renderBox(box: NewsletterBox = "footer", url = "/about") {
  const Stub = createRoutesStub([
    {
      path: "/about",
      Component: () => <NewsletterForm box={box} title="Stay Updated" intro="Intro" />,
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

const input = () => screen.getByLabelText(M.label);
// The box loads its validator on first use; the first, cold import can take a moment.
const loaded = { timeout: 5_000 };
const button = () => screen.getByRole("button", { name: M.submit });

// Loaded once here (see the contact form's test), so the box's own import finds it.
beforeAll(async () => {
  await import("./send-signup");
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the newsletter box", () => {
  it.each(["", "meena", "meena@example"])(
    "answers %j with the message for 3 s, sending nothing",
    async (email) => {
      const fetchMock = vi.fn();
      vi.stubGlobal("fetch", fetchMock);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderBox();
      if (email) await user.type(input(), email);
      await user.click(button());
      await screen.findByText(M.invalid, {}, loaded);
      expect(screen.getByRole("alert")).toHaveTextContent(M.invalid);
      expect(input()).toHaveAttribute("aria-invalid", "true");
      expect(input()).toHaveAccessibleDescription(M.invalid);
      expect(input()).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(NEWSLETTER_MESSAGE_MS - 100));
      expect(screen.getByText(M.invalid)).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(200));
      expect(screen.queryByText(M.invalid)).not.toBeInTheDocument();
    },
  );

  it("subscribes, clears the input and shows success for 3 s", async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBox("page");
    await user.type(input(), "meena@example.com");
    await user.click(button());
    expect(await screen.findByText(M.success, {}, loaded)).toBeInTheDocument();
    expect(screen.getByText(M.success).closest("[role=status]")).not.toBeNull();
    expect(input()).toHaveValue("");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/subscribers");
    const body = new URLSearchParams(init.body as URLSearchParams);
    expect(Object.fromEntries(body)).toEqual({
      email: "meena@example.com",
      website: "",
      box: "page",
      returnTo: "/about",
    });
    await act(async () => vi.advanceTimersByTime(NEWSLETTER_MESSAGE_MS + 100));
    expect(screen.queryByText(M.success)).not.toBeInTheDocument();
  });

  it("keeps the address and says so when the server fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 503 })),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBox();
    await user.type(input(), "meena@example.com");
    await user.click(button());
    await screen.findByText(M.failure, {}, loaded);
    expect(screen.getByRole("alert")).toHaveTextContent(M.failure);
    expect(input()).toHaveValue("meena@example.com");
  });

  it("shows the result of a plain post in its own box only", () => {
    renderBox("footer", "/about?newsletter=subscribed&box=footer");
    expect(screen.getByText(M.success)).toBeInTheDocument();
  });

  it("ignores the result meant for the other box", () => {
    renderBox("footer", "/about?newsletter=subscribed&box=page");
    expect(screen.queryByText(M.success)).not.toBeInTheDocument();
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
