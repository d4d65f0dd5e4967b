import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { contentFiles } from "./app/content/files-integration.ts";
import { chatSearchPlugin } from "./app/features/chat/search-plugin.ts";

// DECISIONS.md 11: Astro renders the pages, React every component; only islands load a script.
export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  outDir: process.env.BUILD_DIR ?? "build",
  site: process.env.SITE_URL,
  trailingSlash: "never",
  build: { format: "directory", assets: "assets" },
  adapter: node({ mode: "middleware" }),
  // The host checks every post's origin (server/app.ts, the one place that does).
  security: { checkOrigin: false },
  integrations: [
    react(),
    // The content's own photos and logos, on the site's origin (decision 017).
    contentFiles(),
    {
      name: "deccan:first-use",
      hooks: {
        "astro:config:setup": ({ addClientDirective }) => {
          addClientDirective({ name: "first-use", entrypoint: "./app/lib/first-use-directive.ts" });
        },
      },
    },
  ],
  vite: {
    plugins: [tailwindcss(), chatSearchPlugin()],
    resolve: { tsconfigPaths: true },
    ssr: { noExternal: ["lucide"] },
  },
});
