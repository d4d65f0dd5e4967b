import { describe, expect, it } from "vitest";
import { deferHydration, hydrationModules } from "./hydrate-after-paint";

// The shape React Router 8's <Scripts> renders (trimmed), as on a page rendered on request.
const PAGE = `<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>
<title>About</title>
<link rel="modulepreload" href="/assets/entry.client-A.js"/>
<link rel="modulepreload" href="/assets/framework-B.js"/>
<link rel="modulepreload" href="/assets/root-C.js"/>
<link rel="modulepreload" href="/assets/about-D.js"/>
<link rel="stylesheet" href="/assets/app-E.css"/>
</head><body><main><h1>About us</h1></main>
<script nonce="n0nce">window.__reactRouterContext = {"ssr":true};</script>
<script type="module" async="" nonce="n0nce">;
import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/about-D.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-A.js");</script>
<script nonce="n0nce">$RC("B:0","S:0")</script></body></html>`;

const bootScript = (html: string) =>
  /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("deferHydration", () => {
  const page = deferHydration(PAGE);
  const script = bootScript(page);

  it("takes the module preloads out of the head, leaving the stylesheet and the content", () => {
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain('<link rel="stylesheet" href="/assets/app-E.css"/>');
    expect(page).toContain("<main><h1>About us</h1></main>");
    expect(page).toContain('<script nonce="n0nce">$RC("B:0","S:0")</script>');
  });

  it("keeps the boot script's attributes, so its nonce still matches the policy", () => {
    expect(page).toContain('<script type="module" async="" nonce="n0nce">');
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
      'const deferredHydrationModules = ["/assets/entry.client-A.js","/assets/framework-B.js","/assets/root-C.js","/assets/about-D.js"];',
    );
    const order = [
      'link.rel = "modulepreload"',
      'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/about-D.js")]);',
      "window.__reactRouterManifest =",
      'window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};',
      'await import("/assets/entry.client-A.js");',
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
      "/assets/entry.client-A.js",
      "/assets/framework-B.js",
      "/assets/root-C.js",
      "/assets/about-D.js",
    ];
    expect(hydrationModules(PAGE).sort()).toEqual([...modules].sort());
    expect(hydrationModules(deferHydration(PAGE)).sort()).toEqual([...modules].sort());
  });
});
