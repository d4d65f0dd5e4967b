import { isRouteErrorResponse, type MetaDescriptor } from "react-router";

// Metadata is built in loaders so the builder and its data stay out of the browser bundle.
export function metaFrom(
  loaderData: { meta?: MetaDescriptor[] } | undefined,
  error?: unknown,
): MetaDescriptor[] {
  if (loaderData?.meta) return loaderData.meta;
  if (isRouteErrorResponse(error)) {
    const data = error.data as { meta?: MetaDescriptor[] } | null;
    if (data?.meta) return data.meta;
  }
  return [];
}
