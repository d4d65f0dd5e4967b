// Only the build manifest is stubbed (no Vite build needed); its document entry answers with
// the loader and action data as JSON instead of HTML, and reports errors as the site's does.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { type AppServices, createLoadContext } from "../app/.server/context.ts";
import { formPosts, handleError } from "../app/entry.server.tsx";
import { type AppOptions, createApp } from "./app.ts";
import { answerOutsideTheApp } from "./observe.ts";

export type TestRoutes = Record<string, { path: string; module: object }>;

export function stubBuild(assetsDir: string, routes: TestRoutes): ServerBuild {
  return {
    entry: {
      module: {
        createLoadContext,
        handleError,
        formPosts,
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
  base: string;
  stop(): Promise<void>;
}

export async function startTestHost(
  routes: TestRoutes,
  options: { services?: AppServices } & Partial<Omit<AppOptions, "build" | "clientDir">> = {},
): Promise<TestHost> {
  const { services, ...appOptions } = options;
  const clientDir = mkdtempSync(path.join(tmpdir(), "deccan-client-"));
  const app = createApp({
    build: stubBuild(clientDir, routes),
    clientDir,
    services,
    trustProxy: "loopback",
    allowedOrigins: ["http://site.test"],
    ...appOptions,
  });
  const server = app.listen(0, "127.0.0.1");
  answerOutsideTheApp(server, { log: services?.log, metrics: appOptions.metrics });
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
