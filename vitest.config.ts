import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Tests read @bounty/shared's TypeScript source, not the bundle `npm install` builds for plain Node.
const sharedSource = {
  "@bounty/shared": fileURLToPath(new URL("packages/shared/src/index.ts", import.meta.url)),
};

const apiTest = { testTimeout: 30_000, hookTimeout: 120_000, pool: "forks" } as const;

/**
 * What embedded PGlite must show itself: migrations and the seed, the driver and its statements,
 * the job queue, search, the money guards, and one integration file per feature.
 */
const embeddedPass = [
  "app.test.ts",
  "db/client.test.ts",
  "db/seed.test.ts",
  "db/prepared.test.ts",
  "db/named-statements.test.ts",
  "jobs/jobs.test.ts",
  "chat/chat-deliveries.test.ts",
  "http/bad-bytes.test.ts",
  "mail/outsider-mail.test.ts",
  "modules/auth/auth.email.test.ts",
  "modules/dev-mail/dev-mail.test.ts",
  "modules/live/live.test.ts",
  "modules/organizations/core/organizations.test.ts",
  "modules/organizations/members/members.test.ts",
  "modules/organizations/activity/activity.test.ts",
  "modules/programs/core/programs.test.ts",
  "modules/programs/access/applications.test.ts",
  "modules/programs/test-info/test-info.test.ts",
  "modules/reports/core/reports.test.ts",
  "modules/reports/lists/reports.list.test.ts",
  "modules/reports/conversation/messages.test.ts",
  "modules/reports/conversation/attachments.test.ts",
  "modules/ledger/ledger.test.ts",
  "modules/ledger/money-append-only.test.ts",
  "modules/rewards/rewards/rewards.test.ts",
  "modules/rewards/payouts/payouts.test.ts",
  "modules/rewards/licences/licences.test.ts",
  "modules/staff/staff.test.ts",
  "modules/users/users.profile.test.ts",
  "modules/users/users.delete.test.ts",
];

export default defineConfig({
  test: {
    // Vitest's default leaves a core idle on a two-core machine (CI's): the files wait on the
    // database and the DOM as much as on the CPU, so one worker per core is faster (docs/testing.md).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: "shared", include: ["packages/shared/src/**/*.test.ts"] } },
      {
        resolve: { alias: sharedSource },
        test: { name: "api", include: ["apps/api/src/**/*.test.ts"], ...apiTest },
      },
      // The embedded database's own pass (docs/testing.md): `npm test` runs the whole API suite once,
      // on PostgreSQL when a server is reachable, and these files again on PGlite.
      {
        resolve: { alias: sharedSource },
        test: { name: "api-embedded", include: embeddedPass.map((f) => `apps/api/src/${f}`), ...apiTest },
      },
      "apps/web",
    ],
  },
});
