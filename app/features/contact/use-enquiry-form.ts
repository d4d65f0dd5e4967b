import {
  type FormEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { CONTACT_BANNER_MS } from "~/lib/constants";
import { type SendFailure, sendForm } from "~/lib/send-form";
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
import { clearDraft, draftFills, readDraft, writeDraft } from "./enquiry-draft";
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

function valuesOf(form: HTMLFormElement): EnquiryValues {
  return Object.fromEntries(
    ENQUIRY_FIELDS.map((field) => [field, control(form, field)?.value ?? ""]),
  ) as EnquiryValues;
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

  // A post repeated with the same values (its answer was lost) keeps its key, so it is stored once.
  const submission = useRef<{ key: string; values: string } | null>(null);
  // When the form was shown for the enquiry in progress (Date.now()), kept with its draft.
  const startedAt = useRef(0);
  // The values of a send that found no connection: sent again when it returns, if still there.
  const waiting = useRef<string | null>(null);

  // DECISIONS.md 9: the script starts from what the visitor did before it arrived. A field
  // changed since a plain post's answer loses that answer's message, as if edited with the script
  // live; the others keep theirs. The tab's draft (DECISIONS.md 4) fills only fields nobody has
  // typed in since the page loaded. Then the form says that its script is live.
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
    // A plain post's page shows what was posted; once one was stored, its draft is done.
    if (initial?.kind === "sent") clearDraft();
    const draft = initial ? null : readDraft();
    let elapsed = 0;
    if (draft) {
      const fills = draftFills(draft, valuesOf(form), initialValues);
      for (const [field, value] of Object.entries(fills)) {
        const element = control(form, field);
        if (element) element.value = value;
      }
      submission.current = draft.submission;
      elapsed = Math.max(0, Date.now() - draft.startedAt);
    }
    startedAt.current = Date.now() - elapsed;
    shownAt.current = performance.now() - elapsed;
    // What was typed before the script arrived is kept from now on; the page's own prefill is not.
    const values = valuesOf(form);
    if (ENQUIRY_FIELDS.some((field) => !sameText(values[field], initialValues[field]))) {
      saveDraft(form);
    }
    form.dataset.live = "true";
    // Once the form is live, its check is loaded: a press while offline needs nothing fetched.
    void loadValidation().catch(() => undefined);
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

  function saveDraft(form: HTMLFormElement) {
    writeDraft({
      values: valuesOf(form),
      startedAt: startedAt.current,
      submission: submission.current,
    });
  }

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
    if (formRef.current) saveDraft(formRef.current);
    if (!errors[field]) return;
    setEdited((last) => ({
      of: result,
      fields: [...(last.of === result ? last.fields : []), field],
    }));
  };

  async function send(form: HTMLFormElement) {
    if (busy.current) return;
    busy.current = true;
    try {
      await submit(form);
    } finally {
      busy.current = false;
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(event.currentTarget);
  }

  // DECISIONS.md 4: an enquiry that found no connection goes when the connection comes back,
  // without another tap, as long as the form still holds it (an edit waits for the visitor's tap).
  useEffect(() => {
    function resend() {
      const form = formRef.current;
      if (!form || waiting.current === null) return;
      const still = JSON.stringify(valuesOf(form)) === waiting.current;
      waiting.current = null;
      if (still) void send(form);
    }
    addEventListener("online", resend);
    return () => removeEventListener("online", resend);
  });

  async function submit(form: HTMLFormElement) {
    // A banner goes as the next try starts; field messages stay until the check is done.
    if (banner) setResult(null);
    waiting.current = null;
    const values = valuesOf(form);
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
    // The key goes with the draft: a repeat after a reload is stored once too.
    saveDraft(form);
    if (shownAt.current !== null) {
      body.set(FILL_TIME_FIELD, String(Math.round(performance.now() - shownAt.current)));
    }
    setSending(true);
    let why: SendFailure | null = null;
    const answer = await sendForm(CONTACT_PAGE_PATH, body, (failure) => {
      why ??= failure;
      return failedSend(values);
    });
    if (answer.kind === "sent") {
      // A stored enquiry empties the form for the next one, as its banner appears; a keystroke
      // made while it was sending stays (DECISIONS.md 9), and so does the draft of it alone.
      for (const field of ENQUIRY_FIELDS) {
        const element = control(form, field);
        if (element && sameText(element.value, values[field])) element.value = "";
      }
      shownAt.current = performance.now();
      startedAt.current = Date.now();
      submission.current = null;
      saveDraft(form);
    } else if (answer.kind === "failed" && (why === "connection" || !navigator.onLine)) {
      waiting.current = JSON.stringify(values);
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
  };
}
