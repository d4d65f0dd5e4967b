// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UNSAFE_ErrorResponseImpl as ErrorResponse, createRoutesStub, data } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { EMAIL_MAX_CHARS, NEWSLETTER_MESSAGE_MS } from "~/lib/constants";
import { clientAction } from "~/routes/newsletter-signup";
import {
  NEWSLETTER_MESSAGES as M,
  type NewsletterBox,
  type NewsletterReply,
} from "./newsletter-messages";
import { NewsletterForm } from "./newsletter-form";

// Wrapped in the route's real clientAction, as in the browser.
type ServerAction = (body: FormData) => Promise<unknown>;

const server = vi.fn<ServerAction>();

function renderBox(box: NewsletterBox = "footer", url = "/about") {
  const Stub = createRoutesStub([
    {
      path: "/about",
      Component: () => <NewsletterForm box={box} title="Stay Updated" intro="Intro" />,
    },
    {
      path: "/api/subscribers",
      action: async ({ request }) => {
        const body = await request.formData();
        return clientAction({ serverAction: () => server(body) } as never);
      },
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

const answer = (kind: NewsletterReply["kind"], status: number) =>
  data<NewsletterReply>({ kind }, { status });

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
});

afterEach(() => {
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
    let resolve!: (value: unknown) => void;
    server.mockImplementation(() => new Promise((r) => (resolve = r)));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBox("page");
    await user.type(input(), "meena@example.com");
    await user.click(button());
    await vi.waitFor(() => expect(server).toHaveBeenCalledTimes(1), loaded);
    // React Router renders the fetcher's state in a transition: wait for it.
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

  it.each<[string, ServerAction]>([
    ["fails to store it", async () => answer("failed", 500)],
    ["limits the rate", async () => answer("failed", 429)],
    [
      // Single fetch throws for an answer that is not React Router's (the host's 503 page).
      "is unavailable",
      () => Promise.reject(new ErrorResponse(503, "Service Unavailable", "")),
    ],
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
