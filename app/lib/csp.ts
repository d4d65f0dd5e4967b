import { createHash } from "node:crypto";
import { SPECULATION_RULES_TYPE } from "./speculation-rules.ts";

/*
 * The Content-Security-Policy, the one place it is written, and the hashes of a page's inline
 * scripts and styles (DECISIONS.md 8: no 'unsafe-inline' scripts). The build lists each
 * prerendered page's hashes (scripts/postbuild.ts); the host sends them (server/app.ts); the
 * editor's page, rendered on request, gets its own (app/.server/keystatic.ts).
 */

export const IMAGE_HOST = "https://images.unsplash.com";

/** Where the editor's browser goes when it saves through GitHub (keystatic.config.ts). */
export const GITHUB_ORIGINS = {
  connect: ["https://api.github.com", "https://raw.githubusercontent.com"],
  img: ["https://avatars.githubusercontent.com"],
};

export interface PolicyOptions {
  /**
   * The editor's pages (/keystatic, /api/keystatic), the only ones with a looser policy: its
   * interface writes its styles into <style> elements as it runs (emotion), previews photos
   * from blob: URLs, and talks to GitHub when it saves there. Scripts and fonts stay as strict.
   */
  editor?: { github: boolean };
  /** Hashes of the page's inline `<style>` elements (Astro writes one for its islands). */
  styleSources?: readonly string[];
}

export function contentSecurityPolicy(
  scriptSources: readonly string[],
  { editor, styleSources = [] }: PolicyOptions = {},
): string {
  const github = editor?.github ? GITHUB_ORIGINS : { connect: [], img: [] };
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    editor
      ? "style-src 'self' 'unsafe-inline'"
      : `style-src 'self' ${styleSources.join(" ")}`.trim(),
    // React writes a few style attributes (image aspect ratios).
    "style-src-attr 'unsafe-inline'",
    [`img-src 'self' data:`, ...(editor ? ["blob:"] : []), IMAGE_HOST, ...github.img].join(" "),
    // Web fonts only from this site: the editor's request for Google Fonts is refused too.
    "font-src 'self'",
    ["connect-src 'self'", ...github.connect].join(" "),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/** The inline `<script>` types that script-src governs (beside none at all). */
export const POLICED_SCRIPT_TYPES: readonly string[] = [
  "module",
  "text/javascript",
  SPECULATION_RULES_TYPE,
];

// Prerendered pages cannot carry a per-response nonce, so their policy lists hashes.
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const digest = (body: string) =>
    `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
  const scripts = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    if (/\bsrc=/.test(attributes)) continue;
    // JSON-LD and other data blocks are never executed; speculation rules are held to script-src.
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    if (type && !POLICED_SCRIPT_TYPES.includes(type)) continue;
    scripts.add(digest(match[2]!));
  }
  const styles = new Set<string>();
  for (const match of html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/g)) {
    styles.add(digest(match[2]!));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** The policy of every page rendered on request, in CSP_HEADERS_FILE beside the pages'. */
export const ON_REQUEST_POLICY = "(rendered on request)";

export const CSP_HEADERS_FILE = "csp-headers.json";
