/**
 * The real host for HTTP tests (never imported by the site): createApp with
 * React Router's request handler running real route modules, listening on a
 * free loopback port. Only the build manifest is made by hand (no Vite build
 * needed); its document entry answers with the status and the routes' loader
 * and action data as JSON instead of HTML.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { type AppServices, createLoadContext } from "../app/.server/context.ts";
import { type AppOptions, createApp } from "./app.ts";

/** A route of the stub build: its URL path and its real module. */
export type TestRoutes = Record<string, { path: string; module: object }>;

export function stubBuild(assetsDir: string, routes: TestRoutes): ServerBuild {
  return {
    entry: {
      module: {
        default: (
          _request: Request,
          status: number,
          headers: Headers,
          context: { staticHandlerContext?: { actionData?: unknown; loaderData?: unknown } },
        ) =>
          Response.json(
            {
              loaderData: context.staticHandlerContext?.loaderData ?? null,
              actionData: context.staticHandlerContext?.actionData ?? null,
            },
            { status, headers },
          ),
      },
    },
    routes: {
      root: { id: "root", path: "", module: {} },
      ...Object.fromEntries(
        Object.entries(routes).map(([id, route]) => [id, { id, parentId: "root", ...route }]),
      ),
    },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/m.js", version: "t" },
    publicPath: "/",
    assetsBuildDirectory: assetsDir,
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

export interface TestHost {
  /** http://127.0.0.1:<port> */
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts the host on an empty client folder with these routes, the site's
 * settings for tests (trust a proxy on loopback, http://site.test allowed to
 * post) and anything in `options` on top.
 */
export async function startTestHost(
  routes: TestRoutes,
  options: { services?: AppServices } & Partial<Omit<AppOptions, "build" | "clientDir">> = {},
): Promise<TestHost> {
  const { services, ...appOptions } = options;
  const clientDir = mkdtempSync(path.join(tmpdir(), "deccan-client-"));
  const app = createApp({
    build: stubBuild(clientDir, routes),
    clientDir,
    getLoadContext: services ? (req) => createLoadContext(services, { ip: req.ip }) : undefined,
    trustProxy: "loopback",
    allowedOrigins: ["http://site.test"],
    ...appOptions,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
