import { Suspense, lazy, useSyncExternalStore } from "react";
import { data } from "react-router";
import { EDITOR_HEADERS, editorAccess } from "~/.server/keystatic";
import { pageSeo } from "~/content/data";
import { metaFrom } from "~/lib/route-meta";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/keystatic";

// The root layout renders this page bare: no site header, footer or chat.
export const handle = { bare: true };

export function loader() {
  if (editorAccess() === "off") {
    throw data(
      { meta: buildMeta({ ...pageSeo.notFound, path: null, noindex: true }) },
      { status: 404 },
    );
  }
  return { meta: [{ title: "Website editor" }, { name: "robots", content: "noindex, nofollow" }] };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFrom(loaderData);

export function headers() {
  return EDITOR_HEADERS;
}

const KeystaticEditor = lazy(() => import("~/features/editor/keystatic-editor"));

const subscribeToNothing = () => () => {};

function Loading() {
  return <p role="status">Loading the editor…</p>;
}

/** Nothing of the editor is rendered on the server; its code loads once the page is live. */
export default function KeystaticRoute() {
  const live = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (!live) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <KeystaticEditor />
    </Suspense>
  );
}
