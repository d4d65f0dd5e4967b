import type { Company } from "~/content/schemas";

type Claim = Company["claims"][keyof Company["claims"]];

/** Longer figures ("ISO 9001:2015") do not fit half a 360 px phone, so take a row there. */
const SHORT_FIGURE = 5;

/**
 * "grid": two columns on a phone, four in a row from md (a page banner).
 * "tiles": the same, then a two-by-two block of tiles from lg (the home hero's right column).
 * "row": figures side by side, wrapping whole (a panel that also holds buttons).
 */
type Layout = "grid" | "tiles" | "row";

const TILE = "lg:rounded-2xl lg:bg-white/5 lg:p-6 lg:ring-1 lg:ring-white/15";

function listClasses(claims: Claim[], layout: Layout, isLong: (claim: Claim) => boolean) {
  if (layout === "row") return "flex flex-wrap gap-x-10 gap-y-6";
  const columns = claims.some(isLong) ? "xl:grid-cols-4" : "md:grid-cols-4";
  const tiles = layout === "tiles" ? "lg:grid-cols-2 lg:gap-4" : "";
  return `grid grid-cols-2 gap-x-4 gap-y-6 sm:gap-x-6 ${columns} ${tiles}`;
}

export function StatsBar({
  claims,
  tone = "dark",
  layout = "grid",
}: {
  claims: Claim[];
  tone?: "dark" | "light";
  layout?: Layout;
}) {
  const isLong = (claim: Claim) => claim.value.length > SHORT_FIGURE;
  const span = (claim: Claim) =>
    layout !== "row" && isLong(claim) ? "col-span-2 sm:col-span-1" : "";
  return (
    <dl
      className={`${listClasses(claims, layout, isLong)} ${tone === "dark" ? "text-white" : "text-brand-900"}`}
    >
      {claims.map((claim) => (
        <div
          key={claim.label}
          className={`flex flex-col-reverse ${span(claim)} ${layout === "tiles" ? TILE : ""}`}
        >
          <dt className={`mt-1 text-sm ${tone === "dark" ? "text-slate-300" : "text-slate-600"}`}>
            {claim.label}
          </dt>
          {/* A figure is one unit: "ISO 9001:2015" never breaks after "ISO". */}
          <dd
            className={`text-3xl font-extrabold tracking-tight sm:text-4xl ${layout === "row" ? "whitespace-nowrap" : ""}`}
          >
            {claim.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
