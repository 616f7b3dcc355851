// Two withdrawals of the whole balance at once must give one payout (issue 16), and a payout decided
// twice at once must move its money once. CI runs this on PGlite and on real PostgreSQL, where the
// requests truly race for the locks.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { payouts } from "../../../db/schema/index.ts";
import { buildSignedInUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { itRaces } from "../../../test/races.ts";
import { expectLedgerReconciles } from "../../ledger/ledger.fixtures.ts";
import { buildRewardWorld, type RewardWorld } from "../rewards/rewards.fixtures.ts";
import { balanceOf, earn, fillFinancialDetails, postWithdrawal } from "./payouts.fixtures.ts";

let t: TestApp;
let w: RewardWorld;
let staff: Awaited<ReturnType<typeof buildSignedInUser>>;
const path = () => ({ programId: w.rewardPrograms.bounty.id, userId: w.sender.user.id });

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_REPORTS_PER_HOUR: "1000",
    PLATFORM_STAFF_EMAILS: "staff@example.test",
  });
  w = await buildRewardWorld(t);
  staff = await buildSignedInUser(t.ctx, { email: "staff@example.test", emailVerifiedAt: new Date() });
  await fillFinancialDetails(t, w.sender);
});
afterAll(async () => t.close());

describe("withdrawals under concurrency", () => {
  itRaces(
    "gives one payout for 20 simultaneous withdrawals of the whole balance, and clear refusals",
    async () => {
      await earn(t, w, 50_000);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => postWithdrawal(t, w.sender.headers, path(), { amount: 50_000 })),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([201, ...Array(19).fill(409)]);
      for (const a of answers.filter((x) => x.statusCode === 409))
        expect(a.json().error.message).toBe("Your balance is ¥0: withdraw at most that.");
      expect(await balanceOf(t, w.sender)).toBe(0);
      expect(
        await t.ctx.database.db.select().from(payouts).where(eq(payouts.userId, w.sender.user.id)),
      ).toHaveLength(1);
      await expectLedgerReconciles(t.ctx.database.db);
    },
  );

  itRaces("writes one payout for 20 simultaneous replays of one Idempotency-Key", async () => {
    await earn(t, w, 30_000);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postWithdrawal(t, w.sender.headers, path(), { amount: 30_000 }, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await balanceOf(t, w.sender)).toBe(0);
    await expectLedgerReconciles(t.ctx.database.db);
  });

  itRaces("decides a payout once when staff mark it failed and paid at the same moment", async () => {
    await earn(t, w, 10_000);
    const res = await postWithdrawal(t, w.sender.headers, path(), { amount: 10_000 });
    const id = res.json().data.id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: "PUT",
          url: `/api/staff/payouts/${id}`,
          headers: staff.headers,
          payload: i % 2 ? { status: "paid" } : { status: "failed", reason: "Refused" },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const won = answers.find((a) => a.statusCode === 200)!.json().data.status;
    expect(await balanceOf(t, w.sender)).toBe(won === "failed" ? 10_000 : 0);
    await expectLedgerReconciles(t.ctx.database.db);
  });
});
