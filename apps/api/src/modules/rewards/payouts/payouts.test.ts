// Withdrawals and payouts (spec 1 §5, §7, §9; issue 16): the hunter moves yen from their balance into
// a pending payout; platform staff export the batch, then mark each payout paid (the money leaves) or
// failed (it returns to the credits it came from). Every step is one balanced ledger transaction.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { events, ledgerAccounts, ledgerEntries, payouts } from "../../../db/schema/index.ts";
import { buildSignedInUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { testMailbox } from "../../../test/mailbox.ts";
import { expectLedgerReconciles } from "../../ledger/ledger.fixtures.ts";
import { acceptGuideline, submission, submitReport } from "../../reports/core/reports.fixtures.ts";
import { buildRewardWorld, postReward, type RewardWorld } from "../rewards/rewards.fixtures.ts";
import { balanceOf, earn, fillFinancialDetails, postWithdrawal } from "./payouts.fixtures.ts";

let t: TestApp;
let w: RewardWorld;
let staff: Awaited<ReturnType<typeof buildSignedInUser>>;
const mailbox = testMailbox(() => t);
const db = () => t.ctx.database.db;
const path = () => ({ programId: w.rewardPrograms.bounty.id, userId: w.sender.user.id });

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_REPORTS_PER_HOUR: "1000",
    PLATFORM_STAFF_EMAILS: "staff@example.test",
  });
  w = await buildRewardWorld(t);
  staff = await buildSignedInUser(t.ctx, { email: "staff@example.test", emailVerifiedAt: new Date() });
});
afterAll(async () => t.close());
afterEach(async () => expectLedgerReconciles(db()));

const decide = (id: string, body: Record<string, unknown>, headers = staff.headers) =>
  t.app.inject({ method: "PUT", url: `/api/staff/payouts/${id}`, headers, payload: body });
const movements = async () =>
  (await t.app.inject({ url: "/api/users/authenticated/movements", headers: w.sender.headers })).json();
const pendingOf = async (userId: string) => {
  const rows = await db()
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, "payouts")));
  return rows.reduce((s, r) => s + r.amount, 0);
};

