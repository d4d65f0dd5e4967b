import type { Company } from "~/content/schemas";

/**
 * The public origin: SITE_URL at build time (pages are prerendered), else the company's
 * default public URL (content/company.yaml).
 */
export function siteUrlOf(company: Pick<Company, "siteUrl">): string {
  return (import.meta.env.SITE_URL || company.siteUrl).replace(/\/+$/, "");
}

export function absoluteUrl(company: Pick<Company, "siteUrl">, path: string): string {
  const siteUrl = siteUrlOf(company);
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}
