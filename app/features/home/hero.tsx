import * as lucide from "lucide";
import { ButtonLink } from "~/components/ui/button";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { NavigationCopy } from "~/components/layout/nav";
import type { PageCopyOf } from "~/content/schemas";
import type { Company } from "~/content/schemas";
import { StatsBar } from "~/components/layout/stats-bar";
import { UnitPairs } from "~/components/ui/unit-pairs";

const ArrowRight = lucideIcon("arrow-right", lucide.ArrowRight);
const ShieldCheck = lucideIcon("shield-check", lucide.ShieldCheck);

type Claim = Company["claims"][keyof Company["claims"]];

/** The home page's first screen: drawn with CSS only, so it needs no image and no script. */
export function Hero({
  copy,
  claims,
  navigation: navigationCopy,
}: {
  copy: PageCopyOf<"home">["hero"];
  claims: Claim[];
  navigation: Pick<NavigationCopy, "exploreServices" | "freeQuote">;
}) {
  const [before, after] = copy.headline.split(copy.highlight);
  return (
    <section className="on-dark relative overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(242,107,29,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(31,95,168,0.5),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(rgba(255,255,255,0.05)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.05)_1px,transparent_1px)] bg-[size:48px_48px]"
      />
      {/* From lg the figures are the right column, beside the text rather than under it. */}
      <div className="relative mx-auto max-w-7xl px-4 pt-12 pb-12 sm:px-6 sm:pt-16 sm:pb-14 md:pt-24 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:gap-12 lg:px-8 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold ring-1 ring-white/20">
            <ShieldCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-500" />
            <span>
              <UnitPairs text={copy.badge} />
            </span>
          </p>
          <h1 className="mt-6 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl xl:text-6xl">
            {before}
            <span className="text-accent-500">{copy.highlight}</span>
            {after}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-200">{copy.subheading}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <ButtonLink href="/services">
              {navigationCopy.exploreServices} <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </ButtonLink>
            <ButtonLink href="/contact" variant="outline-light">
              {navigationCopy.freeQuote}
            </ButtonLink>
          </div>
        </div>
        <div className="mt-10 border-t border-white/15 pt-8 lg:mt-0 lg:border-t-0 lg:pt-0">
          <StatsBar claims={claims} layout="tiles" />
        </div>
      </div>
    </section>
  );
}
