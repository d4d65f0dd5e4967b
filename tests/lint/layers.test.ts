// The layer rule and the declared-dependency rule of eslint.config.js, tried on probe files
// that exist only in memory: each import against STYLE.md's direction must fail the lint in
// both its relative and its "~/" form, and one import per layer that goes the right way must
// pass, so that a rule refusing everything fails here too.
import { ESLint } from "eslint";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const LAYER_RULE = "import-x/no-restricted-paths";
const DEPENDENCY_RULE = "import-x/no-extraneous-dependencies";

// Real files to import: the rule resolves an import before it judges it.
const TARGET = {
  lib: "app/lib/seo.ts",
  content: "app/content/data.ts",
  ui: "app/components/ui/button.tsx",
  layout: "app/components/layout/header.tsx",
  feature: "app/features/chat/engine.ts",
  featureUi: "app/features/contact/contact-form.tsx",
  formSchema: "app/features/contact/contact-schema.ts",
  view: "app/views/home-page.tsx",
  page: "app/pages/sitemap.xml.ts",
  serverOnly: "app/.server/db.ts",
  host: "server/security.ts",
  script: "scripts/leads-csv.ts",
  bench: "scripts/bench/index.ts",
  tests: "tests/test-support.ts",
  testFile: "app/lib/seo.test.ts",
  testHost: "server/test-host.ts",
};

// Probe files, one per layer, in a folder of that layer.
const PROBE = {
  lib: "app/lib/probe.ts",
  content: "app/content/probe.ts",
  ui: "app/components/ui/probe.tsx",
  layout: "app/components/layout/probe.tsx",
  feature: "app/features/contact/probe.tsx",
  serverOnly: "app/.server/probe.ts",
  view: "app/views/probe.tsx",
  page: "app/pages/probe.ts",
  host: "server/probe.ts",
  script: "scripts/probe.ts",
  bench: "scripts/bench/probe.ts",
  tests: "tests/e2e/probe.spec.ts",
};

type Layer = keyof typeof PROBE;
type Target = keyof typeof TARGET;

const FORBIDDEN: [Layer, Target[]][] = [
  [
    "lib",
    [
      "ui",
      "layout",
      "feature",
      "view",
      "page",
      "serverOnly",
      "host",
      "script",
      "tests",
      "testFile",
    ],
  ],
  ["content", ["ui", "layout", "feature", "view", "page", "serverOnly", "host", "script", "tests"]],
  ["ui", ["content", "layout", "feature", "view", "page", "serverOnly", "tests"]],
  ["layout", ["feature", "view", "page", "serverOnly", "tests"]],
  ["feature", ["feature", "view", "page", "serverOnly", "host", "tests", "testFile"]],
  ["serverOnly", ["view", "page", "ui", "layout", "featureUi", "host", "script", "tests"]],
  ["view", ["page", "host", "script", "bench", "tests", "testFile"]],
  ["page", ["host", "script", "bench", "tests", "testFile"]],
  [
    "host",
    [
      "view",
      "page",
      "ui",
      "layout",
      "feature",
      "featureUi",
      "content",
      "script",
      "tests",
      "testHost",
    ],
  ],
  ["script", ["tests", "testFile"]],
  ["bench", ["tests", "testFile"]],
];

const ALLOWED: [Layer, Target][] = [
  ["lib", "content"],
  ["content", "lib"],
  ["ui", "lib"],
  ["layout", "ui"],
  ["feature", "layout"],
  ["serverOnly", "formSchema"],
  ["page", "serverOnly"],
  ["page", "view"],
  ["view", "feature"],
  ["view", "featureUi"],
  ["host", "serverOnly"],
  ["script", "host"],
  ["bench", "serverOnly"],
  ["tests", "bench"],
];

/** The import as written from `probe`: a relative path, and the alias where the target is in app/. */
function specifiers(probe: string, target: string): string[] {
  let relative = path.relative(path.dirname(probe), target);
  if (!relative.startsWith(".")) relative = `./${relative}`;
  if (!target.startsWith("app/")) return [relative];
  return [relative, `~/${target.slice("app/".length).replace(/\.tsx?$/, "")}`];
}

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The first lint loads the config and its plugins: seconds on a busy machine.
  await eslint.lintText("", { filePath: path.join(root, PROBE.lib) });
}, 60_000);

async function lint(probe: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, probe) });
  return result!.messages;
}

const layerErrors = async (probe: string, code: string) =>
  (await lint(probe, code)).filter((message) => message.ruleId === LAYER_RULE);

