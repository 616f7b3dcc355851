import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { programs } from "../../../db/schema/index.ts";
import type { TestApp } from "../../../test/harness.ts";
import { userTotal } from "../../ledger/index.ts";
import { buildTriageWorld, placeAt } from "../triage.fixtures.ts";

export const RETEST_BUDGET = 100_000;

/**
 * The triage world with its program `open` made a bug bounty with a budget of RETEST_BUDGET yen, and
 * `remediated()`: a new report of the sender standing at remediate.
 */
export async function buildRetestWorld(t: TestApp) {
  const w = await buildTriageWorld(t);
  const programId = w.programs.open.id;
  await t.ctx.database.db.update(programs).set({ type: "bounty" }).where(eq(programs.id, programId));
  const funded = await t.app.inject({
    method: "PUT",
    url: `/api/programs/${programId}/balance`,
    headers: w.admin.headers,
    payload: { budget: RETEST_BUDGET },
  });
  expect(funded.statusCode).toBe(200);
  const remediated = async () => {
    const report = await w.report();
    await placeAt(t, report.id, programId, "remediate");
    return report;
  };
  const balance = async () =>
    (await t.app.inject({ url: `/api/programs/${programId}/balance`, headers: w.admin.headers })).json()
      .data as { budget: number; budgetSpent: number };
  const hunterCredit = () => userTotal(t.ctx.database.db, w.sender.user.id, "hunter_money");
  return { ...w, programId, remediated, balance, hunterCredit };
}
export type RetestWorld = Awaited<ReturnType<typeof buildRetestWorld>>;

export const askRetest = (
  t: TestApp,
  headers: Record<string, string>,
  reportId: string,
  payload: object = { fee: 20_000, message: "Please check the XSS fix on /profile." },
  key: string | null = randomUUID(),
) =>
  t.app.inject({
    method: "POST",
    url: `/api/reports/${reportId}/retests`,
    headers: { ...headers, ...(key ? { "idempotency-key": key } : {}) },
    payload,
  });

export const retestStep = (
  t: TestApp,
  headers: Record<string, string>,
  retestId: string,
  step: "accept" | "decline" | "cancel",
) => t.app.inject({ method: "POST", url: `/api/retests/${retestId}/${step}`, headers });

export const answerRetest = (
  t: TestApp,
  headers: Record<string, string>,
  retestId: string,
  payload: object = { outcome: "fixed", evidence: "The payload is now escaped: <b> shows as text." },
  key: string | null = randomUUID(),
) =>
  t.app.inject({
    method: "POST",
    url: `/api/retests/${retestId}/answer`,
    headers: { ...headers, ...(key ? { "idempotency-key": key } : {}) },
    payload,
  });
