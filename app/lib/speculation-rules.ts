/**
 * Speculation Rules: the browser fetches a page of the site as a pointer rests on its link or a
 * tap starts (`moderate`), so without a client router the next page is there at once. Never the
 * editor, the API, unsubscribe links or brochures. Written into every page by the layout as a
 * `<script type="speculationrules">` (data, not JavaScript; hashed in the page's CSP like its
 * inline scripts): in a header it cost each page load a request of its own, which Lighthouse's
 * model of a phone's connection put before the first view's photo (service page LCP 1.05 s
 * without it, 1.2 s with it; docs/decisions/023-astro-islands.md).
 */
export const SPECULATION_RULES = {
  prefetch: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/keystatic*" } },
          { not: { href_matches: "/api/*" } },
          { not: { href_matches: "/unsubscribe*" } },
          { not: { href_matches: "/brochures/*" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;

/** The rules as the page carries them. */
export const SPECULATION_RULES_JSON = JSON.stringify(SPECULATION_RULES);

/** The `type` of the script element that holds them. */
export const SPECULATION_RULES_TYPE = "speculationrules";
