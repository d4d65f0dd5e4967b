import {
  type ChangeEvent,
  type FormEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from "react";
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
import { loadEnquirySchema, sendEnquiry } from "./send-enquiry";
import { type EnquiryChoices, choiceValues } from "./service-choices";

export type Banner = { kind: "success" } | { kind: "failure"; retryAfterSeconds: number | null };

interface Options {
  /** The form element, for focusing fields and reading the honeypot. */
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

function focusField(form: HTMLFormElement | null, field: EnquiryField | undefined) {
  if (!form || !field) return;
  (form.elements.namedItem(field) as HTMLElement | null)?.focus();
}

/**
 * The enquiry form's states (SPEC.md section 4): idle, submitting (the button
 * disabled, reading "Sending..."), then a banner that goes after 5 s. Field
 * errors come from the shared schema, or from the server when it disagrees.
 */
export function useEnquiryForm(options: Options) {
  const { choices, returnTo, formRef } = options;
  const shownAt = useRef<number | null>(null);
  // Set at once on submit (state would lag a render), so a double click sends once.
  const busy = useRef(false);
  const [values, setValues] = useState<EnquiryValues>(() => ({
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

  const onChange =
    (field: EnquiryField) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
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
    let validation;
    try {
      const { createEnquirySchema, validateEnquiry } = await loadEnquirySchema();
      validation = validateEnquiry(createEnquirySchema(choiceValues(choices)), values);
    } catch {
      // The validator could not be loaded (offline): nothing is sent.
      setBanner({ kind: "failure", retryAfterSeconds: null });
      return;
    }
    if (!validation.success) {
      showErrors(validation.fieldErrors);
      return;
    }
    setErrors({});
    setSending(true);
    const trap = form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null;
    const result = await sendEnquiry(values, {
      honeypot: trap?.value ?? "",
      fillMs: shownAt.current === null ? null : Math.round(performance.now() - shownAt.current),
      returnTo,
    });
    setSending(false);
    if (result.kind === "sent") {
      setValues(EMPTY_ENQUIRY);
      setBanner({ kind: "success" });
      shownAt.current = performance.now();
    } else if (result.kind === "invalid") {
      showErrors(result.fieldErrors);
    } else {
      setBanner({ kind: "failure", retryAfterSeconds: result.retryAfterSeconds });
    }
  }

  return {
    values,
    errors,
    sending,
    banner,
    onChange,
    onSubmit,
    /** Starts loading the validator as soon as the visitor reaches the form. */
    prefetch: () => void loadEnquirySchema(),
  };
}
