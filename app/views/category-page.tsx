import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { PageBanner } from "~/components/layout/page-banner";
import { CategoryIcon } from "~/components/ui/category-icon";
import { gridLoad } from "~/components/ui/img";
import { categories, categoryCopy, categoryNotFoundCopy, pageSeo } from "~/content/data";
import type { Category } from "~/content/schemas";
import { BrochureLink } from "~/features/catalogue/brochure-link";
import { ConsultationLink } from "~/features/catalogue/consultation-link";
import { ServiceCard } from "~/features/catalogue/service-card";
import { CATEGORY_STYLES } from "~/lib/category-style";
import { findCategory, serviceCardsIn } from "~/lib/lookups";
import { categoryPath } from "~/lib/paths";
import { type PageMeta, breadcrumbJsonLd, shareImage } from "~/lib/seo";

export const categoryIds = () => categories.map((category) => category.id);

function crumbsFor(category: Pick<Category, "id" | "title">) {
  return [
    { name: "Home", path: "/" },
    { name: "Services", path: "/services" },
    { name: category.title, path: categoryPath(category.id) },
  ];
}

/** The page's data, or null for an unknown id ("Category not found", 404). */
export function categoryPageData(id: string | undefined) {
  const category = findCategory(id);
  if (!category) return null;
  return {
    category,
    services: serviceCardsIn(category.id),
    meta: {
      title: `${category.title} ${pageSeo.categoryTitleSuffix}`,
      description: category.description,
      path: categoryPath(category.id),
      image: shareImage(category.image.src),
      jsonLd: [breadcrumbJsonLd(crumbsFor(category))],
    } satisfies PageMeta,
  };
}

export const categoryNotFound = {
  copy: categoryNotFoundCopy,
  meta: {
    title: categoryNotFoundCopy.title,
    description: categoryNotFoundCopy.text,
    path: null,
    noindex: true,
  } satisfies PageMeta,
};

export function CategoryPage({
  category,
  services,
}: NonNullable<ReturnType<typeof categoryPageData>>) {
  return (
    <>
      <PageBanner
        title={category.title}
        intro={category.description}
        tone={CATEGORY_STYLES[category.id].gradient}
        eyebrow={<Breadcrumbs crumbs={crumbsFor(category)} />}
      >
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-2 text-sm font-semibold">
          <CategoryIcon name={category.icon} className="h-4 w-4" />
          <span>
            <span className="whitespace-nowrap">{category.projectsCount} projects</span> delivered ·{" "}
            <span className="whitespace-nowrap">{services.length} services</span>
          </span>
        </p>
      </PageBanner>
      <section aria-labelledby="category-services" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="category-services" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
            {categoryCopy.servicesTitle}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((service, index) => (
              <li key={service.id}>
                <ServiceCard service={service} category={category} load={gridLoad(index, true)} />
              </li>
            ))}
          </ul>
          <div className="on-dark mt-14 rounded-2xl bg-brand-900 p-8 text-center text-white sm:p-10">
            <p className="mx-auto max-w-2xl text-lg">{categoryCopy.consultationText}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <ConsultationLink />
              <BrochureLink categoryId={category.id} variant="outline-light" />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
