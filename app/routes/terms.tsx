import { LegalArticle } from "~/components/layout/legal-article";
import { termsOfUse } from "~/content/data";
import { metaFrom } from "~/lib/route-meta";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/terms";

export function loader() {
  const page = termsOfUse;
  return {
    page,
    meta: buildMeta({ title: page.title, description: page.description, path: "/terms" }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFrom(loaderData);

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return <LegalArticle page={loaderData.page} />;
}
