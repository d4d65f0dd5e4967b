import { clientContext, servicesContext } from "~/.server/context";
import { signupResponse, submitSignup } from "~/.server/newsletter-submission";
import type { NewsletterReply } from "~/features/newsletter/newsletter-messages";
import { FORM_REQUEST_TIMEOUT_MS } from "~/lib/constants";
import type { Route } from "./+types/newsletter-signup";

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await submitSignup(
    request,
    context.get(servicesContext),
    context.get(clientContext),
  );
  return signupResponse(outcome);
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

/** A lost connection, slow answer or host refusal becomes the failure message. */
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
