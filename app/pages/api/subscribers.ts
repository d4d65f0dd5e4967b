import type { APIRoute } from "astro";
import { signupPost } from "~/.server/newsletter-submission";
import { formReply } from "~/lib/form-reply";

export const prerender = false;

/** The newsletter's sign-up: JSON for the box's script, a redirect back for a plain post. */
export const POST: APIRoute = async ({ request, locals }) => {
  const answer = await signupPost.answer(request, locals.services!, locals.client!);
  return formReply(request, answer) ?? new Response(null, { status: answer.status });
};
