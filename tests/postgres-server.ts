/**
 * Vitest global set-up: one PostgreSQL server for the whole run
 * (tests/postgres-cluster.ts), handed to the tests as `inject("postgresUrl")`.
 */
import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres-cluster.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL URL whose role may create and drop databases. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
