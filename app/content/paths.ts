import { categories } from "./categories";
import { projects } from "./projects";
import type { Project } from "./schemas";
import { services } from "./services";

/** A project's slug: its title in lower case, with runs of other characters as one hyphen. */
export function projectSlug(project: Pick<Project, "title">): string {
  return project.title
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A project's own page. */
export function projectPath(project: Pick<Project, "title">): string {
  return `/projects/${projectSlug(project)}`;
}

export function findProjectBySlug(slug: string | undefined): Project | undefined {
  return projects.find((project) => projectSlug(project) === slug);
}

/** The pages written out in routes.ts. */
export const STATIC_PAGE_PATHS = [
  "/",
  "/services",
  "/about",
  "/projects",
  "/contact",
  "/privacy",
  "/terms",
  "/faq",
] as const;

/** The category, service and project pages, derived from the content. */
export function contentPagePaths(): string[] {
  return [
    ...categories.map((category) => `/category/${category.id}`),
    ...services.map((service) => `/service/${service.id}`),
    ...projects.map(projectPath),
  ];
}

/** Every page of the site, for the sitemap, the prerender list and the tests. */
export function allPagePaths(): string[] {
  return [...STATIC_PAGE_PATHS, ...contentPagePaths()];
}
