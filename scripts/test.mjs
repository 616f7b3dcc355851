// `npm test`: lint, typecheck, unit and integration tests (Vitest), then browser journeys (Playwright).
// Prints one closing line "N passed, N failed" and writes test-results/summary.json for .ci/run.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { findChromium } from "./lib/chromium.mjs";
import {
  add,
  line,
  playwrightCounts,
  playwrightFailures,
  printFailures,
  vitestCounts,
  vitestFailures,
  withExit,
} from "./lib/results.mjs";

const root = new URL("..", import.meta.url).pathname;
const out = `${root}test-results`;
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const run = (title, cmd, args, env = {}) => {
  console.log(`\n▶ ${title}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return r.status === 0;
};
const check = (title, ok) => ({
  passed: ok ? 1 : 0,
  failed: ok ? 0 : 1,
  skipped: 0,
  failures: ok ? [] : [title],
});

let total = { passed: 0, failed: 0, skipped: 0 };
total = add(total, check("Lint (Biome)", run("Lint (Biome)", "npx", ["biome", "check", "."])));
total = add(total, check("Typecheck", run("Typecheck", "npm", ["run", "typecheck"])));

const vitestJson = `${out}/vitest.json`;
const vitestOk = run("Unit and integration tests (Vitest)", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
total = add(total, withExit(vitestCounts(vitestJson), vitestFailures(vitestJson), vitestOk, "Vitest"));

const chromium = findChromium();
if (chromium) {
  const e2eJson = `${out}/e2e.json`;
  const e2eOk = run("Browser journeys (Playwright in Chromium)", "node", ["scripts/e2e.mjs"], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  });
  total = add(total, withExit(playwrightCounts(e2eJson), playwrightFailures(e2eJson), e2eOk, "Playwright"));
} else {
  const bar = "!".repeat(72);
  console.log(
    `\n${bar}\n!! NO CHROMIUM FOUND: the browser tests were SKIPPED.\n!! Install it (apt-get install -y chromium) or set CHROMIUM_PATH.\n${bar}`,
  );
}

writeFileSync(`${out}/summary.json`, JSON.stringify(total));
printFailures(total.failures);
console.log(`\n${line(total)}`);
process.exit(total.failed > 0 ? 1 : 0);
