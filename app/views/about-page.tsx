import { hasCredentials } from "~/components/layout/credential-lists";
import { PageBanner } from "~/components/layout/page-banner";
import { Section } from "~/components/layout/section";
import { StatsBar } from "~/components/layout/stats-bar";
import type { Company, CoreValue, Leader, Milestone, PageCopyOf } from "~/content/schemas";
import { Credentials } from "~/features/about/credentials";
import { FounderCard } from "~/features/about/founder-card";
import { MilestoneTimeline } from "~/features/about/milestone-timeline";
import { Story } from "~/features/about/story";
import { ValuesGrid } from "~/features/about/values-grid";
import type { PageMeta } from "~/lib/seo";

/** What the about page shows, as its page reads it from the content collections. */
export interface AboutSource {
  company: Company;
  copy: PageCopyOf<"about">;
  values: CoreValue[];
  milestones: Milestone[];
  founder: Leader;
  proof: PageCopyOf<"proof">;
}

export function aboutPageData({ company, copy, values, milestones, founder, proof }: AboutSource) {
  const { claims, certificates, registrations } = company;
  return {
    about: {
      headline: copy.headline,
      intro: copy.intro,
      story: copy.story,
      values,
      milestones,
      founder,
    },
    aboutCopy: copy,
    claims: [claims.years, claims.projects, claims.clients, claims.success],
    // Only what the firm has entered: with none, the part stays out of the page.
    credentials: hasCredentials(certificates, registrations)
      ? { certificates, registrations, copy: proof }
      : null,
    meta: { ...copy.seo, path: "/about" } satisfies PageMeta,
  };
}

export function AboutPage({
  about,
  aboutCopy,
  claims,
  credentials,
}: ReturnType<typeof aboutPageData>) {
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
