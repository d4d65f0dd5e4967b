import type { Milestone } from "~/content/schemas";

export function MilestoneTimeline({ milestones }: { milestones: Milestone[] }) {
  return (
    <ol className="relative mx-auto max-w-3xl border-l-2 border-brand-200 pl-8">
      {milestones.map((milestone) => (
        <li key={milestone.year} className="relative pb-10 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[41px] h-4 w-4 rounded-full border-4 border-white bg-accent-600 ring-2 ring-accent-600"
          />
          <p className="text-sm font-bold text-accent-700">{milestone.year}</p>
          <h3 className="mt-1 text-lg font-bold text-brand-900">{milestone.event}</h3>
          <p className="mt-1 leading-relaxed text-slate-600">{milestone.description}</p>
        </li>
      ))}
    </ol>
  );
}
