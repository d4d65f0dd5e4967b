import Check from "lucide-react/icons/check";
import Clock from "lucide-react/icons/clock";
import { Icon } from "~/components/ui/icon";
import type { ServiceStep } from "~/content/schemas";

export function ServiceSteps({ steps }: { steps: ServiceStep[] }) {
  return (
    <ol className="grid gap-6 lg:grid-cols-3">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div className="flex items-center justify-between">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
              <Icon name={step.icon} className="h-6 w-6" />
            </span>
            <span className="text-sm font-bold text-slate-500" aria-hidden="true">
              0{index + 1}
            </span>
          </div>
          <h3 className="mt-4 text-xl font-bold text-brand-900">{step.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.description}</p>
          <ul className="mt-4 space-y-2 text-sm text-slate-700">
            {step.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
                {feature}
              </li>
            ))}
          </ul>
          <p className="mt-auto flex items-center gap-2 pt-5 text-sm font-semibold text-brand-800">
            <Clock aria-hidden="true" className="h-4 w-4" />
            Timeline: {step.timeline}
          </p>
        </li>
      ))}
    </ol>
  );
}
