// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import yaml from "js-yaml";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/*
 * The menus, the footer's links and the contact bar say what content/pages/navigation.yaml
 * says: a copy of content/ with every label changed, loaded by the site's own loader, shows the
 * changed labels and none of the seed's.
 */

type Labels = { [key: string]: string | Labels };
let dir: string;
let seed: Labels;
let edited: Labels;

/** Every label changed, each to a text of its own that fits every limit ("Label 7"). */
function relabel(labels: Labels, counter = { n: 0 }): Labels {
  return Object.fromEntries(
    Object.entries(labels).map(([key, value]) => [
      key,
      typeof value === "string" ? `Label ${++counter.n}` : relabel(value, counter),
    ]),
  );
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "deccan-labels-"));
  cpSync(path.resolve("content"), dir, { recursive: true });
  const file = path.join(dir, "pages", "navigation.yaml");
  seed = yaml.load(readFileSync(file, "utf8")) as Labels;
  edited = relabel(seed);
  writeFileSync(file, yaml.dump(edited));
  vi.stubEnv("CONTENT_DIR", dir);
  vi.resetModules();
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  rmSync(dir, { recursive: true, force: true });
});

async function renderChrome() {
  const [{ Header }, { BottomBar }, { FooterBody }, content] = await Promise.all([
    import("./header"),
    import("./bottom-bar"),
    import("./footer"),
    import("~/content/data"),
  ]);
  const { company, categories, navigationCopy: navigation } = content;
  render(
    <>
      <Header currentPath="/" company={company} navigation={navigation} />
      <main />
      <BottomBar
        id="bar-space"
        chat={null}
        currentPath="/"
        company={company}
        navigation={navigation}
      />
      <footer>
        <FooterBody
          company={company}
          categories={categories}
          navigation={navigation}
          copy={content.footerCopy}
          proof={content.proofCopy}
        />
      </footer>
    </>,
  );
}

describe("the labels of the menus, the footer and the contact bar", () => {
  it("are those of content/pages/navigation.yaml", async () => {
    await renderChrome();
    const labels = edited as {
      menu: Record<string, string>;
      footer: Record<string, string>;
    } & Record<string, string>;
    const main = screen.getByRole("navigation", { name: "Main", hidden: true });
    expect(
      within(main)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(Object.values(labels.menu));
    const bar = screen.getByRole("navigation", { name: "Quick contact" });
    for (const label of [labels.call, labels.whatsapp, labels.quote]) {
      expect(within(bar).getByRole("link", { name: new RegExp(`^${label}`) })).toBeVisible();
    }
    const footer = screen.getByRole("contentinfo");
    for (const title of [
      labels.footer.servicesTitle,
      labels.footer.companyTitle,
      labels.footer.supportTitle,
    ]) {
      expect(within(footer).getByRole("heading", { name: title })).toBeVisible();
    }
    const links = ["about", "projects", "services", "contact", "quote", "faq", "consultation"];
    for (const key of [...links, "privacy", "terms", "privacyShort", "termsShort"]) {
      expect(within(footer).getByRole("link", { name: labels.footer[key] })).toBeVisible();
    }

    // None of the seed's labels is left as a link's or a heading's name.
    const seedLabels = JSON.stringify(seed).match(/"[^"{}]+":"([^"]+)"/g) ?? [];
    expect(seedLabels.length).toBeGreaterThan(10);
    for (const pair of seedLabels) {
      const label = pair.split('":"')[1]!.slice(0, -1);
      expect(screen.queryByRole("link", { name: label, hidden: true }), label).toBeNull();
      expect(screen.queryByRole("heading", { name: label }), label).toBeNull();
    }
  });
});
