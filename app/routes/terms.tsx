import { LegalArticle } from "~/components/layout/legal-article";
import { termsOfUse } from "~/content/legal";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/terms";

export function loader() {
  return { page: termsOfUse };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { page } = loaderData;
  return buildMeta({ title: page.title, description: page.description, path: "/terms" });
}

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return <LegalArticle page={loaderData.page} />;
}
