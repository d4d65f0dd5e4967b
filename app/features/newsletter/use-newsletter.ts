import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { NEWSLETTER_MESSAGE_MS } from "~/lib/constants";
import { dataReplyBody } from "~/lib/form-reply";
import {
  NEWSLETTER_ACTION_PATH,
  type NewsletterReply,
  type NewsletterResult,
} from "./newsletter-messages";

/** The validator, loaded when the visitor first reaches for the box. */
const loadValidation = () => import("./newsletter-schema");

/**
 * The newsletter box's states (SPEC.md section 4): idle, then a message that
 * goes after 3 s; success clears the input. The box posts through a fetcher
 * to the same action as without JavaScript. The address is read from the
 * input itself, so what a visitor typed before the page's script arrived counts.
 */
export function useNewsletter(options: {
  /** The e-mail input, focused when the address is refused. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The message of a plain post (no JavaScript), from the page's URL. */
  initial: NewsletterResult | null;
}) {
  const { inputRef } = options;
  const fetcher = useFetcher<NewsletterReply>();
  const busy = useRef(false);
  // An object, so the same message twice in a row restarts the timer.
  const [message, setMessage] = useState<{ result: NewsletterResult } | null>(() =>
    options.initial ? { result: options.initial } : null,
  );

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), NEWSLETTER_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  // Each new answer of the action, once; a success empties the input. The answer
  // comes from the router (outside React's state), so an effect takes it in.
  const reply = fetcher.data;
  useEffect(() => {
    if (!reply) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMessage({ result: reply.result });
    if (reply.result === "subscribed" && inputRef.current) inputRef.current.value = "";
    if (reply.result === "invalid") inputRef.current?.focus();
  }, [reply, inputRef]);

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
      const { validateSignup } = await loadValidation();
      if (!validateSignup({ email: input.value }).success) {
        setMessage({ result: "invalid" });
        input.focus();
        return;
      }
      // A sign-up changes nothing on the page: its data is not loaded again (offline, that
      // load would fail too and put the error page in place of the whole page).
      await fetcher.submit(dataReplyBody(form), {
        method: "post",
        action: NEWSLETTER_ACTION_PATH,
        defaultShouldRevalidate: false,
      });
    } catch {
      setMessage({ result: "failed" });
    } finally {
      busy.current = false;
    }
  }

  return {
    /** The fetcher's form: a plain `<form>` in the page's HTML. */
    Form: fetcher.Form,
    sending: fetcher.state !== "idle",
    result: message?.result ?? null,
    onChange,
    onSubmit,
    prefetch: () => void loadValidation(),
  };
}
