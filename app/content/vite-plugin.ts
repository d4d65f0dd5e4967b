import { resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { contentExports } from "./exports.ts";
import { defaultContentDir, loadContent } from "./load.ts";

const DATA_MODULE = resolve(import.meta.dirname, "data.ts");
const EXPORT_PREFIX = "\0deccan-content:";
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2;?/g;

/**
 * Replaces app/content/data.ts with its exports as plain data, read and checked when the build
 * (or the dev server) loads it: a bad edit fails the build with the file, field and rule named.
 * A photo uploaded beside its entry becomes an import, so the build gives it a content-hashed
 * URL served with long-lived caching.
 */
export function contentPlugin(): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: "deccan:content",
    enforce: "pre",
    config() {
      const dir = resolve(defaultContentDir());
      // A photo from the content is always a file of its own, never inlined into a page as
      // data: (Vite inlines files under 4 KB), so it can be cached and shared as a URL.
      return {
        build: {
          assetsInlineLimit: (file: string) => (resolve(file).startsWith(dir) ? false : undefined),
        },
      };
    },
    configureServer(devServer) {
      server = devServer;
      const dir = defaultContentDir();
      devServer.watcher.add(dir);
      // The next request reads the new content. No reload is sent: the editor, which wrote the
      // file, would lose its place.
      const reload = (file: string) => {
        if (!resolve(file).startsWith(resolve(dir))) return;
        for (const environment of Object.values(devServer.environments)) {
          for (const [id, module] of environment.moduleGraph.idToModuleMap) {
            if (id === DATA_MODULE || id.startsWith(EXPORT_PREFIX)) {
              environment.moduleGraph.invalidateModule(module);
            }
          }
        }
      };
      devServer.watcher.on("change", reload);
      devServer.watcher.on("add", reload);
      devServer.watcher.on("unlink", reload);
    },
    resolveId(id) {
      return id.startsWith(EXPORT_PREFIX) ? id : undefined;
    },
    async transform(code, id) {
      // `import { a, b } from "~/content/data"` becomes one import per export, so a module
      // (the layout above all) takes in only the content it names, not the whole barrel.
      if (!/\.tsx?$/.test(id) || resolve(id) === DATA_MODULE || !code.includes("data")) {
        return undefined;
      }
      let changed = false;
      let out = "";
      let last = 0;
      for (const match of code.matchAll(NAMED_IMPORT)) {
        if (!/(^|\/)data(\.ts)?$/.test(match[3]!)) continue;
        const resolved = await this.resolve(match[3]!, id);
        if (resolved?.id.split("?")[0] !== DATA_MODULE) continue;
        const imports = match[1]!
          .split(",")
          .map((binding) => binding.trim())
          .filter((binding) => binding && !binding.startsWith("type "))
          .map((binding) => {
            const name = binding.split(/\s+as\s+/)[0]!;
            return `import { ${binding} } from ${JSON.stringify(EXPORT_PREFIX + name)};`;
          });
        out += code.slice(last, match.index) + imports.join(" ");
        last = match.index + match[0].length;
        changed = true;
      }
      return changed ? { code: out + code.slice(last), map: null } : undefined;
    },
    load(id) {
      if (id.startsWith(EXPORT_PREFIX)) {
        // One module per export, so each lands only in the chunks of the pages that use it.
        const name = id.slice(EXPORT_PREFIX.length);
        const content = loadContent();
        const value = (contentExports(content) as Record<string, unknown>)[name];
        const photos = new Map<string, string>();
        const code = `export const ${name} = ${serialise(value, photos)};`;
        const imports = [...photos].map(
          ([path, local]) => `import ${local} from ${JSON.stringify(path)};`,
        );
        return [...imports, code].join("\n");
      }
      if (resolve(id.split("?")[0] ?? id) !== DATA_MODULE) return undefined;
      const content = loadContent();
      if (!server) for (const file of content.files) this.addWatchFile(file);
      return Object.keys(contentExports(content))
        .map((name) => `export { ${name} } from ${JSON.stringify(EXPORT_PREFIX + name)};`)
        .join("\n");
    },
  };
}

/** JSON, with each uploaded photo's path replaced by the name of its import. */
function serialise(value: unknown, photos: Map<string, string>): string {
  return JSON.stringify(value).replace(
    /"local-photo:((?:[^"\\]|\\.)*)"/g,
    (_whole, escaped: string) => {
      const path = JSON.parse(`"${escaped}"`) as string;
      let local = photos.get(path);
      if (!local) {
        local = `photo${photos.size}`;
        photos.set(path, local);
      }
      return local;
    },
  );
}
