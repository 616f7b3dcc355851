import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Tests read @bounty/shared's and the typed client's TypeScript source, not the bundles `npm install`
// builds for plain Node.
const sharedSource = {
  "@bounty/shared": fileURLToPath(new URL("packages/shared/src/index.ts", import.meta.url)),
  "@bounty/client": fileURLToPath(new URL("packages/client/src/index.ts", import.meta.url)),
};

/**
 * The API files share their worker's modules (no isolation): loading the app's module graph again for
 * each of 136 files was a third of the suite. Each file builds its own app on its own database, none
 * replaces a module (`vi.mock`), and the suite passes in shuffled orders (docs/testing.md).
 */
const apiTest = { testTimeout: 30_000, hookTimeout: 120_000, pool: "forks", isolate: false } as const;

/**
 * What embedded PGlite must show itself (docs/testing.md): migrations and the seed, the driver and
 * its statements, the job queue, the chat and mail outboxes (crash safety, the catalog's mails and the
 * one-click unsubscribe), LISTEN on its one connection (live), search,
 * the money guards' triggers, and one integration file per feature. The rest of the API suite runs
 * once, on PostgreSQL.
 */
const embeddedPass = [
  "app.test.ts",
  "db/client.test.ts",
  "db/migrate.test.ts",
  "db/seed.test.ts",
  "db/prepared.test.ts",
  "db/named-statements.test.ts",
  "jobs/jobs.test.ts",
  "chat/chat-deliveries.test.ts",
  "events/catalog-readers.test.ts",
  "notifications/crash-safety.test.ts",
  "notifications/mail-queues.test.ts",
  "modules/auth/auth.email.test.ts",
  "modules/dev-mail/dev-mail.test.ts",
  "modules/live/live.test.ts",
  "modules/organizations/core/organizations.test.ts",
  "modules/programs/core/programs.test.ts",
  "modules/reports/lists/reports.list.test.ts",
  // The disclosure clock's locked batches, and the public pages' copies dropped by PGlite's NOTIFY.
  "modules/reports/disclosure/disclosure-schedule.test.ts",
  // The disclosure rule (issue 44): its attacks and its property walk, on both databases.
  "modules/reports/disclosure/disclosure-rule.test.ts",
  "modules/public/public.test.ts",
  // The response clock: the trigger on events, the deadline function and the figures (issue 30).
  "modules/reports/targets/response-stats.test.ts",
  "modules/ledger/money-append-only.test.ts",
  "modules/rewards/rewards/rewards.test.ts",
  "modules/staff/staff.test.ts",
  "modules/users/users.profile.test.ts",
  "modules/users/unsubscribe.test.ts",
  // The triage dashboard's figures and the import's streamed batches, and their authorization walks (issue 33).
  "modules/triage/dashboard/dashboard.test.ts",
  "modules/triage/imports/import.test.ts",
  // Paid retests: the fee's hold, payment and release, and the walk of their routes (issue 33).
  "modules/triage/retests/retests.test.ts",
  "modules/triage/retests/retests.authorization.test.ts",
];

/**
 * The web files share their worker's modules too where they can (the web tests took 2.7 minutes
 * isolated, 1.7 so): each renders into a DOM that `cleanup` empties and resets what it stores
 * (src/test/setup.ts). Two kinds cannot share, and run in the isolated project, found here by what
 * they contain so that a new one needs no list: a file that replaces a module (`vi.mock`, `vi.doMock`: an earlier
 * file loaded the real one), and a file that renders the app's own route tree (`renderAppAt`,
 * `createAppRouter`: its routes are one module's objects, and keep the lazy loads of the router that
 * used them last, so a shuffled order failed).
 */
const webSrc = fileURLToPath(new URL("apps/web/src/", import.meta.url));
const webFiles = readdirSync(webSrc, { recursive: true, encoding: "utf8" }).map(
  (f) => `src/${f.replaceAll("\\", "/")}`,
);
const webTests = webFiles.filter((f) => /\.test\.tsx?$/.test(f));
// The lists below are globs: a path that reads as one would match other files, or none.
const globLike = webTests.filter((f) => /[[\]{}()!*?]/.test(f));
if (globLike.length > 0) throw new Error(`Rename these web tests (glob characters): ${globLike.join(", ")}`);
const read = (f: string) => readFileSync(new URL(`apps/web/${f}`, import.meta.url), "utf8");
const routerHelpers = webFiles
  .filter((f) => /\.tsx?$/.test(f) && !webTests.includes(f) && /renderAppAt|createAppRouter/.test(read(f)))
  .map((f) => `/${basename(f).replace(/\.tsx?$/, "")}.ts`);
const cannotShare = webTests.filter((f) => {
  const text = read(f);
  return (
    /vi\.(do)?[mM]ock\(|renderAppAt|createAppRouter|routeTree/.test(text) ||
    routerHelpers.some((h) => text.includes(h))
  );
});
const web = {
  extends: fileURLToPath(new URL("apps/web/vite.config.ts", import.meta.url)),
  root: fileURLToPath(new URL("apps/web", import.meta.url)),
} as const;

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
      { ...web, test: { name: "web", isolate: false, exclude: cannotShare } },
      // `include` would add to the web config's own (extended arrays merge): the rest are excluded instead.
      {
        ...web,
        test: { name: "web-isolated", exclude: webTests.filter((f) => !cannotShare.includes(f)) },
      },
    ],
  },
});
