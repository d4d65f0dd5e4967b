import { layoutCopy } from "./pages/layout";
import { pageSeo } from "./seo.server";

/**
 * @deprecated The page copy now lives in one module per page under pages/
 * and the titles and descriptions in seo.server.ts. This keeps the old
 * not-found export for code not yet moved over; import it only from a loader.
 */
export const notFoundCopy = {
  seo: pageSeo.notFound,
  title: layoutCopy.notFoundTitle,
  text: layoutCopy.notFoundText,
};
