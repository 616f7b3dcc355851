// `npm run staff -- add|remove <e-mail>` or `list`: builds the API if stale, then runs its staff command.
import { spawnSync } from "node:child_process";
import { buildApi, buildShared, root } from "./lib/build.mjs";

buildShared();
buildApi();
const r = spawnSync(process.execPath, ["apps/api/dist/cli/staff.js", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
process.exit(r.status ?? 1);
