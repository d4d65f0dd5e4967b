import { address, certifications, foundingYear } from "../company";
import type { PageCopy } from "../schemas";

const certification = certifications.join(", ");

export const aboutCopy: PageCopy["about"] = {
  title: "About Us",
  intro: `An ${certification} certified engineering company, headquartered in ${address.city} and serving industry across South India since ${foundingYear}.`,
  valuesTitle: "Our Core Values",
  milestonesTitle: "Our Journey",
  leadershipTitle: "Leadership",
};
