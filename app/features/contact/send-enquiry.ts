import { FORM_REQUEST_TIMEOUT_MS } from "~/lib/constants";
import {
  ENQUIRY_API_PATH,
  ENQUIRY_FIELDS,
  type EnquiryFieldErrors,
  type EnquiryValues,
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  RETURN_TO_FIELD,
} from "./contact-messages";

export type SendResult =
  | { kind: "sent" }
  | { kind: "invalid"; fieldErrors: EnquiryFieldErrors }
  | { kind: "failed"; retryAfterSeconds: number | null };

function knownErrors(value: unknown): EnquiryFieldErrors {
  const errors: EnquiryFieldErrors = {};
  if (typeof value !== "object" || value === null) return errors;
  for (const field of ENQUIRY_FIELDS) {
    const message = (value as Record<string, unknown>)[field];
    if (typeof message === "string") errors[field] = message;
  }
  return errors;
}

/**
 * Posts the enquiry as a normal form body and reads the JSON answer. Every
 * problem (server error, rate limit, network down, timeout) is a "failed".
 */
export async function sendEnquiry(
  values: EnquiryValues,
  extras: { honeypot: string; fillMs: number | null; returnTo: string },
): Promise<SendResult> {
  const body = new URLSearchParams(values);
  body.set(HONEYPOT_FIELD, extras.honeypot);
  body.set(RETURN_TO_FIELD, extras.returnTo);
  if (extras.fillMs !== null) body.set(FILL_TIME_FIELD, String(extras.fillMs));
  try {
    const response = await fetch(ENQUIRY_API_PATH, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      signal: AbortSignal.timeout(FORM_REQUEST_TIMEOUT_MS),
    });
    const payload = (await response.json().catch(() => null)) as {
      ok?: unknown;
      fieldErrors?: unknown;
      retryAfterSeconds?: unknown;
    } | null;
    if (response.ok && payload?.ok === true) return { kind: "sent" };
    if (response.status === 400) {
      const fieldErrors = knownErrors(payload?.fieldErrors);
      if (Object.keys(fieldErrors).length > 0) return { kind: "invalid", fieldErrors };
    }
    if (response.status === 429) {
      const retry = Number(response.headers.get("Retry-After") ?? payload?.retryAfterSeconds);
      return {
        kind: "failed",
        retryAfterSeconds: Number.isFinite(retry) && retry > 0 ? retry : null,
      };
    }
    return { kind: "failed", retryAfterSeconds: null };
  } catch {
    return { kind: "failed", retryAfterSeconds: null };
  }
}
