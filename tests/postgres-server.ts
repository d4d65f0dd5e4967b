import type { TestProject } from "vitest/node";
import { startPostgres } from "../scripts/lib/postgres-cluster.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
