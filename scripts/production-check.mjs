// Proves a production install runs: the built output and the manifests, copied to an empty folder,
// installed with `npm ci --omit=dev` (no development tool, no install script), then the compiled API
// started with `node apps/api/dist/main.js` in production mode on a fresh embedded database. It must
// answer its health check, serve the built web app and answer an API read. `npm test` runs it.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { buildAll, root } from "./lib/build.mjs";

buildAll();
const dir = mkdtempSync(join(tmpdir(), "bounty-production-"));
const copy = (path) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  cpSync(join(root, path), join(dir, path), { recursive: true });
};
// npm ci needs every workspace's manifest; production needs only the built output beside them.
for (const manifest of [
  "package.json",
  "package-lock.json",
  "packages/shared/package.json",
  "apps/api/package.json",
  "apps/web/package.json",
  "e2e/package.json",
])
  copy(manifest);
for (const built of ["packages/shared/dist", "apps/api/dist", "apps/web/dist"]) copy(built);

const fail = (message) => {
  console.error(`production check: ${message}`);
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
};

const install = spawnSync("npm", ["ci", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund"], {
  cwd: dir,
  encoding: "utf8",
});
if (install.status !== 0) fail(`npm ci --omit=dev failed:\n${install.stdout}\n${install.stderr}`);
if (/EBADENGINE/.test(install.stderr)) fail(`npm ci warned of an unsupported engine:\n${install.stderr}`);

const port = 3390;
const base = `http://127.0.0.1:${port}`;
const api = spawn(process.execPath, ["apps/api/dist/main.js"], {
  cwd: dir,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: base,
    DATA_DIR: join(dir, "data"),
    JWT_SECRET: "production-check-secret-0123456789abcdef0123456789",
    SMTP_URL: "smtp://127.0.0.1:2525",
    LOG_LEVEL: "warn",
  },
});
const stop = () => api.kill("SIGTERM");

try {
  const until = Date.now() + 60_000;
  let healthy = false;
  while (!healthy && Date.now() < until) {
    healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!healthy) await new Promise((r) => setTimeout(r, 500));
  }
  if (!healthy) fail("the API did not answer /api/health within a minute");
  const page = await fetch(`${base}/programs`);
  const html = await page.text();
  if (!page.ok || !html.includes('<div id="root">'))
    fail(`/programs did not serve the web app (${page.status})`);
  const programs = await fetch(`${base}/api/programs`);
  if (programs.status !== 200) fail(`GET /api/programs answered ${programs.status}`);
  console.log(
    "production check: npm ci --omit=dev, then node apps/api/dist/main.js, serves the API and the web app",
  );
} finally {
  stop();
  await new Promise((r) => api.once("exit", r));
  rmSync(dir, { recursive: true, force: true });
}
