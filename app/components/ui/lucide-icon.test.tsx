// @vitest-environment jsdom
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import * as lucide from "lucide";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lucideIcon } from "./lucide-icon";

/** Every `lucideIcon("name", lucide.Export)` in app/, as [name, export]. */
function iconsInUse(dir = path.resolve("app")): [string, string][] {
  const found: [string, string][] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...iconsInUse(file));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) {
      const code = readFileSync(file, "utf8");
      for (const match of code.matchAll(/lucideIcon\("([a-z0-9-]+)", lucide\.(\w+)\)/g)) {
        found.push([match[1]!, match[2]!]);
      }
    }
  }
  return found;
}

/** The SVG that Lucide's own `createIcons` puts in place of `<i data-lucide="name">`. */
function drawnByLucide(name: string, attributes: Record<string, string>): Element {
  const root = document.createElement("div");
  const placeholder = document.createElement("i");
  placeholder.setAttribute("data-lucide", name);
  for (const [key, value] of Object.entries(attributes)) placeholder.setAttribute(key, value);
  root.append(placeholder);
  lucide.createIcons({ icons: lucide.icons, root });
  const svg = root.firstElementChild!;
  expect(svg.tagName, `Lucide has no icon named ${name}`).toBe("svg");
  // The one attribute createIcons adds for its own bookkeeping.
  svg.removeAttribute("data-lucide");
  // Parsed as markup, like ours, so that both `xmlns` attributes are in the same namespace.
  return element(svg.outerHTML);
}

function element(markup: string): Element {
  const template = document.createElement("template");
  template.innerHTML = markup;
  return template.content.firstElementChild!;
}

describe("lucideIcon", () => {
  const uses = [...new Map(iconsInUse().map((use) => [use.join(" "), use])).values()].sort();

  it("finds the icons the app uses", () => {
    expect(uses.map(([name]) => name)).toEqual(
      expect.arrayContaining(["x", "check", "phone", "flame", "building-2"]),
    );
  });

  it.each(uses)("draws %s (lucide.%s) as Lucide's createIcons does", (name, exported) => {
    const node = (lucide as unknown as Record<string, lucide.IconNode>)[exported];
    expect(node, `lucide exports no ${exported}`).toBeDefined();
    const Ours = lucideIcon(name, node!);
    for (const [props, attributes] of [
      [{}, {}],
      [{ className: "h-4 w-4 text-accent-600" }, { class: "h-4 w-4 text-accent-600" }],
      [{ "aria-hidden": "true" }, { "aria-hidden": "true" }],
      [
        { "aria-hidden": "true", focusable: "false", className: "h-6 w-6" },
        { "aria-hidden": "true", focusable: "false", class: "h-6 w-6" },
      ],
    ] as const) {
      const theirs = drawnByLucide(name, attributes);
      const ours = element(renderToStaticMarkup(<Ours {...props} />));
      expect(
        ours.isEqualNode(theirs),
        `${name} ${JSON.stringify(props)}\nours   ${ours.outerHTML}\ntheirs ${theirs.outerHTML}`,
      ).toBe(true);
    }
  });

  it("leaves an icon that is labelled visible to assistive technology", () => {
    const Check = lucideIcon("check", lucide.Check);
    const svg = element(renderToStaticMarkup(<Check aria-label="Sent" role="img" />));
    expect(svg.hasAttribute("aria-hidden")).toBe(false);
    expect(svg.getAttribute("aria-label")).toBe("Sent");
  });
});
