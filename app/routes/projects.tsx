import { PageBanner } from "~/components/layout/page-banner";
import { categories } from "~/content/categories";
import { pageCopy } from "~/content/pages";
import { projects } from "~/content/projects";
import { ProjectsSection } from "~/features/portfolio/projects-section";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/projects";

export function loader() {
  return { projects, categories };
}

export function meta() {
  return buildMeta({ ...pageCopy.projects.seo, path: "/projects" });
}

export default function ProjectsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={pageCopy.projects.title} intro={pageCopy.projects.intro} />
      <section aria-label="Project portfolio" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <ProjectsSection projects={loaderData.projects} categories={loaderData.categories} />
        </div>
      </section>
    </>
  );
}
