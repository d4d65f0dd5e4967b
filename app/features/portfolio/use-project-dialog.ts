import { type MouseEvent, useEffect, useState } from "react";
import { projectPath, projectSlug } from "~/content/paths";
import type { Project } from "~/content/schemas";

/** The mark on the history entry of an open project dialog. */
interface DialogEntry {
  projectDialog?: string;
  idx?: number;
}

const entry = () => (window.history.state ?? {}) as DialogEntry;

/** A click that should go where the link points (a new tab, a download), not open the dialog. */
function isModified(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The project dialog, with the project's own URL in the address bar while it is open. Opening
 * adds a history entry for the project's page over the grid's; Back goes to the grid's entry,
 * which React Router treats as a visit to the same page (its loader is not run again, the
 * scroll position stays), and this closes the dialog. Closing it any other way goes back too.
 */
export function useProjectDialog(projects: Project[]) {
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const open = projects.find((project) => projectSlug(project) === openSlug) ?? null;

  useEffect(() => {
    const onPop = () => setOpenSlug(entry().projectDialog ?? null);
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  function openProject(project: Project, event: MouseEvent<HTMLAnchorElement>) {
    if (isModified(event)) return;
    event.preventDefault();
    const slug = projectSlug(project);
    const current = entry();
    // A fresh key, so that React Router keeps this entry's scroll position apart if it ever
    // visits it (Forward, after leaving the grid): it then shows the project's page.
    const next = {
      ...current,
      projectDialog: slug,
      key: Math.random().toString(36).slice(2, 10),
      idx: (current.idx ?? 0) + 1,
    };
    window.history.pushState(next, "", projectPath(project));
    setOpenSlug(slug);
  }

  function onClosed() {
    setOpenSlug(null);
    if (entry().projectDialog) window.history.back();
  }

  return { open, openProject, onClosed };
}
