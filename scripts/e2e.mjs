// Browser journeys: builds the web app and the API when stale, then runs Playwright in Debian's Chromium.
import { spawnSync } from "node:child_process";
import { buildAll } from "./lib/build.mjs";
import { findChromium } from "./lib/chromium.mjs";

const root = new URL("..", import.meta.url).pathname;
const chromium = findChromium();
if (!chromium) {
  console.error("No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.");
  process.exit(1);
}
// The journeys run the app as `npm start` does: the built web app and the compiled API.
buildAll();
const r = spawnSync(
  "npx",
  ["playwright", "test", "-c", "e2e/playwright.config.ts", ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, CHROMIUM_PATH: chromium },
  },
);
process.exit(r.status ?? 1);
