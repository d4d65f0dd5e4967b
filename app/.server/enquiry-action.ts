import { services as catalogueServices } from "../content/data.ts";
import { ENQUIRY_TOPICS } from "../lib/topics.ts";
import {
  CONTACT_PAGE_PATH,
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
  SUBMISSION_FIELD,
  SUBMISSION_KEY_PATTERN,
} from "../features/contact/contact-messages.ts";
import { createEnquirySchema, validateEnquiry } from "../features/contact/contact-schema.ts";
import { FORM_BODY_LIMIT_BYTES, MIN_FILL_TIME_MS } from "../lib/constants.ts";
import { type AppServices, type ClientInfo } from "./context.ts";
import { type SpamReason, storeEnquiry } from "./enquiry-store.ts";
import { describeError } from "./log.ts";
import { clientKey } from "./rate-limit.ts";
import type { FormAnswer } from "../lib/form-reply.ts";
import { type FormPost, type ReadFailure, readFormBody, safeReturnPath } from "./form-body.ts";

export interface EnquiryCatalogue {
  topics: readonly string[];
  services: readonly { id: string; title: string }[];
}

export type EnquiryOutcome =
  | { kind: "accepted"; id: string; spam: boolean; returnTo: string }
  | { kind: "invalid"; fieldErrors: EnquiryFieldErrors; values: EnquiryValues; returnTo: string }
  | { kind: "rate-limited"; retryAfterSeconds: number; values: EnquiryValues; returnTo: string }
  | { kind: "failed"; values: EnquiryValues; returnTo: string }
  | { kind: "rejected"; status: ReadFailure["status"]; error: ReadFailure["error"] };

export type SubmitEnquiry = (
  request: Request,
  services: AppServices,
  client: ClientInfo,
) => Promise<EnquiryOutcome>;

const READ_FIELDS = [
  ...ENQUIRY_FIELDS,
  HONEYPOT_FIELD,
  FILL_TIME_FIELD,
  RETURN_TO_FIELD,
  SUBMISSION_FIELD,
];
const DEFAULT_RETURN = "/contact";

function echo(fields: Record<string, unknown>): EnquiryValues {
  const values = { ...EMPTY_ENQUIRY };
  for (const field of ENQUIRY_FIELDS) {
    const value = fields[field];
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

function submissionKey(fields: Record<string, unknown>): string | null {
  const key = fields[SUBMISSION_FIELD];
  return typeof key === "string" && SUBMISSION_KEY_PATTERN.test(key) ? key : null;
}

// Without JavaScript there is no fill time, so no judgement by time.
export function spamReason(fields: Record<string, unknown>): SpamReason | null {
  const trap = fields[HONEYPOT_FIELD];
  if (typeof trap === "string" && trap.trim() !== "") return "honeypot";
  const fill = fields[FILL_TIME_FIELD];
  if (fill === undefined || fill === "") return null;
  const ms = typeof fill === "number" ? fill : Number(fill);
  // Our script sends a whole number of milliseconds; anything else was typed by a bot.
  return Number.isFinite(ms) && ms >= MIN_FILL_TIME_MS ? null : "too-fast";
}

export function createEnquiryProcessor(catalogue: EnquiryCatalogue): SubmitEnquiry {
  const serviceByTitle = new Map(catalogue.services.map((service) => [service.title, service]));
  const schema = createEnquirySchema([...catalogue.topics, ...serviceByTitle.keys()]);

  return async function submitEnquiry(request, services, client) {
    const read = await readFormBody(request, {
      maxBytes: FORM_BODY_LIMIT_BYTES,
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

    let limit;
    try {
      limit = await services.limits.enquiry.take(clientKey(client.ip));
    } catch (error) {
      services.log.error("enquiry rate limit not checked", { error: describeError(error) });
      return { kind: "failed", values, returnTo };
    }
    if (!limit.ok) {
      services.log.warn("enquiry rate-limited", { retry_after_s: limit.retryAfterSeconds });
      const { retryAfterSeconds } = limit;
      return { kind: "rate-limited", retryAfterSeconds, values, returnTo };
    }

    const enquiry = validation.data;
    const service = serviceByTitle.get(enquiry.service);
    const spam = spamReason(fields);
    try {
      const { id, repeated } = await storeEnquiry(
        services.db,
        {
          ...enquiry,
          topic: service ? null : enquiry.service,
          serviceId: service ? service.id : null,
          serviceLabel: enquiry.service,
          sourcePage: returnTo,
          consentVersion: ENQUIRY_CONSENT.version,
          submissionKey: submissionKey(fields),
        },
        { spamReason: spam, now: services.now(), channels: services.channels },
      );
      if (repeated) {
        services.log.info("enquiry repeated; stored before", { enquiry: id });
      } else {
        services.log.info("enquiry stored", { enquiry: id, spam: spam ?? false });
        services.metrics.enquiryStored(spam);
        if (!spam) services.notify();
      }
      return { kind: "accepted", id, spam: spam !== null, returnTo };
    } catch (error) {
      services.log.error("enquiry not stored", { error: describeError(error) });
      return { kind: "failed", values, returnTo };
    }
  };
}

export function enquirySentUrl(returnTo: string): string {
  return `${returnTo}?${SENT_PARAM}=sent#${ENQUIRY_FORM_ID}`;
}

// Spam is answered as a success so that nothing tells a bot it was caught. Only a success sends a
// plain post on to another page; any other answer is the form again, with its input.
export function enquiryAnswer(outcome: EnquiryOutcome): FormAnswer<EnquiryFormResult> {
  switch (outcome.kind) {
    case "accepted":
      return { outcome: { kind: "sent" }, status: 201, page: enquirySentUrl(outcome.returnTo) };
    case "invalid":
      return {
        outcome: { kind: "invalid", fieldErrors: outcome.fieldErrors, values: outcome.values },
        status: 400,
      };
    case "rate-limited":
      return {
        outcome: {
          kind: "failed",
          values: outcome.values,
          retryAfterSeconds: outcome.retryAfterSeconds,
        },
        status: 429,
        retryAfterSeconds: outcome.retryAfterSeconds,
      };
    case "failed":
      return {
        outcome: { kind: "failed", values: outcome.values, retryAfterSeconds: null },
        status: 500,
      };
    case "rejected":
      return {
        outcome: { kind: "failed", values: null, retryAfterSeconds: null },
        status: outcome.status,
      };
  }
}

export const submitSiteEnquiry = createEnquiryProcessor({
  topics: ENQUIRY_TOPICS,
  services: catalogueServices.map(({ id, title }) => ({ id, title })),
});

/** The form's script's post, answered by the host as JSON. */
export const enquiryPost: FormPost = {
  path: CONTACT_PAGE_PATH,
  async answer(request, services, client) {
    return enquiryAnswer(await submitSiteEnquiry(request, services, client));
  },
};
