import { FORM_REQUEST_TIMEOUT_MS } from "./constants.ts";

const JSON_TYPE = /^application\/json\b/i;

function isOutcome(value: unknown): boolean {
  return typeof value === "object" && value !== null && "kind" in value;
}

/**
 * A form's post from its script: the form's fields to the form's own address, answered by the
 * page that owns the form as JSON (app/lib/form-reply.ts) with the outcome a plain post's page would show. A lost
 * connection, an answer slower than FORM_REQUEST_TIMEOUT_MS, a 5xx or an answer that is not the
 * host's JSON (a proxy's error page, a refusal in text) is `failed()`, never an exception. A new
 * object each time, so the same failure twice shows (and times out) twice.
 */
export async function sendForm<Outcome>(
  action: string,
  body: FormData,
  failed: () => Outcome,
): Promise<Outcome> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(failed());
    }, FORM_REQUEST_TIMEOUT_MS);
  });
  const answer = (async () => {
    const response = await fetch(action, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      signal: controller.signal,
    });
    if (response.status >= 500 || !JSON_TYPE.test(response.headers.get("Content-Type") ?? "")) {
      return failed();
    }
    const outcome: unknown = await response.json();
    return isOutcome(outcome) ? (outcome as Outcome) : failed();
  })();
  try {
    return await Promise.race([answer, timeout]);
  } catch {
    return failed();
  } finally {
    clearTimeout(timer);
  }
}
