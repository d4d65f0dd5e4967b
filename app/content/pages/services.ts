import type { PageCopy } from "../schemas";

/** The heading of /services, and of its card grid (read by screen readers). */
export const servicesCopy: PageCopy["services"] = {
  title: "Our Services",
  intro:
    "Four specialist divisions covering the fire protection, civil works, boiler plant and spares that an industrial site needs, from design to maintenance.",
  listTitle: "Our four service categories",
};
