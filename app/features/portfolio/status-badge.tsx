import type { Project } from "~/content/schemas";

/** Completed is green, Ongoing is blue. */
export function StatusBadge({ status }: { status: Project["status"] }) {
  const tone =
    status === "Completed" ? "bg-emerald-100 text-emerald-800" : "bg-blue-100 text-blue-800";
  return (
    <span className={`inline-flex rounded-full px-2.5 py-1 text-xs font-bold ${tone}`}>
      {status}
    </span>
  );
}
