import { type MouseEvent, useEffect, useState } from "react";
import { projectPath } from "~/lib/paths";
import type { Project } from "~/content/schemas";

interface DialogEntry {
  projectDialog?: string;
  idx?: number;
}

const entry = () => (window.history.state ?? {}) as DialogEntry;

function isModified(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** Opening pushes the project's URL; Back (or any close) returns to the grid's entry. */
export function useProjectDialog(projects: Project[]) {
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const open = projects.find((project) => project.slug === openSlug) ?? null;

  useEffect(() => {
    const onPop = () => setOpenSlug(entry().projectDialog ?? null);
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  function openProject(project: Project, event: MouseEvent<HTMLAnchorElement>) {
    if (isModified(event)) return;
    event.preventDefault();
    const slug = project.slug;
    const current = entry();
    // A fresh key keeps this entry's scroll position apart if Forward later visits it.
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
