import { defineConfig } from "@playwright/test";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  outputDir: "./artifacts/results",
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "artifacts/results.json" }],
  ],
  use: {
    baseURL: "http://localhost:3300",
    screenshot: "on",
    trace: "retain-on-failure",
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
  webServer: {
    command: "node e2e/server.mjs",
    cwd: "..",
    url: "http://localhost:3300/api/health",
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
