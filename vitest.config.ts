import { defineConfig } from "vitest/config";

/** Run on SQLite by "unit" and on a PostgreSQL server of its own by "postgres". */
const POSTGRES_ONLY_TESTS = [
  "app/.server/db-postgres.test.ts",
  "server/rate-limit-postgres.test.ts",
];
const DATABASE_TESTS = [
  ...POSTGRES_ONLY_TESTS,
  "app/.server/db.test.ts",
  "app/.server/enquiry-store.test.ts",
  "app/.server/rate-limit.test.ts",
  "server/enquiry-pipeline.test.ts",
  "server/crm-webhook.test.ts",
  "server/unsubscribe.test.ts",
  "scripts/leads.test.ts",
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    setupFiles: ["./tests/setup-vitest.ts"],
    restoreMocks: true,
    // Ceilings, not waits: a busy 2-core machine can take seconds over a first import, and a
    // longer ceiling never makes a check weaker.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          // Needs no database server: `npm run test:unit`.
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/lint/*.test.ts",
          ],
          exclude: ["**/node_modules/**", ...POSTGRES_ONLY_TESTS],
          provide: { backends: ["sqlite"] },
        },
      },
      {
        extends: true,
        test: {
          // Starts a throwaway PostgreSQL server (or uses TEST_DATABASE_URL): `npm run test:db`.
          name: "postgres",
          include: DATABASE_TESTS,
          globalSetup: ["./tests/postgres-server.ts"],
          provide: { backends: ["postgres"] },
        },
      },
    ],
  },
});
