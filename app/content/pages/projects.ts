import type { PageCopy } from "../schemas";

/** The heading of /projects. */
export const projectsCopy: PageCopy["projects"] = {
  title: "Our Projects",
  intro:
    "Real projects, real sites: browse our work by category and open any project to see its scope, value, duration and key features.",
};
