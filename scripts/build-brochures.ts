/**
 * Writes the PDF brochures into the build: <BUILD_DIR>/client/brochures/<id>.pdf, where the
 * Express host serves them. Runs after `astro build` (see package.json).
 *
 * The layout (app/features/brochure) is TSX and the content modules use extensionless
 * imports and the ~/ alias, so they are loaded through Vite's module runner (runnerImport),
 * the same machinery Vite uses for its config file; dependencies such as
 * @react-pdf/renderer stay external and load as ordinary Node packages.
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import type * as RenderModule from "../app/features/brochure/render.tsx";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
const clientDir = path.join(buildDir, "client");
const started = performance.now();

if (!existsSync(clientDir)) {
  console.error(`No site build in ${clientDir}: run "npm run build" first.`);
  process.exit(1);
}

const { module } = await runnerImport<typeof RenderModule>("/app/features/brochure/render.tsx", {
  root,
  logLevel: "warn",
  resolve: { tsconfigPaths: true },
});

const brochures = await module.renderBrochures(process.env.SITE_URL || undefined);
for (const { meta, pdf } of brochures) {
  const file = path.join(clientDir, ...meta.path.split("/").filter(Boolean));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, pdf);
  console.log(
    `  ${path.relative(root, file).padEnd(44)} ${(pdf.length / 1024).toFixed(1).padStart(6)} kB`,
  );
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`✓ ${brochures.length} brochures written in ${seconds}s`);
