import type { PageCopy } from "../schemas";

export const contactCardsCopy: PageCopy["contactCards"] = {
  callTitle: "Call Us",
  emailTitle: "Email Us",
  emailNote: "We reply within one working day.",
  visitTitle: "Visit Us",
  hoursTitle: "Working Hours",
};
