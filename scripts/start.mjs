// `npm start`: builds the web app when it is missing or older than its sources, then runs the API, which serves both on one origin.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const dist = join(root, "apps/web/dist/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

// The web bundle holds the shared package's source too (schemas, CVSS, taxonomy).
const sources = ["apps/web/src", "packages/shared/src"].map((dir) => newestMtime(join(root, dir)));
const stale = !existsSync(dist) || Math.max(...sources) > statSync(dist).mtimeMs;
if (stale) {
  console.log("Building the web app…");
  const build = spawnSync("npm", ["run", "build", "-w", "@bounty/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const api = spawn(process.execPath, ["--conditions=source", "--import", "tsx", "apps/api/src/main.ts"], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => api.kill(signal));
api.on("exit", (code) => process.exit(code ?? 0));
