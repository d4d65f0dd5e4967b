import { data } from "react-router";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { pageCopy } from "~/content/pages";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildMeta({ ...pageCopy.notFound.seo, path: loaderData?.path ?? "/404", noindex: true });
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
