import { mkdir, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { loadContent } from "./load.ts";
import { contentOutputs, planContentFiles } from "./photos.ts";

/*
 * The content's own files on the site's origin (DECISIONS.md section 7, decision 017): each
 * uploaded photo's responsive files and each client's logo, under the names data.ts gives the
 * pages (app/content/photos.ts). The build writes them into its client folder once the pages are
 * built, where the host serves /assets/ with long-lived, immutable caching; the dev server makes
 * each when it is asked for.
 */

const TYPES: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".gif": "image/gif",
};

/** The content's files by name, from the content as it is now. */
async function outputsNow(): Promise<Map<string, () => Promise<Buffer>>> {
  return contentOutputs(await planContentFiles(loadContent()));
}

/**
 * A dev server's handler for /assets/…: a content file by its name, made when it is asked for;
 * the content is read again when a name is not known (an edit since, in the editor).
 */
export function serveContentFiles() {
  let outputs: Promise<Map<string, () => Promise<Buffer>>> | undefined;
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    const name = decodeURIComponent(new URL(request.url ?? "/", "http://dev").pathname).slice(1);
    const known = (outputs ??= outputsNow());
    void known
      .then(async (made) => {
        if (made.has(name)) return made.get(name);
        outputs = outputsNow();
        return (await outputs).get(name);
      })
      .then(async (make) => {
        if (!make) return next();
        const body = await make();
        response.setHeader("Content-Type", TYPES[extname(name)] ?? "application/octet-stream");
        response.end(body);
      })
      .catch((error: unknown) => {
        outputs = undefined;
        next(error);
      });
  };
}

export function contentFiles(): AstroIntegration {
  return {
    name: "deccan:content-files",
    hooks: {
      "astro:server:setup": ({ server }) => {
        const serve = serveContentFiles();
        server.middlewares.use((request, response, next) => {
          if (!request.url?.startsWith("/assets/")) return next();
          serve(request, response, next);
        });
      },
      "astro:build:done": async ({ dir, logger }) => {
        const started = performance.now();
        const outputs = await outputsNow();
        // One at a time: sharp spreads each encoding over the cores itself.
        for (const [name, make] of outputs) {
          const file = join(fileURLToPath(dir), name);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, await make());
        }
        logger.info(
          `${outputs.size} content files (photos and logos) in ${Math.round(performance.now() - started)} ms`,
        );
      },
    },
  };
}
