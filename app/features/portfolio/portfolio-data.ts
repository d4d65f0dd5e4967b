import { createHash } from "node:crypto";
import type { Project } from "~/content/schemas";
import { PORTFOLIO_DATA_PATH } from "~/lib/paths";

/*
 * The portfolio island's data, made where a page is (server side). A page writes an island's
 * props into its HTML, so the island gets only what its cards and filter show; the dialog's
 * whole projects (gallery, features, client, value…) are a file of their own, the static
 * endpoint app/pages/projects/data.json.ts, which the island loads when it starts. That kept
 * /projects' HTML within a new connection's first round trip (decision 023).
 */

/** What a card shows and the filter reads. */
export type ProjectSummary = Pick<
  Project,
  "slug" | "title" | "category" | "location" | "year" | "status" | "image"
>;

export function projectSummary(project: Project): ProjectSummary {
  const { slug, title, category, location, year, status, image } = project;
  return { slug, title, category, location, year, status, image };
}

/** The data file's body: every project, whole, in order. */
export function portfolioData(projects: Project[]): string {
  return JSON.stringify(projects);
}

/**
 * The data file's address, named by what it holds: a browser's copy is never older than the
 * page that asks for it (the file is cached like any other, the page is revalidated).
 */
export function portfolioDataUrl(projects: Project[]): string {
  const version = createHash("sha256").update(portfolioData(projects)).digest("base64url");
  return `${PORTFOLIO_DATA_PATH}?v=${version.slice(0, 10)}`;
}

/** The island's props that come from the projects. */
export function portfolioIsland(projects: Project[]) {
  return { projects: projects.map(projectSummary), dataUrl: portfolioDataUrl(projects) };
}
