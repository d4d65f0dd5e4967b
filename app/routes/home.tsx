import MessageSquare from "lucide-react/icons/message-square";
import { Section } from "~/components/layout/section";
import { ButtonLink } from "~/components/ui/button";
import { ContactCards } from "~/components/layout/contact-cards";
import { about } from "~/content/about";
import { categories } from "~/content/categories";
import { categorySummaries } from "~/content/catalogue";
import { company } from "~/content/company";
import { serviceSteps } from "~/content/home";
import { homeCopy } from "~/content/pages/home";
import { pageSeo } from "~/content/seo.server";
import { projects } from "~/content/projects";
import { contactHref } from "~/content/topics";
import { FounderCard } from "~/features/about/founder-card";
import { MilestoneTimeline } from "~/features/about/milestone-timeline";
import { StatsBar } from "~/features/about/stats-bar";
import { Story } from "~/features/about/story";
import { ValuesGrid } from "~/features/about/values-grid";
import { BrochureLink } from "~/features/catalogue/brochure-link";
import { CategoryCard } from "~/features/catalogue/category-card";
import { Hero } from "~/features/home/hero";
import { ServiceSteps } from "~/features/home/service-steps";
import { ContactForm } from "~/features/contact/contact-form";
import { choicesFromCategories } from "~/features/contact/service-choices";
import { ProjectsSection } from "~/features/portfolio/projects-section";
import { metaFrom } from "~/lib/route-meta";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export function loader() {
  const { claims } = company;
  return {
    heroClaims: [claims.projects, claims.clients, claims.years, claims.success],
    serviceClaims: [claims.onTime, claims.projectValue, claims.certification, claims.success],
    categories: categorySummaries(),
    steps: serviceSteps,
    about,
    projects,
    projectCategories: categories,
    meta: buildMeta({ ...pageSeo.home, path: "/" }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFrom(loaderData);

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
        <ServiceSteps steps={data.steps} />
        <div className="mt-12 rounded-2xl bg-brand-900 p-8 sm:p-10">
          <StatsBar claims={data.serviceClaims} />
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={contactHref({ topic: "Consultation" })}>
              <MessageSquare aria-hidden="true" className="h-4 w-4" />
              Get Free Consultation
            </ButtonLink>
            <BrochureLink variant="outline-light" />
          </div>
        </div>
      </Section>
      <Section id="about" {...copy.about}>
        <Story paragraphs={data.about.story} />
        <div className="mt-14">
          <ValuesGrid values={data.about.values} />
        </div>
        <div className="mt-16">
          <MilestoneTimeline milestones={data.about.milestones} />
        </div>
        <div className="mt-16">
          <FounderCard founder={data.about.founder} />
        </div>
      </Section>
      <Section id="projects" tone="muted" {...copy.projects}>
        <ProjectsSection projects={data.projects} categories={data.projectCategories} />
      </Section>
      <Section id="contact" {...copy.contact}>
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm sm:p-8">
            <ContactForm
              choices={choicesFromCategories(data.categories)}
              returnTo="/"
              labelledBy="contact-heading"
            />
          </div>
          <ContactCards />
        </div>
      </Section>
    </>
  );
}
