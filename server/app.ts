import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type Request, type RequestHandler, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { AppServices, BuildEntryExports } from "../app/.server/context.ts";
import type { SiteMetrics } from "../app/.server/metrics.ts";
import type { FormPost } from "../app/.server/form-body.ts";
import { brochureFileName } from "../app/lib/brochures.ts";
import {
  EDITOR_BODY_LIMIT_BYTES,
  FORM_BODY_DISCARD_LIMIT_BYTES,
  FORM_BODY_LIMIT_BYTES,
  HSTS_MAX_AGE_DEFAULT,
} from "../app/lib/constants.ts";
import { EDITOR_UPDATE_PATH, isEditorPath } from "../app/lib/editor-paths.ts";
import { formPosts } from "./form-posts.ts";
import {
  ALLOWED_METHODS,
  answerErrors,
  observeRequests,
  requireBearer,
  serveMetrics,
} from "./observe.ts";
import {
  CSP_HEADERS_FILE,
  contentSecurityPolicy,
  createNonce,
  isCrossSite,
  securityHeaders,
} from "./security.ts";

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

export interface PrerenderedPage {
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  csp: string;
}

function variant(body: Buffer, encoding: Encoding): Variant {
  const digest = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  return { body, etag: `"${digest}${encoding === "identity" ? "" : `-${encoding}`}"` };
}

export function loadPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const files = prerenderedPages(clientDir);
  const policiesFile = path.join(clientDir, "..", "server", CSP_HEADERS_FILE);
  const policies =
    files.size > 0
      ? (JSON.parse(readFileSync(policiesFile, "utf8")) as Record<string, string>)
      : {};
  const pages = new Map<string, PrerenderedPage>();
  for (const [urlPath, file] of files) {
    const csp = policies[urlPath];
    if (!csp) throw new Error(`${policiesFile} has no policy for ${urlPath}: build again.`);
    const html = readFileSync(file);
    const variants: PrerenderedPage["variants"] = { identity: variant(html, "identity") };
    if (existsSync(`${file}.br`)) variants.br = variant(readFileSync(`${file}.br`), "br");
    if (existsSync(`${file}.gz`)) variants.gzip = variant(readFileSync(`${file}.gz`), "gzip");
    pages.set(urlPath, { variants, csp });
  }
  return pages;
}

function sendPage(req: Request, res: Response, page: PrerenderedPage) {
  // The smallest file the client takes. Negotiation alone would follow the header's order, and
  // browsers list gzip before br ("gzip, deflate, br, zstd"): br is 20% smaller on a page.
  const encoding: Encoding =
    (["br", "gzip"] as const).find(
      (candidate) => page.variants[candidate] && req.acceptsEncodings([candidate]) === candidate,
    ) ?? "identity";
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
  services?: AppServices;
  healthCheck?: () => boolean | Promise<boolean>;
  trustProxy?: boolean | number | string;
  bodyLimitBytes?: number;
  allowedOrigins?: readonly string[];
  hstsMaxAge?: number;
  metrics?: SiteMetrics;
  /** Serves /metrics on this app to requests bearing it; without it /metrics is a page like any other. */
  metricsToken?: string;
  /**
   * The editor (/keystatic): `github` when it saves through GitHub (its pages' policy lets it
   * reach GitHub), `localWrites` when it may save to this machine's files (never in production),
   * which lets its save carry photos past the forms' body limit.
   */
  editor?: { github: boolean; localWrites: boolean };
}

