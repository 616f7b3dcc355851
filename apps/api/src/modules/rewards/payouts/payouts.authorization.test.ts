// The withdrawal, history and payout rows of docs/authorization-matrix.md: every kind of caller.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildSignedInUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { expectLedgerReconciles } from "../../ledger/ledger.fixtures.ts";
import { apiKeyHeaders } from "../../organizations/core/organizations.fixtures.ts";
import { buildRewardWorld, type RewardWorld } from "../rewards/rewards.fixtures.ts";
import { earn, fillFinancialDetails, postWithdrawal } from "./payouts.fixtures.ts";

let t: TestApp;
let w: RewardWorld;
let staff: Awaited<ReturnType<typeof buildSignedInUser>>;
let staffKey: Record<string, string>;

const callers = [
  "anonymous",
  "sender",
  "senderKey",
  "otherHunter",
  "approved",
  "member",
  "triage",
  "manager",
  "admin",
  "adminKey",
  "otherAdmin",
  "staff",
  "staffKey",
] as const;
type Caller = (typeof callers)[number];

const headersOf = (who: Caller): Record<string, string> => {
  if (who === "anonymous") return {};
  if (who === "senderKey") return w.keys.hunter;
  if (who === "adminKey") return w.keys.admin;
  if (who === "staff") return staff.headers;
  if (who === "staffKey") return staffKey;
  return w[who].headers;
};

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_REPORTS_PER_HOUR: "1000",
    PLATFORM_STAFF_EMAILS: "staff@example.test",
  });
  w = await buildRewardWorld(t);
  staff = await buildSignedInUser(t.ctx, { email: "staff@example.test", emailVerifiedAt: new Date() });
  staffKey = await apiKeyHeaders(t, staff.user.id, staff.headers);
  await fillFinancialDetails(t, w.sender);
  await earn(t, w, 500_000);
});
afterAll(async () => t.close());
afterEach(async () => expectLedgerReconciles(t.ctx.database.db));

describe("POST /api/programs/{id}/credits/{userId}/withdrawal (the sender's credit)", () => {
  it.each(
    Object.entries({
      anonymous: 401,
      sender: 201,
      // A hunter API key reads the balance; money leaves only from a signed-in session.
      senderKey: 403,
      // Nobody but the owner sees that the credit exists.
      otherHunter: 404,
      approved: 404,
      member: 404,
      triage: 404,
      manager: 404,
      admin: 404,
      adminKey: 404,
      otherAdmin: 404,
      staff: 404,
      staffKey: 404,
    } satisfies Record<Caller, number>),
  )("%s: %i", async (who, status) => {
    const res = await postWithdrawal(
      t,
      headersOf(who as Caller),
      { programId: w.rewardPrograms.bounty.id, userId: w.sender.user.id },
      { amount: 10_000 },
    );
    expect(res.statusCode).toBe(status);
  });
});

describe("GET /api/users/authenticated/movements (each caller's own history)", () => {
  it.each(callers.map((c) => [c, c === "anonymous" ? 401 : 200] as const))("%s: %i", async (who, status) => {
    const res = await t.app.inject({ url: "/api/users/authenticated/movements", headers: headersOf(who) });
    expect(res.statusCode).toBe(status);
    if (status !== 200) return;
    const mine = who === "sender" || who === "senderKey";
    expect(res.json().data.length > 0).toBe(mine);
  });
});

const staffOnly = (who: Caller) => (who === "anonymous" ? 401 : who === "staff" ? 200 : 403);

describe("platform staff's payout routes", () => {
  it.each(callers.map((c) => [c, staffOnly(c)] as const))(
    "GET /api/staff/payouts %s: %i",
    async (who, status) => {
      const res = await t.app.inject({ url: "/api/staff/payouts", headers: headersOf(who) });
      expect(res.statusCode).toBe(status);
    },
  );

  it.each(callers.map((c) => [c, staffOnly(c)] as const))(
    "GET /api/staff/payouts/export %s: %i",
    async (who, status) => {
      const res = await t.app.inject({ url: "/api/staff/payouts/export", headers: headersOf(who) });
      expect(res.statusCode).toBe(status);
      if (status !== 200) expect(res.body).not.toContain("JP00");
    },
  );

  it.each(callers.map((c) => [c, staffOnly(c)] as const))(
    "PUT /api/staff/payouts/{id} %s: %i",
    async (who, status) => {
      const made = await postWithdrawal(
        t,
        w.sender.headers,
        { programId: w.rewardPrograms.bounty.id, userId: w.sender.user.id },
        { amount: 10_000 },
      );
      expect(made.statusCode).toBe(201);
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/staff/payouts/${made.json().data.id}`,
        headers: headersOf(who),
        payload: { status: "paid" },
      });
      expect(res.statusCode).toBe(status);
    },
  );
});
