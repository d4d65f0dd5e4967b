import { address } from "../company";
import type { PageCopy } from "../schemas";

export const contactCopy: PageCopy["contact"] = {
  title: "Contact Us",
  intro:
    "Send us your requirement, call our office or drop in. Our engineers reply to every enquiry within one working day.",
  formTitle: "Send Us a Message",
  formIntro:
    "Tell us what you need and where. An engineer reads every enquiry and replies within one working day.",
  detailsTitle: "Get in Touch",
  locationTitle: "Visit Our Office",
  locationText: `Our head office and fabrication works are in the ${address.locality} industrial area of ${address.city}, ${address.region}. Please call ahead so that the right engineer is available to meet you.`,
};
