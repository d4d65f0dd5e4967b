import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { chatSearchPlugin } from "./app/features/chat/search-plugin.ts";

// DECISIONS.md 11: Astro renders the pages, React every component; only islands load a script.
export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  outDir: process.env.ASTRO_OUT_DIR ?? "build-astro",
  site: process.env.SITE_URL,
  trailingSlash: "never",
  build: { format: "directory", assets: "assets" },
  adapter: node({ mode: "middleware" }),
  integrations: [react()],
  vite: {
    plugins: [tailwindcss(), chatSearchPlugin()],
    resolve: { tsconfigPaths: true },
    ssr: { noExternal: ["lucide"] },
  },
});
