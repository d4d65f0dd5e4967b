import { ENQUIRY_DRAFT_KEY } from "~/lib/constants";
import { ENQUIRY_FIELDS, type EnquiryValues, SUBMISSION_KEY_PATTERN } from "./contact-messages";

/**
 * DECISIONS.md 4: what the visitor has typed into the enquiry form, kept in the tab's
 * sessionStorage as they type and gone once the enquiry is acknowledged, so a reload, a tab the
 * phone discarded or a return to the page in the same tab brings it back. The honeypot is never
 * part of it (it holds the enquiry's fields only).
 */
export interface EnquiryDraft {
  values: EnquiryValues;
  /** When the form that this draft was begun in was shown (Date.now()): its fill time counts on. */
  startedAt: number;
  /** The key of the last try to send these values, so a repeat after a reload is stored once. */
  submission: { key: string; values: string } | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The stored draft, or null for anything that is not one (another version, a hand edit). */
export function parseDraft(text: string | null): EnquiryDraft | null {
  if (!text) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(stored) || !isRecord(stored.values)) return null;
  const { startedAt, submission } = stored;
  if (typeof startedAt !== "number" || !Number.isFinite(startedAt)) return null;
  const values = {} as EnquiryValues;
  for (const field of ENQUIRY_FIELDS) {
    const value = stored.values[field];
    values[field] = typeof value === "string" ? value : "";
  }
  const keyed =
    isRecord(submission) &&
    typeof submission.key === "string" &&
    SUBMISSION_KEY_PATTERN.test(submission.key) &&
    typeof submission.values === "string"
      ? { key: submission.key, values: submission.values }
      : null;
  return { values, startedAt, submission: keyed };
}

export const isEmptyEnquiry = (values: EnquiryValues) =>
  ENQUIRY_FIELDS.every((field) => values[field].trim() === "");

/**
 * What a draft fills in when the form's script starts (DECISIONS.md 9: a keystroke is never
 * undone): a field that still holds what the page gave it, where the page gave it nothing (a
 * service or message the address preselected stays), and the draft has something.
 */
export function draftFills(
  draft: EnquiryDraft,
  current: EnquiryValues,
  initial: EnquiryValues,
): Partial<EnquiryValues> {
  const fills: Partial<EnquiryValues> = {};
  for (const field of ENQUIRY_FIELDS) {
    if (initial[field] !== "" || current[field] !== initial[field]) continue;
    if (draft.values[field] !== "") fills[field] = draft.values[field];
  }
  return fills;
}

/** The tab's sessionStorage, or null where the browser refuses it (storage turned off). */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(): EnquiryDraft | null {
  try {
    return parseDraft(storage()?.getItem(ENQUIRY_DRAFT_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Keeps the draft; an empty form keeps none. A full or refused storage only loses the draft. */
export function writeDraft(draft: EnquiryDraft): void {
  try {
    if (isEmptyEnquiry(draft.values)) storage()?.removeItem(ENQUIRY_DRAFT_KEY);
    else storage()?.setItem(ENQUIRY_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Nothing to do: the form itself still holds what was typed.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(ENQUIRY_DRAFT_KEY);
  } catch {
    // As above.
  }
}
