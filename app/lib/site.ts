import { company } from "~/content/company";

/**
 * The site's public origin, without a trailing slash. SITE_URL in the build
 * environment overrides the company module's default; pages are prerendered at
 * build time, so that is when it is read.
 */
export const siteUrl: string = (import.meta.env.SITE_URL || company.siteUrl).replace(/\/+$/, "");

/** The absolute URL of a path on this site. */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}
