import { hasCredentials } from "~/components/layout/credential-lists";
import { PageBanner } from "~/components/layout/page-banner";
import { Section } from "~/components/layout/section";
import { StatsBar } from "~/components/layout/stats-bar";
import { about, aboutCopy, certificates, company, pageSeo, registrations } from "~/content/data";
import { Credentials } from "~/features/about/credentials";
import { FounderCard } from "~/features/about/founder-card";
import { MilestoneTimeline } from "~/features/about/milestone-timeline";
import { Story } from "~/features/about/story";
import { ValuesGrid } from "~/features/about/values-grid";
import type { PageMeta } from "~/lib/seo";

export function aboutPageData() {
  const { claims } = company;
  return {
    about,
    claims: [claims.years, claims.projects, claims.clients, claims.success],
    // Only what the firm has entered: with none, the part stays out of the page.
    credentials: hasCredentials(certificates, registrations)
      ? { certificates, registrations }
      : null,
    meta: { ...pageSeo.about, path: "/about" } satisfies PageMeta,
  };
}

export function AboutPage({ about, claims, credentials }: ReturnType<typeof aboutPageData>) {
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
      {credentials ? <Credentials {...credentials} /> : null}
    </>
  );
}
