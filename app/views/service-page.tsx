import type { ReactNode } from "react";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { notFound } from "~/components/layout/not-found-page";
import { PageBanner } from "~/components/layout/page-banner";
import { categoryIcon } from "~/components/ui/category-icon";
import { Img } from "~/components/ui/img";
import type { Category, Company, PageCopyOf, Service } from "~/content/schemas";
import { BackButton } from "~/features/catalogue/back-button";
import { ServiceActions } from "~/features/catalogue/service-actions";
import { CATEGORY_STYLES } from "~/lib/category-style";
import { PHOTO_BOXES } from "~/lib/images";
import { findCategory, findService } from "~/lib/lookups";
import { categoryPath, servicePath } from "~/lib/paths";
import { type PageMeta, breadcrumbJsonLd, serviceJsonLd, shareImage } from "~/lib/seo";

function crumbsFor(service: Service, category: Category) {
  return [
    { name: "Home", path: "/" },
    { name: "Services", path: "/services" },
    { name: category.title, path: categoryPath(category.id) },
    { name: service.title, path: servicePath(service.id) },
  ];
}

/** What a service's page reads from the content collections. */
export interface ServiceSource {
  company: Company;
  categories: Category[];
  services: Service[];
  copy: PageCopyOf<"service">;
}

/** The page's data, or null for an unknown id ("Service not found", 404). */
export function servicePageData(id: string | undefined, source: ServiceSource) {
  const { company, copy } = source;
  const service = findService(source.services, id);
  const category = findCategory(source.categories, service?.category);
  if (!service || !category) return null;
  return {
    service,
    category,
    copy,
    company,
    meta: {
      title: service.title,
      description: service.description,
      path: servicePath(service.id),
      image: shareImage(company, service.image.src),
      jsonLd: [
        serviceJsonLd(company, service, category),
        breadcrumbJsonLd(company, crumbsFor(service, category)),
      ],
    } satisfies PageMeta,
  };
}

/** "Service not found": its copy and head. */
export const serviceNotFound = (copy: PageCopyOf<"service">) => notFound(copy.notFound);

type ServicePageProps = NonNullable<ReturnType<typeof servicePageData>> & {
  /** The tabs (an island: catalogue/service-details.tsx). */
  details: ReactNode;
};

export function ServicePage({ service, category, copy, company, details }: ServicePageProps) {
  return (
    <>
      <PageBanner
        title={service.title}
        intro={service.description}
        tone={CATEGORY_STYLES[category.id].gradient}
        eyebrow={
          <div className="flex flex-col gap-3">
            <Breadcrumbs crumbs={crumbsFor(service, category)} />
            <BackButton fallback={categoryPath(category.id)} label={copy.back} />
          </div>
        }
      />
      <div className="bg-white">
        {/* Photo and enquiry box side by side from lg, each as tall as the other; the tabs run
            the whole width under both, so no column is left empty beside the other. */}
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[2fr_1fr] lg:px-8">
          <Img
            image={service.image}
            {...PHOTO_BOXES.serviceBanner}
            sizes="(min-width: 1280px) 784px, (min-width: 1024px) 62vw, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)"
            category={category.id}
            fallbackIcon={categoryIcon(category.icon)}
            load="high"
            className="rounded-2xl"
          />
          <ServiceActions service={service} category={category} copy={copy} company={company} />
          <div className="below-first-view lg:col-span-2">{details}</div>
        </div>
      </div>
    </>
  );
}
