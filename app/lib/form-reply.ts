import { data, redirect } from "react-router";

/**
 * How a form's action answers, the same for every form. A post to the route's ".data" URL
 * (React Router's own data request) gets the outcome as data; the form's script posts to the
 * form's address with `Accept: application/json` and the host answers it with the same outcome
 * as JSON (server/form-posts.ts). A plain post (no JavaScript) gets a page: a 303 to `page`
 * (Post/Redirect/Get), or without one the route's page rendered with the outcome.
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
