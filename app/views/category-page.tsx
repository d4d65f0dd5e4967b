import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { notFound } from "~/components/layout/not-found-page";
import { PageBanner } from "~/components/layout/page-banner";
import { CategoryIcon } from "~/components/ui/category-icon";
import { gridLoad } from "~/components/ui/img";
import type { Category, Company, PageCopyOf, Service } from "~/content/schemas";
import { BrochureLink } from "~/features/catalogue/brochure-link";
import { ConsultationLink } from "~/features/catalogue/consultation-link";
import { ServiceCard } from "~/features/catalogue/service-card";
import { CATEGORY_STYLES } from "~/lib/category-style";
import { findCategory, serviceCardsIn } from "~/lib/lookups";
import { categoryPath } from "~/lib/paths";
import { type PageMeta, breadcrumbJsonLd, shareImage } from "~/lib/seo";

function crumbsFor(category: Pick<Category, "id" | "title">) {
  return [
    { name: "Home", path: "/" },
    { name: "Services", path: "/services" },
    { name: category.title, path: categoryPath(category.id) },
  ];
}

/** What a category's page reads from the content collections. */
export interface CategorySource {
  company: Company;
  categories: Category[];
  services: Service[];
  copy: PageCopyOf<"category">;
  /** Get Free Consultation's words (content/pages/navigation.yaml). */
  consultation: string;
}

/** The page's data, or null for an unknown id ("Category not found", 404). */
export function categoryPageData(id: string | undefined, source: CategorySource) {
  const { company, copy, consultation } = source;
  const category = findCategory(source.categories, id);
  if (!category) return null;
  return {
    category,
    services: serviceCardsIn(source.services, category.id),
    copy,
    consultation,
    meta: {
      title: `${category.title} ${copy.titleSuffix}`,
      description: category.description,
      path: categoryPath(category.id),
      image: shareImage(company, category.image.src),
      jsonLd: [breadcrumbJsonLd(company, crumbsFor(category))],
    } satisfies PageMeta,
  };
}

/** "Category not found": its copy and head. */
export const categoryNotFound = (copy: PageCopyOf<"category">) => notFound(copy.notFound);

export function CategoryPage({
  category,
  services,
  copy: categoryCopy,
  consultation,
}: NonNullable<ReturnType<typeof categoryPageData>>) {
  const { banner } = categoryCopy;
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
            {/* Each number with its word, unbroken: "150+ projects delivered · 8 services". */}
            <span className="whitespace-nowrap">
              {category.projectsCount}
              {` ${banner.projects}`}
            </span>
            {` ${banner.delivered} ·`}{" "}
            <span className="whitespace-nowrap">
              {services.length}
              {` ${banner.services}`}
            </span>
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
              <ConsultationLink label={consultation} />
              <BrochureLink categoryId={category.id} variant="outline-light" />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
