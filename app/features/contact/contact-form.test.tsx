// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { categorySummaries } from "~/lib/lookups";
import { categories, services } from "~/content/data";
import { ENQUIRY_TOPICS } from "~/lib/topics";
import {
  CONTACT_BANNER_MS,
  CONTACT_MESSAGE_ROWS,
  ENQUIRY_DRAFT_KEY,
  ENQUIRY_MAX_CHARS,
  FORM_REQUEST_TIMEOUT_MS,
} from "~/lib/constants";
import {
  CONTACT_MESSAGES as M,
  EMPTY_ENQUIRY,
  ENQUIRY_LABELS,
  type EnquiryFieldErrors,
  type EnquiryFormResult,
  type EnquiryValues,
} from "./contact-messages";
import { type ContactFormProps, ContactForm } from "./contact-form";
import { TOPICS_GROUP_LABEL, choicesFromCategories } from "./service-choices";

const choices = choicesFromCategories(categorySummaries(categories, services));

// The host, as the form's script reaches it: fetch with the form's fields.
type Server = (body: FormData) => Promise<Response>;

const server = vi.fn<Server>();

function renderForm(props: Partial<ContactFormProps> = {}) {
  return render(<ContactForm choices={choices} returnTo="/contact" {...props} />);
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

const VALUES: EnquiryValues = {
  name: "Ravi Kumar",
  email: "ravi@example.com",
  phone: "+91 98480 11111",
  company: "",
  service: "Industrial Valves",
  message: "Twenty gate valves.",
};

const json = (outcome: EnquiryFormResult, status: number) => Response.json(outcome, { status });

const answers = {
  sent: () => json({ kind: "sent" }, 201),
  invalid: (fieldErrors: EnquiryFieldErrors) =>
    json({ kind: "invalid", fieldErrors, values: VALUES }, 400),
  failed: (status: number, retryAfterSeconds: number | null = null) =>
    json({ kind: "failed", values: VALUES, retryAfterSeconds }, status),
};

function heldAnswer() {
  let resolve!: (value: Response) => void;
  server.mockImplementation(() => new Promise((r) => (resolve = r)));
  return { answer: (value: Response) => act(async () => resolve(value)) };
}

// Under fake timers a cold import of the validator can outlast Testing Library's waits.
beforeAll(async () => {
  await import("./enquiry-validation");
});

beforeEach(() => {
  vi.useFakeTimers();
  server.mockReset();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe("/contact");
      expect(init.method).toBe("POST");
      expect(new Headers(init.headers).get("Accept")).toBe("application/json");
      return server(init.body as FormData);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Each test starts a tab of its own: no draft from the one before.
  sessionStorage.clear();
});

describe("the contact form", () => {
  it("labels every field and lists the six topics, then the services by category", () => {
    renderForm();
    for (const label of Object.values(ENQUIRY_LABELS)) expect(field(label)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company/)).not.toBeRequired();
    expect(field(ENQUIRY_LABELS.message)).toHaveAttribute("rows", String(CONTACT_MESSAGE_ROWS));
    const select = field(ENQUIRY_LABELS.service) as HTMLSelectElement;
    const topLevel = [...select.children].filter((node) => node.tagName === "OPTION");
    expect(topLevel.map((node) => node.textContent)).toEqual(["Select a service"]);
    const groups = within(select).getAllByRole("group");
    expect(groups.map((group) => group.getAttribute("label"))).toEqual([
      TOPICS_GROUP_LABEL,
      ...categorySummaries(categories, services).map((category) => category.title),
    ]);
    expect(
      within(groups[0]!)
        .getAllByRole("option")
        .map((node) => node.textContent),
    ).toEqual([...ENQUIRY_TOPICS]);
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  it("shows each message under its field, tied to it, and focuses the first invalid field", async () => {
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
    expect(server).not.toHaveBeenCalled();
  });

  it("clears a field's error when that field is edited, and only that one", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await user.click(submit());
    await screen.findByText(M.nameRequired);
    await user.type(field(ENQUIRY_LABELS.name), "R");
    expect(screen.queryByText(M.nameRequired)).not.toBeInTheDocument();
    expect(field(ENQUIRY_LABELS.name)).toHaveAttribute("aria-invalid", "false");
    expect(screen.getByText(M.emailRequired)).toBeInTheDocument();
    expect(server).not.toHaveBeenCalled();
  });

  it("checks name and message after trimming", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await user.type(field(ENQUIRY_LABELS.name), "   ");
    await user.type(field(ENQUIRY_LABELS.message), "  ");
    await user.click(submit());
    expect(await screen.findByText(M.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(M.messageRequired)).toBeInTheDocument();
    expect(server).not.toHaveBeenCalled();
  });

  it("sends, reads Sending... while waiting, then shows the success banner for 5 s and clears", async () => {
    const { answer } = heldAnswer();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await fillValid(user);
    await act(async () => vi.advanceTimersByTime(4_000));
    await user.click(submit());

    const sending = await screen.findByRole("button", { name: M.submitting });
    expect(sending).toBeDisabled();
    expect(server).toHaveBeenCalledTimes(1);
    const sent = server.mock.calls[0]![0];
    expect(sent.get("name")).toBe("Ravi Kumar");
    expect(sent.get("email")).toBe("ravi@example.com");
    expect(sent.get("service")).toBe("Industrial Valves");
    expect(sent.get("message")).toBe("Twenty gate valves.");
    expect(sent.get("website")).toBe("");
    expect(sent.get("returnTo")).toBe("/contact");
    expect(Number(sent.get("fill_ms"))).toBeGreaterThanOrEqual(4_000);
    expect(Number.isInteger(Number(sent.get("fill_ms")))).toBe(true);

    await answer(answers.sent());
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

  it.each<[string, Server]>([
    ["the server failing to store it", async () => answers.failed(500)],
    ["a proxy's error page", async () => new Response("<h1>oops</h1>", { status: 502 })],
    ["the network being down", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["an answer that is not ours", async () => new Response("Forbidden", { status: 403 })],
  ])(
    "shows the failure banner for %s, keeps the input, and hides it after 5 s",
    async (_case, reply) => {
      server.mockImplementation(reply);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderForm();
      await fillValid(user);
      await user.click(submit());
      await screen.findByText(M.failure);
      expect(screen.getByRole("alert")).toHaveTextContent(M.failure);
      expect(field(ENQUIRY_LABELS.name)).toHaveValue("Ravi Kumar");
      expect(field(ENQUIRY_LABELS.message)).toHaveValue("Twenty gate valves.");
      expect(submit()).toBeEnabled();
      await act(async () => vi.advanceTimersByTime(CONTACT_BANNER_MS + 100));
      expect(screen.queryByText(M.failure)).not.toBeInTheDocument();
    },
  );

  it("names a submission with one key: the same when it is sent again unchanged, a new one after an edit or a success", async () => {
    server.mockImplementation(async () => answers.failed(500));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await fillValid(user);
    // Until its answer shows: a new try hides the last one's banner.
    const sendAndWait = async (count: number, answer: string) => {
      await user.click(submit());
      await screen.findByText(answer);
      expect(server).toHaveBeenCalledTimes(count);
    };
    await sendAndWait(1, M.failure);
    await sendAndWait(2, M.failure);
    await user.type(field(ENQUIRY_LABELS.message), " DN50.");
    server.mockImplementation(async () => answers.sent());
    await sendAndWait(3, M.success);
    await fillValid(user);
    await sendAndWait(4, M.success);
    const keys = server.mock.calls.map(([body]) => body.get("submission"));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[2]);
  });

  it("gives up on an answer that takes too long, with the failure banner and the input kept", async () => {
    heldAnswer();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await fillValid(user);
    await user.click(submit());
    await screen.findByRole("button", { name: M.submitting });
    await act(async () => vi.advanceTimersByTime(FORM_REQUEST_TIMEOUT_MS - 100));
    expect(screen.queryByText(M.failure)).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByRole("alert")).toHaveTextContent(M.failure);
    expect(submit()).toBeEnabled();
    expect(field(ENQUIRY_LABELS.name)).toHaveValue("Ravi Kumar");
  });

  it("says when to try again after a rate limit", async () => {
    server.mockImplementation(async () => answers.failed(429, 120));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await fillValid(user);
    await user.click(submit());
    await screen.findByText(M.failure);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("You can send again in 2 minutes.");
    expect(field(ENQUIRY_LABELS.name)).toHaveValue("Ravi Kumar");
  });

  it("shows the server's field errors when it disagrees, focusing the first", async () => {
    server.mockImplementation(async () =>
      answers.invalid({ email: M.emailInvalid, bogus: "x" } as EnquiryFieldErrors),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText(M.emailInvalid)).toBeInTheDocument();
    expect(field(ENQUIRY_LABELS.email)).toHaveFocus();
    expect(field(ENQUIRY_LABELS.email)).toHaveAccessibleDescription(M.emailInvalid);
    expect(screen.queryByText("x")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeEmptyDOMElement();
    expect(field(ENQUIRY_LABELS.name)).toHaveValue("Ravi Kumar");

    await user.type(field(ENQUIRY_LABELS.email), "m");
    expect(screen.queryByText(M.emailInvalid)).not.toBeInTheDocument();
  });

  it("sends once when the button is pressed twice", async () => {
    const { answer } = heldAnswer();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await fillValid(user);
    await user.dblClick(submit());
    await user.keyboard("{Enter}");
    await screen.findByRole("button", { name: M.submitting });
    await user.keyboard("{Enter}");
    expect(server).toHaveBeenCalledTimes(1);
    await answer(answers.sent());
    expect(screen.getByRole("status")).toHaveTextContent(M.success);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it("posts to /contact as a plain form until its script runs", () => {
    const { container } = renderForm();
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("action", "/contact");
    expect(form).toHaveAttribute("method", "post");
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

  it("stops typing at each field's longest value, and shows the server's message when over it", () => {
    const long = "x".repeat(ENQUIRY_MAX_CHARS.company + 1);
    renderForm({
      result: {
        kind: "invalid",
        fieldErrors: { company: M.companyTooLong },
        values: { ...VALUES, company: long },
      },
    });
    for (const name of ["name", "email", "phone", "company", "message"] as const) {
      expect(field(ENQUIRY_LABELS[name])).toHaveAttribute(
        "maxlength",
        String(ENQUIRY_MAX_CHARS[name]),
      );
    }
    expect(field(ENQUIRY_LABELS.company)).toHaveAccessibleDescription(M.companyTooLong);
    expect(field(ENQUIRY_LABELS.company)).toHaveValue(long);
  });

  it("shows the success banner on the page a plain post was redirected to", () => {
    renderForm({ sent: true });
    expect(screen.getByRole("status")).toHaveTextContent(M.success);
  });

  it("starts with the values of a /contact link", () => {
    renderForm({ initialValues: { service: "Bag Filters", message: "Similar to: Project X" } });
    expect(field(ENQUIRY_LABELS.service)).toHaveValue("Bag Filters");
    expect(field(ENQUIRY_LABELS.message)).toHaveValue("Similar to: Project X");
  });

  it("says that its script is live", () => {
    const { container } = renderForm();
    expect(container.querySelector("form")).toHaveAttribute("data-live", "true");
  });

  it("starts from what the visitor did before its script: a corrected field's error goes, the others stay", async () => {
    const props: ContactFormProps = {
      choices,
      returnTo: "/contact",
      result: {
        kind: "invalid",
        fieldErrors: { name: M.nameRequired, email: M.emailRequired, message: M.messageRequired },
        values: { ...EMPTY_ENQUIRY, phone: "+91 98480 11111", message: "Line one\r\nline two" },
      },
    };
    // The server's page with a plain post's errors, then the visitor corrects the name.
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<ContactForm {...props} />);
    expect(container.querySelector("form")).not.toHaveAttribute("data-live");
    (field(ENQUIRY_LABELS.name) as HTMLInputElement).value = "Ravi Kumar";

    await act(async () => {
      render(<ContactForm {...props} />, { container, hydrate: true });
    });
    expect(container.querySelector("form")).toHaveAttribute("data-live", "true");
    expect(field(ENQUIRY_LABELS.name)).toHaveValue("Ravi Kumar");
    expect(screen.queryByText(M.nameRequired)).not.toBeInTheDocument();
    expect(field(ENQUIRY_LABELS.name)).toHaveAttribute("aria-invalid", "false");
    expect(field(ENQUIRY_LABELS.email)).toHaveAccessibleDescription(M.emailRequired);
    // Unchanged, though the browser reads the posted "\r\n" as "\n".
    expect(field(ENQUIRY_LABELS.message)).toHaveAccessibleDescription(M.messageRequired);
  });
});

describe("the contact form on a patchy connection (DECISIONS.md 4)", () => {
  const draft = () =>
    JSON.parse(sessionStorage.getItem(ENQUIRY_DRAFT_KEY) ?? "null") as {
      values: EnquiryValues;
      submission: { key: string } | null;
    } | null;

  it("keeps what is typed in the tab's storage, never the honeypot, and drops it once sent", async () => {
    server.mockImplementation(async () => answers.sent());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { container } = renderForm();
    await user.type(field(ENQUIRY_LABELS.name), "Ravi");
    expect(draft()?.values).toEqual({ ...EMPTY_ENQUIRY, name: "Ravi" });
    container.querySelector<HTMLInputElement>('input[name="website"]')!.value = "spam";
    await fillValid(user);
    expect(draft()?.values).toEqual({ ...VALUES, name: "RaviRavi Kumar" });
    expect(sessionStorage.getItem(ENQUIRY_DRAFT_KEY)).not.toContain("spam");
    await user.click(submit());
    await screen.findByText(M.success);
    expect(sessionStorage.getItem(ENQUIRY_DRAFT_KEY)).toBeNull();
  });

  it("brings a draft back after a reload, only into fields nobody has typed in since", async () => {
    sessionStorage.setItem(
      ENQUIRY_DRAFT_KEY,
      JSON.stringify({ values: VALUES, startedAt: Date.now() - 60_000, submission: null }),
    );
    const props: ContactFormProps = { choices, returnTo: "/contact" };
    // The server's page; the visitor types a name before the script arrives.
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<ContactForm {...props} />);
    (field(ENQUIRY_LABELS.name) as HTMLInputElement).value = "Anita Rao";
    await act(async () => {
      render(<ContactForm {...props} />, { container, hydrate: true });
    });
    expect(field(ENQUIRY_LABELS.name)).toHaveValue("Anita Rao");
    expect(field(ENQUIRY_LABELS.email)).toHaveValue(VALUES.email);
    expect(field(ENQUIRY_LABELS.service)).toHaveValue(VALUES.service);
    expect(field(ENQUIRY_LABELS.message)).toHaveValue(VALUES.message);
    expect(draft()?.values.name).toBe("Anita Rao");
    // The time spent on it before the reload counts: an at-once send is not taken for a bot's.
    server.mockImplementation(async () => answers.sent());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(submit());
    await screen.findByText(M.success);
    expect(Number(server.mock.calls[0]![0].get("fill_ms"))).toBeGreaterThanOrEqual(60_000);
  });

  it("keeps the service a link preselected, and brings nothing back onto a plain post's answer", async () => {
    sessionStorage.setItem(
      ENQUIRY_DRAFT_KEY,
      JSON.stringify({ values: VALUES, startedAt: Date.now(), submission: null }),
    );
    const { unmount } = renderForm({ initialValues: { service: "Bag Filters" } });
    expect(field(ENQUIRY_LABELS.service)).toHaveValue("Bag Filters");
    expect(field(ENQUIRY_LABELS.name)).toHaveValue(VALUES.name);
    unmount();
    renderForm({
      result: { kind: "failed", values: EMPTY_ENQUIRY, retryAfterSeconds: null },
    });
    expect(field(ENQUIRY_LABELS.name)).toHaveValue("");
  });

  it("sends again without a tap when the connection returns, with the same key, then clears", async () => {
    let online = false;
    vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
    server.mockImplementation(() => Promise.reject(new TypeError("Failed to fetch")));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await fillValid(user);
    await user.click(submit());
    await screen.findByText(M.failure);
    expect(screen.getByRole("alert")).toHaveTextContent(M.failure);
    expect(field(ENQUIRY_LABELS.name)).toHaveValue("Ravi Kumar");
    const { answer } = heldAnswer();
    online = true;
    await act(async () => window.dispatchEvent(new Event("online")));
    expect(await screen.findByRole("button", { name: M.submitting })).toBeDisabled();
    await answer(answers.sent());
    expect(screen.getByRole("status")).toHaveTextContent(M.success);
    expect(field(ENQUIRY_LABELS.name)).toHaveValue("");
    expect(sessionStorage.getItem(ENQUIRY_DRAFT_KEY)).toBeNull();
    const keys = server.mock.calls.map(([body]) => body.get("submission"));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // Once sent, a later return of the connection sends nothing.
    await act(async () => window.dispatchEvent(new Event("online")));
    expect(server).toHaveBeenCalledTimes(2);
  });

  it("waits for the visitor's tap when the enquiry was edited, or failed for another reason", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    server.mockImplementation(() => Promise.reject(new TypeError("Failed to fetch")));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await fillValid(user);
    await user.click(submit());
    await screen.findByText(M.failure);
    await user.type(field(ENQUIRY_LABELS.message), " DN50.");
    await act(async () => window.dispatchEvent(new Event("online")));
    expect(server).toHaveBeenCalledTimes(1);

    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    server.mockImplementation(async () => answers.failed(500));
    await act(async () => vi.advanceTimersByTime(CONTACT_BANNER_MS + 100));
    await user.click(submit());
    await screen.findByText(M.failure);
    await act(async () => window.dispatchEvent(new Event("online")));
    expect(server).toHaveBeenCalledTimes(2);
    // What the visitor typed is still the draft, key and all.
    expect(draft()?.values.message).toBe("Twenty gate valves. DN50.");
    expect(draft()?.submission?.key).toMatch(/^[0-9a-f]{32}$/);
  });
});
