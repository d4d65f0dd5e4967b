import { PageBanner } from "~/components/layout/page-banner";
import { Section } from "~/components/layout/section";
import { about } from "~/content/about";
import { company } from "~/content/company";
import { aboutCopy } from "~/content/pages/about";
import { pageSeo } from "~/content/seo.server";
import { FounderCard } from "~/features/about/founder-card";
import { MilestoneTimeline } from "~/features/about/milestone-timeline";
import { StatsBar } from "~/features/about/stats-bar";
import { Story } from "~/features/about/story";
import { ValuesGrid } from "~/features/about/values-grid";
import { metaFrom } from "~/lib/route-meta";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export function loader() {
  const { claims } = company;
  return {
    about,
    claims: [claims.years, claims.projects, claims.clients, claims.success],
    meta: buildMeta({ ...pageSeo.about, path: "/about" }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFrom(loaderData);

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { about, claims } = loaderData;
  return (
    <>
      <PageBanner title={aboutCopy.title} intro={aboutCopy.intro}>
        <div className="mt-10">
          <StatsBar claims={claims} />
        </div>
      </PageBanner>
      <Section id="story" title={about.headline} intro={about.intro}>
        <Story paragraphs={about.story} />
      </Section>
      <Section id="values" title={aboutCopy.valuesTitle} tone="muted">
        <ValuesGrid values={about.values} />
      </Section>
      <Section id="milestones" title={aboutCopy.milestonesTitle}>
        <MilestoneTimeline milestones={about.milestones} />
      </Section>
      <Section id="leadership" title={aboutCopy.leadershipTitle} tone="muted">
        <FounderCard founder={about.founder} />
      </Section>
    </>
  );
}
