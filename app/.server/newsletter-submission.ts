import { UNSUBSCRIBE_TOKEN_PARAM, type UnsubscribeState } from "../content/unsubscribe.ts";
import {
  NEWSLETTER_BOXES,
  NEWSLETTER_BOX_PARAM,
  NEWSLETTER_CONSENT,
  NEWSLETTER_FIELDS,
  NEWSLETTER_RESULT_PARAM,
  type NewsletterBox,
  type NewsletterResult,
  newsletterBoxId,
} from "../features/newsletter/newsletter-messages.ts";
import { validateSignup } from "../features/newsletter/newsletter-schema.ts";
import { FORM_BODY_LIMIT_BYTES } from "../lib/constants.ts";
import type { AppServices, ClientInfo } from "./context.ts";
import { describeError } from "./log.ts";
import { clientKey } from "./rate-limit.ts";
import { type GuardFailure, readSubmission, safeReturnPath, wantsJson } from "./request-guard.ts";
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
  | { kind: "rejected"; status: GuardFailure["status"]; error: GuardFailure["error"] };

const READ_FIELDS = Object.values(NEWSLETTER_FIELDS);

function boxOf(value: unknown): NewsletterBox {
  return NEWSLETTER_BOXES.find((box) => box === value) ?? "footer";
}

/**
 * A newsletter sign-up: checked like an enquiry, then stored once. Signing up
 * again, and a filled-in honeypot, both answer success and store nothing new.
 */
export async function submitSignup(
  request: Request,
  services: AppServices,
  client: ClientInfo,
): Promise<SignupOutcome> {
  const read = await readSubmission(request, {
    maxBytes: FORM_BODY_LIMIT_BYTES,
    allowedOrigins: [services.siteOrigin],
    fields: READ_FIELDS,
  });
  if (!read.ok) {
    services.log.warn("sign-up refused", { status: read.status, reason: read.error });
    return { kind: "rejected", status: read.status, error: read.error };
  }
  const { fields } = read;
  const box = boxOf(fields[NEWSLETTER_FIELDS.box]);
  const returnTo = safeReturnPath(fields[NEWSLETTER_FIELDS.returnTo], "/");
  const validation = validateSignup(fields);
  if (!validation.success) return { kind: "invalid", message: validation.message, box, returnTo };

  const limit = services.limits.newsletter.take(clientKey(client.ip));
  if (!limit.ok) {
    services.log.warn("sign-up rate-limited", { retry_after_s: limit.retryAfterSeconds });
    return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds, box, returnTo };
  }

  const trap = fields[NEWSLETTER_FIELDS.honeypot];
  if (typeof trap === "string" && trap.trim() !== "") {
    // Bots sign up other people's addresses; a caught one is not stored at all.
    services.log.info("sign-up caught by the honeypot", { box });
    return { kind: "accepted", stored: "spam", box, returnTo };
  }
  try {
    const stored = await addSubscriber(services.db, {
      email: validation.data.email,
      source: box,
      consentVersion: NEWSLETTER_CONSENT.version,
      now: services.now(),
    });
    services.log.info("sign-up stored", { result: stored, box });
    return { kind: "accepted", stored, box, returnTo };
  } catch (error) {
    services.log.error("sign-up not stored", { error: describeError(error) });
    return { kind: "failed", box, returnTo };
  }
}

const NO_STORE = { "Cache-Control": "no-store" };

/** Where a visitor without JavaScript lands: the same page, the message in the same box. */
export function signupResultUrl(returnTo: string, result: NewsletterResult, box: NewsletterBox) {
  const query = new URLSearchParams({
    [NEWSLETTER_RESULT_PARAM]: result,
    [NEWSLETTER_BOX_PARAM]: box,
  });
  return `${returnTo}?${query}#${newsletterBoxId(box)}`;
}

/**
 * JSON with precise statuses for the enhanced box; for a plain form post a
 * 303 back to the page (Post/Redirect/Get), which shows the message.
 */
export function signupResponse(request: Request, outcome: SignupOutcome): Response {
  const json = wantsJson(request);
  if (outcome.kind === "rejected") {
    return json
      ? Response.json(
          { ok: false, error: outcome.error },
          { status: outcome.status, headers: NO_STORE },
        )
      : new Response(`${outcome.status} ${outcome.error}\n`, {
          status: outcome.status,
          headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
        });
  }
  if (!json) {
    const result: NewsletterResult =
      outcome.kind === "accepted"
        ? "subscribed"
        : outcome.kind === "invalid"
          ? "invalid"
          : "failed";
    return new Response(null, {
      status: 303,
      headers: { ...NO_STORE, Location: signupResultUrl(outcome.returnTo, result, outcome.box) },
    });
  }
  switch (outcome.kind) {
    case "accepted":
      return Response.json({ ok: true }, { status: 200, headers: NO_STORE });
    case "invalid":
      return Response.json(
        { ok: false, error: "invalid", message: outcome.message },
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
  }
}

export type UnsubscribeOutcome =
  { state: "confirm"; email: string } | { state: Exclude<UnsubscribeState, "confirm"> };

function tokenOf(request: Request): string | undefined {
  const token = new URL(request.url).searchParams.get(UNSUBSCRIBE_TOKEN_PARAM);
  return isUnsubscribeToken(token) ? token : undefined;
}

/**
 * What an unsubscribe link's page asks. Looking only: mail scanners open
 * every link in a message, so a GET never unsubscribes anyone.
 */
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

/**
 * A POST to the link, from the page's button or from a mail program's
 * one-click unsubscribe (RFC 8058, body "List-Unsubscribe=One-Click"): deletes
 * the address. A token already used, or never issued, changes nothing.
 */
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

/** 500 when the database failed (a one-click sender then tries again), else 200. */
export function unsubscribeStatus(outcome: UnsubscribeOutcome): 200 | 500 {
  return outcome.state === "failed" ? 500 : 200;
}
