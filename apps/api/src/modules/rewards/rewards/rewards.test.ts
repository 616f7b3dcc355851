// Rewards on reports (spec 2 §5, §7; issue 16): the program's staff pay the hunter from a bug bounty
// program's budget, or credit an internal program's points or yen; every award is one balanced ledger
// transaction, written once per Idempotency-Key, with its event, its timeline line and its mail.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  events,
  ledgerAccounts,
  ledgerEntries,
  organizationMembers,
  reports,
} from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { testMailbox } from "../../../test/mailbox.ts";
import { expectLedgerReconciles } from "../../ledger/ledger.fixtures.ts";
import { BUDGET, buildRewardWorld, postReward, type RewardWorld } from "./rewards.fixtures.ts";

let t: TestApp;
let w: RewardWorld;
const mailbox = testMailbox(() => t);
const db = () => t.ctx.database.db;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildRewardWorld(t);
});
afterAll(async () => t.close());
afterEach(async () => expectLedgerReconciles(db()));

const budgetOf = async () =>
  (
    await t.app.inject({
      url: `/api/programs/${w.rewardPrograms.bounty.id}/balance`,
      headers: w.admin.headers,
    })
  ).json().data as { budget: number; budgetSpent: number };

/** What the hunter holds from a program, by kind: the sum of their credit account's entries. */
async function heldBy(userId: string, programId: string, kind: "hunter_money" | "hunter_points") {
  const rows = await db()
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.programId, programId),
        eq(ledgerAccounts.kind, kind),
      ),
    );
  return rows.reduce((s, r) => s + r.amount, 0);
}

