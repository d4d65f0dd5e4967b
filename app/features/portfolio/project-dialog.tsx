import X from "lucide-react/icons/x";
import { useEffect, useRef } from "react";
import type { Category, Project } from "~/content/schemas";
import { ProjectDetails } from "./project-details";

interface ProjectDialogProps {
  project: Project | null;
  category: Category | undefined;
  onClose: () => void;
}

/**
 * A project's details in a native modal dialog over the grid: it traps focus, closes on
 * Escape, its close button or a click on the backdrop, and the browser returns focus to the
 * card that opened it.
 */
export function ProjectDialog({ project, category, onClose }: ProjectDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (project && !dialog.open) dialog.showModal();
    if (!project && dialog.open) dialog.close();
  }, [project]);

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
        <>
          {/* Sticky in the scrolling dialog, so the close button stays in reach however far
              down a phone has scrolled; of no height, so it floats over the photo's corner. */}
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
            headingLevel={2}
            titleId="project-dialog-title"
            priority
          />
        </>
      ) : null}
    </dialog>
  );
}
