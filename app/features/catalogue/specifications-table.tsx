import type { SpecificationRow } from "~/content/schemas";

/** A service's own technical data (content/services/<id>/index.yaml, `specifications`). */
export function SpecificationsTable({ title, rows }: { title: string; rows: SpecificationRow[] }) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="pb-3 text-left text-base font-semibold text-brand-900">
        Technical data: {title}
      </caption>
      <thead>
        <tr className="border-b-2 border-slate-300 text-xs tracking-wide text-slate-600 uppercase">
          <th scope="col" className="py-2 pr-4 font-semibold">
            Item
          </th>
          <th scope="col" className="py-2 font-semibold">
            Specification
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-slate-200 align-top">
            <th
              scope="row"
              className="w-2/5 py-3 pr-4 font-semibold break-words text-slate-900 sm:w-1/3 lg:w-1/4"
            >
              {row.label}
            </th>
            <td className="py-3 break-words text-slate-700">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
