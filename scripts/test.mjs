// `npm test`: lint, typecheck, unit and integration tests (Vitest), then browser journeys (Playwright).
// The API integration suite runs once: on PostgreSQL when a server is reachable (where the money and
// lock tests can show a race), with a pass of the embedded-database files on PGlite; on PGlite alone,
// loudly, when none is. Prints each stage's time, then one closing line "N passed, N failed", and
// writes test-results/summary.json.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { findChromium } from "./lib/chromium.mjs";
import { reachablePostgres } from "./lib/postgres.mjs";
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

const bar = "!".repeat(72);
const loud = (lines) => console.log(`\n${bar}\n${lines.map((l) => `!! ${l}`).join("\n")}\n${bar}`);

/** Each stage's title and minutes, printed at the end against its budget (docs/testing.md "Budget"). */
const stages = [];
/** Minutes per stage on a quiet machine, by the start of the stage's title: 15 in all. */
const budget = [
  ["Install", 0.5],
  ["Lint", 0.1],
  ["Typecheck", 0.7],
  ["Import boundaries", 0.1],
  ["Engines", 0.1],
  ["Unit tests and the embedded-database pass", 3.2],
  ["API integration tests on PostgreSQL", 3.3],
  ["API document", 0.2],
  ["Build, and a production install", 1.0],
  ["Browser journeys", 5.8],
];
const budgetOf = (title) => budget.find(([start]) => title.startsWith(start))?.[1];
if (process.env.CI_INSTALL_SECONDS)
  stages.push({ title: "Install (npm ci)", seconds: Number(process.env.CI_INSTALL_SECONDS) });

const run = (title, cmd, args, env = {}) => {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  stages.push({ title, seconds: (Date.now() - started) / 1000 });
  return r.status === 0;
};
const check = (title, ok) => ({
  passed: ok ? 1 : 0,
  failed: ok ? 0 : 1,
  skipped: 0,
  failures: ok ? [] : [title],
});

/** One Vitest run of `projects`, counted into the total. */
const vitest = (title, name, projects, env) => {
  const json = `${out}/vitest-${name}.json`;
  const ok = run(
    title,
    "npx",
    [
      "vitest",
      "run",
      ...projects.flatMap((p) => ["--project", p]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${json}`,
    ],
    env,
  );
  return withExit(vitestCounts(json), vitestFailures(json), ok, title);
};

let total = { passed: 0, failed: 0, skipped: 0 };
total = add(total, check("Lint (Biome)", run("Lint (Biome)", "npx", ["biome", "check", "."])));
total = add(total, check("Typecheck", run("Typecheck", "npm", ["run", "typecheck"])));
total = add(
  total,
  check(
    "Import boundaries",
    run("Import boundaries (dependency-cruiser)", "node", ["scripts/boundaries.mjs"]),
  ),
);
total = add(
  total,
  check("Engines", run("Engines (every package runs on the stated Node)", "node", ["scripts/engines.mjs"])),
);

const postgres = await reachablePostgres();
// The API suite records a sample of its answers here; the contract stage checks them (docs/api.md).
const answersDir = `${out}/answers`;
if (postgres) {
  total = add(
    total,
    vitest(
      "Unit tests and the embedded-database pass (Vitest on PGlite)",
      "embedded",
      ["shared", "web", "web-isolated", "api-embedded"],
      {
        DATABASE_URL: "",
      },
    ),
  );
  total = add(
    total,
    vitest("API integration tests on PostgreSQL (a fresh database per file)", "postgres", ["api"], {
      DATABASE_URL: postgres,
      RECORD_ANSWERS_DIR: answersDir,
    }),
  );
} else {
  loud([
    "NO POSTGRESQL REACHABLE (DATABASE_URL, or 127.0.0.1:5432): the API suite runs on embedded",
    "PGlite only, whose one connection cannot show a race: the budget, withdrawal and payout lock",
    "tests prove nothing here. Start PostgreSQL or set DATABASE_URL to run them for real.",
  ]);
  total = add(
    total,
    vitest(
      "Unit and integration tests (Vitest on PGlite)",
      "pglite",
      ["shared", "web", "web-isolated", "api"],
      {
        DATABASE_URL: "",
        RECORD_ANSWERS_DIR: answersDir,
      },
    ),
  );
}

// The API document as a contract: written from the app, linted (redocly's recommended rules), and
// every answer the suite recorded, errors included, checked against it.
const openapiFile = `${out}/openapi.json`;
total = add(
  total,
  check(
    "API document",
    run(
      "API document: written, linted (redocly), recorded answers and the typed client checked against it",
      "sh",
      [
        "-c",
        `node --conditions=source --import tsx apps/api/src/cli/openapi.ts ${openapiFile} && npx redocly lint ${openapiFile} --format=summary && node scripts/check-answers.mjs ${openapiFile} ${answersDir} && node scripts/client.mjs --check ${openapiFile}`,
      ],
    ),
  ),
);

// Builds the shared package, the web app and the API once; the journeys below run that same build.
total = add(
  total,
  check(
    "Production install",
    run("Build, and a production install (npm ci --omit=dev) that runs", "node", [
      "scripts/production-check.mjs",
    ]),
  ),
);

const chromium = findChromium();
if (chromium) {
  const e2eJson = `${out}/e2e.json`;
  const e2eOk = run("Browser journeys (Playwright in Chromium)", "node", ["scripts/e2e.mjs"], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  });
  total = add(total, withExit(playwrightCounts(e2eJson), playwrightFailures(e2eJson), e2eOk, "Playwright"));
} else {
  loud([
    "NO CHROMIUM FOUND: the browser tests were SKIPPED.",
    "Install it (apt-get install -y chromium) or set CHROMIUM_PATH.",
  ]);
}

writeFileSync(`${out}/summary.json`, JSON.stringify(total));
const minutes = (s) => `${(s / 60).toFixed(1)} min`;
const against = (seconds, limit) =>
  limit === undefined
    ? "".padEnd(22)
    : `${`budget ${limit.toFixed(1)}`.padEnd(12)}${seconds / 60 > limit ? `over ${(seconds / 60 - limit).toFixed(1)}` : "within"}`.padEnd(
        22,
      );
console.log("\nStage times (budget in minutes on a quiet machine, docs/testing.md):");
for (const s of stages)
  console.log(`  ${minutes(s.seconds).padStart(9)}  ${against(s.seconds, budgetOf(s.title))}${s.title}`);
const all = stages.reduce((n, s) => n + s.seconds, 0);
console.log(`  ${minutes(all).padStart(9)}  ${against(all, 15)}in all`);
printFailures(total.failures);
console.log(`\n${line(total)}`);
process.exit(total.failed > 0 ? 1 : 0);
