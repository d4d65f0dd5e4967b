import { clientContext, servicesContext } from "~/.server/context";
import { enquiryJsonResponse } from "~/.server/enquiry-submission";
import { submitSiteEnquiry } from "~/.server/site-enquiries";
import type { Route } from "./+types/api-enquiries";

/** POST /api/enquiries: the enhanced enquiry form's endpoint (JSON answers). */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await submitSiteEnquiry(
    request,
    context.get(servicesContext),
    context.get(clientContext),
  );
  return enquiryJsonResponse(outcome);
}
