// Every installed package must run on the Node this project states (package.json `engines`): checks
// package-lock.json's packages against that range's lowest version, as `npm ci` warns (EBADENGINE).
import { readFileSync } from "node:fs";
import semver from "semver";

const root = new URL("..", import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(`${root}package.json`, "utf8"));
const lock = JSON.parse(readFileSync(`${root}package-lock.json`, "utf8"));
const lowest = semver.minVersion(manifest.engines.node).version;
const refused = Object.entries(lock.packages)
  .filter(([path, p]) => path && typeof p.engines?.node === "string")
  .filter(([, p]) => !semver.satisfies(lowest, p.engines.node, { includePrerelease: true }))
  .map(([path, p]) => `${path.replace(/^.*node_modules\//, "")}@${p.version} needs Node ${p.engines.node}`);
if (refused.length > 0) {
  console.error(
    `Packages that do not run on Node ${lowest} (package.json engines ${manifest.engines.node}):`,
  );
  for (const line of refused) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`engines: every locked package runs on Node ${lowest}`);
