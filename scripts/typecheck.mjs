// `npm run typecheck`: tsc over every workspace, as many at once as the machine has cores (each tsc
// is one thread; one after another they took a minute of CI's two cores, one of them idle).
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

const root = new URL("..", import.meta.url).pathname;
// The largest first, so the last to start is a short one.
const projects = ["apps/web", "apps/api", "e2e", "packages/shared", "packages/client"];

const check = (project) =>
  new Promise((resolve) => {
    const child = spawn("npx", ["tsc", "-p", project], { cwd: root, stdio: "inherit" });
    child.on("close", (code) => resolve(code === 0));
  });

const queue = [...projects];
const results = await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), projects.length) }, async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
