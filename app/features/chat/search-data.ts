import { loadContent } from "~/content/load";
import { buildChatSearch } from "./search-index";

/*
 * The chat's search indexes and the records of what they find. Under plain Node (the tests, the
 * end-to-end specs) this module makes them from content/ when first imported. In the build and
 * the dev server, the chat's plugin (search-plugin.ts) replaces it with them as plain data, made
 * at build time, so the browser carries neither the loader nor MiniSearch's indexing and only
 * loads them (search.ts). The sentences they find are search-texts.ts.
 */
const { texts, ...chatSearch } = buildChatSearch(loadContent());

/** For search-texts.ts under plain Node; the build's data has no such export. */
export const chatTexts = texts;

export default chatSearch;
