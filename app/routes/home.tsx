import { Section } from "~/components/layout/section";
import { ButtonLink } from "~/components/ui/button";
import { lazyPart } from "~/components/ui/lazy-part";
import {
  about,
  categories,
  company,
  serviceSteps,
  homeCopy,
  pageSeo,
  projects,
} from "~/content/data";
import { categorySummaries, clientProof } from "~/lib/lookups";
import type { About } from "~/content/exports";
import type { Company, ServiceStep } from "~/content/schemas";
import { CategoryCard } from "~/features/catalogue/category-card";
import type { EnquiryChoices } from "~/features/contact/service-choices";
import { choicesFromCategories } from "~/features/contact/service-choices";
import { Hero } from "~/features/home/hero";
import { metaFrom } from "~/lib/route-meta";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export function loader() {
  const { claims } = company;
  const summaries = categorySummaries();
  return {
    heroClaims: [claims.projects, claims.clients, claims.years, claims.success],
    // The short figures first: on a phone they share the first row, the long ones get a row each.
    serviceClaims: [claims.onTime, claims.success, claims.projectValue, claims.certification],
    categories: summaries,
    steps: serviceSteps,
    about,
    projects,
    projectCategories: categories,
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
        <ServiceSteps steps={steps} />
        <div className="on-dark mt-12 rounded-2xl bg-brand-900 p-6 sm:p-10">
          <StatsBar claims={claims} />
          <div className="mt-8 flex flex-wrap gap-3">
            <ConsultationLink />
            <BrochureLink variant="outline-light" />
          </div>
        </div>
      </>
    );
  };
}

async function loadAboutUs() {
  const [{ Story }, { ValuesGrid }, { MilestoneTimeline }, { FounderCard }] = await Promise.all([
    import("~/features/about/story"),
    import("~/features/about/values-grid"),
    import("~/features/about/milestone-timeline"),
    import("~/features/about/founder-card"),
  ]);
  return function AboutUs({ about }: { about: About }) {
    return (
      <>
        <Story paragraphs={about.story} />
        <div className="mt-14">
          <ValuesGrid values={about.values} />
        </div>
        <div className="mt-16">
          <MilestoneTimeline milestones={about.milestones} />
        </div>
        <div className="mt-16">
          <FounderCard founder={about.founder} />
        </div>
      </>
    );
  };
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
    return (
      <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm sm:p-8">
          <ContactForm choices={choices} returnTo="/" labelledBy="contact-heading" />
        </div>
        <ContactCards />
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
  return (
    <>
      <Hero copy={copy.hero} claims={data.heroClaims} />
      <Section id="categories" {...copy.categories}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {data.categories.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} variant="home" />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/contact">Get Free Quote</ButtonLink>
          <ButtonLink to="/projects" variant="outline">
            View Our Projects
          </ButtonLink>
        </div>
      </Section>
      <Section id="services" tone="muted" {...copy.services}>
        <HowWeWork steps={data.steps} claims={data.serviceClaims} />
      </Section>
      <Section id="about" {...copy.about}>
        <AboutUs about={data.about} />
      </Section>
      <Section id="projects" tone="muted" {...copy.projects}>
        <Projects projects={data.projects} categories={data.projectCategories} anchor="projects" />
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
