import { resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { defaultContentDir, loadContent } from "../../content/load.ts";
import { buildChatSearch } from "./search-index.ts";

/*
 * The chat's search indexes, made at build time (docs/decisions/018-chat-answers.md): the module
 * search-data.ts becomes the content's indexes as data, which the chat's chunk carries and the
 * browser only loads (search.ts), and search-texts.ts the sentences they find. It lives with the chat rather than in the content plugin
 * because code that derives from content stays out of content/ (DECISIONS.md 10).
 */

const DATA_MODULE = resolve(import.meta.dirname, "search-data.ts");
const TEXTS_MODULE = resolve(import.meta.dirname, "search-texts.ts");
export const CHAT_TEXTS_CHUNK = "chat-sentences";

/** The chat's texts module, which the build puts in a chunk of its own (vite.config.ts). */
export const isChatTexts = (id: string) => resolve(id.split("?")[0] ?? id) === TEXTS_MODULE;

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
          for (const file of [DATA_MODULE, TEXTS_MODULE]) {
            for (const module of environment.moduleGraph.getModulesByFile(file) ?? []) {
              environment.moduleGraph.invalidateModule(module);
            }
          }
        }
      };
      devServer.watcher.on("change", changed);
      devServer.watcher.on("add", changed);
      devServer.watcher.on("unlink", changed);
    },
    load(id) {
      const file = resolve(id.split("?")[0] ?? id);
      if (file !== DATA_MODULE && file !== TEXTS_MODULE) return undefined;
      const content = loadContent();
      if (!server) for (const one of content.files) this.addWatchFile(one);
      const { texts, ...data } = buildChatSearch(content);
      return `export default ${JSON.stringify(file === TEXTS_MODULE ? texts : data)};`;
    },
  };
}
