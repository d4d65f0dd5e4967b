/**
 * Hydration after the first paint (docs/decisions/008-hydration-after-first-paint.md).
 *
 * React Router's <Scripts> puts a <link rel="modulepreload"> in the head for
 * every module of the page and an inline module script that imports the route
 * modules statically, so the browser fetches all of the page's JavaScript
 * (about 110 KB gzip, React included) while it is still fetching the HTML's
 * stylesheet and before it has painted anything. Every page is complete HTML
 * that works without JavaScript, so none of that is needed for the first paint.
 *
 * deferHydration rewrites a rendered page so that the same modules are fetched
 * only once the document is parsed and its first contentful paint has
 * happened: the preload links move into the inline script, which adds them,
 * imports the route modules and then the client entry, exactly as before, a
 * moment later. Anything it does not recognise is left as it was.
 */

import { HYDRATION_PAINT_WAIT_MS } from "../lib/constants.ts";

const PRELOAD_LINK = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
// The inline module script of <Scripts>: the one that sets the route modules.
const BOOT_SCRIPT =
  /(<script\b[^>]*\btype="module"[^>]*>)((?:(?!<\/script>)[\s\S])*?window\.__reactRouterRouteModules(?:(?!<\/script>)[\s\S])*?)<\/script>/;
const STATIC_IMPORT = /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"\n]+");?/gm;
const ENTRY_IMPORT = /import\(("[^"\n]+")\);?\s*$/;

/** Marks a page whose hydration waits for its first paint (and finds its module list). */
const MODULES_VARIABLE = "deferredHydrationModules";

/** The rewritten boot script: the original statements, run after the first paint. */
function bootScript(preloads: string[], body: string): string | undefined {
  const entry = ENTRY_IMPORT.exec(body);
  if (!entry) return undefined;
  const imports: { name: string | undefined; specifier: string }[] = [];
  const statements = body
    .slice(0, entry.index)
    .replace(STATIC_IMPORT, (_statement, name: string | undefined, specifier: string) => {
      imports.push({ name, specifier });
      return "";
    })
    .replace(/^[\s;]+/, "");
  const bindings = imports.map(({ name }, index) => name ?? `_unused${index}`).join(", ");
  const loads = imports.map(({ specifier }) => `import(${specifier})`).join(", ");
  return `const ${MODULES_VARIABLE} = ${JSON.stringify(preloads)};
const hydrate = async () => {
  for (const href of ${MODULES_VARIABLE}) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  const [${bindings}] = await Promise.all([${loads}]);
${statements.trimEnd()}
  await import(${entry[1]});
};
// Once the parsed page has been painted: after the first contentful paint (as
// the browser reports it) and then the next two frames, which paint whatever
// the parser had not reached at first paint; at once in a tab nobody sees;
// after ${HYDRATION_PAINT_WAIT_MS} ms at most.
const afterFirstPaint = () => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    hydrate();
  };
  if (document.visibilityState === "hidden") return start();
  setTimeout(start, ${HYDRATION_PAINT_WAIT_MS});
  const afterNextFrames = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return afterNextFrames();
  const painted = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    painted.disconnect();
    afterNextFrames();
  });
  painted.observe({ type: "paint", buffered: true });
};
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterFirstPaint, { once: true });
else afterFirstPaint();
`;
}

/** The page with its hydration moved after the first paint; unchanged when it has no boot script. */
export function deferHydration(html: string): string {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot || boot[2]!.includes(MODULES_VARIABLE)) return html;
  const preloads = [...html.matchAll(PRELOAD_LINK)]
    .map((link) => HREF.exec(link[0])?.[1])
    .filter((href): href is string => href !== undefined);
  const script = bootScript(preloads, boot[2]!);
  if (!script) return html;
  const start = boot.index;
  const end = start + boot[0].length;
  const rewritten = `${html.slice(0, start)}${boot[1]}${script}</script>${html.slice(end)}`;
  return rewritten.replace(PRELOAD_LINK, "");
}

/**
 * The JavaScript a page loads to hydrate, as URLs: its modulepreload links and
 * the modules its inline scripts import, in either form of the page.
 */
export function hydrationModules(html: string): string[] {
  const urls = new Set<string>();
  for (const link of html.matchAll(PRELOAD_LINK)) {
    const href = HREF.exec(link[0])?.[1];
    if (href) urls.add(href);
  }
  const listed = new RegExp(`${MODULES_VARIABLE} = (\\[[^\\]]*\\])`).exec(html);
  if (listed) for (const url of JSON.parse(listed[1]!) as string[]) urls.add(url);
  for (const script of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const imported of script[1]!.matchAll(/(?:\bimport\s*\(?\s*|\bfrom\s+)"([^"]+\.js)"/g)) {
      urls.add(imported[1]!);
    }
  }
  return [...urls];
}
