import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
// Debian's headless shell, the build Playwright itself runs headless tests in: on a 2-core machine
// a context opens in a third of the time and a page loads and hydrates in half (decision 022).
// The full browser where the shell is missing; the bench's Lighthouse runs always use the full one.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromePath =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two at least, the same on CI and on a 2-core laptop (Playwright's own default there is one).
  // Three on 2 cores was 11% faster on a subset but timed a long test out on a busy machine.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Generous: the machines are shared, and waiting longer never makes a check weaker.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // No trace by default: recording one for every test (kept only on failure) made the same 78
    // tests 28% slower on this host (medians of 93 and 130 s; without screenshots, 107 s). To
    // look into a failure: npx playwright test <file> --trace retain-on-failure
    trace: "off",
    launchOptions: {
      executablePath: chromePath,
      args: [
        ...(isRoot ? ["--no-sandbox"] : []),
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // No host but the site's: photos load or fail as a test says (tests/e2e/support.ts).
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `node server/index.ts`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: `test-results/e2e-data-${PORT}`,
      // The specs stand for many visitors by sending X-Forwarded-For.
      TRUST_PROXY: "loopback",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
    },
  },
});
