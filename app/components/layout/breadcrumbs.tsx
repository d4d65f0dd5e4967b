import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { Crumb } from "~/lib/seo";

const ChevronRight = lucideIcon("chevron-right", lucide.ChevronRight);

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      {/* White: slate-200 measured 4.46:1 on the lightest corner of the boiler banner. */}
      <ol className="flex flex-wrap items-center gap-1 text-sm text-white">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-semibold text-white">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <a href={crumb.path} className="underline-offset-2 hover:underline">
                    {crumb.name}
                  </a>
                  <ChevronRight aria-hidden="true" className="h-4 w-4" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
