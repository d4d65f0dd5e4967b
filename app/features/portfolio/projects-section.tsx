import { Suspense, lazy, useState } from "react";
import { useSearchParams } from "react-router";
import type { Category, Project } from "~/content/schemas";
import { type ProjectFilter, filterFromParam, filterProjects } from "./filter";
import { ProjectCard } from "./project-card";

// The dialog's code loads when the visitor reaches for a project (hover, focus or click).
const loadDialog = () => import("./project-dialog");
const ProjectDialog = lazy(() => loadDialog().then((m) => ({ default: m.ProjectDialog })));

interface ProjectsSectionProps {
  projects: Project[];
  categories: Category[];
}

/** Filter chips, the project grid and the project dialog, as on /projects and the home page. */
export function ProjectsSection({ projects, categories }: ProjectsSectionProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // A URL with ?category= is rendered on request, so server and browser agree.
  const filter = filterFromParam(searchParams.get("category"));
  const [openId, setOpenId] = useState<number | null>(null);
  // Once opened, the dialog stays mounted (closed), so it reopens at once.
  const [dialogUsed, setDialogUsed] = useState(false);
  const open = projects.find((project) => project.id === openId) ?? null;
  const shown = filterProjects(projects, filter);
  const chips: { id: ProjectFilter; label: string }[] = [
    { id: "all", label: "All" },
    ...categories.map((category) => ({ id: category.id, label: category.title })),
  ];

  function choose(id: ProjectFilter) {
    setSearchParams(
      (params) => {
        if (id === "all") params.delete("category");
        else params.set("category", id);
        return params;
      },
      { preventScrollReset: true, replace: true },
    );
  }

  return (
    <div>
      <div
        role="group"
        aria-label="Filter projects by category"
        className="flex flex-wrap justify-center gap-2"
      >
        {chips.map((chip) => (
          <button
            key={chip.id}
            type="button"
            aria-pressed={chip.id === filter}
            onClick={() => choose(chip.id)}
            className={`min-h-11 rounded-full px-5 py-2 text-sm font-semibold transition-colors ${
              chip.id === filter
                ? "bg-brand-800 text-white"
                : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50"
            }`}
          >
            {chip.label}
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {shown.length} {shown.length === 1 ? "project" : "projects"} shown
      </p>
      <ul
        className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        onPointerOver={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        {shown.map((project) => (
          <li key={project.id}>
            <ProjectCard
              project={project}
              category={categories.find((category) => category.id === project.category)!}
              onOpen={(chosen) => {
                setDialogUsed(true);
                setOpenId(chosen.id);
              }}
            />
          </li>
        ))}
      </ul>
      {dialogUsed ? (
        <Suspense>
          <ProjectDialog
            project={open}
            category={categories.find((category) => category.id === open?.category)}
            onClose={() => setOpenId(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
