import express, {
  type ErrorRequestHandler,
  type Express,
  type Request,
  type RequestHandler,
} from "express";
import { createHash, timingSafeEqual } from "node:crypto";
import { type IncomingMessage, STATUS_CODES, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Registry } from "prom-client";
import { type Logger, describeError } from "../app/.server/log.ts";
import type { RouteKind, SiteMetrics } from "../app/.server/metrics.ts";
import { ACCESS_LOG_PATH_MAX_CHARS } from "../app/lib/constants.ts";

// Labels name a kind of route, never a path, so that a crawler cannot grow the series.
export function routeKind(method: string, pathname: string): RouteKind {
  if (pathname === "/healthz") return "health";
  if (pathname === "/metrics") return "metrics";
  if (method === "POST") return "form";
  if (method !== "GET" && method !== "HEAD") return "other";
  if (pathname.startsWith("/api/")) {
    return "api";
  }
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  if (pathname.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(last)) return "asset";
  return "page";
}

function pathOf(req: Request): string {
  const url = req.originalUrl;
  const query = url.indexOf("?");
  // A mistyped link can carry an address in its path; the log never holds one.
  return (query === -1 ? url : url.slice(0, query))
    .slice(0, ACCESS_LOG_PATH_MAX_CHARS)
    .replace(/[^/]*(@|%40)[^/]*/gi, "<address>");
}

// A response closed before it was finished is counted as nginx does, 499.
const CLIENT_CLOSED = 499;

/** The access log line and the request metrics: never the query, headers, body or address. */
export function observeRequests(options: { log?: Logger; metrics?: SiteMetrics }): RequestHandler {
  const { log, metrics } = options;
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const path = pathOf(req);
    const kind = routeKind(req.method, path);
    res.once("close", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = res.writableFinished ? res.statusCode : CLIENT_CLOSED;
      metrics?.requestFinished({ kind, status, seconds });
      log?.info("request", {
        method: req.method,
        path,
        status,
        duration_ms: Math.round(seconds * 10_000) / 10,
        kind,
      });
    });
    next();
  };
}

function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function requireBearer(token: string): RequestHandler {
  return (req, res, next) => {
    const given = /^Bearer +(\S+) *$/i.exec(req.get("Authorization") ?? "")?.[1] ?? "";
    if (sameToken(given, token) && given !== "") return next();
    res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
    res.setHeader("Cache-Control", "no-store");
    return res.status(401).type("text").send("Unauthorized\n");
  };
}

export function serveMetrics(registry: Registry): RequestHandler {
  return async (_req, res) => {
    const body = await registry.metrics();
    res.setHeader("Cache-Control", "no-store");
    res.type(registry.contentType).send(body);
  };
}

/** The listener of METRICS_PORT: /metrics and nothing else. */
export function createMetricsApp(registry: Registry): Express {
  const app = express();
  app.disable("x-powered-by");
  app.get("/metrics", serveMetrics(registry));
  app.use((_req, res) => res.status(404).type("text").send("Not Found\n"));
  app.use(answerErrors());
  return app;
}

// Express's own handler would print the stack, and send it outside production.
export function answerErrors(log?: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    const given = (error as { status?: unknown; statusCode?: unknown } | null) ?? {};
    const code = Number(given.status ?? given.statusCode);
    const status = Number.isInteger(code) && code >= 400 && code <= 599 ? code : 500;
    if (status >= 500) log?.error("request failed", { status, error: describeError(error) });
    if (res.headersSent) return res.destroy();
    res.setHeader("Cache-Control", "no-store");
    return res
      .status(status)
      .type("text")
      .send(`${STATUS_CODES[status] ?? "Error"}\n`);
  };
}

/** The methods the site answers; any other gets 405 with these in `Allow`. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

function rawAnswer(status: number, headers: Record<string, string> = {}): string {
  const lines = Object.entries({ ...headers, "Content-Length": "0", Connection: "close" });
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.map(([name, value]) => `${name}: ${value}`).join("\r\n")}\r\n\r\n`;
}

/**
 * What Node answers before a request reaches the app. A CONNECT (a proxy tunnel) gets 405, not a
 * closed connection; a method Node does not know ("FOO") gets 501 Not Implemented; a malformed
 * request gets 400, too large headers 431, a stalled one 408, as Node itself would answer.
 * Each is one access line, without the target. "Expect: 100-continue" is left to the app.
 */
export function answerOutsideTheApp(
  server: Server,
  options: { log?: Logger; metrics?: SiteMetrics },
) {
  const { log, metrics } = options;
  const record = (method: string, status: number) => {
    metrics?.requestFinished({ kind: "other", status, seconds: 0 });
    log?.info("request", { method, path: null, status, duration_ms: 0, kind: "other" });
  };
  // Node would send "100 Continue" at once; the app sends it once a post passes its checks.
  server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => {
    server.emit("request", req, res);
  });
  server.on("connect", (req: IncomingMessage, socket: Duplex) => {
    record("CONNECT", 405);
    socket.on("error", () => socket.destroy());
    socket.end(rawAnswer(405, { Allow: ALLOWED_METHODS.join(", ") }));
  });
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      error.code === "HPE_INVALID_METHOD"
        ? 501
        : error.code === "HPE_HEADER_OVERFLOW"
          ? 431
          : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
            ? 408
            : 400;
    record("?", status);
    socket.end(rawAnswer(status));
  });
}
