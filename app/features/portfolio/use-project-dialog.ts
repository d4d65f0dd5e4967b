import { type MouseEvent, useEffect, useRef, useState } from "react";
import { projectPath } from "~/lib/paths";

interface DialogEntry {
  projectDialog?: string;
  idx?: number;
}

/** One opening of the dialog: a new object each time, so a second opening is never lost. */
export interface Opening {
  slug: string;
}

const entry = () => (window.history.state ?? {}) as DialogEntry;

function isModified(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** Gives the project's dialog a history entry of its own, with the project's URL. */
function enterDialog(project: { slug: string }): Opening {
  const current = entry();
  const next = {
    ...current,
    projectDialog: project.slug,
    // A fresh key keeps this entry's scroll position apart if Forward later visits it.
    key: Math.random().toString(36).slice(2, 10),
    idx: (current.idx ?? 0) + 1,
  };
  // Still on a dialog's entry (its close not handled yet): the new one takes its place.
  if (current.projectDialog) {
    window.history.replaceState({ ...next, idx: current.idx }, "", projectPath(project));
  } else {
    window.history.pushState(next, "", projectPath(project));
  }
  return { slug: project.slug };
}

/** Opening pushes the project's URL; Back (or any close) returns to the grid's entry. */
export function useProjectDialog<P extends { slug: string }>(projects: P[]) {
  const [opening, setOpening] = useState<Opening | null>(null);
  const open = projects.find((project) => project.slug === opening?.slug) ?? null;
  // A close goes Back, which the browser finishes later. A card opened before then is opened
  // once it has, so the late Back neither closes the new dialog nor loses the visitor's tap.
  const backPending = useRef(false);
  const waiting = useRef<P | null>(null);

  useEffect(() => {
    const onPop = () => {
      backPending.current = false;
      const next = waiting.current;
      waiting.current = null;
      if (next) {
        setOpening(enterDialog(next));
      } else {
        const slug = entry().projectDialog;
        setOpening(slug ? { slug } : null);
      }
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  function openProject(project: P, event: MouseEvent<HTMLAnchorElement>) {
    if (isModified(event)) return;
    event.preventDefault();
    if (backPending.current) waiting.current = project;
    else setOpening(enterDialog(project));
  }

  function onClosed() {
    setOpening(null);
    if (entry().projectDialog) {
      backPending.current = true;
      window.history.back();
    }
  }

  return { open, opening, openProject, onClosed };
}
