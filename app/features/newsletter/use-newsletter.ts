import {
  type FormEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { NEWSLETTER_MESSAGE_MS } from "~/lib/constants";
import { sendForm } from "~/lib/send-form";
import {
  NEWSLETTER_ACTION_PATH,
  type NewsletterReply,
  type NewsletterResult,
} from "./newsletter-messages";

const loadValidation = () => import("./newsletter-schema");

const failed = (): NewsletterReply => ({ kind: "failed" });

/**
 * SPEC.md section 4. The input is uncontrolled so what was typed before the script counts.
 * The box shows one message: a plain post's result (from the page's address), the script's check
 * before sending, or the host's answer to its post.
 */
export function useNewsletter(options: {
  formRef: RefObject<HTMLFormElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  initial: NewsletterResult | null;
}) {
  const { formRef, inputRef } = options;
  const busy = useRef(false);
  const [initial] = useState<NewsletterReply | null>(() =>
    options.initial ? { kind: options.initial } : null,
  );
  // Each answer is a new object, so the same words twice show (and start their timer) twice.
  const [shown, setShown] = useState(initial);
  const [sending, setSending] = useState(false);

  // DECISIONS.md 9: an address typed before the script arrived replaces the one a plain post's
  // answer refused, so that answer's message goes, as on an edit with the script live. Then the
  // box says that its script is live.
  useLayoutEffect(() => {
    if (initial?.kind === "invalid" && inputRef.current?.value) setShown(null);
    if (formRef.current) formRef.current.dataset.live = "true";
    // Once the box is live, its check is loaded: a press while offline needs nothing fetched.
    void loadValidation().catch(() => undefined);
  }, [formRef, inputRef, initial]);

  // A refused address is focused once its message is in the page.
  useLayoutEffect(() => {
    if (shown?.kind === "invalid" && shown !== initial) inputRef.current?.focus();
  }, [shown, initial, inputRef]);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), NEWSLETTER_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  function onChange() {
    if (shown?.kind === "invalid") setShown(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = inputRef.current;
    if (busy.current || !input) return;
    busy.current = true;
    const form = event.currentTarget;
    setShown(null);
    try {
      const { validateSignup } = await loadValidation();
      if (!validateSignup({ email: input.value }).success) {
        setShown({ kind: "invalid" });
        return;
      }
      setSending(true);
      const answer = await sendForm(NEWSLETTER_ACTION_PATH, new FormData(form), failed);
      // A subscribed address leaves the box as its message appears.
      if (answer.kind === "subscribed") input.value = "";
      setSending(false);
      setShown(answer);
    } catch {
      // The validator could not be loaded (offline): nothing is sent.
      setSending(false);
      setShown(failed());
    } finally {
      busy.current = false;
    }
  }

  return {
    sending,
    result: shown?.kind ?? null,
    onChange,
    onSubmit,
  };
}
