import * as lucide from "lucide";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { type IconComponent, categoryIcon } from "~/components/ui/category-icon";
import { Img } from "~/components/ui/img";
import { PHOTO_BOXES } from "~/lib/images";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { Category, PageCopyOf, Project } from "~/content/schemas";
import { CATEGORY_TOPIC, contactHref } from "~/lib/topics";
import { formatDuration, formatValue } from "./filter";
import { StatusBadge } from "./status-badge";

const Building = lucideIcon("building", lucide.Building);
const Calendar = lucideIcon("calendar", lucide.Calendar);
const Check = lucideIcon("check", lucide.Check);
const Clock = lucideIcon("clock", lucide.Clock);
const IndianRupee = lucideIcon("indian-rupee", lucide.IndianRupee);
const MapPin = lucideIcon("map-pin", lucide.MapPin);

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // dt and dd stay the direct children of the group, as a description list requires.
    <div className="relative rounded-xl bg-slate-50 py-3 pr-3 pl-10">
      <dt className="text-xs font-semibold text-slate-600">
        <span className="absolute top-3.5 left-3 text-brand-700">{icon}</span>
        {label}
      </dt>
      <dd className="font-semibold text-brand-900">{children}</dd>
    </div>
  );
}

/** What a project shows of its category. */
export type ProjectCategory = Pick<Category, "id" | "title" | "icon">;

/** Only what a project shows of each category: an island's props are written into its page. */
export const projectCategories = (categories: ProjectCategory[]): ProjectCategory[] =>
  categories.map(({ id, title, icon }) => ({ id, title, icon }));

/** The project's texts that are content ("Start Similar Project"'s message). */
export type ProjectCopy = PageCopyOf<"projects">["dialog"];

export function similarProjectMessage(project: Project, copy: ProjectCopy): string {
  return copy.similarMessage.replace("{project}", project.title);
}

interface ProjectDetailsProps {
  project: Project;
  category: ProjectCategory;
  copy: ProjectCopy;
  /** h1 on the project's own page, h2 in the dialog over a list. */
  headingLevel: 1 | 2;
  titleId?: string;
  /** The photo is the page's largest paint on the project's own page. */
  priority?: boolean;
  /**
   * The project's own page, as wide as every other page: from lg the photo, gallery and key
   * features sit left of the text, which keeps a reading width. The dialog stacks them.
   */
  wide?: boolean;
}

type Part = { project: Project; Subtitle: "h2" | "h3"; className: string };

