import { CATEGORY_IDS, type CategoryId } from "~/lib/category-ids";
import type { Project } from "~/content/schemas";

export type ProjectFilter = CategoryId | "all";

export function filterFromParam(value: string | null): ProjectFilter {
  return CATEGORY_IDS.find((id) => id === value) ?? "all";
}

/** The query of a filter's address: none for All. */
export function filterSearch(filter: ProjectFilter): string {
  return filter === "all" ? "" : `?category=${filter}`;
}

export function filterProjects<P extends Pick<Project, "category">>(
  projects: P[],
  filter: ProjectFilter,
): P[] {
  return filter === "all" ? projects : projects.filter((project) => project.category === filter);
}

/** "All", then each category that has a project: a category with none gets no empty chip. */
export function filterChips(
  projects: Pick<Project, "category">[],
  categories: { id: CategoryId; title: string }[],
): { id: ProjectFilter; label: string }[] {
  return [
    { id: "all", label: "All" },
    ...categories
      .filter((category) => projects.some((project) => project.category === category.id))
      .map((category) => ({ id: category.id, label: category.title })),
  ];
}

export function formatValue(crore: number): string {
  return `₹${crore} Crore`;
}

export function formatDuration(months: number): string {
  return `${months} months`;
}
