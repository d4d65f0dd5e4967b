import { resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { contentExports } from "./exports.ts";
import { LOCAL_FILE, LOCAL_PHOTO, defaultContentDir, loadContent } from "./load.ts";
import { photoQueries, photoWidth, photoWidths } from "./photos.ts";

const DATA_MODULE = resolve(import.meta.dirname, "data.ts");
const EXPORT_PREFIX = "\0deccan-content:";
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2;?/g;

/**
 * Replaces app/content/data.ts with its exports as plain data, read and checked when the build
 * (or the dev server) loads it: a bad edit fails the build with the file, field and rule named.
 * A photo uploaded beside its entry becomes imports of vite-imagetools (app/content/photos.ts),
 * so the build makes its responsive files, each under a content-hashed URL served with
 * long-lived caching.
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
    async load(id) {
      if (id.startsWith(EXPORT_PREFIX)) {
        // One module per export, so each lands only in the chunks of the pages that use it.
        const name = id.slice(EXPORT_PREFIX.length);
        const content = loadContent();
        const value = (contentExports(content) as Record<string, unknown>)[name];
        const photos = new Map<string, string>();
        const code = `export const ${name} = ${serialise(value, photos)};`;
        const imports = await Promise.all(
          [...photos].map(([key, local]) =>
            key.startsWith(LOCAL_PHOTO)
              ? photoModule(key.slice(LOCAL_PHOTO.length), local)
              : fileModule(key, local),
          ),
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

/**
 * The value as a JavaScript expression, with each uploaded photo (`{ src: "local-photo:…", alt }`)
 * replaced by what the build made of it, under the name of its imports.
 */
function serialise(value: unknown, photos: Map<string, string>): string {
  if (typeof value === "string" && value.startsWith(LOCAL_FILE)) {
    return importName(value.slice(LOCAL_FILE.length), photos);
  }
  if (Array.isArray(value)) return `[${value.map((item) => serialise(item, photos)).join(",")}]`;
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "undefined";
  const record = value as Record<string, unknown>;
  if (typeof record.src === "string" && record.src.startsWith(LOCAL_PHOTO)) {
    const local = importName(`${LOCAL_PHOTO}${record.src.slice(LOCAL_PHOTO.length)}`, photos);
    const rest = Object.entries(record).filter(([key]) => key !== "src");
    return `{...${local},${rest.map(([key, item]) => `${JSON.stringify(key)}:${serialise(item, photos)}`).join(",")}}`;
  }
  const entries = Object.entries(record).filter(([, item]) => item !== undefined);
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${serialise(item, photos)}`).join(",")}}`;
}

/** The name a file is imported under in the module; keyed by its kind and path. */
function importName(key: string, photos: Map<string, string>): string {
  let local = photos.get(key);
  if (!local) {
    local = `photo${photos.size}`;
    photos.set(key, local);
  }
  return local;
}

/** A file the pages show as it is: its URL. */
function fileModule(path: string, local: string): string {
  return `import ${local} from ${JSON.stringify(path)};`;
}

/** A photo's imports, and the `Image` fields (schemas.ts `LocalPhoto`) made of them. */
async function photoModule(path: string, local: string): Promise<string> {
  const queries = photoQueries(photoWidths(await photoWidth(path)));
  const picture = `${local}Picture`;
  return [
    `import ${picture} from ${JSON.stringify(path + queries.picture)};`,
    `import ${local}Placeholder from ${JSON.stringify(path + queries.placeholder)};`,
    `const ${local} = { src: ${picture}.img.src, local: {`,
    `  width: ${picture}.img.w, height: ${picture}.img.h,`,
    `  avif: ${picture}.sources.avif, webp: ${picture}.sources.webp,`,
    `  jpeg: ${picture}.sources.jpeg ?? ${picture}.sources.jpg ?? ${picture}.img.src,`,
    `  placeholder: ${local}Placeholder } };`,
  ].join("\n");
}
