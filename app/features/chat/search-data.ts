import { loadContent } from "~/content/load";
import { buildChatSearch } from "./search-index";

/*
 * The chat's search indexes. Under plain Node (the tests, the end-to-end specs) this module makes
 * them from content/ when first imported. In the build and the dev server, the chat's plugin
 * (search-plugin.ts) replaces it with the indexes as plain data, made at build time, so the
 * browser carries neither the loader nor MiniSearch's indexing and only loads them (search.ts).
 */
const chatSearch = buildChatSearch(loadContent());

export default chatSearch;
