// Every money table is append-only in the database itself (issue 26, item 8; migration 0020): a
// reward, a credit movement, an account's kind and owners, and a payout's amount, owner and
// recipient never change, and a payout's status moves from pending to paid or failed once.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditMovements, ledgerAccounts, payouts, reportRewards } from "../../db/schema/index.ts";
import { buildUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { earn, fillFinancialDetails, postWithdrawal } from "../rewards/payouts/payouts.fixtures.ts";
import { buildRewardWorld, type RewardWorld } from "../rewards/rewards/rewards.fixtures.ts";
import { refusalOf } from "./ledger.fixtures.ts";

let t: TestApp;
let w: RewardWorld;
let payoutId: string;
const db = () => t.ctx.database.db;

beforeAll(async () => {
  t = await createTestApp({ WORKER: "false" });
  w = await buildRewardWorld(t);
  await earn(t, w, 50_000);
  await fillFinancialDetails(t, w.sender);
  const res = await postWithdrawal(
    t,
    w.sender.headers,
    { programId: w.rewardPrograms.bounty.id, userId: w.sender.user.id },
    { amount: 20_000 },
  );
  expect(res.statusCode).toBe(201);
  payoutId = res.json().data.id;
});
afterAll(() => t.close());

/** Runs `work` in a transaction that is rolled back, to try what is allowed without keeping it. */
async function tryAndRollBack(
  work: (tx: Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0]) => Promise<void>,
) {
  const undo = new Error("undo");
  await expect(
    db().transaction(async (tx) => {
      await work(tx);
      throw undo;
    }),
  ).rejects.toBe(undo);
}

describe("money tables are append-only", () => {
  it("report_rewards: no update, no delete", async () => {
    const [reward] = await db()
      .select()
      .from(reportRewards)
      .where(eq(reportRewards.hunterId, w.sender.user.id));
    const other = await buildUser(db());
    expect(
      await refusalOf(() =>
        db().update(reportRewards).set({ amount: 900_000 }).where(eq(reportRewards.id, reward!.id)),
      ),
    ).toContain("money is append-only: a reward never changes");
    expect(
      await refusalOf(() =>
        db().update(reportRewards).set({ hunterId: other.id }).where(eq(reportRewards.id, reward!.id)),
      ),
    ).toContain("a reward never changes");
    expect(
      await refusalOf(() =>
        db().update(reportRewards).set({ hunterId: null }).where(eq(reportRewards.id, reward!.id)),
      ),
    ).toContain("a reward never changes");
    expect(
      await refusalOf(() => db().delete(reportRewards).where(eq(reportRewards.id, reward!.id))),
    ).toContain("DELETE on report_rewards is refused");
    expect(await refusalOf(() => db().execute(sql`truncate report_rewards`))).toContain(
      "TRUNCATE on report_rewards",
    );
    const [still] = await db().select().from(reportRewards).where(eq(reportRewards.id, reward!.id));
    expect(still).toEqual(reward);
  });

  it("credit_movements: no update, no delete while its user exists", async () => {
    const where = eq(creditMovements.userId, w.sender.user.id);
    const before = await db().select().from(creditMovements).where(where);
    expect(before.length).toBeGreaterThan(0);
    expect(await refusalOf(() => db().update(creditMovements).set({ amount: 1 }).where(where))).toContain(
      "UPDATE on credit_movements is refused",
    );
    expect(await refusalOf(() => db().delete(creditMovements).where(where))).toContain(
      "DELETE on credit_movements is refused",
    );
    expect(await db().select().from(creditMovements).where(where)).toEqual(before);
  });

  it("ledger_accounts: kind and owners never change, an owner may only be detached, no delete", async () => {
    const [account] = await db()
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, w.sender.user.id));
    const other = await buildUser(db());
    const byId = eq(ledgerAccounts.id, account!.id);
    expect(
      await refusalOf(() => db().update(ledgerAccounts).set({ userId: other.id }).where(byId)),
    ).toContain("an account's kind and owners never change");
    expect(
      await refusalOf(() => db().update(ledgerAccounts).set({ kind: "hunter_points" }).where(byId)),
    ).toContain("never change");
    expect(
      await refusalOf(() =>
        db().update(ledgerAccounts).set({ programId: w.rewardPrograms.cash.id }).where(byId),
      ),
    ).toContain("never change");
    expect(await refusalOf(() => db().delete(ledgerAccounts).where(byId))).toContain(
      "DELETE on ledger_accounts is refused",
    );
    // What account deletion does: the settled accounts stay in the books, unowned.
    await tryAndRollBack(async (tx) => {
      await tx.update(ledgerAccounts).set({ userId: null }).where(byId);
    });
  });

  it("payouts: amount, owner and recipient never change; pending moves to paid or failed once; no delete", async () => {
    const byId = eq(payouts.id, payoutId);
    const other = await buildUser(db());
    expect(await refusalOf(() => db().update(payouts).set({ amount: 1_000_000 }).where(byId))).toContain(
      "a payout's amount, owner and recipient never change",
    );
    expect(await refusalOf(() => db().update(payouts).set({ userId: other.id }).where(byId))).toContain(
      "never change",
    );
    expect(
      await refusalOf(() =>
        db().update(payouts).set({ recipient: sql`jsonb_set(recipient, '{name}', '"Mallory"')` }).where(byId),
      ),
    ).toContain("never change");
    expect(
      await refusalOf(() => db().update(payouts).set({ failureReason: "sneaky" }).where(byId)),
    ).toContain("a payout's decision is written with its status, once");
    expect(await refusalOf(() => db().delete(payouts).where(byId))).toContain("DELETE on payouts is refused");
    // Decided once: paid, then neither failed nor pending again.
    await db().update(payouts).set({ status: "paid", decidedAt: new Date() }).where(byId);
    expect(await refusalOf(() => db().update(payouts).set({ status: "failed" }).where(byId))).toContain(
      "not from paid to failed",
    );
    expect(await refusalOf(() => db().update(payouts).set({ status: "pending" }).where(byId))).toContain(
      "not from paid to pending",
    );
    expect(
      await refusalOf(() =>
        db()
          .update(payouts)
          .set({ decidedAt: new Date(0) })
          .where(byId),
      ),
    ).toContain("written with its status, once");
    const [row] = await db().select().from(payouts).where(byId);
    expect(row).toMatchObject({ status: "paid", amount: 20_000, userId: w.sender.user.id });
  });
});
