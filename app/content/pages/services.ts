import type { PageCopy } from "../schemas";

/** The heading of /services. */
export const servicesCopy: PageCopy["services"] = {
  title: "Our Services",
  intro:
    "Four specialist divisions covering the fire protection, civil works, boiler plant and spares that an industrial site needs, from design to maintenance.",
};
