import {
  type FormEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  startTransition,
  useRef,
  useState,
} from "react";
import { useFetcher } from "react-router";
import { NEWSLETTER_MESSAGE_MS } from "~/lib/constants";
import {
  NEWSLETTER_ACTION_PATH,
  type NewsletterReply,
  type NewsletterResult,
} from "./newsletter-messages";

const loadValidation = () => import("./newsletter-schema");

/**
 * SPEC.md section 4. The input is uncontrolled so what was typed before hydration counts.
 * The box shows one message: the script's own (its check before sending, or a plain post's
 * result from the URL) or the server's answer, which is read from fetcher.data, never copied.
 */
export function useNewsletter(options: {
  inputRef: RefObject<HTMLInputElement | null>;
  initial: NewsletterResult | null;
}) {
  const { inputRef } = options;
  const fetcher = useFetcher<NewsletterReply>();
  const busy = useRef(false);
  const [own, setOwn] = useState<NewsletterReply | null>(() =>
    options.initial ? { kind: options.initial } : null,
  );
  // The answer the visitor has moved on from. Each answer is a new object, so the same words
  // twice show (and start their timer) twice.
  const [seen, setSeen] = useState<NewsletterReply | undefined>(undefined);
  const reply = fetcher.data;
  const answer = reply === seen ? undefined : reply;
  // Setting `own` always marks the answer seen, so at most one of them is there.
  const shown = own ?? answer ?? null;

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => {
      startTransition(() => {
        setOwn(null);
        setSeen(reply);
      });
    }, NEWSLETTER_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [shown, reply]);

  // A new answer's effect on the page, as its message appears: a subscribed address leaves the
  // box, a refused one is focused.
  useLayoutEffect(() => {
    if (answer?.kind === "subscribed" && inputRef.current) inputRef.current.value = "";
    if (answer?.kind === "invalid") inputRef.current?.focus();
  }, [answer, inputRef]);

  // React Router shows a fetcher's answer in a transition; these go in one too, so both land in
  // the same render (mixed with an urgent update, the answer's layout effects were skipped).
  function show(message: NewsletterReply | null) {
    startTransition(() => {
      setOwn(message);
      setSeen(reply);
    });
  }

  function onChange() {
    if (shown?.kind === "invalid") show(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = inputRef.current;
    if (busy.current || !input) return;
    busy.current = true;
    const form = event.currentTarget;
    show(null);
    try {
      const { validateSignup } = await loadValidation();
      if (!validateSignup({ email: input.value }).success) {
        show({ kind: "invalid" });
        input.focus();
        return;
      }
      // No revalidation: offline it would fail and replace the whole page with the error page.
      await fetcher.submit(new FormData(form), {
        method: "post",
        action: NEWSLETTER_ACTION_PATH,
        defaultShouldRevalidate: false,
      });
    } catch {
      show({ kind: "failed" });
    } finally {
      busy.current = false;
    }
  }

  return {
    Form: fetcher.Form,
    sending: fetcher.state !== "idle",
    result: shown?.kind ?? null,
    onChange,
    onSubmit,
    prefetch: () => void loadValidation(),
  };
}
