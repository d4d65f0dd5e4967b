import { clientContext, servicesContext } from "~/.server/context";
import { signupResponse, submitSignup } from "~/.server/newsletter-submission";
import type { NewsletterReply } from "~/features/newsletter/newsletter-messages";
import { FORM_REQUEST_TIMEOUT_MS } from "~/lib/constants";
import type { Route } from "./+types/newsletter-signup";

/** POST /api/subscribers: both newsletter boxes, with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await submitSignup(
    request,
    context.get(servicesContext),
    context.get(clientContext),
  );
  return signupResponse(outcome);
}

/** The fetcher's answer keeps the action's headers (Retry-After, no-store). */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

/**
 * The box's script posts here through a fetcher: a lost connection, a slow
 * answer or a refusal by the host becomes the failure message.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  const failed: NewsletterReply = { result: "failed" };
  const timeout = new Promise<NewsletterReply>((resolve) =>
    setTimeout(() => resolve(failed), FORM_REQUEST_TIMEOUT_MS),
  );
  try {
    return await Promise.race([serverAction() as Promise<NewsletterReply>, timeout]);
  } catch {
    return failed;
  }
}
