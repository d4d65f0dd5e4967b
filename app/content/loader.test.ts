import { EventEmitter } from "node:events";
import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import type { LoaderContext } from "astro/loaders";
import { describe, expect, it, vi } from "vitest";
import { contentCopies, editYaml } from "../../tests/content-copies";
import * as data from "./data";
import { ContentError, type Content } from "./load";
import { type EntriesOf, contentLoader } from "./loader";

/*
 * The content collections' loader (loader.ts) as Astro runs it: a store and a digest function
 * like the content layer's, and in `astro dev` the dev server's file watcher. Astro itself is
 * not started: the loader's contract is the Loader API's context.
 */

const copyOfContent = contentCopies();

interface Stored {
  id: string;
  data: Record<string, unknown>;
  digest?: string | number;
}

/** The part of Astro's DataStore the loader uses, keeping every entry set. */
function fakeStore() {
  const entries = new Map<string, Stored>();
  return {
    entries,
    keys: () => [...entries.keys()],
    get: (id: string) => entries.get(id),
    set: (entry: Stored) => {
      if (entry.digest !== undefined && entries.get(entry.id)?.digest === entry.digest) {
        return false;
      }
      entries.set(entry.id, entry);
      return true;
    },
    delete: (id: string) => void entries.delete(id),
    clear: () => entries.clear(),
    has: (id: string) => entries.has(id),
    values: () => [...entries.values()],
  };
}

/** The dev server's watcher: it emits what chokidar emits for a file under the root. */
class FakeWatcher extends EventEmitter {
  readonly added: string[] = [];
  add(path: string) {
    this.added.push(path);
    return this;
  }
}

function contextFor(collection: string, watcher?: FakeWatcher) {
  const store = fakeStore();
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
  const context = {
    collection,
    store,
    logger,
    generateDigest: (value: Record<string, unknown> | string) =>
      createHash("sha1").update(JSON.stringify(value)).digest("hex"),
    ...(watcher ? { watcher } : {}),
  } as unknown as LoaderContext;
  return { context, store, logger };
}

const services: EntriesOf = (content: Content) =>
  content.services.map((service) => ({ id: service.id, data: service }));
const faq: EntriesOf = (content: Content) =>
  content.faq.entries.map((entry) => ({ id: entry.id, data: entry }));
const milestones: EntriesOf = (content: Content) =>
  content.milestones.map((milestone) => ({ id: milestone.slug, data: milestone }));
const company: EntriesOf = (content: Content) => [{ id: "company", data: content.company }];

describe("the content collections' loader", () => {
  it("puts every entry into the store by its id, with a digest", async () => {
    const { context, store } = contextFor("services");
    await contentLoader(services).load(context);
    expect(store.keys().sort()).toEqual(data.services.map((service) => service.id).sort());
    for (const service of data.services) {
      const stored = store.get(service.id)!;
      // The same content as plain Node code reads from data.ts, photos planned alike.
      expect(stored.data).toEqual(service);
      expect(stored.digest).toEqual(expect.any(String));
    }
  });

  it("stores the texts with their placeholders filled in", async () => {
    const dir = copyOfContent();
    const [first] = data.faq.entries;
    editYaml(dir, `faq/${first!.id}.yaml`, (entry) => {
      entry.answer = "Call our office on {phone} or write to {email}, any working day of the week.";
    });
    const { context, store } = contextFor("faq");
    await contentLoader(faq, dir).load(context);
    expect(store.get(first!.id)!.data.answer).toBe(
      `Call our office on ${data.phones.office.display} or write to ${data.email}, any working day of the week.`,
    );
  });

  it("fails with load.ts's problem naming the file, the field and the rule", async () => {
    const dir = copyOfContent();
    const [project] = data.projects;
    editYaml(dir, `projects/${project!.slug}/index.yaml`, (entry) => {
      entry.year = 1990;
    });
    const { context, store } = contextFor("company");
    const loading = contentLoader(company, dir).load(context);
    await expect(loading).rejects.toBeInstanceOf(ContentError);
    await expect(loading).rejects.toThrow(
      `content/projects/${project!.slug}/index.yaml: year: must be from ${data.foundingYear} to`,
    );
    expect(store.keys()).toEqual([]);
  });

  it("in the dev server, takes an edit under content/ into the store", async () => {
    const dir = copyOfContent();
    const watcher = new FakeWatcher();
    const { context, store } = contextFor("services", watcher);
    await contentLoader(services, dir).load(context);
    expect(watcher.added).toEqual([dir]);
    const [service] = data.services;
    const file = join(dir, `services/${service!.id}/index.yaml`);
    const before = store.get(service!.id)!;

    editYaml(dir, `services/${service!.id}/index.yaml`, (entry) => {
      entry.title = "Valves for every line";
    });
    watcher.emit("change", file);
    await vi.waitFor(() => expect(store.get(service!.id)!.data.title).toBe("Valves for every line"));
    expect(store.get(service!.id)!.digest).not.toBe(before.digest);

    // A file elsewhere (the code, the build) is not the content's: no reading is even planned.
    vi.useFakeTimers();
    try {
      watcher.emit("change", join(dir, "..", "elsewhere.ts"));
      expect(vi.getTimerCount()).toBe(0);
      watcher.emit("change", file);
      expect(vi.getTimerCount()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("in the dev server, keeps the last good content and says what is wrong with an edit", async () => {
    const dir = copyOfContent();
    const watcher = new FakeWatcher();
    const { context, store, logger } = contextFor("services", watcher);
    await contentLoader(services, dir).load(context);
    const [service] = data.services;
    const stored = store.get(service!.id);

    editYaml(dir, `services/${service!.id}/index.yaml`, (entry) => {
      entry.title = "";
    });
    watcher.emit("change", join(dir, `services/${service!.id}/index.yaml`));
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalledOnce());
    expect(logger.error.mock.calls[0]![0]).toContain(
      `content/services/${service!.id}/index.yaml: title: must not be empty`,
    );
    expect(store.get(service!.id)).toBe(stored);
  });

  it("drops an entry whose file is gone", async () => {
    const dir = copyOfContent();
    const watcher = new FakeWatcher();
    const { context, store } = contextFor("milestones", watcher);
    await contentLoader(milestones, dir).load(context);
    const last = data.about.milestones.at(-1)!;
    rmSync(join(dir, `milestones/${last.slug}.yaml`));
    watcher.emit("unlink", join(dir, `milestones/${last.slug}.yaml`));
    await vi.waitFor(() => expect(store.has(last.slug)).toBe(false));
    expect(store.keys()).toHaveLength(data.about.milestones.length - 1);
  });
});
