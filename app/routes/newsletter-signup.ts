import { signupAction } from "~/.server/newsletter-submission";
import type { Route } from "./+types/newsletter-signup";

// The box's script posts here with Accept: application/json, which the host answers itself
// (server/form-posts.ts); a plain post (no JavaScript) and a ".data" post come here.
export function action(args: Route.ActionArgs) {
  return signupAction(args);
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}
