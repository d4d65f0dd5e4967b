/**
 * Every timing, limit and threshold the site uses (SPEC.md section 9 and
 * DECISIONS.md), in one place so that code and tests cannot drift apart.
 */

/** The header turns translucent once the page is scrolled past this. */
export const HEADER_SCROLL_THRESHOLD_PX = 50;

/** Rows of the contact form's message textarea. */
export const CONTACT_MESSAGE_ROWS = 5;
/** How long the contact form's success or failure banner stays. */
export const CONTACT_BANNER_MS = 5_000;
/** How long the newsletter box's message stays. */
export const NEWSLETTER_MESSAGE_MS = 3_000;

/** The chat greeting appears this long after the first load in a tab. */
export const CHAT_GREETING_DELAY_MS = 1_000;
/** The typing indicator shows this long before a bot reply. */
export const CHAT_TYPING_MS = 1_500;
/** A navigating quick reply navigates this long after the click. */
export const CHAT_NAVIGATE_DELAY_MS = 500;
/** Messages kept in a conversation; older ones are dropped. */
export const CHAT_HISTORY_LIMIT = 60;
/** Catalogue matches offered as quick replies at most. */
export const CHAT_CATALOGUE_MATCHES = 3;

/** Features shown on a service card; the rest are summarised as "+N more". */
export const SERVICE_CARD_FEATURES = 2;
/** Service titles listed per category card on /services. */
export const SERVICES_PAGE_TITLES = 4;

/** Form submissions faster than this after the form was shown are spam. */
export const MIN_FILL_TIME_MS = 3_000;

/** Largest request body the enquiry and newsletter endpoints read (and the server accepts). */
export const FORM_BODY_LIMIT_BYTES = 32 * 1024;
/** Default per-address limits for enquiries and for newsletter sign-ups (each counted apart). */
export const RATE_LIMIT_PER_MINUTE_DEFAULT = 5;
export const RATE_LIMIT_PER_HOUR_DEFAULT = 20;
/** Enquiries older than this many days are deleted (the privacy policy's 24 months). */
export const RETENTION_DAYS_DEFAULT = 730;
/** Strict-Transport-Security max-age when SITE_URL is https (one year). */
export const HSTS_MAX_AGE_DEFAULT = 31_536_000;
/** On SIGTERM the server finishes what is in flight, then exits within this. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** The longest message that a `?message=` link may prefill. */
export const CONTACT_PREFILL_MAX_CHARS = 1_000;
/** Give up on a slow enquiry or newsletter request in the browser after this long. */
export const FORM_REQUEST_TIMEOUT_MS = 20_000;

/** Outbox: first retry delay, doubled after each failure up to the maximum. */
export const OUTBOX_RETRY_BASE_MS = 30_000;
export const OUTBOX_RETRY_MAX_MS = 60 * 60_000;
/** Outbox: a notification is retried for this long after the enquiry arrived (at least 24 h). */
export const OUTBOX_GIVE_UP_MS = 48 * 60 * 60_000;
/** Outbox: how long a worker may hold a claimed row before it counts as interrupted. */
export const OUTBOX_LEASE_MS = 5 * 60_000;
/** Outbox: how often the worker looks for due rows when nothing wakes it. */
export const OUTBOX_POLL_MS = 5_000;

/** A part of a page whose code loads on demand starts loading this far ahead of the viewport. */
export const DEFERRED_LOAD_MARGIN_PX = 400;
/** Hydration waits for the page's first contentful paint, or this long at most. */
export const HYDRATION_PAINT_WAIT_MS = 3_000;
/** The longest chat message a visitor can type. */
export const CHAT_MESSAGE_MAX_CHARS = 500;
