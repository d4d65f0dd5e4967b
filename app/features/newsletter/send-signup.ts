import { FORM_REQUEST_TIMEOUT_MS } from "~/lib/constants";
import { NEWSLETTER_API_PATH, NEWSLETTER_FIELDS, type NewsletterBox } from "./newsletter-messages";

// The box's validator and sender load together, on the visitor's first focus or submit, so
// neither zod nor this code is part of a page's first load (see use-newsletter.ts).
export { validateSignup } from "./newsletter-schema";

export type SignupResult = "subscribed" | "invalid" | "failed";

export async function sendSignup(signup: {
  email: string;
  honeypot: string;
  box: NewsletterBox;
  returnTo: string;
}): Promise<SignupResult> {
  const body = new URLSearchParams({
    [NEWSLETTER_FIELDS.email]: signup.email,
    [NEWSLETTER_FIELDS.honeypot]: signup.honeypot,
    [NEWSLETTER_FIELDS.box]: signup.box,
    [NEWSLETTER_FIELDS.returnTo]: signup.returnTo,
  });
  try {
    const response = await fetch(NEWSLETTER_API_PATH, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      signal: AbortSignal.timeout(FORM_REQUEST_TIMEOUT_MS),
    });
    const payload = (await response.json().catch(() => null)) as { ok?: unknown } | null;
    if (response.ok && payload?.ok === true) return "subscribed";
    return response.status === 400 ? "invalid" : "failed";
  } catch {
    return "failed";
  }
}
