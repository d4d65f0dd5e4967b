import type {
  Category,
  CategoryId,
  Client,
  Project,
  Service,
  Testimonial,
} from "~/content/schemas";
import { pagePaths } from "./paths";

/**
 * Look-ups over the content's lists, as a page reads them from the content collections (or
 * plain Node code from data.ts). Counts are always derived, never typed.
 */

export function findCategory(categories: Category[], id: string | undefined): Category | undefined {
  return categories.find((category) => category.id === id);
}

export function findService(services: Service[], id: string | undefined): Service | undefined {
  return services.find((service) => service.id === id);
}

export function findProjectBySlug(
  projects: Project[],
  slug: string | undefined,
): Project | undefined {
  return projects.find((project) => project.slug === slug);
}

export function servicesIn(services: Service[], categoryId: CategoryId): Service[] {
  return services.filter((service) => service.category === categoryId);
}

/** What a service's card shows; a page's data carries no more to the browser than that. */
export type ServiceCardData = Pick<Service, "id" | "title" | "description" | "image" | "features">;

export function serviceCardsIn(services: Service[], categoryId: CategoryId): ServiceCardData[] {
  return servicesIn(services, categoryId).map(({ id, title, description, image, features }) => ({
    id,
    title,
    description,
    image,
    features,
  }));
}

export interface CategorySummary extends Category {
  serviceCount: number;
  serviceTitles: string[];
}

export function categorySummaries(categories: Category[], services: Service[]): CategorySummary[] {
  return categories.map((category) => {
    const titles = servicesIn(services, category.id).map((service) => service.title);
    return { ...category, serviceCount: titles.length, serviceTitles: titles };
  });
}

/** Every prerendered page: the sitemap's and the build's list. */
export function allPagePaths(content: {
  categories: Pick<Category, "id">[];
  services: Pick<Service, "id">[];
  projects: Pick<Project, "slug">[];
}): string[] {
  return pagePaths(content);
}

/** The clients and testimonials a page shows, or null while the firm has entered none. */
export function clientProof(clients: Client[], testimonials: Testimonial[]) {
  return clients.length > 0 || testimonials.length > 0 ? { clients, testimonials } : null;
}
