import { relative, resolve, sep } from "node:path";
import type { Loader, LoaderContext } from "astro/loaders";
import { CONTENT_SETTLE_MS } from "../lib/constants.ts";
import { type Content, ContentError, defaultContentDir, loadContent } from "./load.ts";
import { planContentFiles, withContentFiles } from "./photos.ts";

/*
 * The content collections' one loader (app/content.config.ts): every collection is a view of
 * the same content/ folder as load.ts reads and checks it, with each uploaded photo's plan
 * (photos.ts), as data.ts gives it to plain Node code. There is no second reader: a problem in
 * a file fails `astro build`, `astro sync` and the dev server's start with load.ts's own
 * ContentError, naming file, field and rule. In `astro dev` the loader follows content/ with the
 * dev server's watcher: an edit (the editor's save) is in the store on the next page load.
 */

/** What a collection holds: its entries, in the order the pages show them. */
export type EntriesOf = (content: Content) => { id: string; data: object }[];

/** The content as the collections hold it: loaded, checked and its photos planned. */
export async function plannedContent(root: string): Promise<Content> {
  const content = loadContent(root);
  return withContentFiles(content, await planContentFiles(content));
}

/**
 * One reading of the folder for all collections: Astro loads each collection on its own, and
 * each would otherwise read and check every file again. A change under the folder drops it.
 */
const readings = new Map<string, Promise<Content>>();

function reading(root: string): Promise<Content> {
  let content = readings.get(root);
  if (!content) {
    content = plannedContent(root);
    readings.set(root, content);
    // A failed reading is not kept: the next load reads the folder again.
    const failed = content;
    failed.catch(() => {
      if (readings.get(root) === failed) readings.delete(root);
    });
  }
  return content;
}

/** The collections whose listener is on a watcher already: Astro may run a loader again. */
const following = new WeakMap<object, Set<string>>();

/**
 * What the dev server said last of the content: the same problems are told once, not once for
 * each collection or for each of the events an editor's save makes.
 */
let told: string | undefined;

/**
 * Puts a collection's entries into its store: an entry whose digest is unchanged stays as it
 * is, and one no longer in the content goes.
 */
export function fill(
  context: Pick<LoaderContext, "store" | "generateDigest">,
  entries: ReturnType<EntriesOf>,
): void {
  const { store, generateDigest } = context;
  const ids = new Set(entries.map((entry) => entry.id));
  for (const id of store.keys()) if (!ids.has(id)) store.delete(id);
  for (const { id, data } of entries) {
    const record = data as Record<string, unknown>;
    store.set({ id, data: record, digest: generateDigest(record) });
  }
}

/**
 * A collection over content/: `entriesOf` picks its entries from the loaded content. `root` is
 * the content folder (CONTENT_DIR, else the project's content/).
 */
export function contentLoader(entriesOf: EntriesOf, root?: string): Loader {
  return {
    name: "deccan:content",
    load: async (context) => {
      const folder = resolve(root ?? defaultContentDir());
      fill(context, entriesOf(await reading(folder)));

      const { watcher, collection, logger } = context;
      if (!watcher) return;
      const collections = following.get(watcher) ?? new Set<string>();
      following.set(watcher, collections);
      if (collections.has(collection)) return;
      collections.add(collection);
      watcher.add(folder);
      let settling: ReturnType<typeof setTimeout> | undefined;
      const onEvent = (path: string) => {
        const inFolder = relative(folder, path);
        if (inFolder === "" || inFolder.startsWith(`..${sep}`) || inFolder === "..") return;
        // Every collection's listener drops the reading at once; the first to reload reads.
        readings.delete(folder);
        clearTimeout(settling);
        settling = setTimeout(() => {
          reading(folder).then(
            (content) => {
              told = undefined;
              fill(context, entriesOf(content));
            },
            (error: unknown) => {
              // The dev server keeps the last good content and says what is wrong with the edit.
              const message = error instanceof ContentError ? error.message : String(error);
              if (message !== told) logger.error(message);
              told = message;
            },
          );
        }, CONTENT_SETTLE_MS);
      };
      for (const event of ["add", "change", "unlink"] as const) watcher.on(event, onEvent);
    },
  };
}
