import * as lucide from "lucide";
import { useEffect, useRef } from "react";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { Project } from "~/content/schemas";
import { type ProjectCategory, type ProjectCopy, ProjectDetails } from "./project-details";
import type { Opening } from "./use-project-dialog";

const X = lucideIcon("x", lucide.X);

interface ProjectDialogProps {
  project: Project | null;
  category: ProjectCategory | undefined;
  copy: ProjectCopy;
  /** New on each opening, so the same project opened again shows again. */
  opening: Opening | null;
  onClose: () => void;
}

export function ProjectDialog(props: ProjectDialogProps) {
  const { project, category, copy, opening, onClose } = props;
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (project && !dialog.open) dialog.showModal();
    if (!project && dialog.open) dialog.close();
  }, [project, opening]);

  return (
    // The keyboard closes a native dialog with Escape; the click only adds the backdrop.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby="project-dialog-title"
      // The close event comes a task later: a dialog opened again by then stays open.
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on its backdrop.
        if (event.target === event.currentTarget) ref.current?.close();
      }}
      className="m-auto max-h-[92dvh] w-[min(56rem,calc(100vw-1.5rem))] overflow-y-auto rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-950/70"
    >
      {project && category ? (
        <>
          {/* Sticky and of no height: the close button stays in reach over the photo's corner. */}
          <div className="sticky top-0 z-10 flex h-0 justify-end">
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className="mt-3 mr-3 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-900 shadow-md hover:bg-slate-100"
            >
              <X aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">Close</span>
            </button>
          </div>
          <ProjectDetails
            project={project}
            category={category}
            copy={copy}
            headingLevel={2}
            titleId="project-dialog-title"
            priority
          />
        </>
      ) : null}
    </dialog>
  );
}
