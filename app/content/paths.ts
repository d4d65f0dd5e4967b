import { categories } from "./categories";
import { services } from "./services";

/** The pages written out in routes.ts. */
export const STATIC_PAGE_PATHS = [
  "/",
  "/services",
  "/about",
  "/projects",
  "/contact",
  "/privacy",
  "/terms",
] as const;

/** The category and service pages, derived from the content. */
export function contentPagePaths(): string[] {
  return [
    ...categories.map((category) => `/category/${category.id}`),
    ...services.map((service) => `/service/${service.id}`),
  ];
}

/** Every page of the site, for the sitemap, the prerender list and the tests. */
export function allPagePaths(): string[] {
  return [...STATIC_PAGE_PATHS, ...contentPagePaths()];
}
