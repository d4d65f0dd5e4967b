import * as lucide from "lucide";
import { categoryIcon } from "~/components/ui/category-icon";
import { CARD_PHOTO_SIZES, Img, type ImageLoad } from "~/components/ui/img";
import { PHOTO_BOXES } from "~/lib/images";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { ServiceCardData } from "~/lib/lookups";
import type { Category } from "~/content/schemas";
import { SERVICE_CARD_FEATURES } from "~/lib/constants";
import { moreCount } from "./more-count";

const ArrowRight = lucideIcon("arrow-right", lucide.ArrowRight);
const Check = lucideIcon("check", lucide.Check);

interface ServiceCardProps {
  service: ServiceCardData;
  category: Category;
  load?: ImageLoad;
}

export function ServiceCard({ service, category, load }: ServiceCardProps) {
  const more = moreCount(service.features.length, SERVICE_CARD_FEATURES);
  // On a phone, a row: the photo small beside the title, the text under both (CARD_PHOTO_SIZES).
  return (
    <article className="group relative grid h-full grid-cols-[7rem_minmax(0,1fr)] content-start gap-x-4 p-4 sm:flex sm:flex-col sm:gap-0 sm:p-0 rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <Img
        image={service.image}
        {...PHOTO_BOXES.serviceCard}
        sizes={CARD_PHOTO_SIZES}
        category={category.id}
        fallbackIcon={categoryIcon(category.icon)}
        load={load}
        className="rounded-lg sm:rounded-none sm:rounded-t-[15px]"
      />
      <div className="contents sm:flex sm:flex-1 sm:flex-col sm:p-6">
        <h3 className="self-center text-lg font-bold text-brand-900">
          <a href={`/service/${service.id}`} className="stretched-link">
            {service.title}
          </a>
        </h3>
        <p className="col-span-2 mt-3 sm:mt-2 text-sm leading-relaxed text-slate-600">
          {service.description}
        </p>
        <ul className="col-span-2 mt-4 space-y-1.5 text-sm text-slate-700">
          {service.features.slice(0, SERVICE_CARD_FEATURES).map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
              {feature}
            </li>
          ))}
        </ul>
        {more > 0 ? (
          <p className="col-span-2 mt-2 text-sm font-semibold text-slate-600">+{more} more</p>
        ) : null}
        <span
          aria-hidden="true"
          className="col-span-2 mt-auto flex items-center gap-1 pt-5 text-sm font-semibold text-brand-700 group-hover:text-accent-700"
        >
          Learn more <ArrowRight className="h-4 w-4" />
        </span>
      </div>
    </article>
  );
}
