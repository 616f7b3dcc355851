import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProgramManager } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildRewardWorld, postReward } from "../../rewards/rewards/rewards.fixtures.ts";
import { daysAgo, insertEvent } from "../activity/activity.fixtures.ts";
import { buildWorld, type World } from "../core/organizations.fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stats = (w: World, headers: Record<string, string>, query = "") =>
  t.app.inject({ url: `/api/organizations/${w.org.id}/stats${query}`, headers });

/** Two joins, one departure and an invite link in the range; one join before it. */
async function worldWithEvents() {
  const w = await buildWorld(t);
  const db = t.ctx.database.db;
  const add = (type: string, days: number, payload: Record<string, unknown> = {}) =>
    insertEvent(db, { organizationId: w.org.id, type, createdAt: daysAgo(days), payload });
  await add("org.member.added", 40, { role: "member" });
  await add("org.member.added", 10, { role: "member" });
  await add("org.member.added", 3, { role: "member" });
  await add("org.member.removed", 2, { role: "member", left: true });
  await add("org.invite.created", 1);
  await insertEvent(db, { organizationId: w.otherOrg.id, type: "org.member.added", createdAt: daysAgo(1) });
  return w;
}

describe("GET organizations/{id}/stats", () => {
  it("counts the last 30 days of what the admin's feed shows", async () => {
    const w = await worldWithEvents();
    const res = await stats(w, w.admin.headers);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      range: { start: expect.any(String), end: expect.any(String) },
      activities: 4,
      membersJoined: 2,
      membersLeft: 1,
      reportsSubmitted: 0,
      reportsRewarded: 0,
      rewards: { money: 0, point: 0 },
    });
    expect(Date.parse(data.range.end) - Date.parse(data.range.start)).toBe(30 * 86_400_000);
  });

  it.each(["member", "triage"] as const)(
    "leaves out of a %s's counts what their feed leaves out",
    async (who) => {
      const w = await worldWithEvents();
      const { data } = (await stats(w, w[who].headers)).json();
      expect(data).toMatchObject({ activities: 3, membersJoined: 2, membersLeft: 1 });
      const feed = await t.app.inject({
        url: `/api/organizations/${w.org.id}/activities`,
        headers: w[who].headers,
      });
      expect(feed.json().meta.total).toBe(data.activities);
    },
  );

  it("counts over the range asked for", async () => {
    const w = await worldWithEvents();
    const [start, end] = [daysAgo(45).toISOString(), daysAgo(5).toISOString()];
    const { data } = (await stats(w, w.admin.headers, `?range=${start}&range=${end}`)).json();
    expect(data).toMatchObject({ activities: 2, membersJoined: 2, membersLeft: 0 });
    expect(data.range).toEqual({ start, end });
  });
});

describe("report counts and rewards", () => {
  it("counts the rewards' events and sums their amounts from the ledger, over the programs the viewer may see", async () => {
    const w = await buildRewardWorld(t);
    const db = t.ctx.database.db;
    // The member manages the cash program only; the manager all three; the admin sees every program.
    await addProgramManager(db, w.rewardPrograms.cash.id, w.member.memberId);
    const bounty = await w.report.bounty();
    const points = await w.report.points();
    const cash = await w.report.cash();
    for (const [report, amount] of [
      [bounty.id, 10_000],
      [bounty.id, -1_000],
      [points.id, 300],
      [cash.id, 2_000],
    ] as const) {
      expect((await postReward(t, w.manager.headers, report, { amount })).statusCode).toBe(201);
    }
    const rewardsOf = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ url: `/api/organizations/${w.org.id}/stats`, headers });
      expect(res.statusCode).toBe(200);
      const { reportsRewarded, rewards } = res.json().data;
      return { reportsRewarded, rewards };
    };
    // The correction is deducted: the books hold what the hunters were given.
    expect(await rewardsOf(w.admin.headers)).toEqual({
      reportsRewarded: 4,
      rewards: { money: 11_000, point: 300 },
    });
    expect(await rewardsOf(w.manager.headers)).toEqual({
      reportsRewarded: 4,
      rewards: { money: 11_000, point: 300 },
    });
    expect(await rewardsOf(w.member.headers)).toEqual({
      reportsRewarded: 1,
      rewards: { money: 2_000, point: 0 },
    });
    expect(await rewardsOf(w.triage.headers)).toEqual({
      reportsRewarded: 0,
      rewards: { money: 0, point: 0 },
    });
  });
});
