import type { MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { normalizePath } from "~/components/layout/nav";
import type { ProjectFilter } from "./filter";

interface FilterChipsProps {
  chips: { id: ProjectFilter; label: string }[];
  current: ProjectFilter;
  /** Without script the page loads anew: this fragment brings the grid back into view. */
  anchor?: string;
}

/** Links, so the filter works without script, can be shared, and Back restores it. */
export function FilterChips({ chips, current, anchor }: FilterChipsProps) {
  // A prerendered page is rendered at "/projects/"; its links must agree with the browser's.
  const pathname = normalizePath(useLocation().pathname);
  const navigate = useNavigate();
  const search = (id: ProjectFilter) => (id === "all" ? "" : `?category=${id}`);

  function choose(event: MouseEvent<HTMLAnchorElement>, id: ProjectFilter) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    void navigate(`${pathname}${search(id)}`, { preventScrollReset: true });
  }

  return (
    <div
      role="group"
      aria-label="Filter projects by category"
      // On a phone each row of chips fills the width (no ragged, centred pyramid).
      className="flex flex-wrap gap-2 md:justify-center"
    >
      {chips.map((chip) => (
        <Link
          key={chip.id}
          to={`${pathname}${search(chip.id)}${anchor ? `#${anchor}` : ""}`}
          aria-current={chip.id === current ? "true" : undefined}
          onClick={(event) => choose(event, chip.id)}
          className={`inline-flex min-h-11 grow items-center justify-center rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors md:grow-0 lg:px-5 ${
            chip.id === current
              ? "bg-brand-800 text-white"
              : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50"
          }`}
        >
          {chip.label}
        </Link>
      ))}
    </div>
  );
}
