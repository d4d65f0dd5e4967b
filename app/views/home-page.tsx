import type { ReactNode } from "react";
import { ContactCards } from "~/components/layout/contact-cards";
import { Section } from "~/components/layout/section";
import { StatsBar } from "~/components/layout/stats-bar";
import { ButtonLink } from "~/components/ui/button";
import type { NavigationCopy } from "~/components/layout/nav";
import type {
  Category,
  Client,
  Company,
  CoreValue,
  Leader,
  Milestone,
  PageCopyOf,
  Project,
  Service,
  Testimonial,
} from "~/content/schemas";
import { AboutSummary } from "~/features/about/about-summary";
import { BrochureLink } from "~/features/catalogue/brochure-link";
import { ConsultationLink } from "~/features/catalogue/consultation-link";
import { DivisionCard } from "~/features/home/division-card";
import { Hero } from "~/features/home/hero";
import { ServiceSteps } from "~/features/home/service-steps";
import { portfolioIsland } from "~/features/portfolio/portfolio-data";
import { projectCategories } from "~/features/portfolio/project-details";
import { ClientProof } from "~/features/proof/client-proof";
import { categorySummaries, clientProof } from "~/lib/lookups";
import type { PageMeta } from "~/lib/seo";

/** What the home page reads from the content collections. */
export interface HomeSource {
  company: Company;
  categories: Category[];
  services: Service[];
  projects: Project[];
  values: CoreValue[];
  milestones: Milestone[];
  founder: Leader;
  clients: Client[];
  testimonials: Testimonial[];
  copy: PageCopyOf<"home">;
  aboutCopy: PageCopyOf<"about">;
  projectsCopy: PageCopyOf<"projects">;
  contactCopy: PageCopyOf<"contact">;
  navigation: NavigationCopy;
  proofCopy: PageCopyOf<"proof">;
}

export function homePageData(source: HomeSource) {
  const { company, categories, projects, copy, aboutCopy } = source;
  const { claims } = company;
  return {
    company,
    copy,
    navigation: source.navigation,
    contactCards: source.contactCopy.cards,
    proofCopy: source.proofCopy,
    heroClaims: [claims.projects, claims.clients, claims.years, claims.success],
    // Each figure once on the page: the hero has the headline ones, this band the rest.
    serviceClaims: [claims.onTime, claims.projectValue, claims.certification],
    categories: categorySummaries(categories, source.services),
    steps: copy.steps,
    // In short (the story's opening, the values by name): /about has it all.
    about: {
      opening: aboutCopy.story[0] ?? "",
      values: source.values,
      milestones: source.milestones,
      founder: source.founder,
      titles: {
        values: aboutCopy.valuesTitle,
        milestones: aboutCopy.milestonesTitle,
        leadership: aboutCopy.leadershipTitle,
        page: aboutCopy.title,
      },
    },
    portfolioIsland: portfolioIsland(projects),
    projectCategories: projectCategories(categories),
    projectCopy: source.projectsCopy.dialog,
    // Only what the firm has entered: with none, the part stays out of the page.
    proof: clientProof(source.clients, source.testimonials),
    meta: { ...copy.seo, path: "/" } satisfies PageMeta,
  };
}

type HomePageProps = Omit<
  ReturnType<typeof homePageData>,
  "portfolioIsland" | "projectCategories" | "projectCopy"
> & {
  /** The portfolio's filter, cards and dialog (an island). */
  portfolio: ReactNode;
  /** The enquiry form (an island). */
  form: ReactNode;
};

export function HomePage(data: HomePageProps) {
  const { copy, navigation: navigationCopy } = data;
  return (
    <>
      <Hero copy={copy.hero} claims={data.heroClaims} navigation={navigationCopy} />
      <Section id="categories" {...copy.categories}>
        <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
          {data.categories.map((category) => (
            <li key={category.id}>
              <DivisionCard category={category} />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap justify-center gap-3">
          {/* Side by side on a 360 px phone too. */}
          <ButtonLink href="/contact" className="max-sm:px-3">
            {navigationCopy.freeQuote}
          </ButtonLink>
          <ButtonLink href="/projects" variant="outline" className="max-sm:px-3">
            {navigationCopy.viewProjects}
          </ButtonLink>
        </div>
      </Section>
      <Section id="services" tone="muted" {...copy.services}>
        <ServiceSteps steps={data.steps} labels={copy.stepLabels} />
        <div className="on-dark mt-12 flex flex-col gap-8 rounded-2xl bg-brand-900 p-6 sm:p-10 xl:flex-row xl:items-center xl:justify-between">
          <StatsBar claims={data.serviceClaims} layout="row" />
          <div className="flex flex-wrap gap-3 xl:shrink-0">
            <ConsultationLink label={navigationCopy.consultation} />
            <BrochureLink variant="outline-light" />
          </div>
        </div>
      </Section>
      <Section id="about" {...copy.about}>
        <AboutSummary {...data.about} />
      </Section>
      <Section id="projects" tone="muted" {...copy.projects}>
        {/* On a phone the cards are one row that scrolls sideways (app.css, .project-strip). */}
        <div className="project-strip">{data.portfolio}</div>
        {data.proof ? (
          <div className="mt-20">
            <ClientProof {...data.proof} copy={data.proofCopy} headingLevel={3} />
          </div>
        ) : null}
      </Section>
      <Section id="contact" {...copy.contact}>
        {/* From lg the cards are one column as tall as the form beside them: no empty corner. */}
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4 shadow-sm sm:p-8">
            {data.form}
          </div>
          <div className="lg:[&>ul]:h-full lg:[&>ul]:auto-rows-fr lg:[&>ul]:grid-cols-1 lg:[&>ul>li]:col-span-1 lg:[&>ul>li]:items-center">
            <ContactCards company={data.company} copy={data.contactCards} />
          </div>
        </div>
      </Section>
    </>
  );
}
