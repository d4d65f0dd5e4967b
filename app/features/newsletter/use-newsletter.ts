import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { NEWSLETTER_MESSAGE_MS } from "~/lib/constants";
import { dataReplyBody } from "~/lib/form-reply";
import {
  NEWSLETTER_ACTION_PATH,
  type NewsletterReply,
  type NewsletterResult,
} from "./newsletter-messages";

const loadValidation = () => import("./newsletter-schema");

/** SPEC.md section 4. The input is uncontrolled so what was typed before hydration counts. */
export function useNewsletter(options: {
  inputRef: RefObject<HTMLInputElement | null>;
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

  // The answer comes from the router, outside React's state, so an effect takes it in.
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
      // No revalidation: offline it would fail and replace the whole page with the error page.
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
    Form: fetcher.Form,
    sending: fetcher.state !== "idle",
    result: message?.result ?? null,
    onChange,
    onSubmit,
    prefetch: () => void loadValidation(),
  };
}
