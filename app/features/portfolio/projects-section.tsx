import { Suspense, lazy, useEffect, useState } from "react";
import { gridLoad } from "~/components/ui/img";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { Project } from "~/content/schemas";
import { projectPath } from "~/lib/paths";
import { type ProjectFilter, filterChips, filterProjects } from "./filter";
import { FilterChips } from "./filter-chips";
import { ProjectCard } from "./project-card";
import type { ProjectCategory, ProjectCopy } from "./project-details";
import type { ProjectSummary } from "./portfolio-data";
import { useProjectDialog } from "./use-project-dialog";
import { useUrlFilter } from "./use-url-filter";

// The dialog's code and data load once the grid is live, before any card is clicked.
const loadDialog = () => import("./project-dialog");
let loadingData: Promise<Project[]> | undefined;
function loadData(url: string): Promise<Project[]> {
  loadingData ??= fetch(url).then((response) =>
    response.ok ? (response.json() as Promise<Project[]>) : Promise.reject(new Error(url)),
  );
  // Failed, the next start tries again.
  loadingData.catch(() => (loadingData = undefined));
  return loadingData;
}
const ProjectDialog = lazy(() => loadDialog().then((m) => ({ default: m.ProjectDialog })));

/**
 * Plain data only (no functions, no elements): a page may render this as an island, whose
 * props are written into its HTML.
 */
interface ProjectsSectionProps {
  /** What the cards show; the dialog's whole projects come from `dataUrl` (portfolio-data.ts). */
  projects: ProjectSummary[];
  dataUrl: string;
  categories: ProjectCategory[];
  copy: ProjectCopy;
  /** The page's path ("/projects", "/"): the filter's links lead to it. */
  path: string;
  /** The filter of the URL the page was rendered for (its `?category=`). */
  filter: ProjectFilter;
  anchor?: string;
  /** The grid starts in the first view (/projects), so its first row's photos load at once. */
  firstInView?: boolean;
}

export function ProjectsSection(props: ProjectsSectionProps) {
  const { projects, dataUrl, categories, copy, path, anchor, firstInView = false } = props;
  const [filter, chooseFilter] = useUrlFilter(path, props.filter);
  const { open, opening, openProject, onClosed } = useProjectDialog(projects);
  // The opened project, whole, once the data has come; without it, its own page.
  const [data, setData] = useState<Project[] | "failed">();
  const shownProject = Array.isArray(data)
    ? (data.find((project) => project.slug === open?.slug) ?? null)
    : null;
  // Once opened, the dialog stays mounted (closed), so it reopens at once.
  const [dialogUsed, setDialogUsed] = useState(false);
  const shown = filterProjects(projects, filter);
  const chips = filterChips(projects, categories);
  const categoryOf = (project: ProjectSummary | null) =>
    categories.find((category) => category.id === project?.category);

  const live = useHydrated();
  useEffect(() => {
    void loadDialog();
    loadData(dataUrl).then(setData, () => setData("failed"));
  }, [dataUrl]);
  // The URL already names the project (use-project-dialog.ts): its page shows it instead.
  useEffect(() => {
    if (open && data === "failed") window.location.assign(projectPath(open));
  }, [open, data]);

  return (
    // data-live: the island's signal that its script runs (tests wait for it).
    <div data-live={live ? "true" : undefined}>
      <FilterChips
        chips={chips}
        current={filter}
        path={path}
        anchor={anchor}
        onChoose={chooseFilter}
      />
      <p className="sr-only" aria-live="polite">
        {shown.length} {shown.length === 1 ? "project" : "projects"} shown
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((project, index) => (
          <li key={project.slug}>
            <ProjectCard
              load={gridLoad(index, firstInView)}
              project={project}
              category={categoryOf(project)!}
              onOpen={(chosen, event) => {
                openProject(chosen, event);
                setDialogUsed(true);
              }}
            />
          </li>
        ))}
      </ul>
      {dialogUsed || shownProject ? (
        <Suspense>
          <ProjectDialog
            project={shownProject}
            opening={opening}
            category={categoryOf(shownProject)}
            copy={copy}
            onClose={onClosed}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
