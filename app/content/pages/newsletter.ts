import type { PageCopy } from "../schemas";

/** The heading and text of the newsletter box, in the footer and on /contact. */
export const newsletterCopy: PageCopy["newsletter"] = {
  title: "Stay Updated",
  text: "Get occasional updates on fire safety regulations, new services and recent projects. E-mail only, no spam, unsubscribe at any time.",
};
