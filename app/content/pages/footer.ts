import { address, companyName, foundingYear } from "../company";
import type { PageCopy } from "../schemas";

/** The footer's line about the company. */
export const footerCopy: PageCopy["footer"] = {
  about: `${companyName} designs, builds and maintains fire safety systems, civil infrastructure and boiler plant, and supplies industrial spares, from ${address.city} since ${foundingYear}.`,
};