export function createApp({
  build,
  clientDir,
  services,
  healthCheck,
  trustProxy,
  bodyLimitBytes = FORM_BODY_LIMIT_BYTES,
  allowedOrigins = [],
  hstsMaxAge = HSTS_MAX_AGE_DEFAULT,
  metrics,
  metricsToken,
  editor = { github: false, localWrites: false },
}: AppOptions): Express {
  const entry = build.entry.module as unknown as BuildEntryExports & {
    formPosts?: readonly FormPost[];
  };
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  if (trustProxy !== undefined) app.set("trust proxy", trustProxy);
  const pages = loadPrerenderedPages(clientDir);
  app.use(observeRequests({ log: services?.log, metrics }));
  app.use(securityHeaders({ hstsMaxAge }));

  // A plain 405, never a stack trace.
  app.use((req, res, next) => {
    if (ALLOWED_METHODS.includes(req.method)) return next();
    res.setHeader("Allow", ALLOWED_METHODS.join(", "));
    return res.status(405).type("text").send("Method Not Allowed\n");
  });

  if (metrics && metricsToken) {
    app.get("/metrics", requireBearer(metricsToken), serveMetrics(metrics.registry));
  }

  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const healthy = healthCheck ? await Promise.resolve(healthCheck()).catch(() => false) : true;
    res
      .status(healthy ? 200 : 503)
      .type("text")
      .send(healthy ? "ok" : "database not writable");
  });

  // A body without a length is capped while the action reads it (app/.server/form-body.ts).
  // A client that asks "Expect: 100-continue" is told to send its body only once the post has
  // passed these checks (answerOutsideTheApp holds Node's automatic 100 back), so a refused or
  // oversized upload is never sent at all.
  app.use((req, res, next) => {
    const go = () => {
      if (req.headers.expect?.toLowerCase() === "100-continue") res.writeContinue();
      return next();
    };
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return go();
    const refuse = (status: number, text: string) => {
      res.setHeader("Connection", "close");
      res.setHeader("Cache-Control", "no-store");
      return res.status(status).type("text").send(text);
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
      return refuse(403, "Cross-site form posts are not accepted");
    }
    const declared = Number(req.get("Content-Length") ?? 0);
    const limit =
      editor.localWrites && req.path === EDITOR_UPDATE_PATH
        ? EDITOR_BODY_LIMIT_BYTES
        : bodyLimitBytes;
    if (declared > limit) {
      // Node discards a body left unread once the answer is sent, so the client, still sending,
      // gets the 413 rather than a reset; past the discard limit it is not worth the wait.
      if (declared > FORM_BODY_DISCARD_LIMIT_BYTES) res.setHeader("Connection", "close");
      res.setHeader("Cache-Control", "no-store");
      return res.status(413).type("text").send("Request body too large");
    }
    return go();
  });

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
    // A query string can change what the page shows, so such requests are rendered instead.
    const page = req.originalUrl.includes("?") ? undefined : pages.get(req.path);
    if (!page) return next();
    return sendPage(req, res, page);
  });

  // A fetcher's post to "/contact.data" must not pick up the prerendered file's headers.
  app.use(
    readsOnly(
      expressStaticGzip(clientDir, {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        index: false,
        serveStatic: {
          index: false,
          redirect: false,
          maxAge: "1h",
          setHeaders(res, file) {
            if (/\.data(\.br|\.gz)?$/.test(file)) res.setHeader("Content-Type", "text/x-script");
            if (file.endsWith(".pdf")) {
              res.setHeader("Content-Type", "application/pdf");
              if (path.basename(path.dirname(file)) === "brochures") {
                const name = brochureFileName(path.basename(file, ".pdf"));
                res.setHeader("Content-Disposition", `attachment; filename="${name}"`);
              }
            }
          },
        },
      }),
    ),
  );

  app.use(compression());
  app.use((req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    // The editor's routes add noindex and no-store themselves (app/.server/keystatic.ts); where
    // the editor is off (production without GitHub), its addresses are pages like any other.
    const forEditor = isEditorPath(req.path) && (editor.github || editor.localWrites);
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy([`'nonce-${nonce}'`], forEditor ? { editor } : {}),
    );
    next();
  });
  // The forms' scripts get their outcome as JSON here; every other post goes to the route's action.
  if (services && entry.formPosts) app.use(formPosts(entry.formPosts, services));
  app.all(
    "/{*splat}",
    createRequestHandler({
      // So that a post from SITE_URL through a proxy that rewrites Host is not refused.
      build: {
        ...build,
        allowedActionOrigins: allowedOrigins.map((origin) => new URL(origin).host),
      },
      getLoadContext: (req, res) =>
        entry.createLoadContext(services, { ip: req.ip }, String(res.locals.cspNonce)),
    }),
  );
  app.use(answerErrors(services?.log));
  return app;
}

function readsOnly(handler: RequestHandler): RequestHandler {
  return (req, res, next) =>
    req.method === "GET" || req.method === "HEAD" ? handler(req, res, next) : next();
}

export function assertBuilt(buildDir: string): void {
  const needed = ["index.js", CSP_HEADERS_FILE].map((file) => path.join(buildDir, "server", file));
  if (!needed.every((file) => existsSync(file))) {
    throw new Error(`No build found in ${buildDir}. Run "npm run build" first.`);
  }
}
