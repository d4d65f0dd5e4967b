import { resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { defaultContentDir, loadContent } from "../../content/load.ts";
import { buildChatSearch } from "./search-index.ts";

/*
 * The chat's search indexes, made at build time (docs/decisions/018-chat-answers.md): the module
 * search-data.ts becomes the content's indexes as data, which the chat's chunk carries and the
 * browser only loads (search.ts). It lives with the chat rather than in the content plugin
 * because code that derives from content stays out of content/ (DECISIONS.md 10).
 */

const DATA_MODULE = resolve(import.meta.dirname, "search-data.ts");

export function chatSearchPlugin(): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: "deccan:chat-search",
    enforce: "pre",
    configureServer(devServer) {
      server = devServer;
      const dir = resolve(defaultContentDir());
      devServer.watcher.add(dir);
      // The next request gets indexes made from the new content, as the content plugin does.
      const changed = (file: string) => {
        if (!resolve(file).startsWith(dir)) return;
        for (const environment of Object.values(devServer.environments)) {
          for (const module of environment.moduleGraph.getModulesByFile(DATA_MODULE) ?? []) {
            environment.moduleGraph.invalidateModule(module);
          }
        }
      };
      devServer.watcher.on("change", changed);
      devServer.watcher.on("add", changed);
      devServer.watcher.on("unlink", changed);
    },
    load(id) {
      if (resolve(id.split("?")[0] ?? id) !== DATA_MODULE) return undefined;
      const content = loadContent();
      if (!server) for (const file of content.files) this.addWatchFile(file);
      return `export default ${JSON.stringify(buildChatSearch(content))};`;
    },
  };
}
