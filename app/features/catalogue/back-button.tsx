import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { BACK_LINK_ATTRIBUTE } from "./back-link";

const ArrowLeft = lucideIcon("arrow-left", lucide.ArrowLeft);

/**
 * A link to `fallback` (the category's page), which is where it leads without script or when
 * the visitor arrived directly. It is static HTML: after a page of this site, the layout's
 * inline keeper (`back-link.ts`, no React) makes it go Back instead.
 */
export function BackButton({ fallback, label }: { fallback: string; label: string }) {
  return (
    <a
      href={fallback}
      {...{ [BACK_LINK_ATTRIBUTE]: "" }}
      className="inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-slate-200 hover:text-white"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {label}
    </a>
  );
}
