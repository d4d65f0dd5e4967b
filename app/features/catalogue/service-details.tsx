import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { Tabs } from "~/components/ui/tabs";
import type { PageCopy } from "~/content/exports";
import type { Service } from "~/content/schemas";
import { SpecificationsTable } from "./specifications-table";

const Check = lucideIcon("check", lucide.Check);
const ShieldCheck = lucideIcon("shield-check", lucide.ShieldCheck);

/** `wide`: the columns from lg, where the tabs run the page's whole width. */
function CheckList({ items, wide = "lg:grid-cols-3" }: { items: string[]; wide?: string }) {
  return (
    <ul className={`grid gap-3 sm:grid-cols-2 ${wide}`}>
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
        // Two columns from lg, where the tabs run the page's width: lines stay readable.
        <div className="gap-10 leading-relaxed text-slate-700 lg:columns-2">
          {service.fullDescription.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mb-4 last:mb-0">
              {paragraph}
            </p>
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
            <SpecificationsTable title={service.title} rows={service.specifications} />
          </div>
          <div className="mt-6">
            <CheckList items={copy.specifications} wide="lg:grid-cols-4" />
          </div>
        </div>
      ),
    },
  ];
  return <Tabs items={tabs} label={`About ${service.title}`} />;
}
