export const HEADER_SCROLL_THRESHOLD_PX = 50;

export const CONTACT_MESSAGE_ROWS = 5;
export const CONTACT_BANNER_MS = 5_000;
export const NEWSLETTER_MESSAGE_MS = 3_000;

export const CHAT_GREETING_DELAY_MS = 1_000;
export const CHAT_TYPING_MS = 1_500;
export const CHAT_NAVIGATE_DELAY_MS = 500;
export const CHAT_HISTORY_LIMIT = 60;
export const CHAT_CATALOGUE_MATCHES = 3;
export const CHAT_QUICK_REPLIES_MAX = 6;
export const CHAT_EXTRA_ANSWERS = 2;
// Tuned on the evaluation set (app/features/chat/eval).
export const CHAT_SEARCH_MIN_SCORE = {
  answer: 5,
  /** An answer found by one word of a message of three or more. */
  oneWordAnswer: 12,
  service: 1.5,
  project: 4,
  sentence: 4,
} as const;
/**
 * How much more probable (natural log) the chat's classifier must find another intent than a
 * question about a service or topic before it takes the message for it (intent.ts). Tuned on the
 * tuning and November sets only, never the frozen December set.
 */
export const CHAT_INTENT_MARGIN = 2;
/**
 * The room a reply has in the open chat window on a 360×800 phone, so that it and its quick
 * replies show whole without scrolling. Measured once in Chromium at 360×800 (Linux, whose
 * system font is DejaVu Sans, wider than Android's Roboto, so a phone has a little more room):
 * - the window is 328×576 px (`h-[min(36rem,calc(100dvh-10rem))]`, `w-[calc(100vw-2rem)]`); its
 *   header takes 60 px and the composer 69 px, so the log is 445 px high, 294 px wide inside its
 *   16 px padding;
 * - a new reply is scrolled to 16 px below the log's top (chat-log.tsx) and the log keeps 16 px
 *   below its end: 445 − 16 − 16 = 413 px for the reply and its quick replies;
 * - the bubble is 85% of 294 px = 250 px wide; less 2 × 16 px padding, 218 px of 14 px text, at
 *   7.1 px a character on average over the content's sentences: 30.7 characters; lines break
 *   between words and figures and capitals are wider, so 27 characters a line, the most that
 *   never under-counted a line over both evaluation sets' replies rendered in the window;
 *   22.75 px a line (leading-relaxed), 2 × 10 px padding and a 1 px border around it;
 * - quick replies start 12 px below the bubble, in rows of 44 px buttons 8 px apart; a row is
 *   294 px, a label's character 8.34 px (semibold): 35 characters, 33 counted the same way;
 *   each button's padding and border 34 px (4 characters), a link's arrow and gap 22 px (3),
 *   8 px between buttons (1); a label too long for a row wraps onto lines 20 px apart.
 */
export const CHAT_REPLY_ROOM = {
  heightPx: 413,
  bubbleFramePx: 22,
  lineHeightPx: 22.75,
  charsPerLine: 27,
  quickRepliesTopPx: 12,
  quickReplyRowPx: 44,
  quickReplyGapPx: 8,
  quickReplyLabelLinePx: 20,
  quickReplyRowChars: 33,
  quickReplyFrameChars: 4,
  quickReplyArrowChars: 3,
  quickReplySpaceChars: 1,
} as const;

export const SERVICE_CARD_FEATURES = 2;
export const SERVICES_PAGE_TITLES = 4;

export const MIN_FILL_TIME_MS = 3_000;

/** The longest address a mail server takes (RFC 5321). */
export const EMAIL_MAX_CHARS = 254;
/** Each enquiry field's longest value: the inputs' maxLength, and the server's check. */
export const ENQUIRY_MAX_CHARS = {
  name: 100,
  email: EMAIL_MAX_CHARS,
  phone: 40,
  company: 150,
  message: 5_000,
} as const;

