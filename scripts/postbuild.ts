// The one place the prerendered pages' CSP hashes are computed, for `npm start` and for a CDN.
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  CSP_HEADERS_FILE,
  ON_REQUEST_POLICY,
  contentSecurityPolicy,
  inlineHashes,
} from "../server/security.ts";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|data)$/;
const MIN_COMPRESS_BYTES = 1024;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

function pagePath(file: string): string {
  const relative = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
  return relative === "" ? "/" : `/${relative}`;
}

if (import.meta.main) {
  const files = walk(clientDir);
  const policies: Record<string, string> = {};
  // A page rendered on request is made of the same parts as the prerendered ones (the layout,
  // Astro's islands): its policy allows every inline script and style any page has.
  const everyScript = new Set<string>();
  const everyStyle = new Set<string>();
  let compressed = 0;
  for (const file of files) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    if (path.basename(file) === "index.html") {
      const { scripts, styles } = inlineHashes(readFileSync(file, "utf8"));
      policies[pagePath(file)] = contentSecurityPolicy(scripts, { styleSources: styles });
      for (const hash of scripts) everyScript.add(hash);
      for (const hash of styles) everyStyle.add(hash);
    }
    if (COMPRESSIBLE.test(file) && statSync(file).size >= MIN_COMPRESS_BYTES) {
      const body = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      compressed += 1;
    }
  }
  policies[ON_REQUEST_POLICY] = contentSecurityPolicy([...everyScript], {
    styleSources: [...everyStyle],
  });
  writeFileSync(path.join(buildDir, "server", CSP_HEADERS_FILE), JSON.stringify(policies, null, 2));
  console.log(
    `postbuild: CSP for ${Object.keys(policies).length} pages; ${compressed} files precompressed`,
  );
}
