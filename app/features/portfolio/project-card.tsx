import * as lucide from "lucide";
import type { MouseEvent } from "react";
import { categoryIcon } from "~/components/ui/category-icon";
import { CARD_PHOTO_SIZES, Img, type ImageLoad } from "~/components/ui/img";
import { PHOTO_BOXES } from "~/lib/images";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { projectPath } from "~/lib/paths";
import type { ProjectSummary } from "./portfolio-data";
import type { ProjectCategory } from "./project-details";
import { StatusBadge } from "./status-badge";

const Calendar = lucideIcon("calendar", lucide.Calendar);
const MapPin = lucideIcon("map-pin", lucide.MapPin);

interface ProjectCardProps {
  project: ProjectSummary;
  category: ProjectCategory;
  /** Opens the project's dialog instead of its page; the link stays the way without script. */
  onOpen: (project: ProjectSummary, event: MouseEvent<HTMLAnchorElement>) => void;
  load?: ImageLoad;
}

/** A project in the grid: a link to the project's page, which the script opens as a dialog. */
export function ProjectCard({ project, category, onOpen, load }: ProjectCardProps) {
  // On a phone, a row: the photo small beside the status, the text under both (CARD_PHOTO_SIZES).
  return (
    <article
      data-project-category={project.category}
      className="group relative grid h-full grid-cols-[7rem_minmax(0,1fr)] content-start gap-x-4 rounded-2xl p-4 sm:flex sm:flex-col sm:gap-0 sm:p-0 border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg"
    >
      <div className="contents sm:relative sm:block">
        <Img
          image={project.image}
          {...PHOTO_BOXES.projectCard}
          sizes={CARD_PHOTO_SIZES}
          category={project.category}
          fallbackIcon={categoryIcon(category.icon)}
          load={load}
          className="rounded-lg sm:rounded-none sm:rounded-t-[15px]"
        />
        <div className="self-center justify-self-start sm:absolute sm:top-3 sm:right-3">
          <StatusBadge status={project.status} />
        </div>
      </div>
      <div className="col-span-2 mt-3 flex flex-1 flex-col sm:mt-0 sm:p-6">
        <p className="text-xs font-bold tracking-wider text-accent-700 uppercase">
          {category.title}
        </p>
        <h3 className="mt-2 text-lg font-bold text-brand-900">
          <a
            href={projectPath(project)}
            onClick={(event) => onOpen(project, event)}
            className="stretched-link"
          >
            {project.title}
          </a>
        </h3>
        {/* Place above year in every card: side by side, a long place pushed one year alone
            onto a second line. At the card's foot, so the years of a row line up. */}
        <div className="mt-auto flex flex-col gap-1 pt-4 text-sm text-slate-600">
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
