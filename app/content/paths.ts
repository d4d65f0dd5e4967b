import { categories } from "./categories";
import { projects } from "./projects";
import type { Project } from "./schemas";
import { services } from "./services";

export function projectSlug(project: Pick<Project, "title">): string {
  return project.title
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function projectPath(project: Pick<Project, "title">): string {
  return `/projects/${projectSlug(project)}`;
}

export function findProjectBySlug(slug: string | undefined): Project | undefined {
  return projects.find((project) => projectSlug(project) === slug);
}

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

export function contentPagePaths(): string[] {
  return [
    ...categories.map((category) => `/category/${category.id}`),
    ...services.map((service) => `/service/${service.id}`),
    ...projects.map(projectPath),
  ];
}

export function allPagePaths(): string[] {
  return [...STATIC_PAGE_PATHS, ...contentPagePaths()];
}
