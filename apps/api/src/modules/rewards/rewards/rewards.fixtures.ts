import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { addProgramManager, buildProgram } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/harness.ts";
import { addApplication } from "../../programs/core/program-parts.fixtures.ts";
import {
  acceptGuideline,
  buildReportWorld,
  buildScopeGroup,
  submission,
  submitReport,
} from "../../reports/core/reports.fixtures.ts";

export const BUDGET = 1_000_000;

/**
 * The report world plus a program of each paying kind, managed by the world's manager: a public bug
 * bounty with a budget of BUDGET yen (the sender reports to it), and two internal programs, one in
 * points and one in yen (the approved hunter reports to them).
 */
export async function buildRewardWorld(t: TestApp) {
  const db = t.ctx.database.db;
  const w = await buildReportWorld(t);
  const org = w.org.id;
  const started = { activated: true, firstActivatedAt: new Date() };
  const programs = {
    bounty: await buildProgram(db, org, {
      ...started,
      type: "bounty",
      name: "Bounty Kiwi",
      slug: "bounty-kiwi",
    }),
    points: await buildProgram(db, org, {
      ...started,
      type: "internal",
      visibility: "invite",
      creditSystem: "point",
      name: "Points Kiwi",
      slug: "points-kiwi",
    }),
    cash: await buildProgram(db, org, {
      ...started,
      type: "internal",
      visibility: "invite",
      creditSystem: "money",
      name: "Cash Kiwi",
      slug: "cash-kiwi",
    }),
  };
  const scopes = {
    bounty: await buildScopeGroup(db, programs.bounty.id),
    points: await buildScopeGroup(db, programs.points.id),
    cash: await buildScopeGroup(db, programs.cash.id),
  };
  for (const p of Object.values(programs)) await addProgramManager(db, p.id, w.manager.memberId);
  await acceptGuideline(db, programs.bounty.id, w.sender.user.id);
  for (const p of [programs.points, programs.cash]) {
    await addApplication(db, p.id, w.approved.user.id, "approved");
    await acceptGuideline(db, p.id, w.approved.user.id);
  }
  const funded = await t.app.inject({
    method: "PUT",
    url: `/api/programs/${programs.bounty.id}/balance`,
    headers: w.admin.headers,
    payload: { budget: BUDGET },
  });
  expect(funded.statusCode).toBe(200);
  const report = {
    bounty: () => submitReport(t, w.sender.headers, submission(programs.bounty.id, scopes.bounty.id)),
    points: () => submitReport(t, w.approved.headers, submission(programs.points.id, scopes.points.id)),
    cash: () => submitReport(t, w.approved.headers, submission(programs.cash.id, scopes.cash.id)),
    vdp: () => submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id)),
  };
  return { ...w, rewardPrograms: programs, rewardScopes: scopes, report };
}
export type RewardWorld = Awaited<ReturnType<typeof buildRewardWorld>>;

/** POST reports/{id}/rewards with a fresh Idempotency-Key unless one is given (null sends none). */
export function postReward(
  t: TestApp,
  headers: Record<string, string>,
  reportId: string,
  body: Record<string, unknown>,
  key: string | null = randomUUID(),
) {
  return t.app.inject({
    method: "POST",
    url: `/api/reports/${reportId}/rewards`,
    headers: { ...headers, ...(key === null ? {} : { "idempotency-key": key }) },
    payload: body,
  });
}
