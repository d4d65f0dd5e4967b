import { data, redirect } from "react-router";
import {
  EMPTY_ENQUIRY,
  ENQUIRY_CONSENT,
  ENQUIRY_FIELDS,
  ENQUIRY_FORM_ID,
  type EnquiryFieldErrors,
  type EnquiryFormResult,
  type EnquiryValues,
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  RETURN_TO_FIELD,
  SENT_PARAM,
} from "../features/contact/contact-messages.ts";
import { createEnquirySchema, validateEnquiry } from "../features/contact/contact-schema.ts";
import { FORM_BODY_LIMIT_BYTES, MIN_FILL_TIME_MS } from "../lib/constants.ts";
import type { AppServices, ClientInfo } from "./context.ts";
import { type SpamReason, storeEnquiry } from "./enquiry-store.ts";
import { describeError } from "./log.ts";
import { clientKey } from "./rate-limit.ts";
import { type GuardFailure, readSubmission, safeReturnPath } from "./request-guard.ts";

/** What the form may ask about: SPEC.md's topics and the catalogue's services. */
export interface EnquiryCatalogue {
  topics: readonly string[];
  services: readonly { id: string; title: string }[];
}

export type EnquiryOutcome =
  | { kind: "accepted"; id: string; spam: boolean; returnTo: string }
  | { kind: "invalid"; fieldErrors: EnquiryFieldErrors; values: EnquiryValues; returnTo: string }
  | { kind: "rate-limited"; retryAfterSeconds: number; values: EnquiryValues; returnTo: string }
  | { kind: "failed"; values: EnquiryValues; returnTo: string }
  | { kind: "rejected"; status: GuardFailure["status"]; error: GuardFailure["error"] };

export type SubmitEnquiry = (
  request: Request,
  services: AppServices,
  client: ClientInfo,
) => Promise<EnquiryOutcome>;

const READ_FIELDS = [...ENQUIRY_FIELDS, HONEYPOT_FIELD, FILL_TIME_FIELD, RETURN_TO_FIELD];
const DEFAULT_RETURN = "/contact";

