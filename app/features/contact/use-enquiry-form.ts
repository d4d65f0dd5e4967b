import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { CONTACT_BANNER_MS } from "~/lib/constants";
import {
  EMPTY_ENQUIRY,
  ENQUIRY_FIELDS,
  type EnquiryField,
  type EnquiryFieldErrors,
  type EnquiryFormResult,
  type EnquiryValues,
  HONEYPOT_FIELD,
} from "./contact-messages";
import type { EnquiryChoices } from "./service-choices";

export type Banner = { kind: "success" } | { kind: "failure"; retryAfterSeconds: number | null };

/** The validator and the sender, loaded when the visitor first reaches the form. */
const loadSubmission = () => import("./submit-enquiry");

interface Options {
  /** The form element, whose fields hold the values. */
  formRef: RefObject<HTMLFormElement | null>;
  choices: EnquiryChoices;
  returnTo: string;
  initialValues?: Partial<EnquiryValues>;
  /** The server's answer to a plain post (no JavaScript). */
  result?: EnquiryFormResult;
  /** The page was reached by the redirect after a plain post that succeeded. */
  sent?: boolean;
}

function initialBanner({ result, sent }: Options): Banner | null {
  if (result?.kind === "failed") {
    return { kind: "failure", retryAfterSeconds: result.retryAfterSeconds };
  }
  return sent ? { kind: "success" } : null;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function control(form: HTMLFormElement, field: string): Control | null {
  return form.elements.namedItem(field) as Control | null;
}

function focusField(form: HTMLFormElement | null, field: EnquiryField | undefined) {
  if (form && field) control(form, field)?.focus();
}

/**
 * The enquiry form's states (SPEC.md section 4): idle, submitting (the button
 * disabled, reading "Sending..."), then a banner that goes after 5 s. Field
 * errors come from the shared schema, or from the server when it disagrees.
 * The fields keep their own values (read when the form is sent), so what a
 * visitor typed before the page's script arrived is sent as typed.
 */
export function useEnquiryForm(options: Options) {
  const { choices, returnTo, formRef } = options;
  const shownAt = useRef<number | null>(null);
  // Set at once on submit (state would lag a render), so a double click sends once.
  const busy = useRef(false);
  const [initialValues] = useState<EnquiryValues>(() => ({
    ...EMPTY_ENQUIRY,
    ...options.initialValues,
    ...(options.result?.values ?? {}),
  }));
  const [errors, setErrors] = useState<EnquiryFieldErrors>(() =>
    options.result?.kind === "invalid" ? options.result.fieldErrors : {},
  );
  const [sending, setSending] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(() => initialBanner(options));

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), CONTACT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  function showErrors(fieldErrors: EnquiryFieldErrors) {
    flushSync(() => setErrors(fieldErrors));
    focusField(
      formRef.current,
      ENQUIRY_FIELDS.find((field) => fieldErrors[field]),
    );
  }

  const onChange = (field: EnquiryField) => () => {
    if (errors[field]) {
      setErrors(({ [field]: _cleared, ...rest }) => rest);
    }
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await submit(event.currentTarget);
    } finally {
      busy.current = false;
    }
  }

  async function submit(form: HTMLFormElement) {
    setBanner(null);
    const values = Object.fromEntries(
      ENQUIRY_FIELDS.map((field) => [field, control(form, field)?.value ?? ""]),
    ) as EnquiryValues;
    let submission;
    try {
      submission = await loadSubmission();
    } catch {
      // The validator could not be loaded (offline): nothing is sent.
      setBanner({ kind: "failure", retryAfterSeconds: null });
      return;
    }
    const validation = submission.validate(values, choices);
    if (!validation.success) {
      showErrors(validation.fieldErrors);
      return;
    }
    setErrors({});
    setSending(true);
    const result = await submission.sendEnquiry(values, {
      honeypot: control(form, HONEYPOT_FIELD)?.value ?? "",
      fillMs: shownAt.current === null ? null : Math.round(performance.now() - shownAt.current),
      returnTo,
    });
    setSending(false);
    if (result.kind === "sent") {
      for (const field of ENQUIRY_FIELDS) {
        const element = control(form, field);
        if (element) element.value = "";
      }
      setBanner({ kind: "success" });
      shownAt.current = performance.now();
    } else if (result.kind === "invalid") {
      showErrors(result.fieldErrors);
    } else {
      setBanner({ kind: "failure", retryAfterSeconds: result.retryAfterSeconds });
    }
  }

  return {
    initialValues,
    errors,
    sending,
    banner,
    onChange,
    onSubmit,
    /** Starts loading the validator and sender as soon as the visitor reaches the form. */
    prefetch: () => void loadSubmission(),
  };
}
