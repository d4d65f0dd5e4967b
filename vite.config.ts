import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { type Plugin, defineConfig } from "vite";
import { contentPlugin } from "./app/content/vite-plugin.ts";

/**
 * The modules the root route (the layout every page shares) imports
 * statically, recorded once the client's module graph is complete and read by
 * the "layout" chunk group below.
 */
const layoutModules = new Set<string>();

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
        layoutModules.add(id);
        queue.push(...(info?.importedIds ?? []));
      }
    },
  };
}

/**
 * With no preload lists (`modulePreload: false` below), Vite's preload helper only calls the
 * import it wraps; this stands in for it, sparing every page its 0.8 KB of unused preloading.
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

export default defineConfig({
  // SITE_URL (the public origin used for canonical URLs, the sitemap and
  // JSON-LD) is read at build time, when the pages are prerendered.
  envPrefix: ["VITE_", "SITE_URL"],
  plugins: [contentPlugin(), tailwindcss(), reactRouter(), recordLayoutModules(), plainDynamicImports()],
  resolve: {
    tsconfigPaths: true,
    alias: [
      {
        // Lucide's icon modules keep their SVG data but draw it with our small
        // renderer instead of Lucide's (see app/components/ui/lucide-icon.tsx).
        find: /^\.\.\/createLucideIcon\.mjs$/,
        replacement: fileURLToPath(new URL("app/components/ui/lucide-icon.tsx", import.meta.url)),
      },
    ],
  },
  // Bundled on the server too, so both sides render icons with the same code.
  ssr: { noExternal: ["lucide-react"] },
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
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
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
