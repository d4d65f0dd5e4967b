import { services } from "../content/services.ts";
import { ENQUIRY_TOPICS } from "../content/topics.ts";
import { createEnquiryProcessor } from "./enquiry-submission.ts";

/** The site's enquiry handler: SPEC.md's six topics and the 22 services (DECISIONS.md 4). */
export const submitSiteEnquiry = createEnquiryProcessor({
  topics: ENQUIRY_TOPICS,
  services: services.map(({ id, title }) => ({ id, title })),
});
