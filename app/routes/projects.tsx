import { useSearchParams } from "react-router";
import { PageBanner } from "~/components/layout/page-banner";
import { categories, projectDialogCopy, projectsCopy, pageSeo, projects } from "~/content/data";
import { filterFromParam } from "~/features/portfolio/filter";
import { projectCategories } from "~/features/portfolio/project-details";
import { ProjectsSection } from "~/features/portfolio/projects-section";
import { metaFrom } from "~/lib/route-meta";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/projects";

export function loader() {
  return {
    projects,
    categories: projectCategories(categories),
    copy: projectDialogCopy,
    meta: buildMeta({ ...pageSeo.projects, path: "/projects" }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFrom(loaderData);

// Data is fixed at build time: a new ?category= or Back from a dialog needs no request.
export const shouldRevalidate = () => false;

export default function ProjectsRoute({ loaderData }: Route.ComponentProps) {
  // A URL with ?category= is rendered on request, so server and browser agree.
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageBanner title={projectsCopy.title} intro={projectsCopy.intro} />
      <section aria-labelledby="project-portfolio" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="project-portfolio" className="sr-only">
            {projectsCopy.listTitle}
          </h2>
          <ProjectsSection
            projects={loaderData.projects}
            categories={loaderData.categories}
            copy={loaderData.copy}
            path="/projects"
            filter={filterFromParam(searchParams.get("category"))}
            firstInView
          />
        </div>
      </section>
    </>
  );
}
