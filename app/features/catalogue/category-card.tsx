import * as lucide from "lucide";
import { CategoryIcon } from "~/components/ui/category-icon";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { CategorySummary } from "~/lib/lookups";
import { CATEGORY_STYLES } from "~/lib/category-style";
import { SERVICES_PAGE_TITLES } from "~/lib/constants";
import { countOf, moreCount } from "./more-count";

const ArrowRight = lucideIcon("arrow-right", lucide.ArrowRight);
const Check = lucideIcon("check", lucide.Check);

interface CategoryCardProps {
  category: CategorySummary;
}

/** A division on /services, with its first service titles (the home page has DivisionCard). */
export function CategoryCard({ category }: CategoryCardProps) {
  const style = CATEGORY_STYLES[category.id];
  const shown = category.serviceTitles.slice(0, SERVICES_PAGE_TITLES);
  const more = moreCount(category.serviceTitles.length, SERVICES_PAGE_TITLES);
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <span
        className={`inline-flex h-14 w-14 items-center justify-center rounded-xl ${style.chip}`}
      >
        <CategoryIcon name={category.icon} className="h-7 w-7" />
      </span>
      <h3 className="mt-5 text-xl font-bold text-brand-900">
        <a href={`/category/${category.id}`} className="stretched-link">
          {category.title}
        </a>
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{category.description}</p>
      <p className={`mt-4 text-sm font-bold ${style.text}`}>
        {countOf(category.serviceCount, "service")}
      </p>
      <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
        {shown.map((title) => (
          <li key={title} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
            {title}
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="mt-2 text-sm font-semibold text-slate-600">
          {`+${countOf(more, "more service", "more services")}`}
        </p>
      ) : null}
      <span
        aria-hidden="true"
        className="mt-auto flex items-center gap-1 pt-5 text-sm font-semibold text-brand-700 group-hover:text-accent-700"
      >
        Explore <ArrowRight className="h-4 w-4" />
      </span>
    </article>
  );
}
