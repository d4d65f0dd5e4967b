import * as lucide from "lucide";
import { useId, useRef } from "react";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { CONTACT_MESSAGE_ROWS, ENQUIRY_MAX_CHARS } from "~/lib/constants";
import { OFFLINE_MESSAGE_ATTRIBUTE } from "~/lib/offline-posts";
import {
  CONTACT_MESSAGES,
  CONTACT_PAGE_PATH,
  ENQUIRY_CONSENT,
  ENQUIRY_FIELDS,
  ENQUIRY_FORM_ID,
  ENQUIRY_LABELS,
  ENQUIRY_PLACEHOLDERS,
  type EnquiryField,
  type EnquiryFormResult,
  type EnquiryValues,
  HONEYPOT_FIELD,
  RETURN_TO_FIELD,
  SERVICE_PLACEHOLDER,
} from "./contact-messages";
import { EnquiryBanner } from "./enquiry-banner";
import { Field, controlClasses, errorProps } from "./form-field";
import { type EnquiryChoices, choiceGroups } from "./service-choices";
import { useEnquiryForm } from "./use-enquiry-form";

const ChevronDown = lucideIcon("chevron-down", lucide.ChevronDown);
const LoaderCircle = lucideIcon("loader-circle", lucide.LoaderCircle);
const Send = lucideIcon("send", lucide.Send);

/**
 * Plain data only (strings, arrays, plain objects), so that a page can hand them to the form as
 * an island's props. The route reads the page's address and the action's answer and passes them.
 */
export interface ContactFormProps {
  choices: EnquiryChoices;
  /** The page the form is on; a visitor without JavaScript returns there. */
  returnTo: string;
  initialValues?: Partial<EnquiryValues>;
  /** The action's answer to a plain post (no JavaScript). */
  result?: EnquiryFormResult;
  /** The page was reached by the redirect after a plain post that succeeded (`enquirySent`). */
  sent?: boolean;
  labelledBy?: string;
}

const INPUTS: {
  field: Exclude<EnquiryField, "service" | "message">;
  type: string;
  autoComplete: string;
  optional?: boolean;
}[] = [
  { field: "name", type: "text", autoComplete: "name" },
  { field: "email", type: "email", autoComplete: "email" },
  { field: "phone", type: "tel", autoComplete: "tel" },
  { field: "company", type: "text", autoComplete: "organization", optional: true },
];

const SUBMIT_CLASSES =
  "inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-accent-700 px-7 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-900 disabled:cursor-wait disabled:opacity-75 sm:w-auto";

/**
 * DECISIONS.md section 4: a plain form without JavaScript, a checked post by its script with it.
 * The form marks itself `data-live` once its script runs.
 */
export function ContactForm({
  choices,
  returnTo,
  initialValues,
  result,
  sent,
  labelledBy,
}: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useEnquiryForm({ formRef, choices, initialValues, result, sent });
  const id = useId();
  const fieldId = (field: EnquiryField) => `${id}-${field}`;
  const firstInvalid =
    result?.kind === "invalid"
      ? ENQUIRY_FIELDS.find((field) => result.fieldErrors[field])
      : undefined;
  const common = (field: EnquiryField) => ({
    id: fieldId(field),
    name: field,
    defaultValue: form.initialValues[field],
    onChange: form.onChange(field),
    required: field !== "company",
    // After a plain post with errors, the browser focuses the first invalid field.
    autoFocus: firstInvalid === field,
    ...errorProps(fieldId(field), form.errors[field]),
  });

  return (
    <form
      ref={formRef}
      id={ENQUIRY_FORM_ID}
      method="post"
      // No #fragment: it would stop the browser autofocusing the first invalid field.
      action={CONTACT_PAGE_PATH}
      noValidate
      onSubmit={form.onSubmit}
      // Offline before this island started, the layout's keeper shows it (lib/offline-posts.ts).
      {...{ [OFFLINE_MESSAGE_ATTRIBUTE]: CONTACT_MESSAGES.failure }}
      aria-labelledby={labelledBy}
    >
      <input type="hidden" name={RETURN_TO_FIELD} value={returnTo} />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-trap`}>Leave this field empty</label>
        <input
          id={`${id}-trap`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {INPUTS.map(({ field, type, autoComplete, optional }) => (
          <Field
            key={field}
            id={fieldId(field)}
            label={ENQUIRY_LABELS[field]}
            error={form.errors[field]}
            optional={optional}
          >
            <input
              {...common(field)}
              type={type}
              autoComplete={autoComplete}
              maxLength={ENQUIRY_MAX_CHARS[field]}
              placeholder={ENQUIRY_PLACEHOLDERS[field]}
              className={controlClasses(Boolean(form.errors[field]))}
            />
          </Field>
        ))}
        <Field
          id={fieldId("service")}
          label={ENQUIRY_LABELS.service}
          error={form.errors.service}
          className="sm:col-span-2"
        >
          <select
            {...common("service")}
            className={controlClasses(Boolean(form.errors.service), "appearance-none pr-10")}
          >
            <option value="">{SERVICE_PLACEHOLDER}</option>
            {choiceGroups(choices).map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 h-5 w-5 -translate-y-1/2 text-slate-500"
          />
        </Field>
        <Field
          id={fieldId("message")}
          label={ENQUIRY_LABELS.message}
          error={form.errors.message}
          className="sm:col-span-2"
        >
          <textarea
            {...common("message")}
            rows={CONTACT_MESSAGE_ROWS}
            maxLength={ENQUIRY_MAX_CHARS.message}
            placeholder={ENQUIRY_PLACEHOLDERS.message}
            className={controlClasses(Boolean(form.errors.message), "resize-y")}
          />
        </Field>
      </div>
      <div className="mt-6">
        <button type="submit" disabled={form.sending} className={SUBMIT_CLASSES}>
          {form.sending ? (
            <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="h-5 w-5" />
          )}
          {form.sending ? CONTACT_MESSAGES.submitting : CONTACT_MESSAGES.submit}
        </button>
      </div>
      <EnquiryBanner banner={form.banner} />
      <p className="mt-5 text-sm text-slate-600">
        {ENQUIRY_CONSENT.text}{" "}
        <a href="/privacy" className="font-semibold text-brand-700 underline underline-offset-2">
          {ENQUIRY_CONSENT.linkText}
        </a>
      </p>
    </form>
  );
}
