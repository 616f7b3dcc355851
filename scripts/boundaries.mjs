// The import boundaries (docs/architecture.md "Boundaries"): dependency-cruiser checks the rules in
// .dependency-cruiser.cjs (no cycle between files, features only through their faces, foundations
// below features), and this script adds what a rule cannot say: no cycle between features. Debts
// that predate the check are listed in scripts/boundaries.known.json; a new violation fails, and so
// does a listed one that is gone (take it off the list, so the list only shrinks).
//
//   node scripts/boundaries.mjs            check
//   node scripts/boundaries.mjs --write    rewrite the list to what is found now
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const root = new URL("..", import.meta.url).pathname;
const knownFile = `${root}scripts/boundaries.known.json`;
const r = spawnSync(
  "npx",
  [
    "depcruise",
    "apps/api/src",
    "apps/web/src",
    "packages/shared/src",
    "e2e",
    "scripts",
    "--output-type",
    "json",
  ],
  { cwd: root, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
);
if (!r.stdout) {
  console.error(r.stderr);
  process.exit(1);
}
const result = JSON.parse(r.stdout);

const violations = result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);

/** The feature a file belongs to, or null outside the features. */
const featureOf = (path) =>
  /^apps\/api\/src\/modules\/([^/]+)\//.exec(path)?.[1]?.replace(/^/, "api:") ??
  /^apps\/web\/src\/features\/([^/]+)\//.exec(path)?.[1]?.replace(/^/, "web:") ??
  null;
const isTest = (path) => /\.(test|fixtures)\.tsx?$|\/test\//.test(path);

const edges = new Map();
for (const m of result.modules) {
  const from = featureOf(m.source);
  if (!from || isTest(m.source)) continue;
  for (const d of m.dependencies) {
    const to = featureOf(d.resolved);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}

/** Strongly connected groups of more than one feature (Tarjan): each is a cycle between features. */
function featureCycles() {
  let index = 0;
  const stack = [];
  const state = new Map();
  const groups = [];
  const visit = (v) => {
    state.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!state.has(w)) {
        visit(w);
        state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
      } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
    }
    if (state.get(v).low === state.get(v).index) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        state.get(w).onStack = false;
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort().join(" ↔ "));
    }
  };
  for (const v of edges.keys()) if (!state.has(v)) visit(v);
  return groups.sort();
}

const found = { violations: violations.sort(), featureCycles: featureCycles() };
if (process.argv.includes("--write")) {
  writeFileSync(knownFile, `${JSON.stringify(found, null, 2)}\n`);
  console.log(`wrote ${found.violations.length} violations and ${found.featureCycles.length} feature cycles`);
  process.exit(0);
}
const known = JSON.parse(readFileSync(knownFile, "utf8"));
let failed = false;
for (const kind of ["violations", "featureCycles"]) {
  const was = new Set(known[kind]);
  const now = new Set(found[kind]);
  const added = found[kind].filter((v) => !was.has(v));
  const gone = known[kind].filter((v) => !now.has(v));
  for (const v of added) console.error(`new ${kind === "violations" ? "violation" : "feature cycle"}: ${v}`);
  for (const v of gone) console.error(`no longer found, take it off scripts/boundaries.known.json: ${v}`);
  if (added.length + gone.length > 0) failed = true;
}
// The house rule beside the boundaries: no source file over 300 lines (tests and generated files
// aside); split a file by what it holds before it grows past it.
const MAX_LINES = 300;
const tracked = execFileSync("git", ["ls-files", "apps", "packages", "e2e", "scripts"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !/\.(test|spec)\.tsx?$|\.gen\.ts$|\/migrations\//.test(f));
for (const file of tracked) {
  if (!existsSync(`${root}${file}`)) continue;
  const lines = readFileSync(`${root}${file}`, "utf8").split("\n").length - 1;
  if (lines > MAX_LINES) {
    console.error(`${file}: ${lines} lines, over ${MAX_LINES}: split it by what it holds`);
    failed = true;
  }
}
console.log(
  `boundaries: ${result.summary.totalCruised} files; ${found.violations.length} known violations and ` +
    `${found.featureCycles.length} known feature cycles left to fix; ${failed ? "FAILED" : "nothing new"}`,
);
process.exit(failed ? 1 : 0);