describe("the layer rule", () => {
  it("has every file it imports, so no probe passes by not resolving", () => {
    const missing = Object.values(TARGET).filter((file) => !existsSync(path.join(root, file)));
    expect(missing).toEqual([]);
  });

  const against = FORBIDDEN.flatMap(([layer, targets]) =>
    targets.flatMap((target) =>
      specifiers(PROBE[layer], TARGET[target]).map((specifier) => ({ layer, target, specifier })),
    ),
  );
  it.for(against)(
    "refuses $layer importing $target as $specifier",
    async ({ layer, specifier }) => {
      const errors = await layerErrors(PROBE[layer], `import "${specifier}";\n`);
      expect(errors).toHaveLength(1);
      expect(errors[0]!.message).toContain(`"${specifier}"`);
      expect(errors[0]!.message).toContain("(STYLE.md)");
    },
  );

  it("refuses a feature importing another feature by its folder's relative path", async () => {
    const errors = await layerErrors(PROBE.feature, 'import "../chat/engine";\n');
    expect(errors).toHaveLength(1);
  });

  const along = ALLOWED.flatMap(([layer, target]) =>
    specifiers(PROBE[layer], TARGET[target]).map((specifier) => ({ layer, target, specifier })),
  );
  it.for(along)("lets $layer import $target as $specifier", async ({ layer, specifier }) => {
    expect(await layerErrors(PROBE[layer], `import "${specifier}";\n`)).toEqual([]);
  });

  it("lets a view import only types from .server/, where its page passes in the values", async () => {
    const restricted = async (code: string) =>
      (await lint(PROBE.view, code)).filter(
        (message) => message.ruleId === LAYER_RULE || message.ruleId === "no-restricted-imports",
      );
    const value = await restricted(
      'import { openDatabase } from "~/.server/db";\nexport const open = openDatabase;\n',
    );
    expect(value.map((message) => message.ruleId)).toEqual(["no-restricted-imports"]);
    const relative = await restricted(
      'import { openDatabase } from "../.server/db";\nexport const open = openDatabase;\n',
    );
    expect(relative.map((message) => message.ruleId)).toEqual(["no-restricted-imports"]);
    const type = 'import type { Db } from "~/.server/db";\nexport type D = Db;\n';
    expect(await restricted(type)).toEqual([]);
  });

  it("refuses react-router in components, features and views", async () => {
    for (const probe of [PROBE.ui, PROBE.layout, PROBE.feature, PROBE.view]) {
      const errors = (await lint(probe, 'import "react-router";\n')).filter(
        (message) => message.ruleId === "no-restricted-imports",
      );
      expect(errors, probe).toHaveLength(1);
    }
  });

  it("lets a co-located test import the code it tests and the test support", async () => {
    const code = 'import "../../.server/db.ts";\nimport "../../../tests/test-support.ts";\n';
    expect(await layerErrors("app/features/contact/probe.test.tsx", code)).toEqual([]);
  });
});

describe("the content module", () => {
  const dataErrors = async (probe: string, code: string) =>
    (await lint(probe, code)).filter(
      (message) =>
        message.ruleId === "no-restricted-imports" && message.message.includes("~/content/data"),
    );

  it("is refused wherever Astro renders: pages, views, components, features, lib/", async () => {
    const probes = [
      PROBE.lib,
      PROBE.ui,
      PROBE.layout,
      PROBE.feature,
      "app/features/portfolio/probe.tsx",
      PROBE.view,
      PROBE.page,
      "app/middleware.ts",
    ];
    for (const probe of probes) {
      for (const specifier of specifiers(probe, "app/content/data.ts")) {
        const errors = await dataErrors(
          probe,
          `import { company } from "${specifier}";
`,
        );
        expect(errors, `${probe}: ${specifier}`).toHaveLength(1);
      }
    }
  });

  it("is read by plain Node code: scripts, tests, the brochures, the chat's evaluation", async () => {
    for (const probe of [
      PROBE.script,
      PROBE.tests,
      "app/features/brochure/probe.ts",
      "app/features/chat/eval/probe.ts",
      "app/views/probe.test.tsx",
    ]) {
      const [specifier] = specifiers(probe, "app/content/data.ts");
      expect(
        await dataErrors(
          probe,
          `import { company } from "${specifier}";
`,
        ),
      ).toEqual([]);
    }
  });

  it("is imported by no .astro file (ESLint does not read them)", () => {
    const astroFiles = readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".astro"))
      .map((file) => path.join("app", file));
    expect(astroFiles.length).toBeGreaterThan(10);
    const importers = astroFiles.filter((file) => {
      const source = readFileSync(path.join(root, file), "utf8");
      // The frontmatter's imports, as TypeScript reads them.
      const frontmatter = source.split(/^---$/m)[1] ?? "";
      return ts
        .preProcessFile(frontmatter, true, true)
        .importedFiles.some(({ fileName }) => /(^|\/)content\/data(\.ts)?$/.test(fileName));
    });
    expect(importers).toEqual([]);
  });
});

describe("the declared-dependency rule", () => {
  const dependencyErrors = async (probe: string, code: string) =>
    (await lint(probe, code)).filter((message) => message.ruleId === DEPENDENCY_RULE);

  it("refuses a devDependency in production code, in app/ and server/", async () => {
    for (const probe of [PROBE.feature, PROBE.host]) {
      const errors = await dependencyErrors(probe, 'import "chrome-launcher";\n');
      expect(errors.map((error) => error.message)).toEqual([
        "'chrome-launcher' should be listed in the project's dependencies, not devDependencies.",
      ]);
    }
  });

  it("refuses a package that is installed but not declared, even in scripts", async () => {
    // minimatch is in node_modules only because a tool depends on it.
    const errors = await dependencyErrors(PROBE.script, 'import "minimatch";\n');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain("'minimatch' should be listed");
  });

  it("lets production code import a dependency and a devDependency's types", async () => {
    const code =
      'import "kysely";\nimport type { Browser } from "@playwright/test";\nexport type B = Browser;\n';
    expect(await dependencyErrors(PROBE.serverOnly, code)).toEqual([]);
  });

  it("lets scripts, the bench and tests use devDependencies", async () => {
    for (const probe of [PROBE.script, PROBE.bench, PROBE.tests, "app/lib/probe.test.ts"]) {
      expect(await dependencyErrors(probe, 'import "chrome-launcher";\n')).toEqual([]);
    }
  });
});
