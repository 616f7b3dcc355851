// Proves a production install runs: the built output and the manifests, copied to an empty folder,
// installed with `npm ci --omit=dev` (production-install.mjs, which the Dockerfile runs), then the compiled API
// started with `node apps/api/dist/main.js` in production mode on a fresh embedded database. It must
// answer its health check, serve the built web app and answer an API read. `npm test` runs it.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_NODE_ARGS, buildAll, root } from "./lib/build.mjs";
import { productionInstall } from "./production-install.mjs";

buildAll();
const dir = mkdtempSync(join(tmpdir(), "bounty-production-"));

const fail = (message) => {
  console.error(`production check: ${message}`);
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
};

// The Dockerfile builds its image with the same install: check it still says so, then run it.
const dockerfile = readFileSync(join(root, "Dockerfile"), "utf8");
const startArgs = JSON.stringify(["node", ...API_NODE_ARGS]).replaceAll(",", ", ");
for (const step of [
  "RUN npm install -g npm@11",
  "RUN node scripts/production-install.mjs /app",
  "USER node",
  `CMD ${startArgs}`,
])
  if (!dockerfile.includes(step)) fail(`the Dockerfile no longer has \`${step}\``);
let npmWarnings = "";
try {
  npmWarnings = productionInstall(dir);
} catch (err) {
  fail(err.message);
}
if (/EBADENGINE/.test(npmWarnings)) fail(`npm ci warned of an unsupported engine:\n${npmWarnings}`);

const port = 3390;
const base = `http://127.0.0.1:${port}`;
const api = spawn(process.execPath, API_NODE_ARGS, {
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
