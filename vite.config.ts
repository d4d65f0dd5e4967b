import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // SITE_URL (the public origin used for canonical URLs, the sitemap and
  // JSON-LD) is read at build time, when the pages are prerendered.
  envPrefix: ["VITE_", "SITE_URL"],
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // React, React DOM and React Router in one long-cached chunk,
              // which is also the framework baseline of the size budgets.
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
