// The reward row of docs/authorization-matrix.md: every kind of caller on POST reports/{id}/rewards.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { expectLedgerReconciles } from "../../ledger/ledger.fixtures.ts";
import { callerHeaders, type ReportCaller } from "../../reports/core/reports.fixtures.ts";
import { buildRewardWorld, postReward, type RewardWorld } from "./rewards.fixtures.ts";

let t: TestApp;
let w: RewardWorld;
let report: { id: string };

type Caller = ReportCaller;

const headersOf = (who: Caller) => callerHeaders(w, who);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildRewardWorld(t);
  report = await w.report.bounty();
});
afterAll(async () => t.close());
afterEach(async () => expectLedgerReconciles(t.ctx.database.db));

describe("POST /api/reports/{id}/rewards on a bug bounty report", () => {
  it.each(
    Object.entries({
      anonymous: 401,
      // The sender reads the report but is not its staff.
      sender: 403,
      senderKey: 403,
      otherHunter: 404,
      approved: 404,
      // Members who are not the program's staff, and the triage role, do not see the report.
      member: 404,
      triage: 404,
      manager: 201,
      admin: 201,
      adminKey: 404,
      otherAdmin: 404,
    } satisfies Record<Caller, number>),
  )("%s: %i", async (who, status) => {
    const res = await postReward(t, headersOf(who as Caller), report.id, { amount: 1_000 });
    expect(res.statusCode).toBe(status);
  });
});
