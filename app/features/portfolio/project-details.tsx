import Building from "lucide-react/icons/building";
import Calendar from "lucide-react/icons/calendar";
import Check from "lucide-react/icons/check";
import Clock from "lucide-react/icons/clock";
import IndianRupee from "lucide-react/icons/indian-rupee";
import MapPin from "lucide-react/icons/map-pin";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { categoryIcon } from "~/components/ui/category-icon";
import { Img } from "~/components/ui/img";
import { projectDialogCopy } from "~/content/data";
import type { Category, Project } from "~/content/schemas";
import { CATEGORY_TOPIC, contactHref } from "~/lib/topics";
import { formatDuration, formatValue } from "./filter";
import { StatusBadge } from "./status-badge";

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

export function similarProjectMessage(project: Project): string {
  return projectDialogCopy.similarMessage.replace("{project}", project.title);
}

interface ProjectDetailsProps {
  project: Project;
  category: Category;
  /** h1 on the project's own page, h2 in the dialog over a list. */
  headingLevel: 1 | 2;
  titleId?: string;
  /** The photo is the page's largest paint on the project's own page. */
  priority?: boolean;
}

export function ProjectDetails(props: ProjectDetailsProps) {
  const { project, category, headingLevel, titleId, priority = false } = props;
  const Title = headingLevel === 1 ? "h1" : "h2";
  const Subtitle = headingLevel === 1 ? "h2" : "h3";
  const iconClass = "h-4 w-4";
  const Icon = categoryIcon(category.icon);
  return (
    <div>
      <Img
        image={project.image}
        width={960}
        height={480}
        sizes="(min-width: 896px) 896px, 100vw"
        category={project.category}
        fallbackIcon={Icon}
        load={priority ? "high" : "lazy"}
      />
      <div className="p-6 sm:p-8">
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
        <dl className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
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
        <Subtitle className="mt-8 font-bold text-brand-900">Key features</Subtitle>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {project.features.map((feature) => (
            <li key={feature} className="flex gap-2 text-slate-700">
              <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
              {feature}
            </li>
          ))}
        </ul>
        <Subtitle className="mt-8 font-bold text-brand-900">Gallery</Subtitle>
        <ul className="mt-3 grid grid-cols-3 gap-3">
          {project.gallery.map((image, index) => (
            // The same photo may be listed twice.
            <li key={`${index}:${image.src}`}>
              <Img
                image={image}
                width={320}
                height={240}
                sizes="(min-width: 896px) 280px, 33vw"
                category={project.category}
                fallbackIcon={Icon}
                className="rounded-lg"
              />
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink
            to={contactHref({
              topic: CATEGORY_TOPIC[project.category],
              message: similarProjectMessage(project),
            })}
          >
            Start Similar Project
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
