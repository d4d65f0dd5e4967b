// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { categorySummaries } from "~/content/catalogue";
import { ENQUIRY_TOPICS } from "~/content/topics";
import { CONTACT_BANNER_MS, CONTACT_MESSAGE_ROWS } from "~/lib/constants";
import { CONTACT_MESSAGES as M, ENQUIRY_LABELS, type EnquiryFormResult } from "./contact-messages";
import { ContactForm } from "./contact-form";
import { choicesFromCategories } from "./service-choices";

const choices = choicesFromCategories(categorySummaries());

function renderForm(
  props: { result?: EnquiryFormResult; initialValues?: Record<string, string> } = {},
  url = "/contact",
) {
  const Stub = createRoutesStub([
    {
      path: "/contact",
      Component: () => <ContactForm choices={choices} returnTo="/contact" {...props} />,
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const submit = () => screen.getByRole("button", { name: M.submit });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(ENQUIRY_LABELS.name), "Ravi Kumar");
  await user.type(field(ENQUIRY_LABELS.email), "ravi@example.com");
  await user.type(field(ENQUIRY_LABELS.phone), "+91 98480 11111");
  await user.selectOptions(field(ENQUIRY_LABELS.service), "Industrial Valves");
  await user.type(field(ENQUIRY_LABELS.message), "Twenty gate valves.");
}

function deferredFetch() {
  let resolve!: (response: Response) => void;
  const fetchMock = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, answer: (response: Response) => act(async () => resolve(response)) };
}

// The form loads its validator and sender on first use. Under fake timers
// Testing Library's waits count fake time, so a cold import on a busy machine
// can outlast them: load the module once here, and the form's import finds it.
beforeAll(async () => {
  await import("./submit-enquiry");
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the contact form", () => {
  it("labels every field and lists the six topics, then the services by category", () => {
    renderForm();
    for (const label of Object.values(ENQUIRY_LABELS)) expect(field(label)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company/)).not.toBeRequired();
    expect(field(ENQUIRY_LABELS.message)).toHaveAttribute("rows", String(CONTACT_MESSAGE_ROWS));
    const select = field(ENQUIRY_LABELS.service) as HTMLSelectElement;
    const topLevel = [...select.children].filter((node) => node.tagName === "OPTION");
    expect(topLevel.map((node) => node.textContent)).toEqual([
      "Select a service",
      ...ENQUIRY_TOPICS,
    ]);
    const groups = within(select).getAllByRole("group");
    expect(groups.map((group) => group.getAttribute("label"))).toEqual(
      categorySummaries().map((category) => category.title),
    );
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  it("shows each message under its field, tied to it, and focuses the first invalid field", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await user.type(field(ENQUIRY_LABELS.email), "ravi@");
    await user.click(submit());
    await screen.findByText(M.nameRequired);

    const expected: [string, string][] = [
      [ENQUIRY_LABELS.name, M.nameRequired],
      [ENQUIRY_LABELS.email, M.emailInvalid],
      [ENQUIRY_LABELS.phone, M.phoneRequired],
      [ENQUIRY_LABELS.service, M.serviceRequired],
      [ENQUIRY_LABELS.message, M.messageRequired],
    ];
    for (const [label, message] of expected) {
      expect(field(label)).toHaveAttribute("aria-invalid", "true");
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    expect(field(ENQUIRY_LABELS.company)).toHaveAttribute("aria-invalid", "false");
    expect(field(ENQUIRY_LABELS.name)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears a field's error when that field is edited, and only that one", async () => {
    vi.stubGlobal("fetch", vi.fn());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await user.click(submit());
    await screen.findByText(M.nameRequired);
    await user.type(field(ENQUIRY_LABELS.name), "R");
    expect(screen.queryByText(M.nameRequired)).not.toBeInTheDocument();
    expect(field(ENQUIRY_LABELS.name)).toHaveAttribute("aria-invalid", "false");
    expect(screen.getByText(M.emailRequired)).toBeInTheDocument();
  });

  it("checks name and message after trimming", async () => {
    vi.stubGlobal("fetch", vi.fn());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await user.type(field(ENQUIRY_LABELS.name), "   ");
    await user.type(field(ENQUIRY_LABELS.message), "  ");
    await user.click(submit());
    expect(await screen.findByText(M.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(M.messageRequired)).toBeInTheDocument();
  });

  it("sends, reads Sending... while waiting, then shows the success banner for 5 s and clears", async () => {
    const { fetchMock, answer } = deferredFetch();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await fillValid(user);
    await act(async () => vi.advanceTimersByTime(4_000));
    await user.click(submit());

    const sending = await screen.findByRole("button", { name: M.submitting });
    expect(sending).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/enquiries");
    const sent = new URLSearchParams(init.body as URLSearchParams);
    expect(sent.get("name")).toBe("Ravi Kumar");
    expect(sent.get("service")).toBe("Industrial Valves");
    expect(sent.get("website")).toBe("");
    expect(sent.get("returnTo")).toBe("/contact");
    expect(Number(sent.get("fill_ms"))).toBeGreaterThanOrEqual(4_000);

    await answer(Response.json({ ok: true }, { status: 201 }));
    expect(screen.getByRole("status")).toHaveTextContent(M.success);
    expect(submit()).toBeEnabled();
    expect(field(ENQUIRY_LABELS.name)).toHaveValue("");
    expect(field(ENQUIRY_LABELS.service)).toHaveValue("");
    expect(field(ENQUIRY_LABELS.message)).toHaveValue("");

    await act(async () => vi.advanceTimersByTime(CONTACT_BANNER_MS - 100));
    expect(screen.getByText(M.success)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByText(M.success)).not.toBeInTheDocument();
  });

  it.each([
    ["a server error", () => Promise.resolve(new Response("oops", { status: 500 }))],
    ["the network being down", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["an answer that is not ours", () => Promise.resolve(new Response("<html>", { status: 200 }))],
  ])(
    "shows the failure banner for %s, keeps the input, and hides it after 5 s",
    async (_case, reply) => {
      vi.stubGlobal("fetch", vi.fn(reply));
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderForm();
      await fillValid(user);
      await user.click(submit());
      await screen.findByText(M.failure);
      expect(screen.getByRole("alert")).toHaveTextContent(M.failure);
      expect(field(ENQUIRY_LABELS.name)).toHaveValue("Ravi Kumar");
      expect(field(ENQUIRY_LABELS.message)).toHaveValue("Twenty gate valves.");
      await act(async () => vi.advanceTimersByTime(CONTACT_BANNER_MS + 100));
      expect(screen.queryByText(M.failure)).not.toBeInTheDocument();
    },
  );

  it("says when to try again after a rate limit", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ ok: false }, { status: 429, headers: { "Retry-After": "120" } }),
      ),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await fillValid(user);
    await user.click(submit());
    await screen.findByText(M.failure);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("You can send again in 2 minutes.");
  });

  it("shows the server's field errors when it disagrees, focusing the first", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { ok: false, error: "invalid", fieldErrors: { email: M.emailInvalid, bogus: "x" } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText(M.emailInvalid)).toBeInTheDocument();
    expect(field(ENQUIRY_LABELS.email)).toHaveFocus();
    expect(screen.queryByRole("alert")).toBeEmptyDOMElement();
  });

  it("sends once when the button is pressed twice", async () => {
    const { fetchMock, answer } = deferredFetch();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await fillValid(user);
    await user.dblClick(submit());
    await user.keyboard("{Enter}");
    await screen.findByRole("button", { name: M.submitting });
    await user.keyboard("{Enter}");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await answer(Response.json({ ok: true }, { status: 201 }));
  });

  it("shows what the server answered a plain post: errors with the input kept", () => {
    renderForm({
      result: {
        kind: "invalid",
        fieldErrors: { phone: M.phoneRequired },
        values: {
          name: "Ravi",
          email: "r@example.com",
          phone: "",
          company: "",
          service: "Consultation",
          message: "Hi",
        },
      },
    });
    expect(field(ENQUIRY_LABELS.name)).toHaveValue("Ravi");
    expect(field(ENQUIRY_LABELS.service)).toHaveValue("Consultation");
    expect(field(ENQUIRY_LABELS.phone)).toHaveAccessibleDescription(M.phoneRequired);
    expect(field(ENQUIRY_LABELS.phone)).toHaveFocus();
  });

  it("shows the success banner on the page a plain post was redirected to", () => {
    renderForm({}, "/contact?enquiry=sent");
    expect(screen.getByRole("status")).toHaveTextContent(M.success);
  });

  it("starts with the values of a /contact link", () => {
    renderForm({ initialValues: { service: "Bag Filters", message: "Similar to: Project X" } });
    expect(field(ENQUIRY_LABELS.service)).toHaveValue("Bag Filters");
    expect(field(ENQUIRY_LABELS.message)).toHaveValue("Similar to: Project X");
  });
});
