import type { Milestone } from "~/content/schemas";

/**
 * The milestones as one row, oldest first. Where they do not all fit (a phone) the row scrolls
 * sideways inside its own box, never the page; it is a keyboard stop so arrow keys scroll it.
 */
export function MilestoneStrip({
  milestones,
  labelledBy,
}: {
  milestones: Milestone[];
  labelledBy: string;
}) {
  return (
    <ol
      // A scrolling box with nothing focusable inside must take focus itself (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-labelledby={labelledBy}
      className="-mx-1 flex snap-x snap-mandatory scroll-px-1 gap-4 overflow-x-auto overscroll-x-contain px-1 pt-3 pb-4 lg:mx-0 lg:overflow-visible lg:px-0"
    >
      {milestones.map((milestone) => (
        <li
          key={milestone.year}
          className="relative w-60 shrink-0 snap-start border-t-2 border-brand-200 pt-5 lg:w-auto lg:min-w-0 lg:flex-1"
        >
          <span
            aria-hidden="true"
            className="absolute -top-[9px] left-0 h-4 w-4 rounded-full border-4 border-white bg-accent-600 ring-2 ring-accent-600"
          />
          <p className="text-sm font-bold text-accent-700">{milestone.year}</p>
          <h4 className="mt-1 font-bold text-brand-900">{milestone.event}</h4>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">{milestone.description}</p>
        </li>
      ))}
    </ol>
  );
}
