import {
  type FormEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { CONTACT_BANNER_MS } from "~/lib/constants";
import { sendForm } from "~/lib/send-form";
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

function bannerOf(result: EnquiryFormResult | null): Banner | null {
  if (result?.kind === "sent") return { kind: "success" };
  if (result?.kind === "failed") {
    return { kind: "failure", retryAfterSeconds: result.retryAfterSeconds };
  }
  return null;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function control(form: HTMLFormElement, field: string): Control | null {
  return form.elements.namedItem(field) as Control | null;
}

// A textarea's value has "\n" where the posted text (echoed by the server) had "\r\n".
const sameText = (a: string, b: string) => a.replace(/\r\n?/g, "\n") === b.replace(/\r\n?/g, "\n");

const failedSend = (values: EnquiryValues): EnquiryFormResult => ({
  kind: "failed",
  values,
  retryAfterSeconds: null,
});

/**
 * The states of SPEC.md section 4. Fields keep their own (uncontrolled) values, so what a
 * visitor typed before the page's script arrived is sent as typed. The form shows one result:
 * a plain post's answer, the script's check before sending, or the host's answer to its post.
 */
export function useEnquiryForm(options: Options) {
  const { choices, formRef } = options;
  const shownAt = useRef<number | null>(null);
  // Set at once on submit (state would lag a render), so a double click sends once.
  const busy = useRef(false);
  const [initialValues] = useState<EnquiryValues>(() => ({
    ...EMPTY_ENQUIRY,
    ...options.initialValues,
    ...(options.result && "values" in options.result ? (options.result.values ?? {}) : {}),
  }));
  const [initial] = useState<EnquiryFormResult | null>(
    () => options.result ?? (options.sent ? { kind: "sent" } : null),
  );
  // Each answer is a new object, so the same one twice shows (and starts its timer) twice.
  const [result, setResult] = useState(initial);
  const [sending, setSending] = useState(false);
  // Fields edited since `result` came: their messages go.
  const [edited, setEdited] = useState<{ of: typeof result; fields: EnquiryField[] }>({
    of: null,
    fields: [],
  });
  const errors: EnquiryFieldErrors = {};
  if (result?.kind === "invalid") {
    for (const field of ENQUIRY_FIELDS) {
      const error = result.fieldErrors[field];
      if (error && !(edited.of === result && edited.fields.includes(field))) errors[field] = error;
    }
  }
  const banner = bannerOf(result);

  // DECISIONS.md 9: the script starts from what the visitor did before it arrived. A field
  // changed since a plain post's answer loses that answer's message, as if edited with the script
  // live; the others keep theirs. Then the form says that its script is live.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (initial?.kind === "invalid") {
      const changed = ENQUIRY_FIELDS.filter(
        (field) =>
          initial.fieldErrors[field] &&
          !sameText(control(form, field)?.value ?? "", initialValues[field]),
      );
      if (changed.length > 0) setEdited({ of: initial, fields: changed });
    }
    shownAt.current = performance.now();
    form.dataset.live = "true";
  }, [formRef, initial, initialValues]);

  useEffect(() => {
    if (result?.kind !== "sent" && result?.kind !== "failed") return;
    const timer = setTimeout(() => setResult(null), CONTACT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [result]);

  // The first invalid field takes focus once its error is in the page. A plain post's errors
  // need no script: the browser focuses the field marked autofocus.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (result?.kind !== "invalid" || result === initial || !form) return;
    const first = ENQUIRY_FIELDS.find((field) => result.fieldErrors[field]);
    if (first) control(form, first)?.focus();
  }, [result, initial, formRef]);

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

  const onChange = (field: EnquiryField) => () => {
    if (!errors[field]) return;
    setEdited((last) => ({
      of: result,
      fields: [...(last.of === result ? last.fields : []), field],
    }));
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
    // A banner goes as the next try starts; field messages stay until the check is done.
    if (banner) setResult(null);
    const values = Object.fromEntries(
      ENQUIRY_FIELDS.map((field) => [field, control(form, field)?.value ?? ""]),
    ) as EnquiryValues;
    let validation;
    try {
      validation = (await loadValidation()).validate(values, choices);
    } catch {
      // The validator could not be loaded (offline): nothing is sent.
      setResult(failedSend(values));
      return;
    }
    if (!validation.success) {
      setResult({ kind: "invalid", fieldErrors: validation.fieldErrors, values });
      return;
    }
    setResult(null);
    const body = new FormData(form);
    body.set(SUBMISSION_FIELD, submissionKeyFor(values));
    if (shownAt.current !== null) {
      body.set(FILL_TIME_FIELD, String(Math.round(performance.now() - shownAt.current)));
    }
    setSending(true);
    const answer = await sendForm(CONTACT_PAGE_PATH, body, () => failedSend(values));
    if (answer.kind === "sent") {
      // A stored enquiry empties the form for the next one, as its banner appears.
      for (const field of ENQUIRY_FIELDS) {
        const element = control(form, field);
        if (element) element.value = "";
      }
      shownAt.current = performance.now();
      submission.current = null;
    }
    setSending(false);
    setResult(answer);
  }

  return {
    initialValues,
    errors,
    sending,
    banner,
    onChange,
    onSubmit,
    prefetch: () => void loadValidation(),
  };
}
