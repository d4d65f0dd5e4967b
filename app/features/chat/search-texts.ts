import { chatTexts } from "./search-data";

/*
 * The sentences the chat's indexes find (search-index.ts), by number: the site's own words the
 * chat answers with. A module of their own, so the build puts them in a chunk of their own
 * (vite.config.ts), loaded with the chat's conversation: its size is the content's, apart from
 * the chat's code and indexes. The chat's plugin replaces this module with them as plain data.
 */
export default chatTexts;
