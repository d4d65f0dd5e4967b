import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { CONTACT_BANNER_MS } from "~/lib/constants";
import { dataReplyBody } from "~/lib/form-reply";
import {
  CONTACT_PAGE_PATH,
  EMPTY_ENQUIRY,
  ENQUIRY_FIELDS,
  type EnquiryField,
  type EnquiryFieldErrors,
  type EnquiryFormResult,
  type EnquiryValues,
  FILL_TIME_FIELD,
  SUBMISSION_FIELD,
} from "./contact-messages";
import type { EnquiryChoices } from "./service-choices";

export type Banner = { kind: "success" } | { kind: "failure"; retryAfterSeconds: number | null };

const loadValidation = () => import("./enquiry-validation");

interface Options {
  formRef: RefObject<HTMLFormElement | null>;
  choices: EnquiryChoices;
  initialValues?: Partial<EnquiryValues>;
  /** The action's answer to a plain post (no JavaScript). */
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
 * The states of SPEC.md section 4. Fields keep their own (uncontrolled) values, so what a
 * visitor typed before the page's script arrived is sent as typed.
 */
export function useEnquiryForm(options: Options) {
  const { choices, formRef } = options;
  const fetcher = useFetcher<EnquiryFormResult>();
  const shownAt = useRef<number | null>(null);
  // Set at once on submit (state would lag a render), so a double click sends once.
  const busy = useRef(false);
  const [initialValues] = useState<EnquiryValues>(() => ({
    ...EMPTY_ENQUIRY,
    ...options.initialValues,
    ...(options.result && "values" in options.result ? (options.result.values ?? {}) : {}),
  }));
  const [errors, setErrors] = useState<EnquiryFieldErrors>(() =>
    options.result?.kind === "invalid" ? options.result.fieldErrors : {},
  );
  const [banner, setBanner] = useState<Banner | null>(() => initialBanner(options));

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), CONTACT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  // The first invalid field takes focus once its error is on screen.
  const [focusRequest, setFocusRequest] = useState<{ field: EnquiryField } | null>(null);
  useEffect(() => {
    if (focusRequest) focusField(formRef.current, focusRequest.field);
  }, [focusRequest, formRef]);

  function showErrors(fieldErrors: EnquiryFieldErrors) {
    setErrors({ ...fieldErrors });
    const first = ENQUIRY_FIELDS.find((field) => fieldErrors[field]);
    if (first) setFocusRequest({ field: first });
  }

  // A post repeated with the same values (its answer was lost) keeps its key, so it is stored once.
  const submission = useRef<{ key: string; values: string } | null>(null);
  function submissionKeyFor(values: EnquiryValues): string {
    const signature = JSON.stringify(values);
    if (submission.current?.values !== signature) {
      const bytes = crypto.getRandomValues(new Uint8Array(16));
      const key = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
      submission.current = { key, values: signature };
    }
    return submission.current.key;
  }

  const [sentCount, setSentCount] = useState(0);
  useEffect(() => {
    const form = formRef.current;
    if (sentCount === 0 || !form) return;
    for (const field of ENQUIRY_FIELDS) {
      const element = control(form, field);
      if (element) element.value = "";
    }
    shownAt.current = performance.now();
    submission.current = null;
  }, [sentCount, formRef]);

  // The answer comes from the router, outside React's state, so an effect takes it in.
  const reply = fetcher.data;
  useEffect(() => {
    if (!reply) return;
    /* eslint-disable react-hooks/set-state-in-effect */
    if (reply.kind === "sent") {
      setBanner({ kind: "success" });
      setSentCount((count) => count + 1);
    } else if (reply.kind === "invalid") {
      setErrors({ ...reply.fieldErrors });
      const first = ENQUIRY_FIELDS.find((field) => reply.fieldErrors[field]);
      if (first) setFocusRequest({ field: first });
    } else {
      setBanner({ kind: "failure", retryAfterSeconds: reply.retryAfterSeconds });
    }
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [reply]);

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
    let validation;
    try {
      validation = (await loadValidation()).validate(values, choices);
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
    const fillMs = shownAt.current === null ? null : performance.now() - shownAt.current;
    const extra: Record<string, string> = {
      [SUBMISSION_FIELD]: submissionKeyFor(values),
      ...(fillMs === null ? {} : { [FILL_TIME_FIELD]: String(Math.round(fillMs)) }),
    };
    // Nothing on the page depends on the enquiry: no data reload after it.
    await fetcher.submit(dataReplyBody(form, extra), {
      method: "post",
      action: CONTACT_PAGE_PATH,
      defaultShouldRevalidate: false,
    });
  }

  return {
    Form: fetcher.Form,
    initialValues,
    errors,
    sending: fetcher.state !== "idle",
    banner,
    onChange,
    onSubmit,
    prefetch: () => void loadValidation(),
  };
}
