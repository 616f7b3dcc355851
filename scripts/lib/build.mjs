// Builds what `npm start`, the browser journeys and the benchmark run, when it is missing or older
// than its sources: the shared package's Node bundle, the web app, and the API compiled to JavaScript.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

export const root = new URL("../..", import.meta.url).pathname;

function newestMtime(dir) {
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

const isStale = (output, sources) =>
  !existsSync(join(root, output)) ||
  Math.max(...sources.map((dir) => newestMtime(join(root, dir)))) > statSync(join(root, output)).mtimeMs;

function run(title, cmd, args) {
  console.log(title);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

export function buildShared({ force = false } = {}) {
  if (force || isStale("packages/shared/dist/index.js", ["packages/shared/src"]))
    run("Building the shared package…", "npm", ["run", "build", "-w", "@bounty/shared"]);
}

export function buildWeb({ force = false } = {}) {
  // The web bundle holds the shared package's source too (schemas, CVSS, taxonomy).
  if (
    force ||
    isStale("apps/web/dist/index.html", [
      "apps/web/src",
      "apps/web/vite.config.ts",
      "apps/web/mantine-styles.ts",
      "packages/shared/src",
    ])
  )
    run("Building the web app…", "npm", ["run", "build", "-w", "@bounty/web"]);
}

/**
 * How production starts the compiled API. A young generation of 64 MB instead of 16: an API request
 * allocates rows, objects and JSON that die with it, and scavenging them was an eighth of a report
 * list's CPU; with the larger space a 50-report list costs a fifth less CPU and peak RSS is unchanged
 * (docs/performance.md).
 */
export const API_NODE_ARGS = ["--enable-source-maps", "--max-semi-space-size=64", "apps/api/dist/main.js"];

/** The API as production runs it: compiled once by tsc, with its migrations and PGlite worker beside it. */
export function buildApi({ force = false } = {}) {
  if (!force && !isStale("apps/api/dist/main.js", ["apps/api/src"])) return;
  rmSync(join(root, "apps/api/dist"), { recursive: true, force: true });
  run("Compiling the API…", "npx", ["tsc", "-p", "apps/api/tsconfig.build.json"]);
  cpSync(join(root, "apps/api/src/db/migrations"), join(root, "apps/api/dist/db/migrations"), {
    recursive: true,
  });
  cpSync(join(root, "apps/api/src/db/pglite-worker.mjs"), join(root, "apps/api/dist/db/pglite-worker.mjs"));
}

/** Builds what is stale; `force` rebuilds all three (`npm run build`). */
export function buildAll({ force = false } = {}) {
  buildShared({ force });
  buildWeb({ force });
  buildApi({ force });
}
