// The production install, in one place: the workspaces' manifests and their built output copied from
// this checkout into `target`, then `npm ci --omit=dev` there (no development tool, no install script).
// The Dockerfile's image is made by it, and `npm test`'s production check (production-check.mjs)
// runs it and starts what it made, so the image's steps are tested here without a container engine.
// Usage: node scripts/production-install.mjs <target folder> (after the build).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const root = new URL("..", import.meta.url).pathname;

/** Copies and installs into `dir`; returns npm's stderr (its warnings), or throws with what failed. */
export function productionInstall(dir) {
  const copy = (path) => {
    if (!existsSync(join(root, path))) throw new Error(`${path} is missing: build first (npm run build)`);
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    cpSync(join(root, path), join(dir, path), { recursive: true });
  };
  // npm ci needs every workspace's manifest; production needs only the built output beside them.
  for (const manifest of [
    "package.json",
    "package-lock.json",
    "packages/shared/package.json",
    "packages/client/package.json",
    "apps/api/package.json",
    "apps/web/package.json",
    "e2e/package.json",
  ])
    copy(manifest);
  for (const built of ["packages/shared/dist", "apps/api/dist", "apps/web/dist"]) copy(built);
  const install = spawnSync("npm", ["ci", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund"], {
    cwd: dir,
    encoding: "utf8",
  });
  if (install.status !== 0)
    throw new Error(`npm ci --omit=dev failed:\n${install.stdout}\n${install.stderr}`);
  return install.stderr;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const target = process.argv[2];
  if (!target) {
    console.error("Usage: node scripts/production-install.mjs <target folder>");
    process.exit(2);
  }
  try {
    process.stderr.write(productionInstall(resolve(target)));
  } catch (err) {
    console.error(`production install: ${err.message}`);
    process.exit(1);
  }
}
