import { useEffect, useState } from "react";
import { normalizePath } from "~/lib/paths";
import { type ProjectFilter, filterFromParam, filterSearch } from "./filter";

const filterInUrl = () =>
  filterFromParam(new URLSearchParams(window.location.search).get("category"));

/**
 * The portfolio's filter, kept in the page's URL (`?category=`) as the chips' links keep it
 * without script: a choice changes it in place and adds a history entry, and Back and Forward
 * bring the filter of their entry back. `path` is the page's path ("/projects", "/").
 */
export function useUrlFilter(path: string, initial: ProjectFilter) {
  const [filter, setFilter] = useState(initial);

  useEffect(() => {
    const follow = () => {
      // An entry at another address (a project's dialog) is not this page's: its filter stays.
      if (normalizePath(window.location.pathname) !== path) return;
      setFilter(filterInUrl());
    };
    // The page's HTML may have been made for another filter than its URL's (a static page).
    follow();
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, [path]);

  function choose(next: ProjectFilter) {
    setFilter(next);
    const url = `${path}${filterSearch(next)}`;
    const here = `${window.location.pathname}${window.location.search}`;
    // The entry's state as it is (React Router keys its scroll positions on it), so Back and
    // Forward between filters leave the page where it is.
    if (url === here) window.history.replaceState(window.history.state, "", url);
    else window.history.pushState(window.history.state, "", url);
  }

  return [filter, choose] as const;
}
