import { useSearchParams } from "react-router";
import { Section } from "~/components/layout/section";
import { ButtonLink } from "~/components/ui/button";
import { lazyPart } from "~/components/ui/lazy-part";
import {
  about,
  aboutCopy,
  categories,
  company,
  serviceSteps,
  homeCopy,
  navigationCopy,
  pageSeo,
  projectDialogCopy,
  projects,
} from "~/content/data";
import { categorySummaries, clientProof } from "~/lib/lookups";
import type { Company, ServiceStep } from "~/content/schemas";
import { useSearchParams } from "react-router";
import { enquirySent } from "~/features/contact/contact-messages";
import type { EnquiryChoices } from "~/features/contact/service-choices";
import { choicesFromCategories } from "~/features/contact/service-choices";
import { DivisionCard } from "~/features/home/division-card";
import { filterFromParam } from "~/features/portfolio/filter";
import { projectCategories } from "~/features/portfolio/project-details";
import { Hero } from "~/features/home/hero";
import { metaFrom } from "~/lib/route-meta";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export function loader() {
  const { claims } = company;
  const summaries = categorySummaries();
  return {
    heroClaims: [claims.projects, claims.clients, claims.years, claims.success],
    // Each figure once on the page: the hero has the headline ones, this band the rest.
    serviceClaims: [claims.onTime, claims.projectValue, claims.certification],
    categories: summaries,
    steps: serviceSteps,
    // In short (the story's opening, the values by name): /about has it all.
    about: {
      opening: about.story[0] ?? "",
      values: about.values,
      milestones: about.milestones,
      founder: about.founder,
      titles: {
        values: aboutCopy.valuesTitle,
        milestones: aboutCopy.milestonesTitle,
        leadership: aboutCopy.leadershipTitle,
        page: aboutCopy.title,
      },
    },
    projects,
    projectCategories: projectCategories(categories),
    projectCopy: projectDialogCopy,
    // Only what the firm has entered: with none, the part and its code stay out of the page.
    proof: clientProof(),
    choices: choicesFromCategories(summaries),
    meta: buildMeta({ ...pageSeo.home, path: "/" }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFrom(loaderData);

// Data is fixed at build time: a new ?category= or Back from a dialog needs no request.
export const shouldRevalidate = () => false;

type Claim = Company["claims"][keyof Company["claims"]];

async function loadHowWeWork() {
  const [{ ServiceSteps }, { StatsBar }, { BrochureLink }, { ConsultationLink }] =
    await Promise.all([
      import("~/features/home/service-steps"),
      import("~/components/layout/stats-bar"),
      import("~/features/catalogue/brochure-link"),
      import("~/features/catalogue/consultation-link"),
    ]);
  return function HowWeWork({ steps, claims }: { steps: ServiceStep[]; claims: Claim[] }) {
    return (
      <>
        <ServiceSteps steps={steps} labels={homeCopy.stepLabels} />
        <div className="on-dark mt-12 flex flex-col gap-8 rounded-2xl bg-brand-900 p-6 sm:p-10 xl:flex-row xl:items-center xl:justify-between">
          <StatsBar claims={claims} layout="row" />
          <div className="flex flex-wrap gap-3 xl:shrink-0">
            <ConsultationLink />
            <BrochureLink variant="outline-light" />
          </div>
        </div>
      </>
    );
  };
}

async function loadAboutUs() {
  return (await import("~/features/about/about-summary")).AboutSummary;
}

async function loadProjects() {
  return (await import("~/features/portfolio/projects-section")).ProjectsSection;
}

async function loadClientProof() {
  return (await import("~/features/proof/client-proof")).ClientProof;
}

async function loadContactUs() {
  const [{ ContactForm }, { ContactCards }] = await Promise.all([
    import("~/features/contact/contact-form"),
    import("~/components/layout/contact-cards"),
  ]);
  return function ContactUs({ choices }: { choices: EnquiryChoices }) {
    const [params] = useSearchParams();
    return (
      // From lg the cards are one column as tall as the form beside them: no empty corner.
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4 shadow-sm sm:p-8">
          <ContactForm
            choices={choices}
            returnTo="/"
            sent={enquirySent(params)}
            labelledBy="contact-heading"
          />
        </div>
        <div className="lg:[&>ul]:h-full lg:[&>ul]:auto-rows-fr lg:[&>ul]:grid-cols-1 lg:[&>ul>li]:col-span-1 lg:[&>ul>li]:items-center">
          <ContactCards />
        </div>
      </div>
    );
  };
}

const HowWeWork = lazyPart(loadHowWeWork, import.meta.env.SSR ? await loadHowWeWork() : undefined);
const AboutUs = lazyPart(loadAboutUs, import.meta.env.SSR ? await loadAboutUs() : undefined);
const Projects = lazyPart(loadProjects, import.meta.env.SSR ? await loadProjects() : undefined);
const ClientProof = lazyPart(
  loadClientProof,
  import.meta.env.SSR ? await loadClientProof() : undefined,
);
const ContactUs = lazyPart(loadContactUs, import.meta.env.SSR ? await loadContactUs() : undefined);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const copy = homeCopy;
  const data = loaderData;
  // A URL with ?category= is rendered on request, so server and browser agree.
  const [searchParams] = useSearchParams();
  return (
    <>
      <Hero copy={copy.hero} claims={data.heroClaims} />
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
        <HowWeWork steps={data.steps} claims={data.serviceClaims} />
      </Section>
      <Section id="about" {...copy.about}>
        <AboutUs {...data.about} />
      </Section>
      <Section id="projects" tone="muted" {...copy.projects}>
        {/* On a phone the cards are one row that scrolls sideways (app.css, .project-strip). */}
        <div className="project-strip">
          <Projects
            projects={data.projects}
            categories={data.projectCategories}
            copy={data.projectCopy}
            path="/"
            filter={filterFromParam(searchParams.get("category"))}
            anchor="projects"
          />
        </div>
        {data.proof ? (
          <div className="mt-20">
            <ClientProof {...data.proof} headingLevel={3} />
          </div>
        ) : null}
      </Section>
      <Section id="contact" {...copy.contact}>
        <ContactUs choices={data.choices} />
      </Section>
    </>
  );
}
