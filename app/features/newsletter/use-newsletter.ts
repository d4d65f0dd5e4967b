import {
  type ChangeEvent,
  type FormEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from "react";
import { NEWSLETTER_MESSAGE_MS } from "~/lib/constants";
import {
  NEWSLETTER_FIELDS,
  type NewsletterBox,
  type NewsletterResult,
} from "./newsletter-messages";
import { loadNewsletterSchema, sendSignup } from "./send-signup";

/**
 * The newsletter box's states (SPEC.md section 4): idle, then a message that
 * goes after 3 s; success clears the input.
 */
export function useNewsletter(options: {
  /** The e-mail input, focused when the address is refused. */
  inputRef: RefObject<HTMLInputElement | null>;
  box: NewsletterBox;
  returnTo: string;
  /** The message of a plain post (no JavaScript), from the page's URL. */
  initial: NewsletterResult | null;
}) {
  const { inputRef } = options;
  const busy = useRef(false);
  const [email, setEmail] = useState("");
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

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    setEmail(event.target.value);
    if (message?.result === "invalid") setMessage(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    setMessage(null);
    try {
      const { validateSignup } = await loadNewsletterSchema();
      if (!validateSignup({ email }).success) {
        setMessage({ result: "invalid" });
        inputRef.current?.focus();
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
      if (result === "subscribed") setEmail("");
      setMessage({ result });
      if (result === "invalid") inputRef.current?.focus();
    } catch {
      setMessage({ result: "failed" });
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return {
    email,
    sending,
    result: message?.result ?? null,
    onChange,
    onSubmit,
    prefetch: () => void loadNewsletterSchema(),
  };
}
