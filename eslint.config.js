import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { readdirSync } from "node:fs";
import path from "node:path";

const root = import.meta.dirname;
const features = readdirSync(path.join(root, "app/features"));
const filesIn = (folder, pattern) =>
  readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => `${folder}/${entry.name}`);

// Test code: it may import anything it tests, and nothing else imports it.
const TESTS = ["tests/**", "**/*.test.{ts,tsx}", "**/*.spec.ts", "server/test-host.ts"];

// The folders the layer rule knows, as paths (a folder or a file) or globs from the root.
const AREAS = {
  lib: ["app/lib"],
  content: ["app/content"],
  ui: ["app/components/ui"],
  layout: ["app/components/layout"],
  ...Object.fromEntries(features.map((feature) => [feature, [`app/features/${feature}`]])),
  ".server": ["app/.server"],
  views: ["app/views"],
  pages: ["app/pages", "app/layouts"], // ESLint reads their .ts files (endpoints); .astro, tsc
  server: ["server"],
  scripts: ["scripts"],
  tests: TESTS.map((entry) => entry.replace(/\/\*\*$/, "")),
};
// Files inside a refused folder that a layer may still name in mayImport.
const FILES = {
  // A form's zod schema and its messages, shared by the form and its action (Epic Stack).
  "form schemas": features.flatMap((feature) =>
    filesIn(`app/features/${feature}`, new RegExp(`^${feature}-(schema|messages)\\.ts$`)),
  ),
};
const APP = ["lib", "content", "ui", "layout", ...features, ".server", "views", "pages"];

// STYLE.md's layers, bottom to top: lib/ and content/ -> components/ui -> components/layout
// -> features -> views (the React page bodies) -> pages and layouts (Astro); .server/ serves
// pages, server/ and scripts/; tests may import anything. Each row says what a layer may import besides itself. Everything else
// in AREAS is refused, whether the path is relative ("../../.server/x") or aliased
// ("~/.server/x"): the rule resolves the file first (one it cannot resolve, tsc refuses).
const LAYERS = [
  {
    layer: "lib",
    mayImport: ["content"],
    message:
      "lib/ sits with content/ under everything else: it imports only lib/ and content/ (STYLE.md).",
  },
  {
    layer: "content",
    mayImport: ["lib"],
    message: "content/ is data: it imports only content/ and lib/ (STYLE.md).",
  },
  {
    layer: "ui",
    mayImport: ["lib"],
    message: "components/ui/ imports only lib/ and ui/ (STYLE.md).",
  },
  {
    layer: "layout",
    mayImport: ["ui", "content", "lib"],
    message: "components/layout/ imports ui/, content/ and lib/ only (STYLE.md).",
  },
  ...features.map((feature) => ({
    layer: feature,
    mayImport: ["ui", "layout", "content", "lib"],
    message:
      "A feature imports content/, lib/ and components/, never another feature, a view, a page or .server (STYLE.md).",
  })),
  {
    layer: ".server",
    mayImport: ["lib", "content", "form schemas"],
    message:
      ".server/ is server-only code for pages, server/ and scripts/; it imports lib/, content/ and a form's schema and messages, never pages, views, components or a feature's UI (STYLE.md).",
  },
  {
    // .server/ for its types only: the no-restricted-imports rule below refuses its values.
    layer: "views",
    mayImport: ["ui", "layout", ...features, "content", "lib", ".server"],
    message:
      "views/ (React page bodies) import components/, features/, content/ and lib/, never pages, server/, scripts/ or tests/ (STYLE.md).",
  },
  {
    layer: "pages",
    mayImport: APP,
    message:
      "Pages, endpoints and layouts import the app, never server/, scripts/ or tests/ (STYLE.md).",
  },
  {
    layer: "server",
    mayImport: [".server", "lib"],
    message:
      "server/ is the Node host: it imports app/.server/, app/lib/ and the build, never pages, views, components, features, scripts/ or tests/ (STYLE.md).",
  },
  {
    layer: "scripts",
    mayImport: [...APP, "server"],
    message:
      "scripts/ (the bench too) imports the app code it needs, never tests/: what both need lives outside tests/ (STYLE.md).",
  },
];

const isGlob = (entry) => entry.includes("*");
const inside = (file, folder) => file.startsWith(`${folder}/`);
const absolute = (entry) => path.join(root, entry);
// A layer's refused folders make one zone; globs another (the rule takes no mix); a folder
// with files the layer may still import (a form's schema for .server/) a zone of its own.
const zones = LAYERS.flatMap(({ layer, mayImport, message }) => {
  const allowed = mayImport.flatMap((name) => AREAS[name] ?? FILES[name]);
  const refused = Object.entries(AREAS)
    .filter(([name]) => name !== layer && !mayImport.includes(name))
    .flatMap(([, from]) => from)
    .filter((from, _, all) => !all.some((other) => inside(from, other)));
  const zone = (from, except = []) => ({
    target: AREAS[layer].map(absolute),
    from: from.map(absolute),
    except,
    message,
  });
  const withExceptions = refused.filter((from) => allowed.some((file) => inside(file, from)));
  return [
    ...withExceptions.map((from) =>
      zone(
        [from],
        allowed.filter((file) => inside(file, from)).map((file) => path.relative(from, file)),
      ),
    ),
    zone(refused.filter((from) => !isGlob(from) && !withExceptions.includes(from))),
    zone(refused.filter(isGlob)),
  ].filter(({ from }) => from.length > 0);
});

