/** SPEC.md sections 5 and 8 word for word, and DECISIONS.md section 4's failure; free of zod. */
export const NEWSLETTER_MESSAGES = {
  invalid: "Please enter a valid email.",
  success: "Subscribed successfully!",
  failure: "Subscription failed. Please try again.",
  submit: "Subscribe",
  label: "Email address",
  placeholder: "Enter your email",
} as const;

export const NEWSLETTER_CONSENT = {
  /** Stored with each sign-up; change it whenever the text changes. */
  version: "newsletter-2026-11",
  text: "A few e-mails a year about our services, projects and fire safety rules; nothing else. Every e-mail has a link to unsubscribe at once.",
  linkText: "Privacy Policy",
} as const;

/** Where a box sits; the no-JavaScript answer shows its message in the same box. */
export const NEWSLETTER_BOXES = ["footer", "page"] as const;
export type NewsletterBox = (typeof NEWSLETTER_BOXES)[number];

export const NEWSLETTER_FIELDS = {
  email: "email",
  honeypot: "website",
  box: "box",
  returnTo: "returnTo",
} as const;

export const NEWSLETTER_RESULT_PARAM = "newsletter";
export const NEWSLETTER_BOX_PARAM = "box";
export const NEWSLETTER_RESULTS = ["subscribed", "invalid", "failed"] as const;
export type NewsletterResult = (typeof NEWSLETTER_RESULTS)[number];

/** A plain post's result for `box`, from the query of the page it returned to. */
export function newsletterResultFor(
  params: URLSearchParams,
  box: NewsletterBox,
): NewsletterResult | null {
  if (params.get(NEWSLETTER_BOX_PARAM) !== box) return null;
  const result = params.get(NEWSLETTER_RESULT_PARAM);
  return NEWSLETTER_RESULTS.find((known) => known === result) ?? null;
}

/** The path a box sends a visitor without JavaScript back to: prerendering sees "/about/". */
export function newsletterReturnPath(pathname: string): string {
  return pathname.replace(/\/+$/, "") || "/";
}

export function newsletterBoxId(box: NewsletterBox): string {
  return `newsletter-${box}`;
}

export const NEWSLETTER_ACTION_PATH = "/api/subscribers";

/** The action's answer to the box's script: a tagged outcome, as the enquiry form's. */
export interface NewsletterReply {
  kind: NewsletterResult;
}
