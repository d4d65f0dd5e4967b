import { clientContext, servicesContext } from "~/.server/context";
import { signupResponse, submitSignup } from "~/.server/newsletter-submission";
import type { Route } from "./+types/api-subscribers";

/** POST /api/subscribers: both newsletter boxes, with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await submitSignup(
    request,
    context.get(servicesContext),
    context.get(clientContext),
  );
  return signupResponse(request, outcome);
}
