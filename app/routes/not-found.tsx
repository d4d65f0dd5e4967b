import { data } from "react-router";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { pageSeo } from "~/content/data";
import { metaFrom } from "~/lib/route-meta";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(
    { meta: buildMeta({ ...pageSeo.notFound, path: null, noindex: true }) },
    { status: 404 },
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFrom(loaderData);

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
