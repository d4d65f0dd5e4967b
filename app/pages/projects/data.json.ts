import type { APIRoute } from "astro";
import { listOf } from "~/content/entries";
import { portfolioData } from "~/features/portfolio/portfolio-data";

/** Every project, whole: what the portfolio's dialog shows, loaded when the island starts. */
export const GET: APIRoute = async () =>
  new Response(portfolioData(await listOf("projects")), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
