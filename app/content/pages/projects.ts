import type { PageCopy } from "../schemas";

/** The heading of /projects, and of its project grid (read by screen readers). */
export const projectsCopy: PageCopy["projects"] = {
  title: "Our Projects",
  intro:
    "Real projects for real clients: browse our work by category and open any project to see its scope, value, duration and key features. Photos are representative of the work, not taken at these sites.",
  listTitle: "Project portfolio",
};