describe("POST /api/reports/{id}/rewards", () => {
  it("pays the hunter from the budget, twice with a bonus, each in the timeline, the feed and a mail", async () => {
    const report = await w.report.bounty();
    const before = await budgetOf();
    await mailbox.clear();
    const first = await postReward(t, w.manager.headers, report.id, {
      amount: 30_000,
      description: "  Thanks for the clear steps.  ",
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      amount: 30_000,
      system: "money",
      description: "Thanks for the clear steps.",
      awardedBy: { id: w.manager.user.id },
    });
    const bonus = await postReward(t, w.admin.headers, report.id, { amount: 5_000 });
    expect(bonus.statusCode).toBe(201);
    expect(bonus.json().data).toMatchObject({
      amount: 5_000,
      description: "",
      awardedBy: { id: w.admin.user.id },
    });

    expect(await budgetOf()).toEqual({ budget: BUDGET, budgetSpent: before.budgetSpent + 35_000 });
    const held = await heldBy(w.sender.user.id, w.rewardPrograms.bounty.id, "hunter_money");
    expect(held).toBeGreaterThanOrEqual(35_000);
    // The balance the hunter's settings show is the sum of their yen credits.
    const balance = await t.app.inject({
      url: `/api/users/${w.sender.user.id}/balance`,
      headers: w.sender.headers,
    });
    expect(balance.json().data.balance).toBe(held);

    // The hunter reads both on the report's timeline, with the staff's words.
    const timeline = (
      await t.app.inject({ url: `/api/reports/${report.id}/activities`, headers: w.sender.headers })
    ).json().data as { type: string; info: Record<string, unknown>; actor: { id: string } }[];
    const rewards = timeline.filter((a) => a.type === "report.rewarded");
    expect(rewards.map((a) => [a.info.amount, a.info.system, a.info.description, a.actor.id])).toEqual([
      [30_000, "money", "Thanks for the clear steps.", w.manager.user.id],
      [5_000, "money", "", w.admin.user.id],
    ]);

    // The organization's feed names the amount, never the words.
    const feed = (
      await t.app.inject({
        url: `/api/organizations/${w.org.id}/activities?perPage=50`,
        headers: w.admin.headers,
      })
    ).json().data as { type: string; info: Record<string, unknown> }[];
    const line = feed.find((a) => a.type === "report.rewarded" && a.info.amount === 30_000);
    expect(line?.info).toEqual({ number: report.number, amount: 30_000, system: "money" });

    // The hunter is told the amount and the program, never the report's content.
    expect((await mailbox.read()).map((m) => m.to)).toEqual([w.sender.user.email, w.sender.user.email]);
    expect((await mailbox.read())[0]!.subject).toBe(
      `You were rewarded ¥30,000 for report #${report.number}: Bounty Kiwi`,
    );
    expect(JSON.stringify(await mailbox.read())).not.toContain("Stored XSS");
    expect(JSON.stringify(await mailbox.read())).not.toContain("Thanks for the clear steps");
  });

  it("replays the first answer for the same Idempotency-Key and body, and refuses it with another body", async () => {
    const report = await w.report.bounty();
    const key = randomUUID();
    const first = await postReward(
      t,
      w.manager.headers,
      report.id,
      { amount: 10_000, description: "Once" },
      key,
    );
    const spent = (await budgetOf()).budgetSpent;
    const again = await postReward(
      t,
      w.manager.headers,
      report.id,
      { amount: 10_000, description: "Once" },
      key,
    );
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect((await budgetOf()).budgetSpent).toBe(spent);

    const other = await postReward(
      t,
      w.manager.headers,
      report.id,
      { amount: 20_000, description: "Once" },
      key,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe("This Idempotency-Key was already used for another reward.");
    const none = await postReward(t, w.manager.headers, report.id, { amount: 10_000 }, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toMatch(/^Send an Idempotency-Key header/);
    expect((await budgetOf()).budgetSpent).toBe(spent);
    const stored = await db()
      .select()
      .from(events)
      .where(and(eq(events.reportId, report.id), eq(events.type, "report.rewarded")));
    expect(stored).toHaveLength(1);
  });

  it("refuses more than the budget has left, saying what is left, and writes nothing", async () => {
    const report = await w.report.bounty();
    const { budget, budgetSpent } = await budgetOf();
    const left = budget - budgetSpent;
    const res = await postReward(t, w.manager.headers, report.id, { amount: left + 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      `The program's budget has ¥${left.toLocaleString("en-US")} left: reward at most that, or raise the budget.`,
    );
    expect((await budgetOf()).budgetSpent).toBe(budgetSpent);
  });

  it("credits an internal point program in points and an internal yen program in yen, with no budget", async () => {
    const points = await w.report.points();
    const res = await postReward(t, w.manager.headers, points.id, { amount: 300 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ amount: 300, system: "point" });
    expect(await heldBy(w.approved.user.id, w.rewardPrograms.points.id, "hunter_points")).toBe(300);
    const cash = await w.report.cash();
    await mailbox.clear();
    expect((await postReward(t, w.manager.headers, cash.id, { amount: 8_000 })).json().data.system).toBe(
      "money",
    );
    expect(await heldBy(w.approved.user.id, w.rewardPrograms.cash.id, "hunter_money")).toBe(8_000);
    expect((await mailbox.read())[0]!.subject).toBe(
      `You were rewarded ¥8,000 for report #${cash.number}: Cash Kiwi`,
    );
    // The hunter's credits: one per program and kind, each the sum of its entries.
    const credits = await t.app.inject({
      url: "/api/users/authenticated/credits",
      headers: w.approved.headers,
    });
    expect(credits.json()).toEqual({
      data: [
        {
          id: expect.any(String),
          system: "money",
          amount: 8_000,
          program: {
            id: w.rewardPrograms.cash.id,
            activated: true,
            slug: "cash-kiwi",
            name: w.rewardPrograms.cash.name,
            organizationName: w.org.name,
          },
        },
        {
          id: expect.any(String),
          system: "point",
          amount: 300,
          program: {
            id: w.rewardPrograms.points.id,
            activated: true,
            slug: "points-kiwi",
            name: w.rewardPrograms.points.name,
            organizationName: w.org.name,
          },
        },
      ],
      meta: { total: 2, page: 1, perPage: 1000 },
    });
  });

  it("corrects a reward with a negative amount, never taking back more than the report was given", async () => {
    const report = await w.report.bounty();
    await postReward(t, w.manager.headers, report.id, { amount: 12_000 });
    const spent = (await budgetOf()).budgetSpent;
    const back = await postReward(t, w.manager.headers, report.id, {
      amount: -2_000,
      description: "Typo in the amount",
    });
    expect(back.statusCode).toBe(201);
    expect((await budgetOf()).budgetSpent).toBe(spent - 2_000);
    const tooMuch = await postReward(t, w.manager.headers, report.id, { amount: -10_001 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe(
      "This report was given ¥10,000: a correction cannot take back more.",
    );
  });

  it("takes back a reward from a report rejected since", async () => {
    const report = await w.report.bounty();
    await postReward(t, w.manager.headers, report.id, { amount: 4_000 });
    await t.app.inject({
      method: "PATCH",
      url: `/api/reports/${report.id}`,
      headers: w.manager.headers,
      payload: { state: "duplicate", duplicateOf: report.number - 1, reason: "Reported before." },
    });
    expect((await postReward(t, w.manager.headers, report.id, { amount: 1 })).statusCode).toBe(409);
    const back = await postReward(t, w.manager.headers, report.id, {
      amount: -4_000,
      description: "Duplicate",
    });
    expect(back.statusCode).toBe(201);
  });

  it.each([
    ["zero", 0],
    ["a fraction", 1.5],
    ["text", "1000"],
    ["too much", 100_000_001],
  ])("refuses %s as an amount with the spec's text", async (_what, amount) => {
    const report = await w.report.bounty();
    const res = await postReward(t, w.manager.headers, report.id, { amount });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("amount: Please select a correct amount");
  });

  it("refuses a vdp, a stopped program, a rejected report, a report without a hunter, and a member of the organization", async () => {
    const expectRefused = async (reportId: string, message: string) => {
      const res = await postReward(t, w.manager.headers, reportId, { amount: 1_000 });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(message);
    };
    await expectRefused((await w.report.vdp()).id, "Rewards are only for bug bounty and internal programs.");

    const rejected = await w.report.bounty();
    const patched = await t.app.inject({
      method: "PATCH",
      url: `/api/reports/${rejected.id}`,
      headers: w.manager.headers,
      payload: { state: "not_applicable", reason: "Intended behaviour." },
    });
    expect(patched.statusCode).toBe(200);
    await expectRefused(rejected.id, "A rejected report cannot be rewarded.");

    const anonymous = await w.report.bounty();
    await db().update(reports).set({ senderId: null }).where(eq(reports.id, anonymous.id));
    await expectRefused(anonymous.id, "This report has no hunter to reward.");

    const insider = await w.report.bounty();
    const [row] = await db()
      .insert(organizationMembers)
      .values({ organizationId: w.org.id, userId: w.sender.user.id, role: "member" })
      .returning();
    await expectRefused(insider.id, "Members of the organization cannot be rewarded on its programs.");
    await db().delete(organizationMembers).where(eq(organizationMembers.id, row!.id));

    const stopped = await w.report.cash();
    await t.app.inject({
      method: "PUT",
      url: `/api/programs/${w.rewardPrograms.cash.id}`,
      headers: w.admin.headers,
      payload: { status: "stopped" },
    });
    await expectRefused(
      stopped.id,
      "The program has been stopped, messages and rewards can not be sent anymore.",
    );
  });
});
