import { UNSUBSCRIBE_TOKEN_PARAM, type UnsubscribeState } from "../lib/unsubscribe.ts";
import {
  NEWSLETTER_ACTION_PATH,
  NEWSLETTER_BOXES,
  NEWSLETTER_BOX_PARAM,
  NEWSLETTER_CONSENT,
  NEWSLETTER_FIELDS,
  NEWSLETTER_RESULT_PARAM,
  type NewsletterBox,
  type NewsletterReply,
  type NewsletterResult,
  newsletterBoxId,
} from "../features/newsletter/newsletter-messages.ts";
import { validateSignup } from "../features/newsletter/newsletter-schema.ts";
import { FORM_BODY_LIMIT_BYTES } from "../lib/constants.ts";
import type { FormAnswer } from "../lib/form-reply.ts";
import { type AppServices, type ClientInfo } from "./context.ts";
import { describeError } from "./log.ts";
import { clientKey } from "./rate-limit.ts";
import { type FormPost, type ReadFailure, readFormBody, safeReturnPath } from "./form-body.ts";
import {
  addSubscriber,
  findSubscriberByToken,
  isUnsubscribeToken,
  removeSubscriber,
} from "./subscriber-store.ts";

export type SignupOutcome =
  | { kind: "accepted"; stored: "added" | "exists" | "spam"; box: NewsletterBox; returnTo: string }
  | { kind: "invalid"; message: string; box: NewsletterBox; returnTo: string }
  | { kind: "rate-limited"; retryAfterSeconds: number; box: NewsletterBox; returnTo: string }
  | { kind: "failed"; box: NewsletterBox; returnTo: string }
  | { kind: "rejected"; status: ReadFailure["status"]; error: ReadFailure["error"] };

const READ_FIELDS = Object.values(NEWSLETTER_FIELDS);

function boxOf(value: unknown): NewsletterBox {
  return NEWSLETTER_BOXES.find((box) => box === value) ?? "footer";
}

export async function submitSignup(
  request: Request,
  services: AppServices,
  client: ClientInfo,
): Promise<SignupOutcome> {
  const read = await readFormBody(request, {
    maxBytes: FORM_BODY_LIMIT_BYTES,
    fields: READ_FIELDS,
  });
  if (!read.ok) {
    services.log.warn("sign-up refused", { status: read.status, reason: read.error });
    return { kind: "rejected", status: read.status, error: read.error };
  }
  const { fields } = read;
  const where = {
    box: boxOf(fields[NEWSLETTER_FIELDS.box]),
    returnTo: safeReturnPath(fields[NEWSLETTER_FIELDS.returnTo], "/"),
  };
  const { box } = where;
  const validation = validateSignup(fields);
  if (!validation.success) return { kind: "invalid", message: validation.message, ...where };

  let limit;
  try {
    limit = await services.limits.newsletter.take(clientKey(client.ip));
  } catch (error) {
    services.log.error("sign-up rate limit not checked", { error: describeError(error) });
    return { kind: "failed", ...where };
  }
  if (!limit.ok) {
    services.log.warn("sign-up rate-limited", { retry_after_s: limit.retryAfterSeconds });
    return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds, ...where };
  }

  const trap = fields[NEWSLETTER_FIELDS.honeypot];
  if (typeof trap === "string" && trap.trim() !== "") {
    // Bots sign up other people's addresses; a caught one is not stored at all.
    services.log.info("sign-up caught by the honeypot", { box });
    return { kind: "accepted", stored: "spam", ...where };
  }
  try {
    const stored = await addSubscriber(services.db, {
      email: validation.data.email,
      source: box,
      consentVersion: NEWSLETTER_CONSENT.version,
      now: services.now(),
    });
    services.log.info("sign-up stored", { result: stored, box });
    return { kind: "accepted", stored, ...where };
  } catch (error) {
    services.log.error("sign-up not stored", { error: describeError(error) });
    return { kind: "failed", ...where };
  }
}

export function signupResultUrl(returnTo: string, result: NewsletterResult, box: NewsletterBox) {
  const query = new URLSearchParams({
    [NEWSLETTER_RESULT_PARAM]: result,
    [NEWSLETTER_BOX_PARAM]: box,
  });
  return `${returnTo}?${query}#${newsletterBoxId(box)}`;
}

const STATUS: Record<Exclude<SignupOutcome["kind"], "rejected">, number> = {
  accepted: 200,
  invalid: 400,
  "rate-limited": 429,
  failed: 500,
};

// A plain post always goes back to its page, where the box shows the result.
export function signupAnswer(outcome: SignupOutcome): FormAnswer<NewsletterReply> {
  if (outcome.kind === "rejected") return { outcome: { kind: "failed" }, status: outcome.status };
  const kind: NewsletterResult =
    outcome.kind === "accepted" ? "subscribed" : outcome.kind === "invalid" ? "invalid" : "failed";
  return {
    outcome: { kind },
    status: STATUS[outcome.kind],
    retryAfterSeconds: outcome.kind === "rate-limited" ? outcome.retryAfterSeconds : undefined,
    page: signupResultUrl(outcome.returnTo, kind, outcome.box),
  };
}

/** The box's script's post, answered by the host as JSON. */
export const signupPost: FormPost = {
  path: NEWSLETTER_ACTION_PATH,
  async answer(request, services, client) {
    return signupAnswer(await submitSignup(request, services, client));
  },
};

export type UnsubscribeOutcome =
  { state: "confirm"; email: string } | { state: Exclude<UnsubscribeState, "confirm"> };

function tokenOf(request: Request): string | undefined {
  const token = new URL(request.url).searchParams.get(UNSUBSCRIBE_TOKEN_PARAM);
  return isUnsubscribeToken(token) ? token : undefined;
}

// Mail scanners open every link in a message, so a GET never unsubscribes anyone.
export async function lookUpUnsubscribe(
  request: Request,
  services: AppServices,
): Promise<UnsubscribeOutcome> {
  const token = tokenOf(request);
  if (!token) return { state: "unknown" };
  try {
    const row = await findSubscriberByToken(services.db, token);
    return row ? { state: "confirm", email: row.email } : { state: "unknown" };
  } catch (error) {
    services.log.error("unsubscribe link not looked up", { error: describeError(error) });
    return { state: "failed" };
  }
}

// Also the target of a mail program's one-click unsubscribe (RFC 8058).
export async function unsubscribe(
  request: Request,
  services: AppServices,
): Promise<UnsubscribeOutcome> {
  const token = tokenOf(request);
  if (!token) return { state: "unknown" };
  try {
    const removed = await removeSubscriber(services.db, token);
    services.log.info("unsubscribe", { result: removed ? "removed" : "not-found" });
    return { state: removed ? "unsubscribed" : "unknown" };
  } catch (error) {
    services.log.error("unsubscribe failed", { error: describeError(error) });
    return { state: "failed" };
  }
}

// A one-click sender retries on 500.
export function unsubscribeStatus(outcome: UnsubscribeOutcome): 200 | 500 {
  return outcome.state === "failed" ? 500 : 200;
}
