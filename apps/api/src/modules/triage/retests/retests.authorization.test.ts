// Issue 33: the retest routes walked by every caller class, and a triager whose standing just changed.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programTriagers } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { type TriageCaller, triageCallers, triageHeaders } from "../triage.fixtures.ts";
import {
  answerRetest,
  askRetest,
  buildRetestWorld,
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

const as = (who: TriageCaller) => triageHeaders(w, who);

// The report's hunter (session or key) and its triage (sessions) read; keys never triage.
const readers: Record<TriageCaller, number> = {
  anonymous: 401,
  sender: 200,
  senderKey: 200,
  otherHunter: 404,
  approved: 404,
  member: 404,
  triage: 200,
  manager: 200,
  admin: 200,
  adminKey: 404,
  otherAdmin: 404,
  platformTriager: 200,
  staff: 404,
};
// Asking and cancelling: the triage's two sides; the hunter sees the report (403); keys 403.
const askers: Record<TriageCaller, number> = {
  ...readers,
  sender: 404,
  senderKey: 403,
  adminKey: 403,
};
// Accepting, declining, answering: the hunter alone; the triage sees it (403).
const hunters: Record<TriageCaller, number> = {
  ...readers,
  triage: 403,
  manager: 403,
  admin: 403,
  platformTriager: 403,
};
const cancellers: Record<TriageCaller, number> = { ...askers, sender: 403 };

describe("retest authorization", () => {
  it.each(triageCallers)("walks every retest route as %s", async (who) => {
    const { id } = await w.remediated();
    const retest = (await askRetest(t, w.manager.headers, id)).json().data;
    expect((await t.app.inject({ url: `/api/reports/${id}/retests`, headers: as(who) })).statusCode).toBe(
      readers[who],
    );
    const refusedOr = (expected: number, allowed: number) => (expected === 200 ? allowed : expected);

    // Refused callers change nothing: the retest is still open for the allowed ones below.
    const ask = await askRetest(t, as(who), id);
    expect(ask.statusCode, "ask").toBe(refusedOr(askers[who], 409));
    if (hunters[who] !== 200) {
      for (const step of ["accept", "decline"] as const)
        expect((await retestStep(t, as(who), retest.id, step)).statusCode, step).toBe(hunters[who]);
      expect((await answerRetest(t, as(who), retest.id)).statusCode, "answer").toBe(hunters[who]);
    }
    if (cancellers[who] !== 200)
      expect((await retestStep(t, as(who), retest.id, "cancel")).statusCode, "cancel").toBe(cancellers[who]);
    const budget = await w.balance();

    if (cancellers[who] === 200) {
      expect((await retestStep(t, as(who), retest.id, "cancel")).statusCode).toBe(200);
      expect((await w.balance()).budgetSpent).toBe(budget.budgetSpent - 20_000);
    } else if (hunters[who] === 200) {
      expect((await retestStep(t, as(who), retest.id, "accept")).statusCode).toBe(200);
      expect((await answerRetest(t, as(who), retest.id)).statusCode).toBe(200);
    } else {
      // Nobody else moved it: still asked, its fee still held.
      const list = await t.app.inject({ url: `/api/reports/${id}/retests`, headers: w.manager.headers });
      expect(list.json().data[0].status).toBe("requested");
      await retestStep(t, w.manager.headers, retest.id, "cancel");
    }
  });

  it("a retest of another organization's report is not found", async () => {
    const { id } = await w.remediated();
    const retest = (await askRetest(t, w.manager.headers, id)).json().data;
    expect((await retestStep(t, w.otherAdmin.headers, retest.id, "cancel")).statusCode).toBe(404);
    expect((await retestStep(t, w.otherHunter.headers, retest.id, "accept")).statusCode).toBe(404);
    await retestStep(t, w.manager.headers, retest.id, "cancel");
  });

  it("refuses a platform triager unassigned since, as if nothing were there", async () => {
    const { id } = await w.remediated();
    const retest = (await askRetest(t, w.platformTriager.headers, id)).json().data;
    expect(retest.status).toBe("requested");
    await t.ctx.database.db
      .delete(programTriagers)
      .where(eq(programTriagers.userId, w.platformTriager.user.id));
    expect((await retestStep(t, w.platformTriager.headers, retest.id, "cancel")).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/reports/${id}/retests`, headers: w.platformTriager.headers }))
        .statusCode,
    ).toBe(404);
    expect((await askRetest(t, w.platformTriager.headers, id)).statusCode).toBe(404);
  });
});
