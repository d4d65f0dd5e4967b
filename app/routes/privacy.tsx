import { LegalArticle } from "~/components/layout/legal-article";
import { privacyPolicy } from "~/content/data";
import { metaFrom } from "~/lib/route-meta";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export function loader() {
  const page = privacyPolicy;
  return {
    page,
    meta: buildMeta({ title: page.title, description: page.description, path: "/privacy" }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFrom(loaderData);

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  return <LegalArticle page={loaderData.page} />;
}
