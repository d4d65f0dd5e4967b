// The portfolio becomes an island (DECISIONS.md 11): the code it brings into a page, followed
// through every module it imports, names neither React Router nor the content module, so what
// it shows can only come in as props. Type-only imports are left out: they leave no code.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const ISLAND = [
  "projects-section.tsx",
  "filter-chips.tsx",
  "project-dialog.tsx",
  "project-card.tsx",
  "project-details.tsx",
  "use-project-dialog.ts",
  "use-url-filter.ts",
].map((file) => path.join(import.meta.dirname, file));

/** The specifiers of the code a module imports: static, re-exported and dynamic. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(root, "app", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const file = ["", ".ts", ".tsx"].map((ext) => base + ext).find((name) => existsSync(name));
  if (!file) throw new Error(`${from}: cannot resolve ${specifier}`);
  return file;
}

/** Every module reached from the island's, and every package named on the way. */
function graph() {
  const modules = new Set<string>();
  const packages = new Map<string, string>();
  const walk = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const specifier of importsOf(file)) {
      const local = resolveLocal(file, specifier);
      if (local) walk(local);
      else packages.set(specifier, path.relative(root, file));
    }
  };
  ISLAND.forEach(walk);
  return { modules: [...modules].map((file) => path.relative(root, file)), packages };
}

describe("the portfolio's island", () => {
  const { modules, packages } = graph();

  it("follows the imports it should (a walk that found nothing would prove nothing)", () => {
    expect(modules).toContain("app/components/ui/img.tsx");
    expect(modules).toContain("app/lib/paths.ts");
    expect(packages.has("react")).toBe(true);
  });

  it("imports nothing from React Router", () => {
    const router = [...packages].filter(([name]) => /(^|\/)react-router/.test(name));
    expect(router).toEqual([]);
  });

  it("imports nothing from the content module, directly or through another module", () => {
    expect(modules.filter((file) => file.startsWith("app/content/"))).toEqual([]);
  });
});
