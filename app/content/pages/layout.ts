import { address, companyName, foundingYear } from "../company";
import type { PageCopy } from "../schemas";

/**
 * The texts of the layout every page shares: the footer, its newsletter box
 * (also the Stay Updated box of /contact) and the error pages.
 */
export const layoutCopy: PageCopy["layout"] = {
  footerAbout: `${companyName} designs, builds and maintains fire safety systems, civil infrastructure and boiler plant, and supplies industrial spares, from ${address.city} since ${foundingYear}.`,
  newsletterTitle: "Stay Updated",
  newsletterText:
    "Get occasional updates on fire safety regulations, new services and recent projects. E-mail only, no spam, unsubscribe at any time.",
  notFoundTitle: "Page not found",
  notFoundText:
    "The page you were looking for does not exist or may have moved. Please check the address, or start again from the home page.",
  errorTitle: "Something went wrong",
  errorText:
    "We could not show this page. Please try again in a moment, or go back to the home page.",
};
