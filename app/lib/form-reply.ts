import { data, redirect } from "react-router";
import { FORM_REQUEST_TIMEOUT_MS } from "./constants.ts";

/**
 * How a form's action answers, the same for every form. The form's script posts through a
 * fetcher, which React Router sends to the route's ".data" URL and passes to the action as it
 * came: that post gets the outcome as data. A plain post (no JavaScript) gets a page: a 303 to
 * `page` (Post/Redirect/Get), or without one the route's page rendered with the outcome.
 */
export interface FormAnswer<Outcome> {
  outcome: Outcome;
  status: number;
  /** Sent as Retry-After. */
  retryAfterSeconds?: number;
  /** Where a plain post goes next. */
  page?: string;
}

export function fromScript(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** The headers of every answer to a form's post, whichever way it is answered. */
export function answerHeaders(answer: FormAnswer<unknown>): Record<string, string> {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (answer.retryAfterSeconds !== undefined) {
    headers["Retry-After"] = String(answer.retryAfterSeconds);
  }
  return headers;
}

export function formReply<Outcome>(request: Request, answer: FormAnswer<Outcome>) {
  const headers = answerHeaders(answer);
  if (answer.page !== undefined && !fromScript(request)) {
    return redirect(answer.page, { status: 303, headers });
  }
  return data(answer.outcome, { status: answer.status, headers });
}

/**
 * Every form's clientAction: the server's answer, or `failed()` for a lost connection, an answer
 * slower than FORM_REQUEST_TIMEOUT_MS or a refusal by the host, never the route's error page.
 * A new object each time, so the same failure twice shows (and times out) twice.
 */
export async function replyOrFailure<Outcome>(
  serverAction: () => Promise<Outcome>,
  failed: () => Outcome,
): Promise<Outcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve(failed()), FORM_REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([serverAction(), timeout]);
  } catch {
    return failed();
  } finally {
    clearTimeout(timer);
  }
}
