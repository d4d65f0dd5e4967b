import { Icon } from "~/components/ui/icon";
import type { CoreValue } from "~/content/schemas";

export function ValuesGrid({ values }: { values: CoreValue[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {values.map((value) => (
        <li
          key={value.title}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={value.icon} className="h-6 w-6" />
          </span>
          <h3 className="mt-4 text-lg font-bold text-brand-900">{value.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{value.description}</p>
        </li>
      ))}
    </ul>
  );
}
