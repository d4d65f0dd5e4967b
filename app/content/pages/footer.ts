import { address, companyName, foundingYear, legalName } from "../company";
import type { PageCopy } from "../schemas";

// "Pvt. Ltd." already ends the sentence; a name without a full stop gets one.
const ownerSentence = legalName.endsWith(".") ? legalName : `${legalName}.`;

export const footerCopy: PageCopy["footer"] = {
  about: `${companyName} designs, builds and maintains fire safety systems, civil infrastructure and boiler plant, and supplies industrial spares, from ${address.city} since ${foundingYear}.`,
  rights: `${ownerSentence} All rights reserved.`,
};
