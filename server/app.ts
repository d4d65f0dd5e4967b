import { type GetLoadContextFunction, createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { cspNonceContext } from "../app/.server/context.ts";
import { isCrossSite } from "../app/.server/request-guard.ts";
import { brochureFileName } from "../app/lib/brochures.ts";
import { FORM_BODY_LIMIT_BYTES, HSTS_MAX_AGE_DEFAULT } from "../app/lib/constants.ts";
import {
  contentSecurityPolicy,
  createNonce,
  inlineScriptHashes,
  securityHeaders,
} from "./security.ts";

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

type Encoding = "br" | "gzip" | "identity";

interface Variant {
  body: Buffer;
  etag: string;
}

/** A prerendered page as served: its encodings, held in memory, and its policy. */
export interface PrerenderedPage {
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  csp: string;
}

function variant(body: Buffer, encoding: Encoding): Variant {
  const digest = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  return { body, etag: `"${digest}${encoding === "identity" ? "" : `-${encoding}`}"` };
}

/**
 * Reads every prerendered page with its Brotli and gzip copies (written by
 * scripts/postbuild.ts) and works out its Content-Security-Policy from the
 * hashes of its inline scripts.
 */
export function loadPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  for (const [urlPath, file] of prerenderedPages(clientDir)) {
    const html = readFileSync(file);
    const variants: PrerenderedPage["variants"] = { identity: variant(html, "identity") };
    if (existsSync(`${file}.br`)) variants.br = variant(readFileSync(`${file}.br`), "br");
    if (existsSync(`${file}.gz`)) variants.gzip = variant(readFileSync(`${file}.gz`), "gzip");
    pages.set(urlPath, {
      variants,
      csp: contentSecurityPolicy(inlineScriptHashes(html.toString("utf8"))),
    });
  }
  return pages;
}

function sendPage(req: Request, res: Response, page: PrerenderedPage) {
  const offered = (["br", "gzip"] as const).filter((encoding) => page.variants[encoding]);
  const chosen = req.acceptsEncodings([...offered, "identity"]);
  const encoding: Encoding = chosen === "br" || chosen === "gzip" ? chosen : "identity";
  const { body, etag } = page.variants[encoding] ?? page.variants.identity;
  res.setHeader("Content-Security-Policy", page.csp);
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", etag);
  res.type("html");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  if (req.fresh) return res.status(304).end();
  res.setHeader("Content-Length", body.length);
  return req.method === "HEAD" ? res.end() : res.end(body);
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
  /** Strict-Transport-Security max-age; 0 when the site is not served over HTTPS. */
  hstsMaxAge?: number;
}

/**
 * The site's HTTP app: security headers on everything; prerendered pages from
 * memory at their canonical paths (no redirect to a trailing slash) with an
 * ETag and a hash-based CSP; hashed assets with a year's cache; Brotli or gzip
 * copies made at build time; then React Router, with a per-response CSP nonce
 * and compression, for actions and anything not prerendered.
 */
export function createApp({
  build,
  clientDir,
  getLoadContext,
  healthCheck,
  trustProxy,
  bodyLimitBytes = FORM_BODY_LIMIT_BYTES,
  allowedOrigins = [],
  hstsMaxAge = HSTS_MAX_AGE_DEFAULT,
}: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  // ETags of prerendered pages are set below; React Router's own responses need none.
  app.set("etag", false);
  if (trustProxy !== undefined) app.set("trust proxy", trustProxy);
  const pages = loadPrerenderedPages(clientDir);
  app.use(securityHeaders({ hstsMaxAge }));

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

  // Hashed file names: a new build has new names, so browsers keep these a year.
  app.use(
    "/assets",
    expressStaticGzip(path.join(clientDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false, redirect: false },
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
    const page = req.originalUrl.includes("?") ? undefined : pages.get(req.path);
    if (!page) return next();
    return sendPage(req, res, page);
  });

  app.use(
    expressStaticGzip(clientDir, {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: {
        index: false,
        redirect: false,
        maxAge: "1h",
        setHeaders(res, file) {
          // Prerendered loader data for client-side navigation.
          if (/\.data(\.br|\.gz)?$/.test(file)) res.setHeader("Content-Type", "text/x-script");
          if (file.endsWith(".pdf")) {
            res.setHeader("Content-Type", "application/pdf");
            // The brochures made at build time download under a descriptive name.
            if (path.basename(path.dirname(file)) === "brochures") {
              const name = brochureFileName(path.basename(file, ".pdf"));
              res.setHeader("Content-Disposition", `attachment; filename="${name}"`);
            }
          }
        },
      },
    }),
  );

  // Pages rendered on request: their inline scripts carry this response's nonce.
  app.use(compression());
  app.use((_req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`]));
    next();
  });
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      getLoadContext: async (req, res) => {
        const context = (await getLoadContext?.(req, res)) ?? new RouterContextProvider();
        context.set(cspNonceContext, String(res.locals.cspNonce));
        return context;
      },
    }),
  );
  return app;
}

export function assertBuilt(buildDir: string): void {
  if (!existsSync(path.join(buildDir, "server", "index.js"))) {
    throw new Error(`No build found in ${buildDir}. Run "npm run build" first.`);
  }
}
