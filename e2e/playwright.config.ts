import { defineConfig } from "@playwright/test";
import { APP_PORT, scaled } from "./support/fixtures.ts";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Journeys run side by side, each worker against an app of its own (e2e/support/fixtures.ts). */
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  outputDir: "./artifacts/results",
  // A journey that passes in 40 s on a quiet machine took 150 s in a CI run (see `scaled`).
  timeout: scaled(150_000),
  expect: { timeout: scaled(15_000) },
  fullyParallel: false,
  workers,
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "artifacts/results.json" }],
  ],
  use: {
    // A click or a page that never becomes possible fails here, not at the journey's own limit.
    actionTimeout: scaled(15_000),
    navigationTimeout: scaled(30_000),
    // The journeys keep their own named captures (support/helpers.ts `shot`).
    screenshot: "only-on-failure",
    // Dialogs and menus open without their transitions (the theme respects reduced motion), so no
    // step waits for an animation to settle before it clicks.
    reducedMotion: "reduce",
    // A failed journey keeps its trace (DOM snapshots, network, console); the screencast frames are
    // left out: they cost a quarter of a journey's time on two cores.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: false },
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: "node e2e/support/oidc-server.mjs",
      cwd: "..",
      url: "http://localhost:3399/.well-known/openid-configuration",
      timeout: 30_000,
      reuseExistingServer: false,
    },
    ...Array.from({ length: workers }, (_, n) => ({
      command: `node e2e/support/server.mjs ${n}`,
      cwd: "..",
      url: `http://localhost:${APP_PORT + n}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      // SIGTERM lets the server drop its database (SIGKILL, the default, left one behind per run).
      gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
    })),
  ],
});
