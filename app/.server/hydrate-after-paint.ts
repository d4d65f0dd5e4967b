// Why and how: docs/decisions/008-hydration-after-first-paint.md.

import { HYDRATION_PAINT_WAIT_MS } from "../lib/constants.ts";

const PRELOAD_LINK = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const BOOT_SCRIPT =
  /(<script\b[^>]*\btype="module"[^>]*>)((?:(?!<\/script>)[\s\S])*?window\.__reactRouterRouteModules(?:(?!<\/script>)[\s\S])*?)<\/script>/;
const STATIC_IMPORT = /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"\n]+");?/gm;
const ENTRY_IMPORT = /import\(("[^"\n]+")\);?\s*$/;

const MODULES_VARIABLE = "deferredHydrationModules";

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
