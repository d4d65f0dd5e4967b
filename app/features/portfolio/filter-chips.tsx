import { type MouseEvent, useEffect, useRef } from "react";
import { type ProjectFilter, filterSearch } from "./filter";

interface FilterChipsProps {
  chips: { id: ProjectFilter; label: string }[];
  current: ProjectFilter;
  /** The page's path ("/projects", "/"): each chip links to it with its filter. */
  path: string;
  /** Without script the page loads anew: this fragment brings the grid back into view. */
  anchor?: string;
  /** With script, a plain click chooses the filter in place instead of loading the page. */
  onChoose: (id: ProjectFilter) => void;
}

/** Links, so the filter works without script, can be shared, and Back restores it. */
export function FilterChips({ chips, current, path, anchor, onChoose }: FilterChipsProps) {
  const rowRef = useRef<HTMLDivElement>(null);

  function choose(event: MouseEvent<HTMLAnchorElement>, id: ProjectFilter) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onChoose(id);
  }

  // In the phone's one row, the chosen chip is brought into view (a shared ?category= link).
  useEffect(() => {
    const row = rowRef.current;
    const chip = row?.querySelector('[aria-current="true"]');
    if (!row || !chip || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const chipBox = chip.getBoundingClientRect();
    if (chipBox.left >= rowBox.left && chipBox.right <= rowBox.right) return;
    row.scrollLeft += chipBox.left - rowBox.left - (rowBox.width - chipBox.width) / 2;
  }, [current]);

  return (
    <div
      ref={rowRef}
      role="group"
      aria-label="Filter projects by category"
      // Below md, one row that scrolls sideways to the screen's edges (wrapped, five chips fell
      // 2-1-2); its padding leaves room for the focus ring. From md up, one centred row.
      className="-mx-4 flex scroll-px-4 gap-2 overflow-x-auto overscroll-x-contain px-4 py-1.5 sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:flex-wrap md:justify-center md:overflow-visible md:px-0 md:py-0"
    >
      {chips.map((chip) => (
        <a
          key={chip.id}
          href={`${path}${filterSearch(chip.id)}${anchor ? `#${anchor}` : ""}`}
          aria-current={chip.id === current ? "true" : undefined}
          onClick={(event) => choose(event, chip.id)}
          // Chromium leaves a chip half under the screen's edge on Tab; this brings all of it in.
          onFocus={(event) =>
            event.currentTarget.scrollIntoView({ block: "nearest", inline: "nearest" })
          }
          className={`inline-flex min-h-11 shrink-0 items-center justify-center rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors lg:px-5 ${
            chip.id === current
              ? "bg-brand-800 text-white"
              : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50"
          }`}
        >
          {chip.label}
        </a>
      ))}
    </div>
  );
}
