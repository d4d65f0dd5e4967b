import { resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { defaultContentDir, loadContent } from "../../content/load.ts";
import { type ChatSearchData, buildChatSearch, textParts } from "./search-index.ts";

/*
 * The chat's search indexes, made at build time (docs/decisions/018-chat-answers.md): the module
 * search-data.ts becomes the content's indexes as data, which the chat's chunk carries and the
 * browser only loads (search.ts), and search-texts.ts the sentences they find. In the browser
 * those come in parts (search-index.ts, textParts), each a chunk of its own, `chat-sentences-N`,
 * loaded with a dynamic import when a reply quotes one of its sentences; on the server
 * search-texts.ts is all of them. It lives with the chat rather than in the content plugin
 * because code that derives from content stays out of content/ (DECISIONS.md 10).
 */

const DATA_MODULE = resolve(import.meta.dirname, "search-data.ts");
const TEXTS_MODULE = resolve(import.meta.dirname, "search-texts.ts");
export const CHAT_TEXTS_CHUNK = "chat-sentences";
const PART = `virtual:${CHAT_TEXTS_CHUNK}/`;
const PART_ID = `\0${CHAT_TEXTS_CHUNK}-`;

/** search-texts.ts in the browser: the sentences loaded so far, and a loader of the parts. */
function textsLoader({ texts, from }: ChatSearchData): string {
  const starts = textParts({ texts, from });
  const parts = starts.map((_, part) => `() => import(${JSON.stringify(PART + part)})`);
  return `const starts = ${JSON.stringify(starts)};
const parts = [${parts.join(", ")}];
export const texts = new Array(${texts.length});
export function loadTexts(ids) {
  const wanted = new Set();
  for (const id of ids) {
    let part = starts.length - 1;
    while (starts[part] > id) part--;
    wanted.add(part);
  }
  return Promise.all(
    [...wanted].map((part) =>
      parts[part]().then(({ default: list }) =>
        list.forEach((text, i) => (texts[starts[part] + i] = text)),
      ),
    ),
  ).then(() => undefined);
}
`;
}

export function chatSearchPlugin(): Plugin {
  let server: ViteDevServer | undefined;
  let made: ChatSearchData | undefined;
  const data = (addWatchFile: (file: string) => void) => {
    if (made) return made;
    const content = loadContent();
    if (!server) for (const one of content.files) addWatchFile(one);
    return (made = buildChatSearch(content));
  };
  return {
    name: "deccan:chat-search",
    enforce: "pre",
    buildStart() {
      made = undefined;
    },
    configureServer(devServer) {
      server = devServer;
      const dir = resolve(defaultContentDir());
      devServer.watcher.add(dir);
      // The next request gets indexes made from the new content, as the content plugin does.
      const changed = (file: string) => {
        if (!resolve(file).startsWith(dir)) return;
        made = undefined;
        for (const environment of Object.values(devServer.environments)) {
          const graph = environment.moduleGraph;
          for (const file of [DATA_MODULE, TEXTS_MODULE]) {
            for (const module of graph.getModulesByFile(file) ?? []) graph.invalidateModule(module);
          }
          for (const [id, module] of graph.idToModuleMap) {
            if (id.startsWith(PART_ID)) graph.invalidateModule(module);
          }
        }
      };
      devServer.watcher.on("change", changed);
      devServer.watcher.on("add", changed);
      devServer.watcher.on("unlink", changed);
    },
    resolveId(id) {
      return id.startsWith(PART) ? PART_ID + id.slice(PART.length) : undefined;
    },
    load(id) {
      const addWatchFile = (file: string) => this.addWatchFile(file);
      if (id.startsWith(PART_ID)) {
        const { texts, from } = data(addWatchFile);
        const starts = textParts({ texts, from });
        const part = Number(id.slice(PART_ID.length));
        return `export default ${JSON.stringify(texts.slice(starts[part], starts[part + 1]))};`;
      }
      const file = resolve(id.split("?")[0] ?? id);
      if (file !== DATA_MODULE && file !== TEXTS_MODULE) return undefined;
      const { texts, ...rest } = data(addWatchFile);
      if (file === DATA_MODULE) return `export default ${JSON.stringify(rest)};`;
      // The server answers /chat without JavaScript, at once: it has every sentence.
      if (this.environment.config.consumer !== "client") {
        return `export const texts = ${JSON.stringify(texts)};
export const loadTexts = () => Promise.resolve();`;
      }
      return textsLoader({ texts, ...rest });
    },
  };
}
