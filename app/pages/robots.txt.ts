import type { APIRoute } from "astro";
import { EDITOR_API_PATH, EDITOR_PATH } from "~/lib/editor-paths";
import { absoluteUrl } from "~/lib/site";

export const GET: APIRoute = () => {
  const body = [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${EDITOR_PATH}`,
    `Disallow: ${EDITOR_API_PATH}`,
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ];
  return new Response(body.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
};