// Production code (app/, server/) imports only "dependencies"; tests, scripts and config
// may use devDependencies too. Type-only imports are not checked. The files below run in
// `npm run build` only, never on the server, so they may use devDependencies as well.
const PRODUCTION = ["app/**", "server/**"];
const BUILD_ONLY = [
  "app/vite-env.d.ts",
  "app/content/photos.ts", // the photos it encodes (sharp)
  "app/features/chat/search-plugin.ts",
  "app/features/brochure/**", // the PDF brochures, rendered by scripts/build-brochures.ts
];

// Issue 35: what Astro renders (pages, the layout, views, components, features, lib/) reads
// the content collections (~/content/entries, astro:content) or takes the content as props;
// ~/content/data is the content for plain Node code only: the host, scripts, tests, the chat's
// index plugin, the brochures and the chat's evaluation sets (docs/decisions/015).
const NO_DATA_MODULE = {
  regex: "(^|/)content/data(\\.ts)?$",
  message:
    "Astro renders this: it reads the content collections (~/content/entries) or takes the content as props; ~/content/data is for plain Node code (docs/decisions/015-content-as-files.md).",
};
// Files under app/features/ that run under plain Node only, never in a page.
const NODE_ONLY_FEATURES = [
  "app/features/brochure/**",
  "app/features/chat/eval/**",
  "app/features/chat/chat-content.ts",
];

const NO_ROUTER = {
  name: "react-router",
  message: "Components link with <a href> and take the page's path as a prop (DECISIONS.md 11).",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "data/",
      "reports/",
      "coverage/",
      "test-results/",
      "playwright-report/",
      ".astro/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs["recommended-latest"],
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".node"],
          tsconfig: { configFile: path.join(root, "tsconfig.json") },
        }),
      ],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "import-x/no-extraneous-dependencies": "error",
    },
  },
  {
    files: PRODUCTION,
    ignores: [...TESTS, ...BUILD_ONLY],
    rules: {
      "import-x/no-extraneous-dependencies": ["error", { devDependencies: false }],
    },
  },
  {
    ignores: TESTS,
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones }] },
  },
  {
    files: ["app/lib/**"],
    ignores: TESTS,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react-dom"],
              allowTypeImports: true,
              message: "lib/ is pure helpers, without React (STYLE.md).",
            },
            NO_DATA_MODULE,
          ],
        },
      ],
    },
  },
  {
    // DECISIONS.md 11: these render as static HTML or islands under any page framework, so
    // they take what they show as props and link with plain <a href>.
    files: ["app/components/**", "app/features/**"],
    ignores: [...TESTS, ...NODE_ONLY_FEATURES, "app/features/portfolio/**"],
    rules: {
      "no-restricted-imports": ["error", { paths: [NO_ROUTER], patterns: [NO_DATA_MODULE] }],
    },
  },
  {
    // The pages' endpoints (the sitemap, robots.txt) and the middleware run in Astro too.
    files: ["app/pages/**", "app/layouts/**", "app/middleware.ts"],
    ignores: TESTS,
    rules: { "no-restricted-imports": ["error", { patterns: [NO_DATA_MODULE] }] },
  },
  {
    // A view is rendered into a page at build time; a page reads what needs the server and
    // passes it in, so a view names .server/ only for a type.
    files: ["app/views/**"],
    ignores: TESTS,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [NO_ROUTER],
          patterns: [
            NO_DATA_MODULE,
            {
              regex: "(^|/)\\.server(/|$)",
              allowTypeImports: true,
              message:
                "A view imports only types from .server/: its page passes in what the server knows (STYLE.md).",
            },
          ],
        },
      ],
    },
  },
  {
    // The portfolio is an island: what it shows comes in as props, written into the page.
    files: ["app/features/portfolio/**"],
    ignores: TESTS,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              message:
                "The portfolio keeps its filter in the URL itself (history.pushState, popstate).",
            },
          ],
          // An island: its content comes in as props (plain data), never from a content module.
          patterns: [NO_DATA_MODULE],
        },
      ],
    },
  },
  {
    files: ["app/content/**"],
    ignores: TESTS,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react-dom"],
              message: "content/ is data: it imports only content/ and lib/ (STYLE.md).",
            },
          ],
        },
      ],
    },
  },
);
