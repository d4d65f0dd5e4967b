import { resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { contentExports } from "./exports.ts";
import { LOCAL_FILE, LOCAL_PHOTO, defaultContentDir, loadContent } from "./load.ts";
import { type Image, PHOTO_DIR, photoSrc } from "../lib/images.ts";
import { type PhotoPlan, encodePhoto, planPhoto } from "./photos.ts";

const DATA_MODULE = resolve(import.meta.dirname, "data.ts");
const EXPORT_PREFIX = "\0deccan-content:";
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2;?/g;

/**
 * Replaces app/content/data.ts with its exports as plain data, read and checked when the build
 * (or the dev server) loads it: a bad edit fails the build with the file, field and rule named.
 * A photo uploaded beside its entry is made into its responsive files (app/content/photos.ts),
 * under names that change with its content, served with long-lived caching; the pages get its
 * key, widths, shape and colour. A client's logo becomes an import, served as it is.
 */
export function contentPlugin(): Plugin {
  let server: ViteDevServer | undefined;
  /** Each photo read once per process, by its path and shapes; and by each of its files' names. */
  const plans = new Map<string, Promise<PhotoPlan>>();
  const byFile = new Map<string, PhotoPlan>();
  /** The files emitted in this build, so each is emitted once. */
  const emitted = new Set<string>();
  const plan = (path: string, shapes: string[]) => {
    const id = [path, ...shapes].join("\n");
    let planned = plans.get(id);
    if (!planned) {
      planned = planPhoto(path, shapes).then((made) => {
        for (const file of made.files) byFile.set(file.name, made);
        return made;
      });
      plans.set(id, planned);
    }
    return planned;
  };
  return {
    name: "deccan:content",
    enforce: "pre",
    config() {
      const dir = resolve(defaultContentDir());
      // A photo from the content is always a file of its own, never inlined into a page as
      // data: (Vite inlines files under 4 KB), so it can be cached and shared as a URL.
      return {
        build: {
          assetsInlineLimit: (file: string) => (resolve(file).startsWith(dir) ? false : undefined),
        },
      };
    },
    buildStart() {
      emitted.clear();
    },
    configureServer(devServer) {
      server = devServer;
      // The dev server makes a photo's file when it is asked for, as the build would.
      devServer.middlewares.use(`/${PHOTO_DIR}/`, (request, response, next) => {
        const name = `${PHOTO_DIR}/${(request.url ?? "").split("?")[0]!.replace(/^\//, "")}`;
        const made = byFile.get(name);
        const file = made?.files.find((candidate) => candidate.name === name);
        if (!made || !file) return next();
        encodePhoto(made.source, file).then(
          (body) => {
            response.setHeader("Content-Type", `image/${file.format}`);
            response.end(body);
          },
          (error: unknown) => next(error),
        );
      });
      const dir = defaultContentDir();
      devServer.watcher.add(dir);
      // The next request reads the new content. No reload is sent: the editor, which wrote the
      // file, would lose its place.
      const reload = (file: string) => {
        if (!resolve(file).startsWith(resolve(dir))) return;
        for (const environment of Object.values(devServer.environments)) {
          for (const [id, module] of environment.moduleGraph.idToModuleMap) {
            if (id === DATA_MODULE || id.startsWith(EXPORT_PREFIX)) {
              environment.moduleGraph.invalidateModule(module);
            }
          }
        }
      };
      devServer.watcher.on("change", reload);
      devServer.watcher.on("add", reload);
      devServer.watcher.on("unlink", reload);
    },
    resolveId(id) {
      return id.startsWith(EXPORT_PREFIX) ? id : undefined;
    },
    async transform(code, id) {
      // `import { a, b } from "~/content/data"` becomes one import per export, so a module
      // (the layout above all) takes in only the content it names, not the whole barrel.
      if (!/\.tsx?$/.test(id) || resolve(id) === DATA_MODULE || !code.includes("data")) {
        return undefined;
      }
      let changed = false;
      let out = "";
      let last = 0;
      for (const match of code.matchAll(NAMED_IMPORT)) {
        if (!/(^|\/)data(\.ts)?$/.test(match[3]!)) continue;
        const resolved = await this.resolve(match[3]!, id);
        if (resolved?.id.split("?")[0] !== DATA_MODULE) continue;
        const imports = match[1]!
          .split(",")
          .map((binding) => binding.trim())
          .filter((binding) => binding && !binding.startsWith("type "))
          .map((binding) => {
            const name = binding.split(/\s+as\s+/)[0]!;
            return `import { ${binding} } from ${JSON.stringify(EXPORT_PREFIX + name)};`;
          });
        out += code.slice(last, match.index) + imports.join(" ");
        last = match.index + match[0].length;
        changed = true;
      }
      return changed ? { code: out + code.slice(last), map: null } : undefined;
    },
    async load(id) {
      if (id.startsWith(EXPORT_PREFIX)) {
        // One module per export, so each lands only in the chunks of the pages that use it.
        const name = id.slice(EXPORT_PREFIX.length);
        const content = loadContent();
        const value = (contentExports(content) as Record<string, unknown>)[name];
        const made = new Map<string, PhotoPlan>();
        for (const [path, shapes] of localPhotos(value)) {
          made.set(path, await plan(path, [...shapes]));
        }
        if (!server && this.environment.name === "client") {
          for (const photo of made.values()) {
            for (const file of photo.files) {
              if (emitted.has(file.name)) continue;
              emitted.add(file.name);
              const source = await encodePhoto(photo.source, file);
              this.emitFile({ type: "asset", fileName: file.name, source });
            }
          }
        }
        const files = new Map<string, string>();
        const code = `export const ${name} = ${serialise(value, made, files)};`;
        const imports = [...files].map(
          ([path, local]) => `import ${local} from ${JSON.stringify(path)};`,
        );
        return [...imports, code].join("\n");
      }
      if (resolve(id.split("?")[0] ?? id) !== DATA_MODULE) return undefined;
      const content = loadContent();
      if (!server) for (const file of content.files) this.addWatchFile(file);
      return Object.keys(contentExports(content))
        .map((name) => `export { ${name} } from ${JSON.stringify(EXPORT_PREFIX + name)};`)
        .join("\n");
    },
  };
}

/**
 * The paths of the uploaded photos in a value (`{ src: "local-photo:…", alt, shapes }`), each
 * with the shapes of the boxes it is shown in.
 */
function localPhotos(value: unknown, found = new Map<string, Set<string>>()) {
  if (Array.isArray(value)) for (const item of value) localPhotos(item, found);
  else if (value !== null && typeof value === "object") {
    const { src, shapes = [] } = value as Image;
    if (typeof src === "string" && src.startsWith(LOCAL_PHOTO)) {
      const path = src.slice(LOCAL_PHOTO.length);
      found.set(path, new Set([...(found.get(path) ?? []), ...shapes]));
    }
    for (const item of Object.values(value)) localPhotos(item, found);
  }
  return found;
}

/**
 * The value as a JavaScript expression: each uploaded photo with what the build made of it, and
 * each file shown as it is (`local-file:…`) by the name of its import.
 */
function serialise(
  value: unknown,
  photos: Map<string, PhotoPlan>,
  files: Map<string, string>,
): string {
  if (typeof value === "string" && value.startsWith(LOCAL_FILE)) {
    const path = value.slice(LOCAL_FILE.length);
    if (!files.has(path)) files.set(path, `file${files.size}`);
    return files.get(path)!;
  }
  if (Array.isArray(value)) {
    return `[${value.map((item) => serialise(item, photos, files)).join(",")}]`;
  }
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "undefined";
  let record = value as Record<string, unknown>;
  if (typeof record.src === "string" && record.src.startsWith(LOCAL_PHOTO)) {
    const { local } = photos.get(record.src.slice(LOCAL_PHOTO.length))!;
    record = { ...record, src: photoSrc(local), local, shapes: undefined };
  }
  const entries = Object.entries(record).filter(([, item]) => item !== undefined);
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${serialise(item, photos, files)}`).join(",")}}`;
}
