import * as lucide from "lucide";
import type { MouseEvent } from "react";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { cameFromThisSite, tabHistory } from "./came-from-site";

const ArrowLeft = lucideIcon("arrow-left", lucide.ArrowLeft);

/**
 * A link to `fallback` (the category's page), which is where it leads without script or when
 * the visitor arrived directly; with script, after a page of this site, it goes Back instead.
 */
export function BackButton({ fallback, label }: { fallback: string; label: string }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    if (!cameFromThisSite(tabHistory())) return;
    event.preventDefault();
    window.history.back();
  }

  return (
    <a
      href={fallback}
      onClick={onClick}
      className="inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-slate-200 hover:text-white"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {label}
    </a>
  );
}
