// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { ENQUIRY_DRAFT_KEY } from "~/lib/constants";
import { EMPTY_ENQUIRY, type EnquiryValues } from "./contact-messages";
import {
  type EnquiryDraft,
  clearDraft,
  draftFills,
  parseDraft,
  readDraft,
  writeDraft,
} from "./enquiry-draft";

const KEY = "0123456789abcdef0123456789abcdef";
const typed: EnquiryValues = {
  name: "Ravi Kumar",
  email: "ravi@example.com",
  phone: "",
  company: "Sri Venkateswara Textiles",
  service: "Industrial Valves",
  message: "Twenty gate valves,\nDN50.",
};
const draft = (values: Partial<EnquiryValues>): EnquiryDraft => ({
  values: { ...EMPTY_ENQUIRY, ...values },
  startedAt: 1_700_000_000_000,
  submission: null,
});

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("parseDraft", () => {
  it("reads back what writeDraft keeps, key included", () => {
    const kept = { ...draft(typed), submission: { key: KEY, values: JSON.stringify(typed) } };
    expect(parseDraft(JSON.stringify(kept))).toEqual(kept);
  });

  it.each<[string, string | null]>([
    ["nothing", null],
    ["an empty string", ""],
    ["text that is not JSON", "{name:"],
    ["an array", "[]"],
    ["no values", JSON.stringify({ startedAt: 1 })],
    ["no start time", JSON.stringify({ values: typed })],
    ["a start time that is not a number", JSON.stringify({ values: typed, startedAt: "1" })],
  ])("gives null for %s", (_case, text) => {
    expect(parseDraft(text)).toBeNull();
  });

  it("keeps the enquiry's fields only, as text, and drops a key that is not one", () => {
    const stored = {
      values: { name: "Ravi", website: "http://spam.example", phone: 98480, fill_ms: "9" },
      startedAt: 5,
      submission: { key: "not-a-key", values: "{}" },
    };
    expect(parseDraft(JSON.stringify(stored))).toEqual({
      values: { ...EMPTY_ENQUIRY, name: "Ravi" },
      startedAt: 5,
      submission: null,
    });
  });
});

describe("draftFills: a draft fills a field only where nobody has typed since the page loaded", () => {
  const page = EMPTY_ENQUIRY;
  it.each<[string, Partial<EnquiryValues>, Partial<EnquiryValues>, Partial<EnquiryValues>]>([
    ["an untouched form: every field the draft has", {}, {}, { ...typed, phone: undefined }],
    [
      "a field typed in before the script: kept as typed",
      { name: "Anita" },
      {},
      { ...typed, name: undefined, phone: undefined },
    ],
    [
      "a field the address preselected: the page's choice stays",
      { service: "Bag Filters" },
      { service: "Bag Filters" },
      { ...typed, service: undefined, phone: undefined },
    ],
  ])("%s", (_case, current, initial, expected) => {
    const fills = draftFills(draft(typed), { ...page, ...current }, { ...page, ...initial });
    expect(fills).toEqual(
      Object.fromEntries(Object.entries(expected).filter(([, value]) => value !== undefined)),
    );
  });

  it("fills nothing from an empty draft", () => {
    expect(draftFills(draft({}), page, page)).toEqual({});
  });
});

describe("the tab's storage", () => {
  it("keeps a draft under its key, and none for an empty form", () => {
    writeDraft(draft(typed));
    expect(readDraft()).toEqual(draft(typed));
    expect(sessionStorage.getItem(ENQUIRY_DRAFT_KEY)).not.toContain("website");
    writeDraft(draft({ name: "  " }));
    expect(sessionStorage.getItem(ENQUIRY_DRAFT_KEY)).toBeNull();
    writeDraft(draft(typed));
    clearDraft();
    expect(readDraft()).toBeNull();
  });

  it("loses only the draft when the storage refuses it", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("refused", "SecurityError");
    });
    expect(() => writeDraft(draft(typed))).not.toThrow();
    expect(readDraft()).toBeNull();
  });
});
