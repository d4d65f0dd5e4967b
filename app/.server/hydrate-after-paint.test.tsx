import {
  Links,
  Meta,
  Outlet,
  RouterContextProvider,
  Scripts,
  type ServerBuild,
  createRequestHandler,
} from "react-router";
import type { ReactNode } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import handleRequest from "~/entry.server";
import { cspNonceContext } from "./context";
import { deferHydration, hydrationModules } from "./hydrate-after-paint";

// The rewrite depends on the shape of React Router's <Scripts>, so it is tested on what React
// Router really renders: a page of a two-route app through React Router's own request handler
// and this site's entry.server. An upgrade that changes that shape fails these tests.
const asset = (name: string) => `/assets/${name}.js`;
const manifestRoute = (id: string, more: object) => ({
  id,
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  hasDefaultExport: true,
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
  module: asset(id),
  imports: [asset("framework")],
  css: [],
  ...more,
});

const build = {
  entry: { module: { default: handleRequest } },
  routes: {
    root: {
      id: "root",
      path: "",
      module: {
        Layout: ({ children }: { children: ReactNode }) => (
          <html lang="en-IN">
            <head>
              <Meta />
              <Links />
            </head>
            <body>
              {children}
              <Scripts />
            </body>
          </html>
        ),
        default: () => <Outlet />,
      },
    },
    about: {
      id: "about",
      parentId: "root",
      path: "about",
      module: { default: () => <main>About us</main>, loader: () => ({ text: "About us" }) },
    },
  },
  assets: {
    entry: { module: asset("entry.client"), imports: [asset("framework")] },
    routes: {
      root: manifestRoute("root", { path: "" }),
      about: manifestRoute("about", { parentId: "root", path: "about", hasLoader: true }),
    },
    url: asset("manifest"),
    version: "1",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

let PAGE = "";

beforeAll(async () => {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, "n0nce");
  const response = await createRequestHandler(build, "production")(
    new Request("http://localhost/about"),
    context,
  );
  PAGE = await response.text();
});

const bootScript = (html: string) =>
  /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("deferHydration", () => {
  let page = "";
  let script = "";
  beforeAll(() => {
    page = deferHydration(PAGE);
    script = bootScript(page);
  });

  it("finds React Router's page as it expects it: preloads, then the boot script", () => {
    expect(PAGE).toContain('<link rel="modulepreload" href="/assets/entry.client.js"');
    expect(PAGE).toContain("window.__reactRouterRouteModules");
    expect(page).toContain("deferredHydrationModules");
  });

  it("takes the module preloads out, leaving the content and React Router's other scripts", () => {
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain("<main>About us</main>");
    expect(page).toContain('<script nonce="n0nce">window.__reactRouterContext = ');
    expect(page).toContain("streamController.enqueue(");
  });

  it("keeps the boot script's attributes, so its nonce still matches the policy", () => {
    expect(page).toContain('<script nonce="n0nce" type="module" async="">');
  });

  it("fetches nothing until the parsed page has been painted", () => {
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script).toContain('document.addEventListener("DOMContentLoaded", afterFirstPaint');
    expect(script).toContain('list.getEntriesByName("first-contentful-paint")');
    expect(script).toContain('painted.observe({ type: "paint", buffered: true });');
    // Before then the script only defines functions and waits.
    const beforeHydrate = script.slice(0, script.indexOf("const hydrate"));
    expect(beforeHydrate).not.toContain("import(");
  });

  it("then preloads every module, loads the route modules, sets React Router's globals and starts the entry last", () => {
    expect(script).toContain(
      'const deferredHydrationModules = ["/assets/entry.client.js","/assets/framework.js","/assets/root.js","/assets/about.js"];',
    );
    const order = [
      'link.rel = "modulepreload"',
      'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/about.js")]);',
      "window.__reactRouterManifest =",
      'window.__reactRouterRouteModules = {"root":route0,"about":route1};',
      'await import("/assets/entry.client.js");',
    ].map((part) => script.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("is valid JavaScript", () => {
    // A module body: compile it as an async function's body (import() is allowed there).
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
      body: string,
    ) => unknown;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it("changes nothing twice, nor a page without React Router's boot script", () => {
    expect(deferHydration(page)).toBe(page);
    const plain = "<!DOCTYPE html><html><body><p>Hi</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });
});

describe("hydrationModules", () => {
  it("finds the same modules in a page before and after the change", () => {
    const modules = [
      "/assets/entry.client.js",
      "/assets/framework.js",
      "/assets/root.js",
      "/assets/about.js",
    ];
    expect(hydrationModules(PAGE).sort()).toEqual([...modules].sort());
    expect(hydrationModules(deferHydration(PAGE)).sort()).toEqual([...modules].sort());
  });
});