describe("POST /api/programs/{id}/credits/{userId}/withdrawal", () => {
  it("refuses without private information and a payment method, and changes nothing", async () => {
    await earn(t, w, 30_000);
    const res = await postWithdrawal(t, w.sender.headers, path(), { amount: 10_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      "Fill in your private information and your payment method before withdrawing.",
    );
    expect(await balanceOf(t, w.sender)).toBe(30_000);
    expect(await db().select().from(payouts)).toEqual([]);
  });

  it.each<[unknown, string]>([
    [9_999, "below the minimum"],
    [10_000.5, "not whole"],
    [-10_000, "negative"],
    ["10000", "a string"],
  ])("refuses %s (%s) with the spec's rule", async (amount) => {
    await fillFinancialDetails(t, w.sender);
    const res = await postWithdrawal(t, w.sender.headers, path(), { amount });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain("Withdraw a whole number of yen, at least ¥10,000.");
    expect(await balanceOf(t, w.sender)).toBe(30_000);
  });

  it("refuses more than the balance, saying what it is", async () => {
    const res = await postWithdrawal(t, w.sender.headers, path(), { amount: 30_001 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("Your balance is ¥30,000: withdraw at most that.");
  });

  it("requires an Idempotency-Key", async () => {
    const res = await postWithdrawal(t, w.sender.headers, path(), { amount: 10_000 }, null);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Idempotency-Key/);
  });

  it("moves the amount into a pending payout at once, with its event, and replays its key", async () => {
    const key = randomUUID();
    const res = await postWithdrawal(t, w.sender.headers, path(), { amount: 10_000 }, key);
    expect(res.statusCode).toBe(201);
    const payout = res.json().data;
    expect(payout).toMatchObject({ amount: 10_000, status: "pending", failureReason: "", decidedAt: null });
    expect(await balanceOf(t, w.sender)).toBe(20_000);
    expect(await pendingOf(w.sender.user.id)).toBe(10_000);

    const replay = await postWithdrawal(t, w.sender.headers, path(), { amount: 10_000 }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.json().data.id).toBe(payout.id);
    const reused = await postWithdrawal(t, w.sender.headers, path(), { amount: 20_000 }, key);
    expect(reused.statusCode).toBe(409);
    expect(await balanceOf(t, w.sender)).toBe(20_000);

    const [event] = await db().select().from(events).where(eq(events.type, "program.credits.withdrawal"));
    expect(event).toMatchObject({
      organizationId: null,
      userId: w.sender.user.id,
      programId: w.rewardPrograms.bounty.id,
      payload: { payoutId: payout.id, amount: 10_000 },
    });

    const history = await movements();
    expect(history.data[0]).toMatchObject({
      kind: "withdrawal",
      amount: -10_000,
      system: "money",
      program: { slug: "bounty-kiwi", name: "Bounty Kiwi" },
      payout: { id: payout.id, status: "pending" },
    });
    expect(history.data.filter((m: { kind: string }) => m.kind === "reward")).toHaveLength(1);
  });

  it("answers 404 for another hunter's credits and for a program the hunter has no credit in", async () => {
    const other = await postWithdrawal(t, w.otherHunter.headers, path(), { amount: 10_000 });
    expect(other.statusCode).toBe(404);
    const noCredit = await postWithdrawal(
      t,
      w.sender.headers,
      { programId: w.programs.open.id, userId: w.sender.user.id },
      { amount: 10_000 },
    );
    expect(noCredit.statusCode).toBe(404);
    expect(noCredit.json().error.message).toBe("Credit not found.");
  });
});

describe("payouts for platform staff", () => {
  it("lists pending payouts with where to send them, and exports them as CSV with formulas neutralized", async () => {
    await fillFinancialDetails(t, w.sender, '=HYPERLINK("http://evil.test")');
    const res = await postWithdrawal(t, w.sender.headers, path(), { amount: 10_000 });
    expect(res.statusCode).toBe(201);

    const list = await t.app.inject({ url: "/api/staff/payouts", headers: staff.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.total).toBe(2);
    expect(list.json().data[1]).toMatchObject({
      id: res.json().data.id,
      user: { id: w.sender.user.id },
      recipient: { method: "bank", iban: "JP00 1234 5678", bic: "MHCBJPJT", country: "JP", city: "Tokyo" },
    });

    const csv = await t.app.inject({ url: "/api/staff/payouts/export", headers: staff.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(
      /^attachment; filename="payouts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Payout,Requested at,Amount (JPY),Username,E-mail,Name,Address line 1,Address line 2,Postcode,City,Country,Method,PayPal,IBAN,BIC/Swift/IFSC",
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(lines[2]).toContain(",10000,");
    // The first payout kept the name given when it was asked for.
    expect(lines[1]).toContain("Ada Lovelace");
  });

  it("marks a payout paid: the money leaves, the hunter is told, and it cannot be decided again", async () => {
    const [first] = (await t.app.inject({ url: "/api/staff/payouts", headers: staff.headers })).json().data;
    await mailbox.clear();
    const res = await decide(first.id, { status: "paid" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "paid", failureReason: "" });
    expect(res.json().data.decidedAt).not.toBeNull();
    expect(await pendingOf(w.sender.user.id)).toBe(10_000);
    expect(await balanceOf(t, w.sender)).toBe(10_000);
    expect((await mailbox.read()).map((m) => m.subject)).toEqual([
      "Your withdrawal of ¥10,000 was transferred",
    ]);

    const again = await decide(first.id, { status: "failed", reason: "Twice" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("This payout was already marked paid.");
    const history = await movements();
    expect(
      history.data.find((m: { payout: { id: string } | null }) => m.payout?.id === first.id).payout.status,
    ).toBe("paid");
  });

  it("marks a payout failed with a reason: the amount returns to the balance", async () => {
    const [second] = (await t.app.inject({ url: "/api/staff/payouts", headers: staff.headers })).json().data;
    const noReason = await decide(second.id, { status: "failed", reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toContain("Tell the hunter why the transfer failed.");
    await mailbox.clear();
    const res = await decide(second.id, { status: "failed", reason: "The IBAN was refused." });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "failed", failureReason: "The IBAN was refused." });
    expect(await balanceOf(t, w.sender)).toBe(20_000);
    expect(await pendingOf(w.sender.user.id)).toBe(0);
    expect((await mailbox.read())[0]!.subject).toBe("Your withdrawal of ¥10,000 failed");
    expect((await mailbox.read())[0]!.text).toContain("The IBAN was refused.");
    const history = await movements();
    expect(history.data[0]).toMatchObject({
      kind: "payout_returned",
      amount: 10_000,
      payout: { status: "failed" },
    });
    const failed = await t.app.inject({ url: "/api/staff/payouts?status=failed", headers: staff.headers });
    expect(failed.json().data.map((p: { id: string }) => p.id)).toEqual([second.id]);
  });

  it("draws on the path's program first, then the others, and a failure gives each back its part", async () => {
    // The approved hunter earns 12,000 yen on the bug bounty program, 15,000 on the internal cash
    // program and 500 P on the point program.
    const hunter = w.approved;
    await acceptGuideline(db(), w.rewardPrograms.bounty.id, hunter.user.id);
    const bountyReport = await submitReport(
      t,
      hunter.headers,
      submission(w.rewardPrograms.bounty.id, w.rewardScopes.bounty.id),
    );
    expect((await postReward(t, w.manager.headers, bountyReport.id, { amount: 12_000 })).statusCode).toBe(
      201,
    );
    const cashReport = await w.report.cash();
    expect((await postReward(t, w.manager.headers, cashReport.id, { amount: 15_000 })).statusCode).toBe(201);
    const pointsReport = await w.report.points();
    expect((await postReward(t, w.manager.headers, pointsReport.id, { amount: 500 })).statusCode).toBe(201);
    await fillFinancialDetails(t, hunter, "Grace Hopper");
    const at = (programId: string) => ({ programId, userId: hunter.user.id });
    const creditsOf = async () =>
      Object.fromEntries(
        (await t.app.inject({ url: "/api/users/authenticated/credits", headers: hunter.headers }))
          .json()
          .data.map((c: { program: { slug: string }; amount: number }) => [c.program.slug, c.amount]),
      );

    // Points are never withdrawn: the balance is 27,000 yen, and the point program holds no yen credit.
    expect(
      (await postWithdrawal(t, hunter.headers, at(w.rewardPrograms.cash.id), { amount: 27_500 })).statusCode,
    ).toBe(409);
    expect(
      (await postWithdrawal(t, hunter.headers, at(w.rewardPrograms.points.id), { amount: 10_000 }))
        .statusCode,
    ).toBe(404);

    const fromBounty = await postWithdrawal(t, hunter.headers, at(w.rewardPrograms.bounty.id), {
      amount: 10_000,
    });
    expect(fromBounty.statusCode).toBe(201);
    expect(await creditsOf()).toEqual({ "bounty-kiwi": 2_000, "cash-kiwi": 15_000, "points-kiwi": 500 });

    const fromCash = await postWithdrawal(t, hunter.headers, at(w.rewardPrograms.cash.id), {
      amount: 16_000,
    });
    expect(fromCash.statusCode).toBe(201);
    expect(await creditsOf()).toEqual({ "bounty-kiwi": 1_000, "cash-kiwi": 0, "points-kiwi": 500 });
    expect(await balanceOf(t, hunter)).toBe(1_000);

    expect(
      (await decide(fromCash.json().data.id, { status: "failed", reason: "Closed account" })).statusCode,
    ).toBe(200);
    expect(await creditsOf()).toEqual({ "bounty-kiwi": 2_000, "cash-kiwi": 15_000, "points-kiwi": 500 });
    expect((await decide(fromBounty.json().data.id, { status: "paid" })).statusCode).toBe(200);
    expect(await balanceOf(t, hunter)).toBe(17_000);
  });

  it("refuses to delete an account while one of its payouts is on its way", async () => {
    const res = await postWithdrawal(t, w.sender.headers, path(), { amount: 20_000 });
    expect(res.statusCode).toBe(201);
    expect(await balanceOf(t, w.sender)).toBe(0);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${w.sender.user.id}`,
      headers: w.sender.headers,
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe(
      "A withdrawal of yours is on its way. Delete your account once it is paid.",
    );
    expect((await decide(res.json().data.id, { status: "paid" })).statusCode).toBe(200);
  });

  it("answers 404 for a payout that does not exist", async () => {
    expect((await decide(randomUUID(), { status: "paid" })).statusCode).toBe(404);
  });
});
