import { createRequestHandler } from "@react-router/express";
import express, { type Express } from "express";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { brochureFileName } from "../app/lib/brochures.ts";

/** Maps each prerendered page's canonical path ("/about") to its HTML file. */
export function prerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string, urlPath: string) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (entry === "assets") continue;
      if (statSync(file).isDirectory()) walk(file, `${urlPath}/${entry}`);
      else if (entry === "index.html") pages.set(urlPath || "/", file);
    }
  };
  walk(clientDir, "");
  return pages;
}

export interface AppOptions {
  build: ServerBuild;
  clientDir: string;
}

/**
 * The site's HTTP app: prerendered pages at their canonical paths (no
 * redirect to a trailing slash), hashed assets with a year's cache, the other
 * static files, then React Router for actions and anything not prerendered.
 */
export function createApp({ build, clientDir }: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  const pages = prerenderedPages(clientDir);

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.type("text").send("ok");
  });

  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
    }),
  );

  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path.length > 1 && req.path.endsWith("/")) {
      const canonical = req.path.replace(/\/+$/, "");
      if (pages.has(canonical)) {
        const query = req.originalUrl.slice(req.path.length);
        return res.redirect(301, canonical + query);
      }
    }
    // A query string (?service=…, ?category=…) can change what the page
    // shows, so such requests are rendered on request instead.
    const file = req.originalUrl.includes("?") ? undefined : pages.get(req.path);
    if (!file) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.type("html");
    return res.sendFile(file);
  });

  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      maxAge: "1h",
      setHeaders(res, file) {
        // Prerendered loader data for client-side navigation.
        if (file.endsWith(".data")) res.setHeader("Content-Type", "text/x-script");
        if (file.endsWith(".pdf")) {
          res.setHeader("Content-Type", "application/pdf");
          // The brochures made at build time download under a descriptive name.
          if (path.basename(path.dirname(file)) === "brochures") {
            const name = brochureFileName(path.basename(file, ".pdf"));
            res.setHeader("Content-Disposition", `attachment; filename="${name}"`);
          }
        }
      },
    }),
  );

  app.all("/{*splat}", createRequestHandler({ build }));
  return app;
}

export function assertBuilt(buildDir: string): void {
  if (!existsSync(path.join(buildDir, "server", "index.js"))) {
    throw new Error(`No build found in ${buildDir}. Run "npm run build" first.`);
  }
}
