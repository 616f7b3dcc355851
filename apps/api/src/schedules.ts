import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "./db/client.ts";
import { sweepRateLimits } from "./http/rate-limit.ts";
import type { Schedule } from "./jobs/jobs.ts";
import { runLedgerReconciliation } from "./modules/ledger/index.ts";
import { runDisclosureSchedule } from "./modules/reports/index.ts";
import { runTargetDigest } from "./modules/reports/targets/target-digest.ts";
import { runLicenceBilling } from "./modules/rewards/licences/licences.service.ts";
import { runRetestExpiry } from "./modules/triage/index.ts";

/** The worker's clock: what runs when, each run's failure logged, never thrown. */
export const scheduledJobs = (db: Db, log: FastifyBaseLogger): Schedule[] => [
  // The worker checks the books (ARCHITECTURE "Money"): balanced, append-only, never below zero.
  {
    name: "ledger-reconciliation",
    cron: "0 * * * *",
    firstAfterSeconds: 10,
    // It reads the whole ledger, which may take longer than a request's statement timeout.
    run: () =>
      db
        .transaction(async (tx) => {
          await tx.execute(sql`set local statement_timeout = 0`);
          await runLedgerReconciliation(tx, log);
        })
        .catch((err) => log.error({ err }, "ledger reconciliation failed")),
  },
  // And keeps the disclosure clock: scheduled publications, reminders, unanswered requests.
  {
    name: "disclosure-schedule",
    cron: "* * * * *",
    firstAfterSeconds: 20,
    run: () =>
      runDisclosureSchedule(db, new Date()).then(
        () => undefined,
        (err) => log.error({ err }, "disclosure schedule failed"),
      ),
  },
  // And expires the retests not taken (or not answered) in time, their fees back to the budgets.
  {
    name: "retest-expiry",
    cron: "* * * * *",
    firstAfterSeconds: 30,
    run: () =>
      runRetestExpiry(db, new Date()).then(
        () => undefined,
        (err) => log.error({ err }, "retest expiry failed"),
      ),
  },
  // And mails staff, once a day, the reports past their response targets.
  {
    name: "target-digest",
    cron: "5 * * * *",
    firstAfterSeconds: 25,
    run: () =>
      runTargetDigest(db, new Date()).then(
        () => undefined,
        (err) => log.error({ err }, "response target digest failed"),
      ),
  },
  // And bills internal programs' licences: daily counts (a day's count is its peak), and last
  // month's invoices once.
  {
    name: "licence-billing",
    cron: "30 * * * *",
    firstAfterSeconds: 15,
    run: () => runLicenceBilling(db, new Date()).catch((err) => log.error({ err }, "licence billing failed")),
  },
  // And forgets the rate limits' windows that have passed (addresses and IPs kept no longer).
  {
    name: "rate-limit-sweep",
    cron: "40 * * * *",
    firstAfterSeconds: 35,
    run: () =>
      sweepRateLimits(db).then(
        () => undefined,
        (err) => log.error({ err }, "rate limit sweep failed"),
      ),
  },
];
