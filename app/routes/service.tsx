import { data } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { PageBanner } from "~/components/layout/page-banner";
import { categoryIcon } from "~/components/ui/category-icon";
import { lazyPart } from "~/components/ui/lazy-part";
import { Img } from "~/components/ui/img";
import { PHOTO_BOXES } from "~/lib/images";
import { findCategory, findService } from "~/lib/lookups";
import { serviceCopy, serviceNotFoundCopy } from "~/content/data";
import type { Category, Service } from "~/content/schemas";
import { BackButton } from "~/features/catalogue/back-button";
import { ServiceActions } from "~/features/catalogue/service-actions";
import { CATEGORY_STYLES } from "~/lib/category-style";
import { metaFrom } from "~/lib/route-meta";
import { breadcrumbJsonLd, buildMeta, serviceJsonLd, shareImage } from "~/lib/seo";
import type { Route } from "./+types/service";

export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.serviceId);
  const category = findCategory(service?.category);
  if (!service || !category) {
    const meta = buildMeta({
      title: serviceNotFoundCopy.title,
      description: serviceNotFoundCopy.text,
      path: null,
      noindex: true,
    });
    throw data({ meta }, { status: 404 });
  }
  const meta = buildMeta({
    title: service.title,
    description: service.description,
    path: `/service/${service.id}`,
    image: shareImage(service.image.src),
    jsonLd: [serviceJsonLd(service, category), breadcrumbJsonLd(crumbsFor(service, category))],
  });
  return { service, category, copy: serviceCopy, meta };
}

function crumbsFor(service: Service, category: Category) {
  return [
    { name: "Home", path: "/" },
    { name: "Services", path: "/services" },
    { name: category.title, path: `/category/${category.id}` },
    { name: service.title, path: `/service/${service.id}` },
  ];
}

export const meta = ({ loaderData, error }: Route.MetaArgs) => metaFrom(loaderData, error);

async function loadDetails() {
  return (await import("~/features/catalogue/service-details")).ServiceDetails;
}

// The tabs work as links to their panels until their code is here (ui/tabs.tsx).
const ServiceDetails = lazyPart(loadDetails, import.meta.env.SSR ? await loadDetails() : undefined);

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  const { service, category, copy } = loaderData;
  return (
    <>
      <PageBanner
        title={service.title}
        intro={service.description}
        tone={CATEGORY_STYLES[category.id].gradient}
        eyebrow={
          <div className="flex flex-col gap-3">
            <Breadcrumbs crumbs={crumbsFor(service, category)} />
            <BackButton fallback={`/category/${category.id}`} label="Back" />
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
          <ServiceActions service={service} category={category} copy={copy} />
          <div className="lg:col-span-2">
            <ServiceDetails service={service} copy={copy} />
          </div>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <NotFoundPage title={serviceNotFoundCopy.title} text={serviceNotFoundCopy.text} />;
}
