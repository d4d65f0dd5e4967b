import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Plugin, defineConfig } from "vite";
import { contentPlugin } from "./app/content/vite-plugin.ts";
import { chatSearchPlugin } from "./app/features/chat/search-plugin.ts";

/**
 * The modules the root route (the layout every page shares) imports
 * statically, recorded once the client's module graph is complete and read by
 * the "layout" chunk group below.
 */
const layoutModules = new Set<string>();
const LUCIDE = /[\\/]node_modules[\\/]lucide[\\/]/;

function recordLayoutModules(): Plugin {
  return {
    name: "deccan:record-layout-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      layoutModules.clear();
      const root = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx(\?|$)/.test(id));
      const queue = root ? [root] : [];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        const info = this.getModuleInfo(id);
        // A module that is also imported on demand is meant to load later: leave it out.
        if (layoutModules.has(id) || (info?.dynamicImporters.length ?? 0) > 0) continue;
        // Lucide's index imports all its icons, so the layout would take every icon any page
        // draws: the icons go where Rolldown puts them, the layout's own in the layout chunk.
        if (LUCIDE.test(id)) continue;
        layoutModules.add(id);
        queue.push(...(info?.importedIds ?? []));
      }
    },
  };
}

/**
 * The modules the site's pages can load, the editor's aside (Keystatic's interface, loaded on
 * /keystatic only): recorded once the client's module graph is complete, so that the framework
 * chunk every page loads takes nothing only the editor needs (Keystatic imports `cookie`).
 */
const pageModules = new Set<string>();

function recordPageModules(): Plugin {
  const EDITOR = /[\\/]app[\\/]features[\\/]editor[\\/]/;
  return {
    name: "deccan:record-page-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      pageModules.clear();
      const ids = [...this.getModuleIds()];
      const queue = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (pageModules.has(id) || EDITOR.test(id)) continue;
        pageModules.add(id);
        const info = this.getModuleInfo(id);
        queue.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
      }
    },
  };
}

/**
 * With no preload lists (`modulePreload: false` below), Vite's preload helper only calls the
 * import it wraps; this stands in for it, sparing every page its 0.7 KB gzip of unused preloading.
 * Vite has no option that leaves the helper out (vitejs/vite#18551), and the helper's module id
 * is Vite's own: scripts/check-build-output.ts (checks c) fails when a Vite upgrade makes this
 * miss, or hands the helper files to preload that this would drop. Figures both ways in
 * docs/decisions/021-late-javascript.md.
 */
function plainDynamicImports(): Plugin {
  const helper = "\0vite/preload-helper.js";
  return {
    name: "deccan:plain-dynamic-imports",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    load(id) {
      if (id === helper) return "export const __vitePreload = (load) => load();";
    },
  };
}

/**
 * Two edits to the editor's dependencies, in the build and in the dev server's pre-bundled copy;
 * each fails the build loudly if an upgrade moves what it edits:
 * - Keystatic's interface links Google Fonts' stylesheet for Inter: the editor keeps to the
 *   system fonts and asks no other site for anything (its pages' CSP, font-src 'self', would
 *   refuse the request anyway).
 * - urql's persisted-queries exchange names `require` for Node's crypto (unused in browsers),
 *   which would add a `require` shim to the runtime chunk that every page loads.
 */
const EDITOR_PATCHES = [
  {
    file: /[\\/]@keystatic[\\/]core[\\/]dist[\\/]keystatic-core-ui\.js$/,
    find: /\/\*#__PURE__\*\/jsx\("link", \{\s*href: "https:\/\/fonts\.googleapis\.com\/[^"]*",\s*rel: "stylesheet"\s*\}\)/,
    replace: "null",
    gone: "fonts.googleapis.com",
  },
  {
    file: /[\\/]@urql[\\/]exchange-persisted[\\/]dist[\\/]urql-exchange-persisted\.mjs$/,
    find: /(new Function\("require", 'return require\("crypto"\)'\))\(require\)/,
    replace: "$1(undefined)",
    gone: "(require)",
  },
];

function editorPatches(): Plugin {
  return {
    name: "deccan:editor-patches",
    transform(code, id) {
      const patch = EDITOR_PATCHES.find(({ file }) => file.test(id.split("?")[0]!));
      if (!patch) return undefined;
      const changed = code.replace(patch.find, patch.replace);
      if (changed.includes(patch.gone)) {
        throw new Error(`${id} has changed: update EDITOR_PATCHES in vite.config.ts`);
      }
      return { code: changed, map: null };
    },
  };
}

/**
 * The editor's own copies of the few site modules its configuration imports (content limits,
 * category ids, icon names): shared with the pages, they would become chunks of their own that
 * pages then load.
 */
function editorOwnCopies(): Plugin {
  const CONFIG = /[\\/]keystatic\.config\.ts$/;
  return {
    name: "deccan:editor-own-copies",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (!importer || !CONFIG.test(importer) || !source.startsWith("./app/")) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? `${resolved.id}?editor` : undefined;
    },
  };
}

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  // SITE_URL (the public origin used for canonical URLs, the sitemap and
  // JSON-LD) is read at build time, when the pages are prerendered.
  envPrefix: ["VITE_", "SITE_URL"],
  plugins: [
    contentPlugin(),
    chatSearchPlugin(),
    tailwindcss(),
    reactRouter(),
    recordLayoutModules(),
    recordPageModules(),
    plainDynamicImports(),
    editorPatches(),
    editorOwnCopies(),
  ],
  optimizeDeps: {
    // The dev server finds every page's and the editor's dependencies when it starts, instead of
    // one page at a time, reloading the page each time (which lost an editor's unsaved form).
    entries: ["app/root.tsx", "app/routes/**/*.{ts,tsx}", "app/features/editor/**/*.tsx"],
    rolldownOptions: { plugins: [editorPatches()] },
  },
  resolve: {
    tsconfigPaths: true,
  },
  // Bundled on the server too, which then keeps only the icons the pages use (from `lucide`'s
  // CommonJS build, Node would load all of them).
  ssr: { noExternal: ["lucide"] },
  environments: {
    client: {
      build: {
        // Every part loaded on demand finds the modules it needs already loaded with the
        // page (or loads its few own); Vite's preload lists would only add bytes to each page.
        modulePreload: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // React, React DOM and React Router in one long-cached chunk,
              // which is also the framework baseline of the size budgets.
              groups: [
                {
                  name: "framework",
                  test: (id) =>
                    FRAMEWORK.test(id) && (pageModules.size === 0 || pageModules.has(id)),
                  priority: 2,
                },
                {
                  // Everything the layout needs, which every page loads anyway, in one
                  // chunk rather than a dozen small ones that each pay gzip's overhead.
                  name: "layout",
                  test: (id) => layoutModules.has(id) && !/[\\/]app[\\/]root\.tsx/.test(id),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
