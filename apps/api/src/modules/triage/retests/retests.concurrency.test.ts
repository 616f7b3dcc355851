// Issue 33: a retest's fee is held and paid once under races. CI runs this on PostgreSQL, where the
// requests truly race for the report, retest and budget locks (skipped, loudly, on PGlite).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { itRaces } from "../../../test/races.ts";
import { expectLedgerReconciles } from "../../ledger/ledger.fixtures.ts";
import {
  answerRetest,
  askRetest,
  buildRetestWorld,
  RETEST_BUDGET,
  type RetestWorld,
  retestStep,
} from "./retests.fixtures.ts";

let t: TestApp;
let w: RetestWorld;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildRetestWorld(t);
});
afterAll(() => t.close());

describe("retests under concurrency", () => {
  itRaces("holds no more than the budget: 5 of 8 simultaneous asks of ¥20,000 on ¥100,000", async () => {
    const reports = await Promise.all(Array.from({ length: 8 }, () => w.remediated()));
    const answers = await Promise.all(
      reports.map((r, i) => askRetest(t, i % 2 ? w.manager.headers : w.triage.headers, r.id)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    expect(await w.balance()).toEqual({ budget: RETEST_BUDGET, budgetSpent: RETEST_BUDGET });
    for (const a of answers.filter((x) => x.statusCode === 201))
      await retestStep(t, w.manager.headers, a.json().data.id, "cancel");
    await expectLedgerReconciles(t.ctx.database.db);
  });

  itRaces(
    "pays once: 10 simultaneous answers, one key replayed, others refused; asks of one report give one",
    async () => {
      const { id } = await w.remediated();
      const asks = await Promise.all(Array.from({ length: 6 }, () => askRetest(t, w.manager.headers, id)));
      expect(asks.filter((a) => a.statusCode === 201)).toHaveLength(1);
      const retest = asks.find((a) => a.statusCode === 201)!.json().data;
      await retestStep(t, w.sender.headers, retest.id, "accept");
      const before = await w.hunterCredit();
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          answerRetest(t, w.sender.headers, retest.id, undefined, i < 5 ? key : randomUUID()),
        ),
      );
      const ok = answers.filter((a) => a.statusCode === 200);
      expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      expect(ok.length).toBeLessThanOrEqual(5);
      expect(await w.hunterCredit()).toBe(before + 20_000);
      await expectLedgerReconciles(t.ctx.database.db);
    },
  );
});
