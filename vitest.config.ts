import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./tests/setup-vitest.ts"],
    globalSetup: ["./tests/postgres-server.ts"],
    restoreMocks: true,
  },
});
