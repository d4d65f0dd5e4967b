/**
 * How a form's post is answered, the same for every form. The form's script posts to the
 * form's address with `Accept: application/json` and gets the outcome as JSON. A plain post (no
 * JavaScript) gets a page: a 303 to `page` (Post/Redirect/Get), or without one the form's page
 * rendered on request with the outcome (app/pages/rendered/contact.astro).
 */
export interface FormAnswer<Outcome> {
  outcome: Outcome;
  status: number;
  /** Sent as Retry-After. */
  retryAfterSeconds?: number;
  /** Where a plain post goes next. */
  page?: string;
}

/** The form's script asks for JSON; a browser's plain post asks for HTML. */
export function fromScript(request: Request): boolean {
  const accept = request.headers.get("Accept") ?? "";
  return accept.includes("application/json") && !accept.includes("text/html");
}

/** The headers of every answer to a form's post, whichever way it is answered. */
export function answerHeaders(answer: FormAnswer<unknown>): Record<string, string> {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (answer.retryAfterSeconds !== undefined) {
    headers["Retry-After"] = String(answer.retryAfterSeconds);
  }
  return headers;
}

/** The answer as JSON or a redirect, or null where a plain post gets its page with the outcome. */
export function formReply(request: Request, answer: FormAnswer<unknown>): Response | null {
  const headers = answerHeaders(answer);
  if (fromScript(request)) return Response.json(answer.outcome, { status: answer.status, headers });
  if (answer.page !== undefined) {
    return new Response(null, { status: 303, headers: { ...headers, Location: answer.page } });
  }
  return null;
}
