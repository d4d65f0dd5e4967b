import { company } from "~/content/data";

// Read at build time, since pages are prerendered.
export const siteUrl: string = (import.meta.env.SITE_URL || company.siteUrl).replace(/\/+$/, "");

export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}
