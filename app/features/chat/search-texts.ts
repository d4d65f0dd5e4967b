import { chatTexts } from "./search-data";

/*
 * The sentences the chat's indexes find (search-index.ts), by number: the site's own words the
 * chat answers with. The engine ranks without them (the build says what it reads of each:
 * `kinds`), and reads the texts only of the sentences a reply weighs or shows. Under plain Node
 * and on the server they are all here. In the browser the chat's plugin (search-plugin.ts)
 * replaces this module: `texts` starts empty and `loadTexts` fetches the parts that hold the
 * sentences asked for, each a chunk of its own (textParts), with a dynamic import.
 */

/** The sentences loaded so far, by number. */
export const texts: readonly (string | undefined)[] = chatTexts;

/** Loads the sentences with these numbers (here they are all loaded already). */
export const loadTexts: (ids: readonly number[]) => Promise<void> = () => Promise.resolve();
