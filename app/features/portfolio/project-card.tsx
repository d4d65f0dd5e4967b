import Calendar from "lucide-react/icons/calendar";
import MapPin from "lucide-react/icons/map-pin";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { categoryIcon } from "~/components/ui/category-icon";
import { CARD_GRID_PHOTO_SIZES, Img, type ImageLoad } from "~/components/ui/img";
import { projectPath } from "~/lib/paths";
import type { Category, Project } from "~/content/schemas";
import { StatusBadge } from "./status-badge";

interface ProjectCardProps {
  project: Project;
  category: Category;
  /** Opens the project's dialog instead of its page; the link stays the way without script. */
  onOpen: (project: Project, event: MouseEvent<HTMLAnchorElement>) => void;
  load?: ImageLoad;
}

/** A project in the grid: a link to the project's page, which the script opens as a dialog. */
export function ProjectCard({ project, category, onOpen, load }: ProjectCardProps) {
  return (
    <article
      data-project-category={project.category}
      className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg"
    >
      <div className="relative">
        <Img
          image={project.image}
          width={640}
          height={420}
          sizes={CARD_GRID_PHOTO_SIZES}
          category={project.category}
          fallbackIcon={categoryIcon(category.icon)}
          load={load}
          className="rounded-t-[15px]"
        />
        <div className="absolute top-3 right-3">
          <StatusBadge status={project.status} />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-bold tracking-wider text-accent-700 uppercase">
          {category.title}
        </p>
        <h3 className="mt-2 text-lg font-bold text-brand-900">
          <Link
            to={projectPath(project)}
            onClick={(event) => onOpen(project, event)}
            className="stretched-link"
          >
            {project.title}
          </Link>
        </h3>
        <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-4 text-sm text-slate-600">
          <span className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {project.location}
          </span>
          <span className="flex items-center gap-1.5">
            <Calendar aria-hidden="true" className="h-4 w-4" />
            {project.year}
          </span>
        </div>
      </div>
    </article>
  );
}
