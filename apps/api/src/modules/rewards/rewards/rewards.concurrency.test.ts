// Double payouts come from races (issue 16): 200 rewards in one burst from two staff members against
// a budget that pays exactly 100 of them, and 20 simultaneous replays of one Idempotency-Key. CI runs
// this on real PostgreSQL, where the requests truly race for the locks (skipped, loudly, on PGlite).
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { reportRewards } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { itRaces } from "../../../test/races.ts";
import { expectLedgerReconciles } from "../../ledger/ledger.fixtures.ts";
import { BUDGET, buildRewardWorld, postReward, type RewardWorld } from "./rewards.fixtures.ts";

let t: TestApp;
let w: RewardWorld;
const REPORTS = 20;
const PER_REPORT = 10;
const AMOUNT = 10_000;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildRewardWorld(t);
});
afterAll(async () => t.close());

const budgetOf = async () =>
  (
    await t.app.inject({
      url: `/api/programs/${w.rewardPrograms.bounty.id}/balance`,
      headers: w.admin.headers,
    })
  ).json().data as { budget: number; budgetSpent: number };

describe("rewards under concurrency", () => {
  itRaces(
    "pays exactly what the budget holds: 100 of 200 simultaneous rewards, 100 clear refusals, no 5xx",
    async () => {
      const targets = await Promise.all(Array.from({ length: REPORTS }, () => w.report.bounty()));
      const burst = targets.flatMap((report) =>
        Array.from({ length: PER_REPORT }, (_, i) =>
          postReward(t, i % 2 === 0 ? w.manager.headers : w.admin.headers, report.id, { amount: AMOUNT }),
        ),
      );
      const answers = await Promise.all(burst);
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(BUDGET / AMOUNT);
      expect(statuses.filter((s) => s === 409)).toHaveLength(REPORTS * PER_REPORT - BUDGET / AMOUNT);
      for (const refused of answers.filter((r) => r.statusCode === 409))
        expect(refused.json().error.message).toBe(
          "The program's budget has ¥0 left: reward at most that, or raise the budget.",
        );
      expect(await budgetOf()).toEqual({ budget: BUDGET, budgetSpent: BUDGET });
      const rows = await t.ctx.database.db
        .select()
        .from(reportRewards)
        .where(
          inArray(
            reportRewards.reportId,
            targets.map((r) => r.id),
          ),
        );
      expect(rows).toHaveLength(BUDGET / AMOUNT);
      await expectLedgerReconciles(t.ctx.database.db);
    },
  );

  itRaces("writes one reward for 20 simultaneous replays of one Idempotency-Key", async () => {
    const raised = await t.app.inject({
      method: "PUT",
      url: `/api/programs/${w.rewardPrograms.bounty.id}/balance`,
      headers: w.admin.headers,
      payload: { budget: BUDGET + AMOUNT },
    });
    expect(raised.statusCode).toBe(200);
    const report = await w.report.bounty();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postReward(t, w.manager.headers, report.id, { amount: AMOUNT }, key)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((r) => r.json().data.id)).size).toBe(1);
    expect(answers.filter((r) => r.headers["idempotent-replayed"] === "true")).toHaveLength(19);
    const rows = await t.ctx.database.db
      .select()
      .from(reportRewards)
      .where(and(eq(reportRewards.reportId, report.id)));
    expect(rows).toHaveLength(1);
    expect(await budgetOf()).toEqual({ budget: BUDGET + AMOUNT, budgetSpent: BUDGET + AMOUNT });
    await expectLedgerReconciles(t.ctx.database.db);
  });
});
