import { PageBanner } from "~/components/layout/page-banner";
import { ButtonLink } from "~/components/ui/button";
import type { NavigationCopy } from "~/components/layout/nav";
import type { Category, PageCopyOf, Service } from "~/content/schemas";
import { CategoryCard } from "~/features/catalogue/category-card";
import { categorySummaries } from "~/lib/lookups";
import type { PageMeta } from "~/lib/seo";

export function servicesPageData({
  categories,
  services,
  copy,
  navigation,
}: {
  categories: Category[];
  services: Service[];
  copy: PageCopyOf<"services">;
  navigation: NavigationCopy;
}) {
  return {
    categories: categorySummaries(categories, services),
    servicesCopy: copy,
    navigationCopy: navigation,
    meta: { ...copy.seo, path: "/services" } satisfies PageMeta,
  };
}

export function ServicesPage({
  categories,
  servicesCopy,
  navigationCopy,
}: ReturnType<typeof servicesPageData>) {
  return (
    <>
      <PageBanner title={servicesCopy.title} intro={servicesCopy.intro} />
      <section aria-labelledby="service-categories" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="service-categories" className="sr-only">
            {servicesCopy.listTitle}
          </h2>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {categories.map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} />
              </li>
            ))}
          </ul>
          <div className="mt-12 flex flex-wrap justify-center gap-3">
            <ButtonLink href="/contact">{navigationCopy.freeQuote}</ButtonLink>
            <ButtonLink href="/projects" variant="outline">
              {navigationCopy.viewProjects}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
