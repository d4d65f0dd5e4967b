import { ENQUIRY_MAX_CHARS } from "~/lib/constants";

const tooLong = (field: string, max: number) =>
  `${field} must be ${max.toLocaleString("en-IN")} characters or fewer`;

/** Word for word from SPEC.md sections 4, 5 and 8; free of zod so pages need not load it. */
export const CONTACT_MESSAGES = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Email is invalid",
  phoneRequired: "Phone is required",
  serviceRequired: "Please select a service",
  messageRequired: "Message is required",
  nameTooLong: tooLong("Name", ENQUIRY_MAX_CHARS.name),
  phoneTooLong: tooLong("Phone", ENQUIRY_MAX_CHARS.phone),
  companyTooLong: tooLong("Company", ENQUIRY_MAX_CHARS.company),
  messageTooLong: tooLong("Message", ENQUIRY_MAX_CHARS.message),
  success: "Message sent successfully! We'll get back to you soon.",
  failure: "Failed to send message. Please try again.",
  submit: "Send Message",
  submitting: "Sending...",
} as const;

/** In the order shown: focus goes to the first invalid one. */
export const ENQUIRY_FIELDS = ["name", "email", "phone", "company", "service", "message"] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

export type EnquiryValues = Record<EnquiryField, string>;
export type EnquiryFieldErrors = Partial<Record<EnquiryField, string>>;

export const EMPTY_ENQUIRY: EnquiryValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  service: "",
  message: "",
};

export const ENQUIRY_LABELS: Record<EnquiryField, string> = {
  name: "Full Name",
  email: "Email Address",
  phone: "Phone Number",
  company: "Company",
  service: "Service Required",
  message: "Message",
};

export const ENQUIRY_PLACEHOLDERS: Partial<Record<EnquiryField, string>> = {
  name: "Your full name",
  email: "you@company.com",
  phone: "+91 98765 43210",
  company: "Your company name",
  message: "Tell us about your site, the work you need and your timeline.",
};

export const SERVICE_PLACEHOLDER = "Select a service";
export const TOPIC_GROUP_LABEL = "General enquiry";

/** The consent line under the form (DECISIONS.md section 4). */
export const ENQUIRY_CONSENT = {
  /** Stored with each enquiry; change it whenever the text changes. */
  version: "enquiry-2026-11",
  text: "We use the details you send only to reply to your enquiry and keep them for up to 24 months.",
  linkText: "Privacy Policy",
} as const;

/** The hidden spam-trap field: people never see it, simple bots fill it in. */
export const HONEYPOT_FIELD = "website";
/** Milliseconds between the form appearing and its submission, measured by the browser. */
export const FILL_TIME_FIELD = "fill_ms";
/** The script's random key for one submission, sent again when a post is repeated. */
export const SUBMISSION_FIELD = "submission";
export const SUBMISSION_KEY_PATTERN = /^[0-9a-f]{32}$/;
export const RETURN_TO_FIELD = "returnTo";
export const SENT_PARAM = "enquiry";

/** The page's query says a plain post's enquiry was stored (the redirect after it). */
export function enquirySent(params: URLSearchParams): boolean {
  return params.get(SENT_PARAM) === "sent";
}
export const ENQUIRY_FORM_ID = "enquiry-form";

export function retryHint(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many messages were sent from your network. You can send again in ${minutes} ${
    minutes === 1 ? "minute" : "minutes"
  }.`;
}

export type EnquiryFormResult =
  | { kind: "sent" }
  | { kind: "invalid"; fieldErrors: EnquiryFieldErrors; values: EnquiryValues }
  | { kind: "failed"; values: EnquiryValues | null; retryAfterSeconds: number | null };

export const CONTACT_PAGE_PATH = "/contact";
