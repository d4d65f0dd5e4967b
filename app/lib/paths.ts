import type { CategoryId, FaqEntry, Project } from "~/content/schemas";

/** URLs built from content: one place for every page's address. */

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

/** A page's path as visitors load it: prerendering renders "/about/" while they load "/about". */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, "") || "/";
}

export const categoryPath = (id: CategoryId | string) => `/category/${id}`;
export const servicePath = (id: string) => `/service/${id}`;
/** Every project, whole: the portfolio dialog's data (app/pages/projects/data.json.ts). */
export const PORTFOLIO_DATA_PATH = "/projects/data.json";
export const projectPath = (project: Pick<Project, "slug">) => `/projects/${project.slug}`;
export const faqPath = (entry: Pick<FaqEntry, "id">) => `/faq#${entry.id}`;

/** Every page of the site whose content is known at build time. */
export function pagePaths(content: {
  categories: { id: string }[];
  services: { id: string }[];
  projects: Pick<Project, "slug">[];
}): string[] {
  return [
    ...STATIC_PAGE_PATHS,
    ...content.categories.map((category) => categoryPath(category.id)),
    ...content.services.map((service) => servicePath(service.id)),
    ...content.projects.map(projectPath),
  ];
}
