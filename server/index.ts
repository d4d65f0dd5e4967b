import path from "node:path";
import { pathToFileURL } from "node:url";
import { createServices } from "../app/.server/context.ts";
import { describeDatabase, isWritable, openDatabase } from "../app/.server/db.ts";
import { outboxChannels } from "../app/.server/enquiry-store.ts";
import { EnvError, loadConfig } from "../app/.server/env.ts";
import { createLogger, describeError } from "../app/.server/log.ts";
import { createMetrics } from "../app/.server/metrics.ts";
import { migrateToLatest } from "../app/.server/migrate.ts";
import { createOutboxWorker } from "../app/.server/outbox-worker.ts";
import { startRetentionSweep } from "../app/.server/retention.ts";
import { SHUTDOWN_GRACE_MS } from "../app/lib/constants.ts";
import { type SiteBuild, assertBuilt, createApp } from "./app.ts";
import { answerOutsideTheApp, createMetricsApp } from "./observe.ts";

const log = createLogger();

let config;
try {
  config = loadConfig();
} catch (error) {
  // The message names each variable and never holds its value.
  log.error("invalid environment settings", {
    problems: error instanceof EnvError ? error.message : describeError(error),
  });
  process.exit(1);
}

assertBuilt(config.buildDir);
const build = (await import(
  pathToFileURL(path.join(config.buildDir, "server", "entry.mjs")).href
)) as SiteBuild;

const db = openDatabase(config);
let applied: string[];
try {
  applied = await migrateToLatest(db);
} catch (error) {
  log.error("database unavailable", {
    database: describeDatabase(config),
    error: describeError(error),
    cause: error instanceof Error && error.cause ? describeError(error.cause) : undefined,
  });
  await db.destroy().catch(() => {});
  process.exit(1);
}
log.info("database ready", { database: describeDatabase(config) });
if (applied.length > 0) log.info("database migrated", { migrations: applied.join(",") });

const worker =
  config.mail || config.webhook
    ? createOutboxWorker({ db, mail: config.mail, webhook: config.webhook, log })
    : undefined;
if (worker) {
  worker.start();
  if (config.mail)
    log.info("enquiry notifications on", { recipients: config.mail.notifyTo.length });
  if (config.webhook) {
    log.info("CRM webhook on", { private_targets_allowed: config.webhook.allowPrivate });
  }
}
if (!config.mail) {
  log.warn(
    "enquiry e-mails are off: set SMTP_URL and NOTIFY_TO to e-mail each enquiry (enquiries are still stored)",
  );
}
const stopRetention = startRetentionSweep({ db, retentionDays: config.retentionDays, log });

const metrics = createMetrics({ db, log });
const services = createServices({
  db,
  config,
  log,
  metrics,
  notify: () => worker?.wake(),
  channels: outboxChannels(config),
});
const app = createApp({
  build,
  clientDir: path.join(config.buildDir, "client"),
  services,
  healthCheck: () => isWritable(db),
  trustProxy: config.trustProxy,
  allowedOrigins: [config.siteOrigin],
  hstsMaxAge: config.hstsMaxAge,
  metrics,
  metricsToken: config.metrics.token,
  editor: { github: config.editor.github !== undefined, localWrites: config.editor.localWrites },
});

const { host, port } = config;
const server = app.listen(port, host, () => {
  log.info("listening", { url: `http://${host}:${port}` });
});
answerOutsideTheApp(server, { log, metrics });
const metricsPort = config.metrics.port;
const metricsServer =
  metricsPort === undefined
    ? undefined
    : createMetricsApp(metrics.registry).listen(metricsPort, "127.0.0.1", () => {
        log.info("metrics listening", { url: `http://127.0.0.1:${metricsPort}/metrics` });
      });
for (const listener of [server, metricsServer]) {
  listener?.on("error", (error) => {
    log.error("cannot listen", { error: describeError(error) });
    process.exit(1);
  });
}

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    setTimeout(() => {
      log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    metricsServer?.close();
    metricsServer?.closeAllConnections();
    server.close(async () => {
      await worker?.stop();
      await stopRetention();
      await db.destroy();
      log.info("stopped");
      process.exit(0);
    });
    // Keep-alive connections with nothing in flight would hold close() open.
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    sweep.unref();
  });
}
