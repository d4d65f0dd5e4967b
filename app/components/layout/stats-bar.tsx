import type { Company } from "~/content/schemas";

type Claim = Company["claims"][keyof Company["claims"]];

/** Longer figures ("ISO 9001:2015") do not fit half a 360 px phone, so take a row there. */
const SHORT_FIGURE = 5;

export function StatsBar({ claims, tone = "dark" }: { claims: Claim[]; tone?: "dark" | "light" }) {
  const isLong = (claim: Claim) => claim.value.length > SHORT_FIGURE;
  const columns = claims.some(isLong) ? "xl:grid-cols-4" : "md:grid-cols-4";
  return (
    <dl
      className={`grid grid-cols-2 gap-x-4 gap-y-6 sm:gap-x-6 ${columns} ${tone === "dark" ? "text-white" : "text-brand-900"}`}
    >
      {claims.map((claim) => (
        <div
          key={claim.label}
          className={`flex flex-col-reverse ${isLong(claim) ? "col-span-2 sm:col-span-1" : ""}`}
        >
          <dt className={`mt-1 text-sm ${tone === "dark" ? "text-slate-300" : "text-slate-600"}`}>
            {claim.label}
          </dt>
          <dd className="text-3xl font-extrabold tracking-tight sm:text-4xl">{claim.value}</dd>
        </div>
      ))}
    </dl>
  );
}
