import { categories, clients, projects, services, testimonials } from "~/content/data";
import type { Category, CategoryId, Project, Service } from "~/content/schemas";
import { pagePaths } from "./paths";

/** Look-ups over the content. Counts are always derived, never typed. */

export function findCategory(id: string | undefined): Category | undefined {
  return categories.find((category) => category.id === id);
}

export function findService(id: string | undefined): Service | undefined {
  return services.find((service) => service.id === id);
}

export function findProjectBySlug(slug: string | undefined): Project | undefined {
  return projects.find((project) => project.slug === slug);
}

export function servicesIn(categoryId: CategoryId): Service[] {
  return services.filter((service) => service.category === categoryId);
}

/** What a service's card shows; a page's data carries no more to the browser than that. */
export type ServiceCardData = Pick<Service, "id" | "title" | "description" | "image" | "features">;

export function serviceCardsIn(categoryId: CategoryId): ServiceCardData[] {
  return servicesIn(categoryId).map(({ id, title, description, image, features }) => ({
    id,
    title,
    description,
    image,
    features,
  }));
}

export function categoryTitle(id: CategoryId): string {
  return findCategory(id)?.title ?? id;
}

export interface CategorySummary extends Category {
  serviceCount: number;
  serviceTitles: string[];
}

export function categorySummaries(): CategorySummary[] {
  return categories.map((category) => {
    const titles = servicesIn(category.id).map((service) => service.title);
    return { ...category, serviceCount: titles.length, serviceTitles: titles };
  });
}

/** Every prerendered page: the sitemap's and the build's list. */
export function allPagePaths(): string[] {
  return pagePaths({ categories, services, projects });
}

/** The clients and testimonials a page shows, or null while the firm has entered none. */
export function clientProof() {
  return clients.length > 0 || testimonials.length > 0 ? { clients, testimonials } : null;
}
