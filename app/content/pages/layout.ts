import type { PageCopy } from "../schemas";

export const layoutCopy: PageCopy["layout"] = {
  notFoundTitle: "Page not found",
  notFoundText:
    "The page you were looking for does not exist or may have moved. Please check the address, or start again from the home page.",
  errorTitle: "Something went wrong",
  errorText:
    "We could not show this page. Please try again in a moment, or go back to the home page.",
};
