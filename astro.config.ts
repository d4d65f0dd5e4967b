import node from "@astrojs/node";
import react from "@astrojs/react";
import keystatic from "@keystatic/astro";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { contentFiles } from "./app/content/files-integration.ts";
import { chatSearchPlugin } from "./app/features/chat/search-plugin.ts";
import { EDITOR_BODY_LIMIT_BYTES } from "./app/lib/constants.ts";

// DECISIONS.md 11: Astro renders the pages, React every component; only islands load a script.
export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  outDir: process.env.BUILD_DIR ?? "build",
  site: process.env.SITE_URL,
  trailingSlash: "never",
  build: { format: "directory", assets: "assets" },
  // The largest body any route reads: the editor's save, photos in base64 JSON. The host refuses
  // a declared length past each route's own limit before the body is sent (server/app.ts).
  adapter: node({ mode: "middleware", bodySizeLimit: EDITOR_BODY_LIMIT_BYTES }),
  // The host checks every post's origin (server/app.ts, the one place that does).
  security: { checkOrigin: false },
  // No page keeps server-side state between requests: without this, the Node adapter would turn
  // on sessions stored in files by itself.
  session: false,
  integrations: [
    react(),
    // The editor at /keystatic and its API (docs/decisions/016-editor.md); app/middleware.ts
    // decides whether they answer.
    keystatic(),
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
    // A page's own script (/unsubscribe's pending label) is a file of its own, never inlined into the
    // HTML: the pages' inline scripts are only the layout's keeper and Astro's island bootstrap
    // (scripts/check-build-output.ts), and a file is cached across pages.
    build: { assetsInlineLimit: (file: string) => (file.endsWith(".js") ? false : undefined) },
    plugins: [tailwindcss(), chatSearchPlugin()],
    resolve: { tsconfigPaths: true },
    ssr: { noExternal: ["lucide"] },
  },
});
