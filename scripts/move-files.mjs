// Moves source files with `git mv` and rewrites every relative import that names them, and the
// relative imports inside them. Used to sort a flat folder into sub-folders by entity.
//
//   node scripts/move-files.mjs <from> <to> [<from> <to> ...]
//   node scripts/move-files.mjs --plan moves.txt        (one "from to" pair per line)
//
// A pair names a file or a folder (every file beneath it moves). Paths are relative to the root.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(new URL("..", import.meta.url).pathname);
const args = process.argv.slice(2);
const pairs = [];
if (args[0] === "--plan") {
  for (const line of readFileSync(args[1], "utf8").split("\n")) {
    const [from, to] = line.trim().split(/\s+/);
    if (from && to && !from.startsWith("#")) pairs.push([from, to]);
  }
} else {
  for (let i = 0; i + 1 < args.length; i += 2) pairs.push([args[i], args[i + 1]]);
}
if (pairs.length === 0) {
  console.error("usage: node scripts/move-files.mjs <from> <to> [...] | --plan <file>");
  process.exit(2);
}

// Files git knows or would add (new files not yet committed move too).
const listed = (args) =>
  execFileSync("git", ["ls-files", ...args], { cwd: root, encoding: "utf8" }).split("\n");
const committed = new Set(listed([]).filter(Boolean));
const tracked = listed(["--cached", "--others", "--exclude-standard"]).filter(Boolean);
/** Old absolute path → new absolute path, for every file that moves. */
const moves = new Map();
for (const [from, to] of pairs) {
  const src = resolve(root, from);
  const dst = resolve(root, to);
  if (existsSync(src) && statSync(src).isFile()) moves.set(src, dst);
  else
    for (const f of tracked) {
      const abs = join(root, f);
      if (abs.startsWith(`${src}/`)) moves.set(abs, join(dst, relative(src, abs)));
    }
}
for (const [from, to] of moves)
  if (existsSync(to) && !moves.has(to)) throw new Error(`${relative(root, to)} exists (moving ${from})`);

const sourceFile = /\.(ts|tsx|mts|mjs|js)$/;
const specifier =
  /((?:from|import|export)\s*\(?\s*|vi\.(?:mock|importActual)\(\s*|require\(\s*)(["'])(\.{1,2}\/[^"'?]+)(\?[^"']*)?\2/g;
const newPathOf = (abs) => moves.get(abs) ?? abs;

let rewritten = 0;
for (const f of tracked) {
  if (!sourceFile.test(f) || f.includes("node_modules/")) continue;
  const oldAbs = join(root, f);
  const newAbs = newPathOf(oldAbs);
  const text = readFileSync(oldAbs, "utf8");
  const next = text.replace(specifier, (all, lead, quote, spec, query = "") => {
    const target = resolve(dirname(oldAbs), spec);
    const movedTarget = moves.get(target) ?? moves.get(`${target}.ts`)?.replace(/\.ts$/, "");
    if (!movedTarget && newAbs === oldAbs) return all;
    let rel = relative(dirname(newAbs), movedTarget ?? target);
    if (!rel.startsWith(".")) rel = `./${rel}`;
    return `${lead}${quote}${rel}${query}${quote}`;
  });
  if (next !== text) {
    writeFileSync(oldAbs, next);
    rewritten++;
  }
}
for (const [from, to] of moves) {
  mkdirSync(dirname(to), { recursive: true });
  if (committed.has(relative(root, from))) execFileSync("git", ["mv", from, to], { cwd: root });
  else renameSync(from, to);
}
console.log(`moved ${moves.size} files, rewrote imports in ${rewritten}`);
