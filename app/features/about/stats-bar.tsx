import type { Company } from "~/content/schemas";

type Claim = Company["claims"][keyof Company["claims"]];

/** A row of headline figures. */
export function StatsBar({ claims, tone = "dark" }: { claims: Claim[]; tone?: "dark" | "light" }) {
  return (
    <dl
      className={`grid grid-cols-2 gap-6 md:grid-cols-4 ${tone === "dark" ? "text-white" : "text-brand-900"}`}
    >
      {claims.map((claim) => (
        <div key={claim.label} className="flex flex-col-reverse">
          <dt className={`mt-1 text-sm ${tone === "dark" ? "text-slate-300" : "text-slate-600"}`}>
            {claim.label}
          </dt>
          <dd className="text-3xl font-extrabold tracking-tight sm:text-4xl">{claim.value}</dd>
        </div>
      ))}
    </dl>
  );
}
