import type { ReactNode } from "react";
import { PageBanner } from "~/components/layout/page-banner";
import type { Category, PageCopyOf, Project } from "~/content/schemas";
import { portfolioIsland } from "~/features/portfolio/portfolio-data";
import { projectCategories } from "~/features/portfolio/project-details";
import type { PageMeta } from "~/lib/seo";

/** The page's data, from the projects and categories in order and the page's copy. */
export function projectsPageData({
  projects,
  categories,
  copy,
}: {
  projects: Project[];
  categories: Category[];
  copy: PageCopyOf<"projects">;
}) {
  return {
    island: portfolioIsland(projects),
    categories: projectCategories(categories),
    copy: copy.dialog,
    pageCopy: copy,
    meta: { ...copy.seo, path: "/projects" } satisfies PageMeta,
  };
}

/** `portfolio`: the filter and the cards with their dialog (an island: portfolio/projects-section). */
export function ProjectsPage({
  copy: projectsCopy,
  portfolio,
}: {
  copy: PageCopyOf<"projects">;
  portfolio: ReactNode;
}) {
  return (
    <>
      <PageBanner title={projectsCopy.title} intro={projectsCopy.intro} />
      <section aria-labelledby="project-portfolio" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="project-portfolio" className="sr-only">
            {projectsCopy.listTitle}
          </h2>
          {portfolio}
        </div>
      </section>
    </>
  );
}
