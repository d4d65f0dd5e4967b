import type { PageCopy } from "../schemas";

/** The call, e-mail, visit and hours cards of /contact and the home page. */
export const contactCardsCopy: PageCopy["contactCards"] = {
  callTitle: "Call Us",
  emailTitle: "Email Us",
  emailNote: "We reply within one working day.",
  visitTitle: "Visit Us",
  hoursTitle: "Working Hours",
};
