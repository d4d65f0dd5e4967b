import * as lucide from "lucide";
import { data } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { lazyPart } from "~/components/ui/lazy-part";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { clientProof, findCategory, findProjectBySlug } from "~/lib/lookups";
import { projectDialogCopy, projectsCopy, pageSeo } from "~/content/data";
import { projectPath } from "~/lib/paths";
import { ProjectDetails } from "~/features/portfolio/project-details";
import { metaFrom } from "~/lib/route-meta";
import { breadcrumbJsonLd, buildMeta, projectJsonLd, shareImage } from "~/lib/seo";
import type { Route } from "./+types/project";

const ArrowLeft = lucideIcon("arrow-left", lucide.ArrowLeft);

export function loader({ params }: Route.LoaderArgs) {
  const project = findProjectBySlug(params.slug);
  const category = findCategory(project?.category);
  if (!project || !category) {
    const meta = buildMeta({
      ...pageSeo.notFound,
      path: null,
      noindex: true,
    });
    throw data({ meta }, { status: 404 });
  }
  const path = projectPath(project);
  const crumbs = [
    { name: "Home", path: "/" },
    { name: projectsCopy.title, path: "/projects" },
    { name: project.title, path },
  ];
  const meta = buildMeta({
    title: project.title,
    description: project.description,
    path,
    image: shareImage(project.image.src),
    jsonLd: [projectJsonLd(project, category, path), breadcrumbJsonLd(crumbs)],
  });
  // Only what the firm has entered: with none, the part and its code stay out of the page.
  const proof = clientProof();
  return { project, category, crumbs, proof, meta };
}

export const meta = ({ loaderData, error }: Route.MetaArgs) => metaFrom(loaderData, error);

// Below the project: its code loads as the visitor nears it.
const loadClientProof = async () => (await import("~/features/proof/client-proof")).ClientProof;
const ClientProof = lazyPart(
  loadClientProof,
  import.meta.env.SSR ? await loadClientProof() : undefined,
);

export default function ProjectRoute({ loaderData }: Route.ComponentProps) {
  const { project, category, crumbs, proof } = loaderData;
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

export function ErrorBoundary() {
  return <NotFoundPage />;
}
