import Calendar from "lucide-react/icons/calendar";
import Check from "lucide-react/icons/check";
import Clock from "lucide-react/icons/clock";
import IndianRupee from "lucide-react/icons/indian-rupee";
import MapPin from "lucide-react/icons/map-pin";
import Building from "lucide-react/icons/building";
import X from "lucide-react/icons/x";
import { type ReactNode, useEffect, useRef } from "react";
import { ButtonLink } from "~/components/ui/button";
import { categoryIcon } from "~/components/ui/category-icon";
import { Img } from "~/components/ui/img";
import type { Category, Project } from "~/content/schemas";
import { projectDialogCopy } from "~/content/pages/project-dialog";
import { CATEGORY_TOPIC, contactHref } from "~/content/topics";
import { formatDuration, formatValue } from "./filter";
import { StatusBadge } from "./status-badge";

interface ProjectDialogProps {
  project: Project | null;
  category: Category | undefined;
  onClose: () => void;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-xl bg-slate-50 p-3">
      <span className="mt-0.5 text-brand-700">{icon}</span>
      <div>
        <dt className="text-xs font-semibold text-slate-600">{label}</dt>
        <dd className="font-semibold text-brand-900">{children}</dd>
      </div>
    </div>
  );
}

export function similarProjectMessage(project: Project): string {
  return projectDialogCopy.similarMessage.replace("{project}", project.title);
}

/**
 * A project's details in a native modal dialog: it traps focus, closes on
 * Escape, its close button or a click on the backdrop, and the browser
 * returns focus to the card that opened it.
 */
export function ProjectDialog({ project, category, onClose }: ProjectDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (project && !dialog.open) dialog.showModal();
    if (!project && dialog.open) dialog.close();
  }, [project]);

  const iconClass = "h-4 w-4";
  return (
    // The click handler only adds closing by a click on the backdrop; the
    // keyboard closes a native dialog with Escape.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby="project-dialog-title"
      onClose={onClose}
      onClick={(event) => {
        // A click on the dialog element itself is a click on its backdrop.
        if (event.target === event.currentTarget) ref.current?.close();
      }}
      className="m-auto max-h-[92dvh] w-[min(56rem,calc(100vw-1.5rem))] overflow-y-auto rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-950/70"
    >
      {project && category ? (
        <div>
          <div className="relative">
            <Img
              image={project.image}
              width={960}
              height={480}
              sizes="(min-width: 896px) 896px, 100vw"
              category={project.category}
              fallbackIcon={categoryIcon(category.icon)}
              priority
            />
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className="absolute top-3 right-3 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-brand-900 shadow-md hover:bg-slate-100"
            >
              <X aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">Close</span>
            </button>
          </div>
          <div className="p-6 sm:p-8">
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-xs font-bold tracking-wider text-accent-700 uppercase">
                {category.title}
              </span>
              <StatusBadge status={project.status} />
            </div>
            <h2 id="project-dialog-title" className="mt-2 text-2xl font-extrabold text-brand-900">
              {project.title}
            </h2>
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
            <h3 className="mt-8 font-bold text-brand-900">Key features</h3>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {project.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-slate-700">
                  <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
                  {feature}
                </li>
              ))}
            </ul>
            <h3 className="mt-8 font-bold text-brand-900">Gallery</h3>
            <ul className="mt-3 grid grid-cols-3 gap-3">
              {project.gallery.map((image) => (
                <li key={image.src}>
                  <Img
                    image={image}
                    width={320}
                    height={240}
                    sizes="(min-width: 896px) 280px, 33vw"
                    category={project.category}
                    fallbackIcon={categoryIcon(category.icon)}
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
      ) : null}
    </dialog>
  );
}
