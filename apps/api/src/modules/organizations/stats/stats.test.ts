import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { daysAgo, insertEvent } from "../activity/activity.fixtures.ts";
import { type AudienceMap, activityAudiences } from "../activity/activity.policy.ts";
import { buildWorld, type World } from "../core/organizations.fixtures.ts";
import { countActivities } from "./stats.repository.ts";

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

describe("report counts and rewards (written by reports, issue 6)", () => {
  const audiences: AudienceMap = {
    ...activityAudiences,
    "report.submitted": "programStaff",
    "report.rewarded": "programStaff",
  };

  it("sums rewards by system over the programs the viewer may see, skipping malformed amounts", async () => {
    const w = await buildWorld(t);
    const db = t.ctx.database.db;
    const [p1, p2] = [crypto.randomUUID(), crypto.randomUUID()];
    const add = (type: string, programId: string, payload: Record<string, unknown> = {}) =>
      insertEvent(db, { organizationId: w.org.id, type, programId, createdAt: daysAgo(1), payload });
    await add("report.submitted", p1);
    await add("report.submitted", p2);
    await add("report.rewarded", p1, { system: "money", amount: 10_000 });
    await add("report.rewarded", p1, { system: "money", amount: 2_500 });
    await add("report.rewarded", p1, { system: "point", amount: 300 });
    await add("report.rewarded", p1, { system: "money", amount: "12abc" });
    await add("report.rewarded", p1, { amount: 99 });
    await add("report.rewarded", p2, { system: "money", amount: 50_000 });
    const range = { start: daysAgo(2), end: new Date() };
    const count = (role: "admin" | "member", programIds: string[]) =>
      countActivities(db, { organizationId: w.org.id, viewer: { role, programIds }, range, audiences });

    expect(await count("admin", [])).toMatchObject({
      reportsSubmitted: 2,
      reportsRewarded: 6,
      rewardedMoney: 62_500,
      rewardedPoints: 300,
    });
    expect(await count("member", [p1])).toMatchObject({
      reportsSubmitted: 1,
      reportsRewarded: 5,
      rewardedMoney: 12_500,
      rewardedPoints: 300,
    });
    expect(await count("member", [])).toMatchObject({
      reportsSubmitted: 0,
      reportsRewarded: 0,
      rewardedMoney: 0,
    });
  });
});
