import { certifications, companyName, warranty } from "../company";
import type { PageCopy } from "../schemas";

/** The service page's fixed specifications (SPEC.md) and its call to action. */
export const serviceCopy: PageCopy["service"] = {
  specificationsTitle: "Specifications",
  specifications: [
    `${certifications.join(", ")} certified quality management`,
    `Warranty: ${warranty}`,
    "Professional setup included, with testing and commissioning",
    "24/7 technical assistance",
  ],
  actionsTitle: "Interested in {service}?",
  actionsText: "Talk to our engineers about your site and get a written quotation.",
  enquiryMessage: `Hello ${companyName}, I would like to enquire about your {service} service.`,
};

export const serviceNotFoundCopy: PageCopy["serviceNotFound"] = {
  title: "Service not found",
  text: "We could not find that service. It may have been renamed, or the link may be incomplete.",
};
