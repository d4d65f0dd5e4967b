import * as lucide from "lucide";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { pageSeo, projectDialogCopy, projects, projectsCopy } from "~/content/data";
import { ProjectDetails } from "~/features/portfolio/project-details";
import { ClientProof } from "~/features/proof/client-proof";
import { clientProof, findCategory, findProjectBySlug } from "~/lib/lookups";
import { projectPath } from "~/lib/paths";
import { type PageMeta, breadcrumbJsonLd, projectJsonLd, shareImage } from "~/lib/seo";

const ArrowLeft = lucideIcon("arrow-left", lucide.ArrowLeft);

export const projectSlugs = () => projects.map((project) => project.slug);

/** The page's data, or null for an unknown slug (the not-found page, 404). */
export function projectPageData(slug: string | undefined) {
  const project = findProjectBySlug(slug);
  const category = findCategory(project?.category);
  if (!project || !category) return null;
  const path = projectPath(project);
  const crumbs = [
    { name: "Home", path: "/" },
    { name: projectsCopy.title, path: "/projects" },
    { name: project.title, path },
  ];
  return {
    project,
    category,
    crumbs,
    // Only what the firm has entered: with none, the part stays out of the page.
    proof: clientProof(),
    meta: {
      title: project.title,
      description: project.description,
      path,
      image: shareImage(project.image.src),
      jsonLd: [projectJsonLd(project, category, path), breadcrumbJsonLd(crumbs)],
    } satisfies PageMeta,
  };
}

export const notFoundMeta = { ...pageSeo.notFound, path: null, noindex: true } satisfies PageMeta;

export function ProjectPage({
  project,
  category,
  crumbs,
  proof,
}: NonNullable<ReturnType<typeof projectPageData>>) {
  return (
    <>
      <div className="on-dark bg-gradient-to-br from-brand-900 to-brand-950">
        {/* As wide as every other page (max-w-7xl); the text keeps a reading width inside. */}
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-24 sm:px-6 lg:px-8">
          <Breadcrumbs crumbs={crumbs} />
        </div>
      </div>
      <div className="bg-slate-50 pb-16">
        <div className="mx-auto -mt-16 max-w-7xl sm:px-6 lg:px-8">
          <article className="overflow-hidden rounded-2xl bg-white shadow-lg">
            <ProjectDetails
              project={project}
              category={category}
              copy={projectDialogCopy}
              headingLevel={1}
              priority
              wide
            />
          </article>
        </div>
        {proof ? (
          <div className="mx-auto mt-16 max-w-7xl px-4 sm:px-6 lg:px-8">
            <ClientProof {...proof} headingLevel={2} columns={2} />
          </div>
        ) : null}
        <div className="mx-auto mt-8 max-w-7xl px-4 sm:px-6 lg:px-8">
          <a
            href="/projects"
            className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            All projects
          </a>
        </div>
      </div>
    </>
  );
}
