import * as lucide from "lucide";
import { Icon } from "~/components/ui/icon";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { PageCopyOf, ServiceStep } from "~/content/schemas";

const Check = lucideIcon("check", lucide.Check);
const ChevronDown = lucideIcon("chevron-down", lucide.ChevronDown);
const Clock = lucideIcon("clock", lucide.Clock);

function Features({ features }: { features: string[] }) {
  return (
    <ul className="space-y-2 text-sm text-slate-700">
      {features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
          {feature}
        </li>
      ))}
    </ul>
  );
}

export function ServiceSteps({
  steps,
  labels,
}: {
  steps: ServiceStep[];
  labels: PageCopyOf<"home">["stepLabels"];
}) {
  return (
    // On a phone the steps are one row, 01 to 03, that scrolls sideways inside its own box.
    <ol className="-mx-1 flex snap-x snap-mandatory scroll-px-1 gap-4 overflow-x-auto overscroll-x-contain px-1 pt-1 pb-4 sm:mx-0 sm:grid sm:gap-6 sm:overflow-visible sm:p-0 lg:grid-cols-3">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex w-64 shrink-0 snap-start flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:w-auto sm:p-6"
        >
          <div className="flex items-center justify-between">
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-700 sm:h-12 sm:w-12">
              <Icon name={step.icon} className="h-5 w-5 sm:h-6 sm:w-6" />
            </span>
            <span className="text-sm font-bold text-slate-500" aria-hidden="true">
              0{index + 1}
            </span>
          </div>
          <h3 className="mt-3 text-xl font-bold text-brand-900 sm:mt-4">{step.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.description}</p>
          {/* On a phone the features fold away under their count; from sm they are listed. */}
          <details className="group mt-3 sm:hidden">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 text-sm font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
              <ChevronDown
                aria-hidden="true"
                className="h-4 w-4 transition-transform group-open:rotate-180"
              />
              {labels.includes}
            </summary>
            <div className="pt-1 pb-2">
              <Features features={step.features} />
            </div>
          </details>
          <div className="mt-4 hidden sm:block">
            <Features features={step.features} />
          </div>
          <p className="mt-auto flex items-center gap-2 pt-3 text-sm font-semibold text-brand-800 sm:pt-5">
            <Clock aria-hidden="true" className="h-4 w-4" />
            {labels.timeline}: {step.timeline}
          </p>
        </li>
      ))}
    </ol>
  );
}
