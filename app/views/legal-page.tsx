import type { LegalPage } from "~/content/schemas";
import type { PageMeta } from "~/lib/seo";

/** `page`: content/legal/<kind>.mdoc, as its page reads it from the content collections. */
export function legalPageData(kind: "privacy" | "terms", page: LegalPage) {
  return {
    page,
    meta: { title: page.title, description: page.description, path: `/${kind}` } satisfies PageMeta,
  };
}
