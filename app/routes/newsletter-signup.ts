import { signupAction } from "~/.server/newsletter-submission";
import type { NewsletterReply } from "~/features/newsletter/newsletter-messages";
import { replyOrFailure } from "~/lib/form-reply";
import type { Route } from "./+types/newsletter-signup";

export function action(args: Route.ActionArgs) {
  return signupAction(args);
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return replyOrFailure(serverAction, (): NewsletterReply => ({ kind: "failed" }));
}
