import { isRouteErrorResponse, type MetaDescriptor } from "react-router";

/**
 * Route `meta` functions return the descriptors their loader built on the
 * server (or that a thrown 404 carries), so the metadata builder and the data
 * behind it stay out of the browser bundle.
 */
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
