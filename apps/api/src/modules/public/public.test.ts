import { publicEventTypes } from "@bounty/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs } from "../../db/schema/index.ts";
import { buildSignedInUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { submission, submitReport } from "../reports/core/reports.fixtures.ts";
import { closedReport, disclose } from "../reports/disclosure/disclosure.fixtures.ts";
import { buildRewardWorld, postReward, type RewardWorld } from "../rewards/rewards/rewards.fixtures.ts";

let t: TestApp;
let w: RewardWorld;
let bounty: { id: string; slug: string };
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const patch = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PATCH", url: `/api/reports/${id}`, headers: w.manager.headers, payload });

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildRewardWorld(t);
  bounty = w.rewardPrograms.bounty;
});
afterAll(async () => t.close());

const onBounty = () => ({ programId: bounty.id, scopeId: w.rewardScopes.bounty.id });

describe("the public side", () => {
  let resolved: { id: string; number: number };
  let rejected: { id: string; number: number };
  let secret: { id: string; number: number };
  beforeAll(async () => {
    resolved = await closedReport(t, w, "resolved", onBounty());
    expect((await postReward(t, w.manager.headers, resolved.id, { amount: 25_500 })).statusCode).toBe(201);
    rejected = await closedReport(t, w, "out_of_scope", onBounty());
    await disclose(t, w, resolved.id, { title: "Public title of the fix" });
    // A report to the invite-only program: never on the public side.
    secret = await submitReport(
      t,
      w.approved.headers,
      submission(w.rewardPrograms.cash.id, w.rewardScopes.cash.id),
    );
    expect((await patch(secret.id, { state: "resolved" })).statusCode).toBe(200);
    expect((await postReward(t, w.manager.headers, secret.id, { amount: 90_000 })).statusCode).toBe(201);
  });

  it("lists the hall of fame: hunters with an Accepted report, most recently accepted first", async () => {
    const other = await buildSignedInUser(t.ctx);
    expect(
      (await get(`/api/programs/${bounty.slug}/hof`)).json().data.entries.map((e: { id: string }) => e.id),
    ).toEqual([w.sender.user.id]);
    await t.app.inject({
      method: "POST",
      url: `/api/programs/${bounty.id}/guideline`,
      headers: other.headers,
    });
    const late = await submitReport(t, other.headers, submission(bounty.id, w.rewardScopes.bounty.id));
    expect((await patch(late.id, { state: "unresolved" })).statusCode).toBe(200);
    // The visitors' copy (which signed-in callers read too) goes when the state change's event is heard.
    const ids = async (headers: Record<string, string>) =>
      (await get(`/api/programs/${bounty.slug}/hof`, headers))
        .json()
        .data.entries.map((e: { id: string }) => e.id);
    await expect.poll(() => ids({}), { timeout: 5000 }).toEqual([other.user.id, w.sender.user.id]);
    expect(await ids(w.otherHunter.headers)).toEqual([other.user.id, w.sender.user.id]);
    expect((await get(`/api/programs/${w.programs.open.id}/hof`)).json().data.entries).toEqual([]);
  });

  it("shows the program's public facts: a title only once disclosed, never a private program's", async () => {
    const lines = (await get(`/api/programs/${bounty.id}/activities`)).json().data;
    const of = (n: number) => lines.filter((l: { report: { number: number } }) => l.report.number === n);
    expect(
      of(resolved.number)
        .map((l: { event: string }) => l.event)
        .sort(),
    ).toEqual(["report.disclosed", "report.rewarded", "report.submitted"]);
    for (const line of of(resolved.number)) expect(line.report.title).toBe("Public title of the fix");
    expect(
      of(rejected.number)
        .map((l: { event: string; report: { title: null } }) => [l.event, l.report.title])
        .sort(),
    ).toEqual([
      ["report.rejected", null],
      ["report.submitted", null],
    ]);
    const reward = of(resolved.number).find((l: { event: string }) => l.event === "report.rewarded");
    expect(reward.info).toEqual({ system: "money", amount: 25_500 });
    expect(reward.user.id).toBe(w.sender.user.id);
    const hidden = await get(`/api/programs/${w.rewardPrograms.cash.id}/activities`);
    expect(hidden.statusCode).toBe(404);
  });

  it("hides amounts where the program says so, and takes back an undisclosed line", async () => {
    const db = t.ctx.database.db;
    await db.update(programs).set({ hideDisclosedAmounts: true }).where(eq(programs.id, bounty.id));
    t.ctx.publicCache.clear();
    try {
      const lines = (await get(`/api/programs/${bounty.id}/activities`, w.otherHunter.headers)).json().data;
      expect(lines.every((l: { info: unknown }) => l.info === null)).toBe(true);
    } finally {
      await db.update(programs).set({ hideDisclosedAmounts: false }).where(eq(programs.id, bounty.id));
    }
    const report = await closedReport(t, w, "resolved", onBounty());
    await disclose(t, w, report.id, { title: "Soon gone" });
    await t.app.inject({
      method: "DELETE",
      url: `/api/reports/${report.id}/disclosure`,
      headers: w.manager.headers,
    });
    const lines = (await get(`/api/programs/${bounty.id}/activities`, w.otherHunter.headers)).json().data;
    const mine = lines.filter((l: { report: { number: number } }) => l.report.number === report.number);
    expect(mine.map((l: { event: string; report: { title: null } }) => [l.event, l.report.title])).toEqual([
      ["report.submitted", null],
    ]);
  });

  it("gives profiles and application rows the public record: public programs only", async () => {
    const profile = (await get(`/api/users/${w.sender.user.uniqueName}`)).json().data;
    const sent = (
      await get(`/api/programs/${bounty.id}/activities?perPage=20`, w.otherHunter.headers)
    ).json();
    expect(profile).toMatchObject({ points: 25, rewardedCount: 1 });
    expect(profile.submittedCount).toBeGreaterThanOrEqual(3);
    expect(sent.meta.total).toBeGreaterThan(0);
    // The approved hunter's only report is to the invite program: nothing of it shows.
    expect((await get(`/api/users/${w.approved.user.id}`)).json().data).toMatchObject({
      points: 0,
      submittedCount: 0,
      rewardedCount: 0,
    });
    const activity = (await get(`/api/users/${w.approved.user.id}/activities`)).json();
    expect(activity).toEqual({ data: [], meta: { total: 0, page: 1, perPage: 20 } });
    const mine = (await get(`/api/users/${w.sender.user.uniqueName}/activities`)).json();
    expect(
      mine.data.every((l: { program: { id: string } }) => l.program.id !== w.rewardPrograms.cash.id),
    ).toBe(true);
    expect(mine.meta.total).toBeGreaterThanOrEqual(3);
    expect((await get("/api/users/nobody-here/activities")).statusCode).toBe(404);
  });

  it("ranks accepted reports and points over the range, public programs only", async () => {
    const board = (await get("/api/leaderboard")).json();
    const reportsOf = (id: string) =>
      board.data.byNbOfReports.find((r: { user: { id: string } }) => r.user.id === id)?.count ?? 0;
    expect(reportsOf(w.sender.user.id)).toBeGreaterThanOrEqual(2);
    expect(reportsOf(w.approved.user.id)).toBe(0);
    expect(board.data.byPoints.map((r: { user: { id: string }; sum: number }) => [r.user.id, r.sum])).toEqual(
      [[w.sender.user.id, 25]],
    );
    const past = new Date(Date.now() - 90 * 86_400_000).toISOString();
    const older = new Date(Date.now() - 60 * 86_400_000).toISOString();
    const empty = (await get(`/api/leaderboard?range=${past}&range=${older}`)).json();
    expect(empty.data).toEqual({ byNbOfReports: [], byPoints: [] });
    expect(empty.meta.range).toEqual({ start: past, end: older });
    expect((await get(`/api/leaderboard?range=${past}`)).statusCode).toBe(400);
  });
});

it("reads the catalog's public types, which the partial indexes of schema/events.ts list", () => {
  expect([...publicEventTypes].sort()).toEqual([
    "report.disclosed",
    "report.rejected",
    "report.rewarded",
    "report.submitted",
  ]);
});
