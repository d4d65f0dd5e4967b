import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { readdirSync } from "node:fs";

// STYLE.md's layers: each entry names what a folder must not import.
const outOfApp = (...dirs) => dirs.flatMap((dir) => [`~/${dir}`, `~/${dir}/**`]);
// A relative path out of the folder into one of these ("../features/x", "../../content").
const relative = (...dirs) => [{ regex: `^(\\.\\./)+(${dirs.join("|")})(/|$)` }];
const testSupport = {
  group: ["**/tests/**", "vitest", "@testing-library/*"],
  message: "Test support lives under tests/ and in *.test.* files, never in the app.",
};
const layer = (files, forbidden, message, more = []) => ({
  files,
  ignores: ["**/*.test.{ts,tsx}"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          ...forbidden
            .filter((entry) => typeof entry !== "string")
            .map((entry) => ({ ...entry, message })),
          ...(forbidden.some((entry) => typeof entry === "string")
            ? [{ group: forbidden.filter((entry) => typeof entry === "string"), message }]
            : []),
          ...more,
          testSupport,
        ],
      },
    ],
  },
});
const features = readdirSync(new URL("./app/features", import.meta.url));
const layers = [
  layer(
    ["app/lib/**"],
    [
      ...outOfApp("components", "features", "routes", ".server"),
      ...relative("components", "features", "routes", ".server"),
    ],
    "lib/ sits with content/ under everything else: it never imports components, features, routes or .server (STYLE.md).",
    [
      {
        group: ["react", "react-dom"],
        allowTypeImports: true,
        message: "lib/ is pure helpers, without React (STYLE.md).",
      },
    ],
  ),
  layer(
    ["app/content/**"],
    [
      ...outOfApp("components", "features", "routes", ".server"),
      ...relative("components", "features", "routes", ".server"),
      "react",
      "react-dom",
    ],
    "content/ is data: it imports only content/ and lib/ (STYLE.md).",
  ),
  layer(
    ["app/components/ui/**"],
    [
      ...outOfApp("content", "components/layout", "features", "routes", ".server"),
      ...relative("content", "layout", "features", "routes", ".server"),
    ],
    "components/ui/ imports only lib/ and ui/ (STYLE.md).",
  ),
  layer(
    ["app/components/layout/**"],
    [...outOfApp("features", "routes", ".server"), ...relative("features", "routes", ".server")],
    "components/layout/ imports ui/, content/ and lib/ only (STYLE.md).",
  ),
  ...features.map((feature) =>
    layer(
      [`app/features/${feature}/**`],
      [
        ...outOfApp("routes", ".server"),
        ...features
          .filter((other) => other !== feature)
          .flatMap((other) => outOfApp(`features/${other}`)),
        ...relative(...features.filter((other) => other !== feature)),
      ],
      "A feature imports content/, lib/ and components/, never another feature, a route or .server (STYLE.md).",
    ),
  ),
  layer(
    ["app/.server/**"],
    [...outOfApp("routes", "components"), ...relative("routes", "components")],
    ".server/ is imported by routes; it never imports them or UI components.",
  ),
  layer(["app/routes/**", "app/*.{ts,tsx}"], [], ""),
];

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
      ".react-router/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs["recommended-latest"],
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  ...layers,
);
