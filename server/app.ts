import { type GetLoadContextFunction, createRequestHandler } from "@react-router/express";
import express, { type Express } from "express";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { brochureFileName } from "../app/lib/brochures.ts";
import { isCrossSite } from "../app/.server/request-guard.ts";
import { FORM_BODY_LIMIT_BYTES } from "../app/lib/constants.ts";

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
  /** The database, rate limits and client address handed to actions. */
  getLoadContext?: GetLoadContextFunction;
  /** /healthz answers 200 only when this says the database takes writes. */
  healthCheck?: () => boolean | Promise<boolean>;
  /** Express's "trust proxy": whose X-Forwarded-For to believe. */
  trustProxy?: boolean | number | string;
  /** Request bodies above this many bytes are refused with 413. */
  bodyLimitBytes?: number;
  /** Origins besides the request's own that may post (the public SITE_URL). */
  allowedOrigins?: readonly string[];
}

/**
 * The site's HTTP app: prerendered pages at their canonical paths (no
 * redirect to a trailing slash), hashed assets with a year's cache, the other
 * static files, then React Router for actions and anything not prerendered.
 */
export function createApp({
  build,
  clientDir,
  getLoadContext,
  healthCheck,
  trustProxy,
  bodyLimitBytes = FORM_BODY_LIMIT_BYTES,
  allowedOrigins = [],
}: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  if (trustProxy !== undefined) app.set("trust proxy", trustProxy);
  const pages = prerenderedPages(clientDir);

  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const healthy = healthCheck ? await Promise.resolve(healthCheck()).catch(() => false) : true;
    res
      .status(healthy ? 200 : 503)
      .type("text")
      .send(healthy ? "ok" : "database not writable");
  });

  // Posts from other sites are refused (403), and so is a declared body above
  // the limit (413), before anything reads the body. The form actions check
  // the same again, and enforce the limit while reading bodies of unknown size.
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const wantsJson = /\bapplication\/json\b/.test(req.get("Accept") ?? "");
    const refuse = (status: number, error: string, text: string) => {
      res.setHeader("Connection", "close");
      res.setHeader("Cache-Control", "no-store");
      res.status(status);
      return wantsJson ? res.json({ ok: false, error }) : res.type("text").send(text);
    };
    const host = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host") : undefined;
    const own = [req.get("host"), host?.split(",")[0]?.trim()]
      .filter((name): name is string => Boolean(name))
      .map((name) => `${req.protocol}://${name}`);
    if (
      isCrossSite(req.get("Origin") ?? null, req.get("Sec-Fetch-Site") ?? null, [
        ...own,
        ...allowedOrigins,
      ])
    ) {
      return refuse(403, "forbidden", "Cross-site form posts are not accepted");
    }
    if (Number(req.get("Content-Length") ?? 0) > bodyLimitBytes) {
      return refuse(413, "too-large", "Request body too large");
    }
    return next();
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

  app.all("/{*splat}", createRequestHandler({ build, getLoadContext }));
  return app;
}

export function assertBuilt(buildDir: string): void {
  if (!existsSync(path.join(buildDir, "server", "index.js"))) {
    throw new Error(`No build found in ${buildDir}. Run "npm run build" first.`);
  }
}
