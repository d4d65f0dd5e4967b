import { FORM_REQUEST_TIMEOUT_MS } from "./constants.ts";

const JSON_TYPE = /^application\/json\b/i;

function isOutcome(value: unknown): boolean {
  return typeof value === "object" && value !== null && "kind" in value;
}

/**
 * Why a post failed: no answer came (offline, a reset: `connection`), none came in time
 * (`timeout`), or the answer was not the host's outcome (`answer`).
 */
export type SendFailure = "connection" | "timeout" | "answer";

/**
 * A form's post from its script: the form's fields to the form's own address, answered by the
 * page that owns the form as JSON (app/lib/form-reply.ts) with the outcome a plain post's page
 * would show. A lost connection, an answer slower than FORM_REQUEST_TIMEOUT_MS, a 5xx or an
 * answer that is not the host's JSON (a proxy's error page, a refusal in text) is `failed(why)`,
 * never an exception. A new object each time, so the same failure twice shows (and times out)
 * twice. Everything a failure needs is in this module: nothing is fetched to report one.
 */
export async function sendForm<Outcome>(
  action: string,
  body: FormData,
  failed: (why: SendFailure) => Outcome,
): Promise<Outcome> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => {
      resolve(failed("timeout"));
      controller.abort();
    }, FORM_REQUEST_TIMEOUT_MS);
  });
  const answer = (async () => {
    let response: Response;
    try {
      response = await fetch(action, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
        credentials: "same-origin",
        signal: controller.signal,
      });
    } catch {
      return failed("connection");
    }
    if (response.status >= 500 || !JSON_TYPE.test(response.headers.get("Content-Type") ?? "")) {
      return failed("answer");
    }
    // A body cut off on the way is a lost connection; a body that is not JSON, a wrong answer.
    const text = await response.text().catch(() => null);
    if (text === null) return failed("connection");
    let outcome: unknown;
    try {
      outcome = JSON.parse(text);
    } catch {
      return failed("answer");
    }
    return isOutcome(outcome) ? (outcome as Outcome) : failed("answer");
  })();
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
