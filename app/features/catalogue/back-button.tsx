import * as lucide from "lucide";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { lucideIcon } from "~/components/ui/lucide-icon";

const ArrowLeft = lucideIcon("arrow-left", lucide.ArrowLeft);

/** `fallback` when the visitor arrived directly, with no earlier page of this site. */
export function BackButton({ fallback, label }: { fallback: string; label: string }) {
  const navigate = useNavigate();

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // React Router numbers its history entries; 0 is where the visitor entered the site.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index < 1) return;
    event.preventDefault();
    void navigate(-1);
  }

  return (
    <Link
      to={fallback}
      onClick={onClick}
      className="inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-slate-200 hover:text-white"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {label}
    </Link>
  );
}
