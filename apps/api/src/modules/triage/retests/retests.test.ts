// Issue 33's paid retests: asked, accepted, answered and paid once; declined, cancelled and expired
// with the fee back; the flow moving; every refusal; mails and the timeline.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { testMailbox } from "../../../test/mailbox.ts";
import { expectLedgerReconciles } from "../../ledger/ledger.fixtures.ts";
import { placeAt } from "../triage.fixtures.ts";
import { runRetestExpiry } from "./retest-expiry.ts";
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
const mailbox = testMailbox(() => t);
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildRetestWorld(t);
});
afterAll(() => t.close());

const stageOf = async (id: string) =>
  (await t.app.inject({ url: `/api/triage/${id}`, headers: w.triage.headers })).json().data.lastAction;
const listAs = async (headers: Record<string, string>, id: string) =>
  (await t.app.inject({ url: `/api/reports/${id}/retests`, headers })).json();

describe("paid retests", () => {
  it("is asked with a fee held, accepted, answered fixed and paid once; the flow moves to review", async () => {
    const { id } = await w.remediated();
    await mailbox.clear();
    const before = await w.hunterCredit();
    expect((await listAs(w.manager.headers, id)).canRequest).toBe(true);

    const key = randomUUID();
    const asked = await askRetest(t, w.manager.headers, id, undefined, key);
    expect(asked.statusCode).toBe(201);
    const retest = asked.json().data;
    expect(retest).toMatchObject({ status: "requested", fee: 20_000, evidence: null });
    expect(retest.can).toEqual({ accept: false, decline: false, answer: false, cancel: true });
    expect(await w.balance()).toEqual({ budget: RETEST_BUDGET, budgetSpent: 20_000 });
    // The same key and body answers the same retest; another body is refused.
    const again = await askRetest(t, w.manager.headers, id, undefined, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json().data.id).toBe(retest.id);
    const other = await askRetest(t, w.manager.headers, id, { fee: 1, message: "Other" }, key);
    expect(other.statusCode).toBe(409);
    expect(await w.balance()).toEqual({ budget: RETEST_BUDGET, budgetSpent: 20_000 });
    expect((await listAs(w.manager.headers, id)).canRequest).toBe(false);

    const mails = await mailbox.read();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [w.sender.user.email, expect.stringContaining("Please retest the fix of report #")],
    ]);
    expect(mails[0]!.text).toContain("¥20,000");

    const hunterView = await listAs(w.sender.headers, id);
    expect(hunterView.data[0].can).toEqual({ accept: true, decline: true, answer: false, cancel: false });
    expect((await answerRetest(t, w.sender.headers, retest.id)).json().error.message).toBe(
      "Accept the retest before answering it.",
    );
    const accepted = await retestStep(t, w.sender.headers, retest.id, "accept");
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: "accepted", can: { answer: true } });
    const acceptedMail = await mailbox.read();
    expect(acceptedMail.map((m) => m.to)).toContain(w.manager.user.email);
    await mailbox.clear();

    const answerKey = randomUUID();
    const answered = await answerRetest(t, w.sender.headers, retest.id, undefined, answerKey);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({ status: "fixed", expiresAt: null });
    expect(await w.hunterCredit()).toBe(before + 20_000);
    expect(await w.balance()).toEqual({ budget: RETEST_BUDGET, budgetSpent: 20_000 });
    expect(await stageOf(id)).toMatchObject({ type: "review.resolved" });

    // Replayed with its key: the same answer, paid once; another key is refused.
    const replay = await answerRetest(t, w.sender.headers, retest.id, undefined, answerKey);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    const twice = await answerRetest(t, w.sender.headers, retest.id);
    expect(twice.json().error.message).toBe("This retest was already answered.");
    expect(await w.hunterCredit()).toBe(before + 20_000);

    const timeline = await t.app.inject({ url: `/api/reports/${id}/activities`, headers: w.sender.headers });
    const retestLines = timeline
      .json()
      .data.filter((a: { type: string }) => a.type.startsWith("report.retest."));
    expect(retestLines.map((a: { type: string; info: object }) => [a.type, a.info])).toEqual([
      ["report.retest.requested", expect.objectContaining({ fee: 20_000 })],
      ["report.retest.accepted", expect.objectContaining({ expiresAt: expect.any(String) })],
      ["report.retest.answered", expect.objectContaining({ outcome: "fixed", fee: 20_000 })],
    ]);
    // The one who asked hears the answer; the triagers, that the review is theirs.
    const answeredMails = (await mailbox.read()).map((m) => [m.to, m.subject]);
    expect(answeredMails).toContainEqual([w.manager.user.email, expect.stringContaining(": fixed: ")]);
    expect(answeredMails).toContainEqual([w.triage.user.email, expect.stringContaining("To Review")]);
    await expectLedgerReconciles(t.ctx.database.db);
  });

  it("answered not fixed: the fee is paid and the vulnerability stays at remediate", async () => {
    const { id } = await w.remediated();
    const before = await w.hunterCredit();
    const retest = (await askRetest(t, w.triage.headers, id, { fee: 5_000, message: "Check." })).json().data;
    await retestStep(t, w.sender.headers, retest.id, "accept");
    const answered = await answerRetest(t, w.keys.hunter, retest.id, {
      outcome: "not_fixed",
      evidence: "Still fires with an SVG payload.",
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.status).toBe("not_fixed");
    expect(await w.hunterCredit()).toBe(before + 5_000);
    expect(await stageOf(id)).toMatchObject({ type: "remediate" });
    // Another retest may be asked once the organization fixed it again.
    expect((await listAs(w.manager.headers, id)).canRequest).toBe(true);
  });

  it("returns the fee when declined, cancelled or expired; an unpaid retest moves no money", async () => {
    const start = await w.balance();
    const declined = (await askRetest(t, w.manager.headers, (await w.remediated()).id)).json().data;
    expect((await retestStep(t, w.sender.headers, declined.id, "decline")).json().data.status).toBe(
      "declined",
    );
    const cancelled = (await askRetest(t, w.admin.headers, (await w.remediated()).id)).json().data;
    expect((await retestStep(t, w.manager.headers, cancelled.id, "cancel")).json().data.status).toBe(
      "cancelled",
    );
    expect(await w.balance()).toEqual(start);

    const late = (await askRetest(t, w.manager.headers, (await w.remediated()).id)).json().data;
    const slow = (await askRetest(t, w.manager.headers, (await w.remediated()).id)).json().data;
    await retestStep(t, w.sender.headers, slow.id, "accept");
    expect((await retestStep(t, w.manager.headers, slow.id, "cancel")).json().error.message).toBe(
      "Only a retest the hunter has not accepted yet can be cancelled.",
    );
    const free = (
      await askRetest(t, w.manager.headers, (await w.remediated()).id, { message: "Free" })
    ).json().data;
    expect(free.fee).toBe(0);
    expect(await w.balance()).toEqual({ ...start, budgetSpent: start.budgetSpent + 40_000 });

    const day = 86_400_000;
    expect(await runRetestExpiry(t.ctx.database.db, new Date(Date.now() + 6 * day))).toBe(0);
    expect(await runRetestExpiry(t.ctx.database.db, new Date(Date.now() + 8 * day))).toBe(3);
    for (const r of [late, slow, free])
      expect((await listAs(w.manager.headers, r.reportId)).data[0].status).toBe("expired");
    expect(await w.balance()).toEqual(start);
    expect((await retestStep(t, w.sender.headers, late.id, "accept")).statusCode).toBe(409);
    await expectLedgerReconciles(t.ctx.database.db);
  });

  it("refuses what the rules do not allow, with the reason, changing nothing", async () => {
    const start = await w.balance();
    const fresh = await w.report();
    const refusal = async (res: Awaited<ReturnType<typeof askRetest>>) => [
      res.statusCode,
      res.json().error.message,
    ];
    expect(await refusal(await askRetest(t, w.manager.headers, fresh.id))).toEqual([
      409,
      "Ask for a retest once the vulnerability is remediated (its last step is To Fix).",
    ]);
    const { id } = await w.remediated();
    expect((await askRetest(t, w.manager.headers, id, undefined, null)).statusCode).toBe(400);
    expect((await askRetest(t, w.manager.headers, id, { fee: -1, message: "x" })).statusCode).toBe(400);
    expect((await askRetest(t, w.manager.headers, id, { fee: 1.5, message: "x" })).statusCode).toBe(400);
    expect((await askRetest(t, w.manager.headers, id, { fee: 0, message: " " })).statusCode).toBe(400);
    expect(
      await refusal(await askRetest(t, w.manager.headers, id, { fee: 10_000_000, message: "x" })),
    ).toEqual([
      409,
      `The program's budget has ¥${(RETEST_BUDGET - start.budgetSpent).toLocaleString("en")} left: offer at most that, or raise the budget.`,
    ]);
    expect((await askRetest(t, w.manager.headers, id)).statusCode).toBe(201);
    expect(await refusal(await askRetest(t, w.manager.headers, id))).toEqual([
      409,
      "This report already has an open retest: wait for it to end, or cancel it.",
    ]);
    const list = await listAs(w.sender.headers, id);
    const bad = await answerRetest(t, w.sender.headers, list.data[0].id, { outcome: "maybe", evidence: "" });
    expect(bad.statusCode).toBe(400);
    expect(await w.balance()).toEqual({ ...start, budgetSpent: start.budgetSpent + 20_000 });
  });

  it("offers a fee only on bug bounty programs", async () => {
    const { id } = await w.remediated();
    const { db } = t.ctx.database;
    const { programs } = await import("../../../db/schema/index.ts");
    const { eq } = await import("drizzle-orm");
    await db.update(programs).set({ type: "vdp" }).where(eq(programs.id, w.programId));
    try {
      expect((await listAs(w.manager.headers, id)).feeAllowed).toBe(false);
      const paid = await askRetest(t, w.manager.headers, id);
      expect(paid.json().error.message).toBe(
        "Only bug bounty programs pay a retest fee (from their budget): offer 0.",
      );
      expect((await askRetest(t, w.manager.headers, id, { fee: 0, message: "Unpaid" })).statusCode).toBe(201);
    } finally {
      await db.update(programs).set({ type: "bounty" }).where(eq(programs.id, w.programId));
    }
  });

  it("does not move a flow that moved on since the retest was asked", async () => {
    const { id } = await w.remediated();
    const retest = (await askRetest(t, w.manager.headers, id, { fee: 0, message: "Check." })).json().data;
    await retestStep(t, w.sender.headers, retest.id, "accept");
    await placeAt(t, id, w.programId, "review.informative");
    expect((await answerRetest(t, w.sender.headers, retest.id)).statusCode).toBe(200);
    expect(await stageOf(id)).toMatchObject({ type: "review.informative" });
  });
});
