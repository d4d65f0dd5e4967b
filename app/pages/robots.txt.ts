import type { APIRoute } from "astro";
import { companyEntry } from "~/content/entries";
import { EDITOR_API_PATH, EDITOR_PATH } from "~/lib/editor-paths";
import { absoluteUrl } from "~/lib/site";

export const GET: APIRoute = async () => {
  const company = await companyEntry();
  const body = [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${EDITOR_PATH}`,
    `Disallow: ${EDITOR_API_PATH}`,
    "",
    `Sitemap: ${absoluteUrl(company, "/sitemap.xml")}`,
    "",
  ];
  return new Response(body.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
};
