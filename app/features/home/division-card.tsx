import * as lucide from "lucide";
import { CategoryIcon } from "~/components/ui/category-icon";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { CATEGORY_STYLES } from "~/lib/category-style";
import type { CategorySummary } from "~/lib/lookups";

const ArrowRight = lucideIcon("arrow-right", lucide.ArrowRight);

/**
 * A division on the home page: its icon, title, what it does and its projects; the whole card
 * opens the division's page.
 */
export function DivisionCard({ category }: { category: CategorySummary }) {
  const style = CATEGORY_STYLES[category.id];
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg sm:p-6">
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4 lg:flex-col lg:items-start lg:gap-5">
        <span
          className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl sm:h-12 sm:w-12 lg:h-14 lg:w-14 ${style.chip}`}
        >
          <CategoryIcon name={category.icon} className="h-6 w-6 lg:h-7 lg:w-7" />
        </span>
        <h3 className="text-base leading-snug font-bold text-brand-900 sm:text-xl">
          <a href={`/category/${category.id}`} className="stretched-link">
            {category.title}
          </a>
        </h3>
      </div>
      {/* On a phone the four are tiles, two by two; what each does is on its own page. */}
      <p className="mt-3 hidden text-sm leading-relaxed text-slate-600 sm:block">
        {category.description}
      </p>
      <p
        className={`mt-auto flex items-end justify-between gap-2 pt-3 text-sm font-bold sm:pt-4 ${style.text}`}
      >
        {category.projectsCount} projects delivered
        <ArrowRight
          aria-hidden="true"
          className="h-4 w-4 shrink-0 text-brand-700 group-hover:text-accent-700"
        />
      </p>
    </article>
  );
}
