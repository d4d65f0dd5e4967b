import Check from "lucide-react/icons/check";
import ShieldCheck from "lucide-react/icons/shield-check";
import { Tabs } from "~/components/ui/tabs";
import type { PageCopy } from "~/content/exports";
import type { Service } from "~/content/schemas";

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-xl bg-slate-50 p-4 text-slate-800">
          <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}

interface ServiceDetailsProps {
  service: Service;
  copy: Pick<PageCopy["service"], "specificationsTitle" | "specifications">;
}

export function ServiceDetails({ service, copy }: ServiceDetailsProps) {
  const tabs = [
    {
      id: "overview",
      label: "Overview",
      panel: (
        <div className="space-y-4 leading-relaxed text-slate-700">
          {service.fullDescription.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      ),
    },
    { id: "features", label: "Features", panel: <CheckList items={service.features} /> },
    {
      id: "specifications",
      label: "Specifications",
      panel: (
        <div>
          {/* The page's first section heading (the panel sits right under the h1). */}
          <h2 className="flex items-center gap-2 font-bold text-brand-900">
            <ShieldCheck aria-hidden="true" className="h-5 w-5 text-accent-700" />
            {copy.specificationsTitle}
          </h2>
          <div className="mt-4">
            <CheckList items={copy.specifications} />
          </div>
        </div>
      ),
    },
  ];
  return <Tabs items={tabs} label={`About ${service.title}`} />;
}
