import * as lucide from "lucide";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type {
  Category,
  Client,
  Company,
  PageCopyOf,
  Project,
  Testimonial,
} from "~/content/schemas";
import { ProjectDetails } from "~/features/portfolio/project-details";
import { ClientProof } from "~/features/proof/client-proof";
import { clientProof, findCategory, findProjectBySlug } from "~/lib/lookups";
import { projectPath } from "~/lib/paths";
import { type PageMeta, breadcrumbJsonLd, projectJsonLd, shareImage } from "~/lib/seo";

const ArrowLeft = lucideIcon("arrow-left", lucide.ArrowLeft);

/** What a project's page reads from the content collections. */
export interface ProjectSource {
  company: Company;
  categories: Category[];
  projects: Project[];
  clients: Client[];
  testimonials: Testimonial[];
  copy: PageCopyOf<"projects">;
  proofCopy: PageCopyOf<"proof">;
}

/** The page's data, or null for an unknown slug (the not-found page, 404). */
export function projectPageData(slug: string | undefined, source: ProjectSource) {
  const { company, copy: projectsCopy } = source;
  const project = findProjectBySlug(source.projects, slug);
  const category = findCategory(source.categories, project?.category);
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
    dialogCopy: projectsCopy.dialog,
    allProjects: projectsCopy.allProjects,
    proofCopy: source.proofCopy,
    // Only what the firm has entered: with none, the part stays out of the page.
    proof: clientProof(source.clients, source.testimonials),
    meta: {
      title: project.title,
      description: project.description,
      path,
      image: shareImage(company, project.image.src),
      jsonLd: [projectJsonLd(company, project, category, path), breadcrumbJsonLd(company, crumbs)],
    } satisfies PageMeta,
  };
}

/** The not-found page's head (content/pages/layout.yaml's notFoundSeo). */
export const notFoundMeta = (layout: PageCopyOf<"layout">) =>
  ({ ...layout.notFoundSeo, path: null, noindex: true }) satisfies PageMeta;

export function ProjectPage({
  project,
  category,
  crumbs,
  dialogCopy,
  allProjects,
  proof,
  proofCopy,
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
              copy={dialogCopy}
              headingLevel={1}
              priority
              wide
            />
          </article>
        </div>
        {proof ? (
          <div className="mx-auto mt-16 max-w-7xl px-4 sm:px-6 lg:px-8">
            <ClientProof {...proof} copy={proofCopy} headingLevel={2} columns={2} />
          </div>
        ) : null}
        <div className="mx-auto mt-8 max-w-7xl px-4 sm:px-6 lg:px-8">
          <a
            href="/projects"
            className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {allProjects}
          </a>
        </div>
      </div>
    </>
  );
}