export const FORM_BODY_LIMIT_BYTES = 32 * 1024;
/**
 * The editor's save on this machine (never in production): its uploaded photos travel in the
 * JSON body in base64, a third larger, so this takes about 15 MB of photos.
 */
export const EDITOR_BODY_LIMIT_BYTES = 20 * 1024 * 1024;
/** Past this much, an oversized body is no longer read through to answer 413: the server hangs up. */
export const FORM_BODY_DISCARD_LIMIT_BYTES = 64 * 1024 * 1024;
export const RATE_LIMIT_PER_MINUTE_DEFAULT = 5;
export const RATE_LIMIT_PER_HOUR_DEFAULT = 20;
// The privacy policy's 24 months.
export const RETENTION_DAYS_DEFAULT = 730;
export const HSTS_MAX_AGE_DEFAULT = 31_536_000;
export const SHUTDOWN_GRACE_MS = 10_000;
export const CONTACT_PREFILL_MAX_CHARS = 1_000;
export const FORM_REQUEST_TIMEOUT_MS = 20_000;
/**
 * The enquiry typed so far, kept in the tab's sessionStorage until it is acknowledged
 * (app/features/contact/enquiry-draft.ts). The version changes whenever the stored shape does.
 */
export const ENQUIRY_DRAFT_KEY = "deccan-enquiry-draft-v1";

export const OUTBOX_RETRY_BASE_MS = 30_000;
export const OUTBOX_RETRY_MAX_MS = 60 * 60_000;
export const OUTBOX_GIVE_UP_MS = 48 * 60 * 60_000;
export const OUTBOX_POLL_MS = 5_000;
export const SMTP_CONNECTION_TIMEOUT_MS = 10_000;
export const SMTP_GREETING_TIMEOUT_MS = 10_000;
export const SMTP_SOCKET_TIMEOUT_MS = 30_000;
export const WEBHOOK_TIMEOUT_MS = 15_000;
// Longer than a send can take (the SMTP timeouts added up, or the webhook's), short enough that
// a send cut off by a crash is retried within two minutes of the restart.
export const OUTBOX_LEASE_MS = 90_000;
export const WEBHOOK_RETRY_BASE_MS = 30_000;
export const WEBHOOK_RETRY_MAX_MS = 60 * 60_000;
// A CRM down over a long weekend still gets every enquiry.
export const WEBHOOK_GIVE_UP_MS = 72 * 60 * 60_000;

export const DEFERRED_LOAD_MARGIN_PX = 400;
export const HYDRATION_PAINT_WAIT_MS = 3_000;
export const CHAT_MESSAGE_MAX_CHARS = 500;
/**
 * From this width up the open chat window is a 24rem panel at the side of the page (Tailwind's
 * `sm` breakpoint, which the window's `sm:w-96` uses); narrower, it spans the screen and covers
 * the page, so there it does not reopen by itself on the next page. In rem as in the CSS: a media
 * query's rem is the browser's default font size, so the two always agree. Change both together.
 */
export const CHAT_SIDE_PANEL_MIN_WIDTH = "40rem";

// Request durations are measured in seconds, as Prometheus expects.
export const HTTP_DURATION_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
export const METRICS_TOKEN_MIN_CHARS = 32;
export const ACCESS_LOG_PATH_MAX_CHARS = 200;

// `npm run photos:import` (scripts/photos/import.ts): a content photo on another site, downloaded
// into the repository. The editor's own uploads are held to about the same size.
export const PHOTO_IMPORT_MAX_BYTES = 15 * 1024 * 1024;
/** The whole download of one photo, redirects included. */
export const PHOTO_IMPORT_TIMEOUT_MS = 30_000;
export const PHOTO_IMPORT_MAX_REDIRECTS = 5;
/** Photos downloaded at once: a few, so as not to hammer the image host. */
export const PHOTO_IMPORT_CONCURRENCY = 4;

/**
 * In `astro dev`, how long the content loader waits after a change under content/ before reading
 * it again: an editor's save is a burst of events (a photo, then the entry's file), one reading.
 */
export const CONTENT_SETTLE_MS = 100;
