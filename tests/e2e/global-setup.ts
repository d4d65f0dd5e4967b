// One PostgreSQL server for the whole run; workers get it as TEST_DATABASE_URL.
import { startPostgres } from "../../scripts/lib/postgres-cluster.ts";

export default async function globalSetup() {
  const server = await startPostgres();
  process.env.TEST_DATABASE_URL = server.url;
  return () => server.stop();
}
