import { LegalArticle } from "~/components/layout/legal-article";
import { privacyPolicy } from "~/content/legal";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export function loader() {
  return { page: privacyPolicy };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { page } = loaderData;
  return buildMeta({ title: page.title, description: page.description, path: "/privacy" });
}

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  return <LegalArticle page={loaderData.page} />;
}
