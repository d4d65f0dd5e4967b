import { resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { contentExports } from "./exports.ts";
import { defaultContentDir, loadContent } from "./load.ts";

const DATA_MODULE = resolve(import.meta.dirname, "data.ts");

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
    configureServer(devServer) {
      server = devServer;
      const dir = defaultContentDir();
      devServer.watcher.add(dir);
      const reload = (file: string) => {
        if (!resolve(file).startsWith(resolve(dir))) return;
        for (const environment of Object.values(devServer.environments)) {
          const module = environment.moduleGraph.getModuleById(DATA_MODULE);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        devServer.ws.send({ type: "full-reload" });
      };
      devServer.watcher.on("change", reload);
      devServer.watcher.on("add", reload);
      devServer.watcher.on("unlink", reload);
    },
    load(id) {
      if (resolve(id.split("?")[0] ?? id) !== DATA_MODULE) return undefined;
      const content = loadContent();
      if (!server) for (const file of content.files) this.addWatchFile(file);
      const photos = new Map<string, string>();
      const code = Object.entries(contentExports(content)).map(
        ([name, value]) => `export const ${name} = ${serialise(value, photos)};`,
      );
      const imports = [...photos].map(
        ([path, local]) => `import ${local} from ${JSON.stringify(path)};`,
      );
      return [...imports, ...code].join("\n");
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
