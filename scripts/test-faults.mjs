// `npm run test:faults`: the fault tests (apps/api/src/faults) at full size on PostgreSQL: 20 kills
// during writes instead of the 3 `npm test` runs, the database away for 10 s, SIGTERM under load.
import { spawnSync } from "node:child_process";
import { reachablePostgres } from "./lib/postgres.mjs";

const postgres = await reachablePostgres();
if (!postgres) {
  console.error("The fault tests need PostgreSQL: start it or set DATABASE_URL.");
  process.exit(1);
}
const r = spawnSync(
  "npx",
  ["vitest", "run", "--project", "api", "apps/api/src/faults", ...process.argv.slice(2)],
  {
    cwd: new URL("..", import.meta.url).pathname,
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: postgres, FAULTS: "full" },
  },
);
process.exit(r.status ?? 1);
