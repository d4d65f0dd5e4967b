import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { NEWSLETTER_MESSAGE_MS } from "~/lib/constants";
import {
  NEWSLETTER_FIELDS,
  type NewsletterBox,
  type NewsletterResult,
} from "./newsletter-messages";

/** The validator and the sender, loaded when the visitor first reaches for the box. */
const loadSignup = () => import("./send-signup");

/**
 * The newsletter box's states (SPEC.md section 4): idle, then a message that
 * goes after 3 s; success clears the input. The address is read from the input
 * itself when the form is sent, so what a visitor typed before the page's
 * script arrived counts too.
 */
export function useNewsletter(options: {
  /** The e-mail input, read on submit and focused when the address is refused. */
  inputRef: RefObject<HTMLInputElement | null>;
  box: NewsletterBox;
  returnTo: string;
  /** The message of a plain post (no JavaScript), from the page's URL. */
  initial: NewsletterResult | null;
}) {
  const { inputRef } = options;
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  // An object, so the same message twice in a row restarts the timer.
  const [message, setMessage] = useState<{ result: NewsletterResult } | null>(() =>
    options.initial ? { result: options.initial } : null,
  );

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), NEWSLETTER_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  function onChange() {
    if (message?.result === "invalid") setMessage(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = inputRef.current;
    if (busy.current || !input) return;
    busy.current = true;
    const form = event.currentTarget;
    setMessage(null);
    try {
      const { validateSignup, sendSignup } = await loadSignup();
      const email = input.value;
      if (!validateSignup({ email }).success) {
        setMessage({ result: "invalid" });
        input.focus();
        return;
      }
      setSending(true);
      const trap = form.elements.namedItem(NEWSLETTER_FIELDS.honeypot) as HTMLInputElement | null;
      const result = await sendSignup({
        email,
        honeypot: trap?.value ?? "",
        box: options.box,
        returnTo: options.returnTo,
      });
      if (result === "subscribed") input.value = "";
      setMessage({ result });
      if (result === "invalid") input.focus();
    } catch {
      setMessage({ result: "failed" });
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return {
    sending,
    result: message?.result ?? null,
    onChange,
    onSubmit,
    prefetch: () => void loadSignup(),
  };
}
