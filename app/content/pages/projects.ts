import type { PageCopy } from "../schemas";

/** The heading of /projects, and of its project grid (read by screen readers). */
export const projectsCopy: PageCopy["projects"] = {
  title: "Our Projects",
  intro:
    "Real projects, real sites: browse our work by category and open any project to see its scope, value, duration and key features.",
  listTitle: "Project portfolio",
};
