import ArrowLeft from "lucide-react/icons/arrow-left";
import type { MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";

/**
 * Back to the previous page of this site, or to `fallback` when the visitor
 * arrived here directly (no earlier page of this site in the history).
 */
export function BackButton({ fallback, label }: { fallback: string; label: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // "default" is the key of the first location the router saw in this document.
  const hasHistory = location.key !== "default";

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!hasHistory) return;
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
