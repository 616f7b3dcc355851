import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { allowHistoryRewrite } from "../../../db/history-rewrite.ts";
import { events, programs, reports } from "../../../db/schema/index.ts";
import type { TestApp } from "../../../test/harness.ts";
import { buildRewardWorld, postReward } from "../../rewards/rewards/rewards.fixtures.ts";

const at = (iso: string) => new Date(iso);

/**
 * A hand-built history on the world's bounty program (targets: first response 1 business day,
 * triage 2, reward 5, resolution 10), every moment chosen (UTC; 2026-11-02 is a Monday):
 * - A, sent Mon 11-02 10:00: a staff message at 20:00, accepted Tue 10:00, rewarded Wed 10:00 and
 *   again Thu 10:00 (¥100,000 then ¥50,000), resolved Fri 10:00. Critical.
 * - B, sent Tue 11-03 09:00: read (automatically checked) at 09:30, resolved Thu 09:00, reopened Fri
 *   09:00 and resolved again Mon 11-09. High; never rewarded.
 * - C, sent Fri 11-06 18:00 (Saturday 03:00 in Tokyo): rejected Mon 11-09 12:00, over a weekend. Low.
 * - D, sent Mon 11-09 10:00: never answered. No severity.
 * - E, sent 2026-10-20, before every range the test asks for.
 */
export async function buildResponseHistory(t: TestApp) {
  const db = t.ctx.database.db;
  const w = await buildRewardWorld(t);
  const program = w.rewardPrograms.bounty;
  await db
    .update(programs)
    .set({ replySpeed: 86_400, triageTargetDays: 2, rewardTargetDays: 5, resolutionTargetDays: 10 })
    .where(sql`${programs.id} = ${program.id}`);
  const [a, b, c, d, e] = [
    await w.report.bounty(),
    await w.report.bounty(),
    await w.report.bounty(),
    await w.report.bounty(),
    await w.report.bounty(),
  ];
  // The submission's own events are now: the history below replaces them.
  await db.transaction(async (tx) => {
    await allowHistoryRewrite(tx);
    await tx
      .delete(events)
      .where(sql`${events.reportId} in (${a!.id}, ${b!.id}, ${c!.id}, ${d!.id}, ${e!.id})`);
  });
  const set = (id: string, values: Partial<typeof reports.$inferInsert>) =>
    db.update(reports).set(values).where(sql`${reports.id} = ${id}`);
  await set(a!.id, { createdAt: at("2026-11-02T10:00:00Z"), state: "unresolved", severity: "critical" });
  await set(b!.id, { createdAt: at("2026-11-03T09:00:00Z"), state: "resolved", severity: "high" });
  await set(c!.id, { createdAt: at("2026-11-06T18:00:00Z"), state: "not_applicable", severity: "low" });
  await set(d!.id, { createdAt: at("2026-11-09T10:00:00Z"), state: "new", severity: null });
  await set(e!.id, { createdAt: at("2026-10-20T10:00:00Z"), state: "new", severity: null });

  const base = { organizationId: w.org.id, programId: program.id, actorId: w.manager.user.id };
  const log = (reportId: string, number: number, type: string, iso: string, payload: object) =>
    db.insert(events).values({
      ...base,
      reportId,
      userId: w.sender.user.id,
      type,
      createdAt: at(iso),
      payload: { number, programDetailsPrivate: false, ...payload },
    });
  const state = (r: { id: string; number: number }, iso: string, from: string, to: string, extra = {}) =>
    log(r.id, r.number, "report.state.changed", iso, { from, to, ...extra });
  await log(a!.id, a!.number, "report.submitted", "2026-11-02T10:00:00Z", {});
  await log(a!.id, a!.number, "report.message.submitted", "2026-11-02T20:00:00Z", {
    messageId: a!.id,
    affiliation: "member",
  });
  await state(a!, "2026-11-03T10:00:00Z", "new", "unresolved");
  await state(a!, "2026-11-06T10:00:00Z", "unresolved", "resolved");
  await state(b!, "2026-11-03T09:30:00Z", "new", "checked", { automatic: true });
  await state(b!, "2026-11-05T09:00:00Z", "checked", "resolved");
  await state(b!, "2026-11-06T09:00:00Z", "resolved", "unresolved");
  await state(b!, "2026-11-09T09:00:00Z", "unresolved", "resolved");
  await log(c!.id, c!.number, "report.rejected", "2026-11-09T12:00:00Z", {
    from: "new",
    to: "not_applicable",
    reason: "not_applicable",
    description: "Not a vulnerability.",
  });
  // A's two rewards through the API (the ledger), then moved to their moments.
  for (const [amount, iso] of [
    [100_000, "2026-11-04T10:00:00Z"],
    [50_000, "2026-11-05T10:00:00Z"],
  ] as const) {
    const res = await postReward(t, w.manager.headers, a!.id, { amount, description: "Thanks." });
    expect(res.statusCode).toBe(201);
    const rewardId = res.json().data.id as string;
    // The books are append-only (migration 0020): their guards are lifted for this test's database alone.
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table report_rewards disable trigger user`);
      await tx.execute(sql`alter table ledger_transactions disable trigger user`);
      await tx.execute(
        sql`update report_rewards set created_at = ${iso}::timestamptz where id = ${rewardId}`,
      );
      await tx.execute(sql`update ledger_transactions set created_at = ${iso}::timestamptz
        where idempotency_key = ${`report.reward:${rewardId}`}`);
      await tx.execute(sql`alter table report_rewards enable trigger user`);
      await tx.execute(sql`alter table ledger_transactions enable trigger user`);
    });
    await db.transaction(async (tx) => {
      await allowHistoryRewrite(tx);
      await tx.execute(sql`update events set created_at = ${iso}::timestamptz
        where type = 'report.rewarded' and payload->>'rewardId' = ${rewardId}`);
    });
  }
  await set(a!.id, { state: "resolved" });
  await db.execute(sql`select refresh_report_milestones(null)`);
  return { ...w, program, reports: { a: a!, b: b!, c: c!, d: d!, e: e! } };
}
