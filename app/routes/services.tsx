import { categorySummaries } from "~/lib/lookups";
import { navigationCopy, servicesCopy, pageSeo } from "~/content/data";
import { PageBanner } from "~/components/layout/page-banner";
import { ButtonLink } from "~/components/ui/button";
import { CategoryCard } from "~/features/catalogue/category-card";
import { metaFrom } from "~/lib/route-meta";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

export function loader() {
  return {
    categories: categorySummaries(),
    meta: buildMeta({ ...pageSeo.services, path: "/services" }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFrom(loaderData);

export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={servicesCopy.title} intro={servicesCopy.intro} />
      <section aria-labelledby="service-categories" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="service-categories" className="sr-only">
            {servicesCopy.listTitle}
          </h2>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {loaderData.categories.map((category) => (
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