function KeyFeatures({ project, Subtitle, className }: Part) {
  return (
    <div className={className}>
      <Subtitle className="mt-8 font-bold text-brand-900">Key features</Subtitle>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {project.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-slate-700">
            <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
            {feature}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A gallery tile, a third of its row less the gaps (gap-3): on the project's page inside px-6
 * (px-8 from sm, and from lg in the left column of the article's p-10 and gap-x-10, in max-w-7xl
 * with sm:px-6 and lg:px-8); in the dialog, at most 56rem wide, inside px-6 and px-8.
 */
const WIDE_GALLERY_SIZES =
  "(min-width: 1280px) 175px, (min-width: 1024px) calc((100vw - 14.5rem) / 6), (min-width: 640px) calc((100vw - 8.5rem) / 3), calc((100vw - 4.5rem) / 3)";
const DIALOG_GALLERY_SIZES =
  "(min-width: 640px) calc((min(56rem, 100vw - 1.5rem) - 5.5rem) / 3), calc((100vw - 6rem) / 3)";

function Gallery({
  project,
  Subtitle,
  className,
  icon,
  wide,
}: Part & { icon: IconComponent; wide: boolean }) {
  return (
    <div className={className}>
      <Subtitle className="mt-8 font-bold text-brand-900">Gallery</Subtitle>
      <ul className="mt-3 grid grid-cols-3 gap-3">
        {project.gallery.map((image, index) => (
          // The same photo may be listed twice.
          <li key={`${index}:${image.src}`}>
            <Img
              image={image}
              {...PHOTO_BOXES.galleryTile}
              sizes={wide ? WIDE_GALLERY_SIZES : DIALOG_GALLERY_SIZES}
              category={project.category}
              fallbackIcon={icon}
              className="rounded-lg"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function SimilarProject({
  project,
  copy,
  className = "",
}: {
  project: Project;
  copy: ProjectCopy;
  className?: string;
}) {
  const href = contactHref({
    topic: CATEGORY_TOPIC[project.category],
    message: similarProjectMessage(project, copy),
  });
  return (
    <div className={`mt-8 flex flex-wrap gap-3 ${className}`}>
      <ButtonLink href={href}>Start Similar Project</ButtonLink>
    </div>
  );
}

export function ProjectDetails(props: ProjectDetailsProps) {
  const { project, category, copy, headingLevel, titleId, priority = false, wide = false } = props;
  const Title = headingLevel === 1 ? "h1" : "h2";
  const Subtitle = headingLevel === 1 ? "h2" : "h3";
  const iconClass = "h-4 w-4";
  const Icon = categoryIcon(category.icon);
  const side = "px-6 sm:px-8";
  return (
    // Wide, from lg: photo, gallery and features down the left; the text and action on the right.
    <div
      className={
        wide ? "lg:grid lg:grid-cols-2 lg:grid-rows-[auto_auto_1fr] lg:gap-x-10 lg:p-10" : undefined
      }
    >
      <Img
        image={project.image}
        {...PHOTO_BOXES.projectBanner}
        sizes={
          wide
            ? "(min-width: 1280px) 588px, (min-width: 1024px) 46vw, 100vw"
            : "(min-width: 896px) 896px, 100vw"
        }
        category={project.category}
        fallbackIcon={Icon}
        load={priority ? "high" : "lazy"}
        className={wide ? "lg:col-start-1 lg:row-start-1 lg:rounded-xl" : ""}
      />
      <div
        className={`${side} pt-6 sm:pt-8 ${wide ? "lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:p-0" : ""}`}
      >
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-xs font-bold tracking-wider text-accent-700 uppercase">
            {category.title}
          </span>
          <StatusBadge status={project.status} />
        </div>
        <Title id={titleId} className="mt-2 text-2xl font-extrabold text-brand-900">
          {project.title}
        </Title>
        <p className="mt-3 leading-relaxed text-slate-700">{project.description}</p>
        <dl className={`mt-6 grid gap-3 sm:grid-cols-2 ${wide ? "" : "lg:grid-cols-3"}`}>
          <Fact icon={<MapPin aria-hidden="true" className={iconClass} />} label="Location">
            {project.location}
          </Fact>
          <Fact icon={<Calendar aria-hidden="true" className={iconClass} />} label="Year">
            {project.year}
          </Fact>
          <Fact icon={<Building aria-hidden="true" className={iconClass} />} label="Client">
            {project.client}
          </Fact>
          <Fact icon={<IndianRupee aria-hidden="true" className={iconClass} />} label="Value">
            {formatValue(project.valueCrore)}
          </Fact>
          <Fact icon={<Clock aria-hidden="true" className={iconClass} />} label="Duration">
            {formatDuration(project.durationMonths)}
          </Fact>
          <Fact icon={<Check aria-hidden="true" className={iconClass} />} label="Status">
            {project.status}
          </Fact>
        </dl>
        {wide ? <SimilarProject project={project} copy={copy} /> : null}
      </div>
      {wide ? null : <KeyFeatures project={project} Subtitle={Subtitle} className={side} />}
      <Gallery
        project={project}
        Subtitle={Subtitle}
        icon={Icon}
        wide={wide}
        className={`${side} ${wide ? "lg:col-start-1 lg:row-start-2 lg:px-0" : ""}`}
      />
      {wide ? (
        <KeyFeatures
          project={project}
          Subtitle={Subtitle}
          className={`${side} pb-6 sm:pb-8 lg:col-start-1 lg:row-start-3 lg:p-0`}
        />
      ) : (
        <SimilarProject project={project} copy={copy} className={`${side} pb-6 sm:pb-8`} />
      )}
    </div>
  );
}
