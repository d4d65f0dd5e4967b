import type { PageCopy } from "../schemas";

export const categoryCopy: PageCopy["category"] = {
  servicesTitle: "Services in This Category",
  consultationText:
    "Not sure which solution your site needs? Book a free consultation and site survey with our engineers.",
};

export const categoryNotFoundCopy: PageCopy["categoryNotFound"] = {
  title: "Category not found",
  text: "We could not find that service category. It may have been renamed, or the link may be incomplete.",
};
