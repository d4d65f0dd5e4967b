import { Suspense, lazy, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { gridLoad } from "~/components/ui/img";
import type { Category, Project } from "~/content/schemas";
import { filterChips, filterFromParam, filterProjects } from "./filter";
import { FilterChips } from "./filter-chips";
import { ProjectCard } from "./project-card";
import { useProjectDialog } from "./use-project-dialog";

// The dialog's code loads once the grid is live, before any card is clicked.
const loadDialog = () => import("./project-dialog");
const ProjectDialog = lazy(() => loadDialog().then((m) => ({ default: m.ProjectDialog })));

interface ProjectsSectionProps {
  projects: Project[];
  categories: Category[];
  anchor?: string;
  /** The grid starts in the first view (/projects), so its first row's photos load at once. */
  firstInView?: boolean;
}

export function ProjectsSection(props: ProjectsSectionProps) {
  const { projects, categories, anchor, firstInView = false } = props;
  const [searchParams] = useSearchParams();
  // A URL with ?category= is rendered on request, so server and browser agree.
  const filter = filterFromParam(searchParams.get("category"));
  const { open, opening, openProject, onClosed } = useProjectDialog(projects);
  // Once opened, the dialog stays mounted (closed), so it reopens at once.
  const [dialogUsed, setDialogUsed] = useState(false);
  const shown = filterProjects(projects, filter);
  const chips = filterChips(projects, categories);

  useEffect(() => {
    void loadDialog();
  }, []);

  return (
    <div>
      <FilterChips chips={chips} current={filter} anchor={anchor} />
      <p className="sr-only" aria-live="polite">
        {shown.length} {shown.length === 1 ? "project" : "projects"} shown
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((project, index) => (
          <li key={project.slug}>
            <ProjectCard
              load={gridLoad(index, firstInView)}
              project={project}
              category={categories.find((category) => category.id === project.category)!}
              onOpen={(chosen, event) => {
                openProject(chosen, event);
                setDialogUsed(true);
              }}
            />
          </li>
        ))}
      </ul>
      {dialogUsed || open ? (
        <Suspense>
          <ProjectDialog
            project={open}
            opening={opening}
            category={categories.find((category) => category.id === open?.category)}
            onClose={onClosed}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
