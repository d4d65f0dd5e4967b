/**
 * Playwright global set-up: one PostgreSQL server for the specs that run the
 * site on PostgreSQL (tests/postgres-cluster.ts). Its URL reaches the workers
 * as TEST_DATABASE_URL; the returned function stops it after the run.
 */
import { startPostgres } from "../postgres-cluster.ts";

export default async function globalSetup() {
  const server = await startPostgres();
  process.env.TEST_DATABASE_URL = server.url;
  return () => server.stop();
}