/** The visitor's input as sent, to put back into the form beside the errors. */
function echo(fields: Record<string, unknown>): EnquiryValues {
  const values = { ...EMPTY_ENQUIRY };
  for (const field of ENQUIRY_FIELDS) {
    const value = fields[field];
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/**
 * Spam is judged by the honeypot and, where the browser ran JavaScript and
 * measured it, the time from showing the form to sending it. Without
 * JavaScript there is no measurement and no judgement by time.
 */
export function spamReason(fields: Record<string, unknown>): SpamReason | null {
  const trap = fields[HONEYPOT_FIELD];
  if (typeof trap === "string" && trap.trim() !== "") return "honeypot";
  const fill = fields[FILL_TIME_FIELD];
  if (fill === undefined || fill === "") return null;
  const ms = typeof fill === "number" ? fill : Number(fill);
  // Our script sends a whole number of milliseconds; anything else was typed by a bot.
  return Number.isFinite(ms) && ms >= MIN_FILL_TIME_MS ? null : "too-fast";
}

/**
 * Builds the submission handler for a catalogue: checks the request, validates
 * with the shared schema, applies the per-address limit, and stores the
 * enquiry with its outbox row. Success is reported only after the commit.
 */
export function createEnquiryProcessor(catalogue: EnquiryCatalogue): SubmitEnquiry {
  const serviceByTitle = new Map(catalogue.services.map((service) => [service.title, service]));
  const schema = createEnquirySchema([...catalogue.topics, ...serviceByTitle.keys()]);

  return async function submitEnquiry(request, services, client) {
    const read = await readSubmission(request, {
      maxBytes: FORM_BODY_LIMIT_BYTES,
      allowedOrigins: [services.siteOrigin],
      fields: READ_FIELDS,
    });
    if (!read.ok) {
      services.log.warn("enquiry refused", { status: read.status, reason: read.error });
      return { kind: "rejected", status: read.status, error: read.error };
    }
    const { fields } = read;
    const returnTo = safeReturnPath(fields[RETURN_TO_FIELD], DEFAULT_RETURN);
    const values = echo(fields);
    const validation = validateEnquiry(schema, fields);
    if (!validation.success) {
      return { kind: "invalid", fieldErrors: validation.fieldErrors, values, returnTo };
    }

    const limit = services.limits.enquiry.take(clientKey(client.ip));
    if (!limit.ok) {
      services.log.warn("enquiry rate-limited", { retry_after_s: limit.retryAfterSeconds });
      return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds, values, returnTo };
    }

    const enquiry = validation.data;
    const service = serviceByTitle.get(enquiry.service);
    const spam = spamReason(fields);
    try {
      const { id } = await storeEnquiry(
        services.db,
        {
          ...enquiry,
          topic: service ? null : enquiry.service,
          serviceId: service ? service.id : null,
          serviceLabel: enquiry.service,
          sourcePage: returnTo,
          consentVersion: ENQUIRY_CONSENT.version,
        },
        { spamReason: spam, now: services.now() },
      );
      services.log.info("enquiry stored", { enquiry: id, spam: spam ?? false });
      if (!spam) services.notify();
      return { kind: "accepted", id, spam: spam !== null, returnTo };
    } catch (error) {
      services.log.error("enquiry not stored", { error: describeError(error) });
      return { kind: "failed", values, returnTo };
    }
  };
}

const NO_STORE = { "Cache-Control": "no-store" };

/** The answer for the enhanced form (fetch, JSON). */
export function enquiryJsonResponse(outcome: EnquiryOutcome): Response {
  switch (outcome.kind) {
    case "accepted":
      // Spam gets the same answer: nothing tells a bot it was caught.
      return Response.json({ ok: true }, { status: 201, headers: NO_STORE });
    case "invalid":
      return Response.json(
        { ok: false, error: "invalid", fieldErrors: outcome.fieldErrors },
        { status: 400, headers: NO_STORE },
      );
    case "rate-limited":
      return Response.json(
        { ok: false, error: "rate-limited", retryAfterSeconds: outcome.retryAfterSeconds },
        {
          status: 429,
          headers: { ...NO_STORE, "Retry-After": String(outcome.retryAfterSeconds) },
        },
      );
    case "failed":
      return Response.json(
        { ok: false, error: "server-error" },
        { status: 500, headers: NO_STORE },
      );
    case "rejected":
      return Response.json(
        { ok: false, error: outcome.error },
        { status: outcome.status, headers: NO_STORE },
      );
  }
}

/** The URL a visitor without JavaScript lands on after a successful enquiry. */
export function enquirySentUrl(returnTo: string): string {
  return `${returnTo}?${SENT_PARAM}=sent#${ENQUIRY_FORM_ID}`;
}

/**
 * The answer for the plain form (no JavaScript): a 303 to a page showing the
 * success banner (Post/Redirect/Get), or the contact page again with the
 * errors or the failure banner and the visitor's input.
 */
export function enquiryPageResponse(outcome: EnquiryOutcome) {
  switch (outcome.kind) {
    case "accepted":
      return redirect(enquirySentUrl(outcome.returnTo), 303);
    case "invalid":
      return data<EnquiryFormResult>(
        { kind: "invalid", fieldErrors: outcome.fieldErrors, values: outcome.values },
        { status: 400, headers: NO_STORE },
      );
    case "rate-limited":
      return data<EnquiryFormResult>(
        { kind: "failed", values: outcome.values, retryAfterSeconds: outcome.retryAfterSeconds },
        {
          status: 429,
          headers: { ...NO_STORE, "Retry-After": String(outcome.retryAfterSeconds) },
        },
      );
    case "failed":
      return data<EnquiryFormResult>(
        { kind: "failed", values: outcome.values, retryAfterSeconds: null },
        { status: 500, headers: NO_STORE },
      );
    case "rejected":
      return data<EnquiryFormResult>(
        { kind: "failed", values: null, retryAfterSeconds: null },
        { status: outcome.status, headers: NO_STORE },
      );
  }
}
