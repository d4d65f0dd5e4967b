import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { assertBuilt, createApp } from "./app.ts";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
assertBuilt(buildDir);
const build = (await import(
  pathToFileURL(path.join(buildDir, "server", "index.js")).href
)) as ServerBuild;

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const app = createApp({ build, clientDir: path.join(buildDir, "client") });

const server = app.listen(port, host, () => {
  console.log(`Deccan Industrial Solutions site on http://${host}:${port}`);
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(1), 10_000).unref();
  });
}
