import { privacyPolicy, termsOfUse } from "~/content/data";
import type { PageMeta } from "~/lib/seo";

export function legalPageData(kind: "privacy" | "terms") {
  const page = kind === "privacy" ? privacyPolicy : termsOfUse;
  return {
    page,
    meta: { title: page.title, description: page.description, path: `/${kind}` } satisfies PageMeta,
  };
}
