// @vitest-environment jsdom
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon, { type LucideIconData } from "./lucide-icon";

function iconsInUse(dir = path.resolve("app")): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) iconsInUse(file).forEach((name) => names.add(name));
    else if (/\.tsx?$/.test(entry.name)) {
      for (const match of readFileSync(file, "utf8").matchAll(
        /"lucide-react\/icons\/([a-z0-9-]+)"/g,
      ))
        names.add(match[1]!);
    }
  }
  return names;
}

type IconModule = {
  default: ComponentType<{ className?: string; "aria-hidden"?: "true" }>;
  __iconData?: LucideIconData;
};

/** An icon's data; an alias module (building-2) only re-exports its target's component. */
async function iconData(name: string, module: IconModule): Promise<LucideIconData> {
  if (module.__iconData) return module.__iconData;
  const file = createRequire(import.meta.url).resolve(`lucide-react/icons/${name}`);
  const target = /from '\.\/([a-z0-9-]+)\.mjs'/.exec(readFileSync(file, "utf8"))?.[1];
  const resolved = (await import(`lucide-react/icons/${target}`)) as IconModule;
  return resolved.__iconData!;
}

function element(markup: string): Element {
  const template = document.createElement("template");
  template.innerHTML = markup;
  return template.content.firstElementChild!;
}

describe("the small Lucide renderer", () => {
  const names = [...iconsInUse()].sort();

  it("finds the icons the app uses", () => {
    expect(names).toEqual(expect.arrayContaining(["x", "check", "phone", "flame"]));
  });

  it.each(names)("draws %s exactly as lucide-react does", async (name) => {
    const module = (await import(`lucide-react/icons/${name}`)) as IconModule;
    const Ours = createLucideIcon(await iconData(name, module));
    const Lucide = module.default;
    for (const props of [
      {},
      { className: "h-4 w-4 text-accent-600" },
      { "aria-hidden": "true" },
    ] as const) {
      const theirs = element(renderToStaticMarkup(<Lucide {...props} />));
      const ours = element(renderToStaticMarkup(<Ours {...props} />));
      expect(
        ours.isEqualNode(theirs),
        `${name} ${JSON.stringify(props)}\n${ours.outerHTML}\n${theirs.outerHTML}`,
      ).toBe(true);
    }
  });
});
