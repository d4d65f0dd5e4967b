import type { APIRoute } from "astro";
import { companyEntry, listOf } from "~/content/entries";
import { allPagePaths } from "~/lib/lookups";
import { absoluteUrl } from "~/lib/site";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const GET: APIRoute = async () => {
  const [company, categories, services, projects] = await Promise.all([
    companyEntry(),
    listOf("categories"),
    listOf("services"),
    listOf("projects"),
  ]);
  const urls = allPagePaths({ categories, services, projects })
    .map((path) => `  <url><loc>${escapeXml(absoluteUrl(company, path))}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
