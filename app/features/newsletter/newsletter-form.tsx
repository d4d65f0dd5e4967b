import { useId, useRef } from "react";
import { EMAIL_MAX_CHARS } from "~/lib/constants";
import { OFFLINE_MESSAGE_ATTRIBUTE } from "~/lib/offline-posts";
import {
  NEWSLETTER_ACTION_PATH,
  NEWSLETTER_CONSENT,
  NEWSLETTER_FIELDS,
  NEWSLETTER_MESSAGES,
  type NewsletterBox,
  type NewsletterResult,
  newsletterBoxId,
} from "./newsletter-messages";
import { useNewsletter } from "./use-newsletter";

/** Plain data only, so that a page can hand them to the box as an island's props. */
export interface NewsletterFormProps {
  box: NewsletterBox;
  title: string;
  intro: string;
  /** The page the box is on, without a trailing slash; a visitor without JavaScript returns there. */
  returnTo: string;
  /** A plain post's result for this box, read from the page's address (`newsletterResultFor`). */
  result?: NewsletterResult | null;
}

const TONES = {
  footer: {
    section: "",
    body: "",
    title: "text-sm font-bold tracking-wider text-white uppercase",
    text: "text-sm text-slate-300",
    label: "text-slate-200",
    success: "text-emerald-300",
    error: "text-red-300",
    consent: "text-slate-300",
    link: "text-white",
  },
  page: {
    // A band across the page's width from lg up: heading beside the form, no empty column.
    section:
      "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:grid lg:grid-cols-2 lg:items-center lg:gap-x-10",
    body: "lg:mt-0",
    title: "text-2xl font-extrabold text-brand-900",
    text: "text-slate-700",
    label: "text-slate-800",
    success: "text-emerald-700",
    error: "text-red-700",
    consent: "text-slate-600",
    link: "text-brand-700",
  },
} as const;

const MESSAGE: Record<NewsletterResult, string> = {
  subscribed: NEWSLETTER_MESSAGES.success,
  invalid: NEWSLETTER_MESSAGES.invalid,
  failed: NEWSLETTER_MESSAGES.failure,
};

/**
 * One component for both boxes (DECISIONS.md 3 and 4). The form marks itself `data-live` once its
 * script runs.
 */
export function NewsletterForm({ box, title, intro, returnTo, result }: NewsletterFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const signup = useNewsletter({ formRef, inputRef, initial: result ?? null });
  const id = useId();
  const tone = TONES[box];
  const messageId = `${id}-message`;
  const invalid = signup.result === "invalid";
  const problem =
    signup.result === "invalid" || signup.result === "failed" ? MESSAGE[signup.result] : null;
  // A page shows one box (root.tsx leaves the footer's out on /contact); the footer's name still
  // says where it is.
  const landmarkName = box === "footer" ? `${title} (footer)` : undefined;

  return (
    <section
      id={newsletterBoxId(box)}
      aria-labelledby={landmarkName ? undefined : `${id}-title`}
      aria-label={landmarkName}
      className={tone.section}
    >
      <div>
        <h2 id={`${id}-title`} className={tone.title}>
          {title}
        </h2>
        <p className={`mt-3 ${tone.text}`}>{intro}</p>
      </div>
      <div className={`mt-4 ${tone.body}`.trim()}>
        <form
          ref={formRef}
          method="post"
          action={NEWSLETTER_ACTION_PATH}
          noValidate
          onSubmit={signup.onSubmit}
          // Offline before this island started, the layout's keeper shows it (lib/offline-posts.ts).
          {...{ [OFFLINE_MESSAGE_ATTRIBUTE]: NEWSLETTER_MESSAGES.failure }}
        >
          <input type="hidden" name={NEWSLETTER_FIELDS.box} value={box} />
          <input type="hidden" name={NEWSLETTER_FIELDS.returnTo} value={returnTo} />
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor={`${id}-trap`}>Leave this field empty</label>
            <input
              id={`${id}-trap`}
              name={NEWSLETTER_FIELDS.honeypot}
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <label htmlFor={`${id}-email`} className={`block text-sm font-semibold ${tone.label}`}>
            {NEWSLETTER_MESSAGES.label}
          </label>
          <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
            <input
              ref={inputRef}
              id={`${id}-email`}
              name={NEWSLETTER_FIELDS.email}
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_CHARS}
              required
              onChange={signup.onChange}
              placeholder={NEWSLETTER_MESSAGES.placeholder}
              aria-invalid={invalid}
              aria-describedby={problem ? messageId : undefined}
              className={`min-h-11 w-full min-w-0 flex-1 rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 ${
                invalid ? "border-red-600" : "border-slate-300"
              }`}
            />
            <button
              type="submit"
              disabled={signup.sending}
              className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-accent-700 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-accent-800 disabled:cursor-wait disabled:opacity-75"
            >
              {NEWSLETTER_MESSAGES.submit}
            </button>
          </div>
          <div role="status" className={`text-sm font-semibold ${tone.success}`}>
            {signup.result === "subscribed" ? <p className="mt-2">{MESSAGE.subscribed}</p> : null}
          </div>
          <div role="alert" className={`text-sm font-semibold ${tone.error}`}>
            {problem ? (
              <p id={messageId} className="mt-2">
                {problem}
              </p>
            ) : null}
          </div>
        </form>
        <p className={`mt-3 text-xs leading-relaxed ${tone.consent}`}>
          {NEWSLETTER_CONSENT.text}{" "}
          <a href="/privacy" className={`font-semibold underline underline-offset-2 ${tone.link}`}>
            {NEWSLETTER_CONSENT.linkText}
          </a>
        </p>
      </div>
    </section>
  );
}
