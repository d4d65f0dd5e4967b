import compression from "compression";
import express, { type Express, type Request, type RequestHandler, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppServices } from "../app/.server/context.ts";
import type { SiteMetrics } from "../app/.server/metrics.ts";
import { brochureFileName } from "../app/lib/brochures.ts";
import {
  EDITOR_BODY_LIMIT_BYTES,
  FORM_BODY_DISCARD_LIMIT_BYTES,
  FORM_BODY_LIMIT_BYTES,
  HSTS_MAX_AGE_DEFAULT,
} from "../app/lib/constants.ts";
import { EDITOR_UPDATE_PATH, isEditorPath } from "../app/lib/editor-paths.ts";
import {
  ALLOWED_METHODS,
  answerErrors,
  observeRequests,
  requireBearer,
  serveMetrics,
} from "./observe.ts";
import {
  CSP_HEADERS_FILE,
  ON_REQUEST_POLICY,
  contentSecurityPolicy,
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

function loadPolicies(clientDir: string): Record<string, string> {
  const file = path.join(clientDir, "..", "server", CSP_HEADERS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : {};
}

export function loadPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const files = prerenderedPages(clientDir);
  const policies = loadPolicies(clientDir);
  const pages = new Map<string, PrerenderedPage>();
  for (const [urlPath, file] of files) {
    const csp = policies[urlPath];
    if (!csp) throw new Error(`${CSP_HEADERS_FILE} has no policy for ${urlPath}: build again.`);
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

/** What the host needs of the build: Astro's Node adapter in middleware mode (build/server/entry.mjs). */
export interface SiteBuild {
  handler: (
    req: IncomingMessage,
    res: ServerResponse,
    next?: (error?: unknown) => void,
    locals?: App.Locals,
  ) => Promise<void>;
}

/** Where the pages rendered on request live in the build (app/pages/rendered/). */
const ON_REQUEST_PREFIX = "/rendered";
/** The prerendered pages whose form posts to the page itself (its twin answers the post). */
const POSTED_PAGES = new Set(["/contact", "/chat"]);

export interface AppOptions {
  build: SiteBuild;
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
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  if (trustProxy !== undefined) app.set("trust proxy", trustProxy);
  const pages = loadPrerenderedPages(clientDir);
  const onRequestPolicy = loadPolicies(clientDir)[ON_REQUEST_POLICY] ?? contentSecurityPolicy([]);
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
    const query = req.originalUrl.slice(req.path.length);
    // One address a page: its file's name, or a trailing slash, leads there (or is not found).
    const spelled = /^(.*?)\/+(index\.html)?$/.exec(req.path);
    if (req.path.length > 1 && spelled) {
      const canonical = spelled[1] || "/";
      if (pages.has(canonical)) return res.redirect(301, canonical + query);
    }
    // A query string can change what the page shows, so such requests are rendered instead.
    const page = query.includes("?") ? undefined : pages.get(req.path);
    if (!page) return next();
    return sendPage(req, res, page);
  });

  // Files, never a page's HTML: a page is only ever served with its own headers (above), and a
  // page file's other spellings (its compressed copies) are not found.
  const PAGE_FILE = /\.html(\.br|\.gz)?$/;
  const files = expressStaticGzip(clientDir, {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      maxAge: "1h",
      setHeaders(res, file) {
        if (file.endsWith(".pdf")) {
          res.setHeader("Content-Type", "application/pdf");
          if (path.basename(path.dirname(file)) === "brochures") {
            const name = brochureFileName(path.basename(file, ".pdf"));
            res.setHeader("Content-Disposition", `attachment; filename="${name}"`);
          }
        }
      },
    },
  });
  app.use(
    readsOnly((req, res, next) => (PAGE_FILE.test(req.path) ? next() : files(req, res, next))),
  );

  app.use(compression());
  // Everything else is Astro's (app/pages): the pages rendered on request, the editor, and the
  // not-found page. A page that is prerendered but asked for with a query string, or posted to,
  // is rendered by its twin under ON_REQUEST_PREFIX, which is never an address of its own.
  const render: RequestHandler = (req, res, next) => {
    const forEditor = isEditorPath(req.path) && (editor.github || editor.localWrites);
    res.setHeader(
      "Content-Security-Policy",
      forEditor ? contentSecurityPolicy([], { editor }) : onRequestPolicy,
    );
    if (!forEditor) res.setHeader("Cache-Control", "no-cache");
    const publicPath = req.path;
    const locals: App.Locals = { services, client: { ip: req.ip }, publicPath };
    const notFound = () => {
      req.url = "/404";
      build.handler(req, res, next, locals).catch(next);
    };
    if (publicPath === ON_REQUEST_PREFIX || publicPath.startsWith(`${ON_REQUEST_PREFIX}/`)) {
      return notFound();
    }
    if (req.method === "POST" && pages.has(publicPath) && !POSTED_PAGES.has(publicPath)) {
      res.setHeader("Allow", "GET, HEAD");
      return res.status(405).type("text").send("Method Not Allowed\n");
    }
    const twin = pages.has(publicPath);
    const query = req.originalUrl.slice(req.path.length);
    const asked = req.url;
    if (twin) req.url = `${ON_REQUEST_PREFIX}${publicPath === "/" ? "" : publicPath}${query}`;
    build
      .handler(
        req,
        res,
        () => {
          // No page of that name: a dynamic page's twin (an unknown id), else not found.
          if (!twin && !asked.startsWith(ON_REQUEST_PREFIX)) {
            req.url = `${ON_REQUEST_PREFIX}${asked}`;
            return build.handler(req, res, notFound, locals).catch(next);
          }
          return notFound();
        },
        locals,
      )
      .catch(next);
  };
  app.all("/{*splat}", render);
  app.use(answerErrors(services?.log));
  return app;
}

function readsOnly(handler: RequestHandler): RequestHandler {
  return (req, res, next) =>
    req.method === "GET" || req.method === "HEAD" ? handler(req, res, next) : next();
}

export function assertBuilt(buildDir: string): void {
  const needed = ["entry.mjs", CSP_HEADERS_FILE].map((file) => path.join(buildDir, "server", file));
  if (!needed.every((file) => existsSync(file))) {
    throw new Error(`No build found in ${buildDir}. Run "npm run build" first.`);
  }
}
