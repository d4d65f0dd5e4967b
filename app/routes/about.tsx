import { hasCredentials } from "~/components/layout/credential-lists";
import { PageBanner } from "~/components/layout/page-banner";
import { Section } from "~/components/layout/section";
import { lazyPart } from "~/components/ui/lazy-part";
import { about, company, aboutCopy, certificates, pageSeo, registrations } from "~/content/data";
import { StatsBar } from "~/components/layout/stats-bar";
import { Story } from "~/features/about/story";
import { metaFrom } from "~/lib/route-meta";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export function loader() {
  const { claims } = company;
  return {
    about,
    claims: [claims.years, claims.projects, claims.clients, claims.success],
    // Only what the firm has entered: with none, the part and its code stay out of the page.
    credentials: hasCredentials(certificates, registrations)
      ? { certificates, registrations }
      : null,
    meta: buildMeta({ ...pageSeo.about, path: "/about" }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFrom(loaderData);

// The sections below the story are deferred parts: their code loads as the visitor nears them.
const loadValues = async () => (await import("~/features/about/values-grid")).ValuesGrid;
const loadMilestones = async () =>
  (await import("~/features/about/milestone-timeline")).MilestoneTimeline;
const loadFounder = async () => (await import("~/features/about/founder-card")).FounderCard;
const ValuesGrid = lazyPart(loadValues, import.meta.env.SSR ? await loadValues() : undefined);
const MilestoneTimeline = lazyPart(
  loadMilestones,
  import.meta.env.SSR ? await loadMilestones() : undefined,
);
const FounderCard = lazyPart(loadFounder, import.meta.env.SSR ? await loadFounder() : undefined);
const loadCredentials = async () => (await import("~/features/about/credentials")).Credentials;
const Credentials = lazyPart(
  loadCredentials,
  import.meta.env.SSR ? await loadCredentials() : undefined,
);

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { about, claims, credentials } = loaderData;
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
