// The disclosure rule (issue 44; decisions.md "Disclosure"): a disclosure is public only while its
// report is in a closed state. Each attack below published an open report on the code before it.
import { DISCLOSABLE_STATES, disclosureMayBePublic, isDisclosableState, reportStates } from "@bounty/shared";
import { and, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { disclosures, programs, reports } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { testMailbox } from "../../../test/mailbox.ts";
import { buildRewardWorld, postReward, type RewardWorld } from "../../rewards/rewards/rewards.fixtures.ts";
import { closedReport, disclose } from "./disclosure.fixtures.ts";
import { listPublishedDisclosures } from "./disclosure.repository.ts";
import { runDisclosureSchedule } from "./disclosure-schedule.ts";

let t: TestApp;
let w: RewardWorld;
const mailbox = testMailbox(() => t);
const DAY = 86_400_000;
const db = () => t.ctx.database.db;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildRewardWorld(t);
});
afterAll(async () => t.close());
beforeEach(() => mailbox.clear());

const bounty = () => ({ programId: w.rewardPrograms.bounty.id, scopeId: w.rewardScopes.bounty.id });
const patch = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PATCH", url: `/api/reports/${id}`, headers: w.manager.headers, payload });
/** Every line of a public list, page after page (20 a page). */
async function everyPage<T>(url: string): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = (await t.app.inject({ url: `${url}?page=${page}&perPage=20` })).json();
    all.push(...data);
    if (page * 20 >= meta.total) return all;
  }
}
const publicIds = async () =>
  (await everyPage<{ id: string }>(`/api/programs/${w.rewardPrograms.bounty.id}/disclosures`)).map(
    (d) => d.id,
  );
const disclosureOf = async (reportId: string) =>
  (await t.app.inject({ url: `/api/reports/${reportId}/disclosure`, headers: w.manager.headers })).json();

describe("the disclosure rule", () => {
  it("a scheduled disclosure of a report reopened before its date is withdrawn, and the clock never publishes it", async () => {
    const report = await closedReport(t, w, "resolved", bounty());
    const publishAt = new Date(Date.now() + 2 * DAY).toISOString();
    const { data } = await disclose(t, w, report.id, { title: "Scheduled", publishAt });
    expect(data.status).toBe("scheduled");
    await mailbox.clear();

    expect((await patch(report.id, { state: "unresolved" })).statusCode).toBe(200);
    expect((await disclosureOf(report.id)).data).toBeNull();
    await runDisclosureSchedule(db(), new Date(Date.now() + 3 * DAY));
    expect(await publicIds()).not.toContain(data.id);
    expect((await disclosureOf(report.id)).data).toBeNull();
    // The hunter is told why, and the report's timeline says so to its readers.
    expect((await mailbox.read()).map((m) => m.subject)).toContain(
      `The disclosure of report #${report.number} was withdrawn: ${w.rewardPrograms.bounty.name}`,
    );
    const timeline = (
      await t.app.inject({ url: `/api/reports/${report.id}/activities`, headers: w.sender.headers })
    ).json().data;
    expect(timeline.find((a: { type: string }) => a.type === "report.undisclosed")?.info).toEqual({
      reopened: true,
    });
  });

  it("a published disclosure is withdrawn from every public answer when its report is reopened", async () => {
    const report = await closedReport(t, w, "resolved", bounty());
    const { data } = await disclose(t, w, report.id, { title: "Public for now" });
    expect(await publicIds()).toContain(data.id);
    const feed = () => t.app.inject({ url: `/api/programs/${w.rewardPrograms.bounty.id}/disclosures.atom` });
    expect((await feed()).body).toContain(data.id);

    expect((await patch(report.id, { state: "unresolved" })).statusCode).toBe(200);
    expect(await publicIds()).not.toContain(data.id);
    expect((await feed()).body).not.toContain(data.id);
    expect((await t.app.inject({ url: "/api/disclosures.atom" })).body).not.toContain(data.id);
    expect(
      (await t.app.inject({ url: `/api/programs/${w.rewardPrograms.bounty.id}/disclosures/${data.id}` }))
        .statusCode,
    ).toBe(404);
  });

  it("a bulk change that reopens a disclosed report withdraws its disclosure too", async () => {
    const report = await closedReport(t, w, "resolved", bounty());
    const { data } = await disclose(t, w, report.id, { title: "Bulk reopened" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/reports/bulk",
      headers: w.manager.headers,
      payload: { reports: [report.id], state: "unresolved" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await publicIds()).not.toContain(data.id);
    expect((await disclosureOf(report.id)).data).toBeNull();
  });

  it("PUT refuses to edit or publish the disclosure of an open report, even one that has a disclosure", async () => {
    const report = await closedReport(t, w, "resolved", bounty());
    const publishAt = new Date(Date.now() + 2 * DAY).toISOString();
    const { data } = await disclose(t, w, report.id, { title: "Kept", publishAt });
    // A report that is open with a disclosure beside it (rows from before the rule): the rule still holds.
    await db().update(reports).set({ state: "unresolved" }).where(eq(reports.id, report.id));
    for (const body of [{ title: "Now" }, { title: "Later", publishAt }]) {
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/reports/${report.id}/disclosure`,
        headers: w.manager.headers,
        payload: body,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/^Only a closed report can be disclosed/);
    }
    expect((await disclosureOf(report.id)).abilities.disclose).toBe(false);
    await runDisclosureSchedule(db(), new Date(Date.now() + 3 * DAY));
    expect(await publicIds()).not.toContain(data.id);
    // Published behind the rule's back, it is still not public: the readers filter by the report's state.
    await db().update(disclosures).set({ publishedAt: new Date() }).where(eq(disclosures.id, data.id));
    t.ctx.publicCache.clear();
    expect(await publicIds()).not.toContain(data.id);
  });

  it("the rule's pure form and its SQL form agree for every state", async () => {
    const report = await closedReport(t, w, "resolved", bounty());
    const { data } = await disclose(t, w, report.id, { title: "Every state" });
    for (const state of reportStates) {
      await db().update(reports).set({ state }).where(eq(reports.id, report.id));
      const { rows } = await listPublishedDisclosures(db(), {
        scope: { programId: w.rewardPrograms.bounty.id },
        offset: 0,
        limit: 100,
      });
      // No original named: a duplicate without one is not disclosed either.
      expect(
        rows.some((r) => r.disclosure.id === data.id),
        state,
      ).toBe(disclosureMayBePublic({ state, originalState: null }));
    }
    expect(DISCLOSABLE_STATES.every(isDisclosableState)).toBe(true);
  });
});

describe("the rule for duplicates and requests", () => {
  const markDuplicate = (id: string, of: number) =>
    patch(id, { state: "duplicate", duplicateOf: of, reason: "Known already." });

  it("a duplicate of an unfixed report is never disclosed: not by staff, a request, nor the clock", async () => {
    const original = await closedReport(t, w, "unresolved", bounty());
    const dup = await closedReport(t, w, "new", bounty());
    expect((await markDuplicate(dup.id, original.number)).statusCode).toBe(200);
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/reports/${dup.id}/disclosure`,
      headers: w.manager.headers,
      payload: { title: "The original's bug" },
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().error.message).toMatch(/^A duplicate can be disclosed once its original is closed/);
    expect((await disclosureOf(dup.id)).abilities.disclose).toBe(false);
    const asked = await t.app.inject({
      method: "PUT",
      url: `/api/reports/${dup.id}/disclosure-request`,
      headers: w.sender.headers,
      payload: { summary: "PoC: the original's injection." },
    });
    expect(asked.statusCode).toBe(409);
    // Once the original is resolved, the duplicate may be disclosed.
    expect((await patch(original.id, { state: "resolved" })).statusCode).toBe(200);
    const { data } = await disclose(t, w, dup.id, { title: "Now fixed" });
    expect(await publicIds()).toContain(data.id);
  });

  it("reopening an original withdraws its duplicates' disclosures, and their hunters are told", async () => {
    const original = await closedReport(t, w, "resolved", bounty());
    const dup = await closedReport(t, w, "new", bounty());
    expect((await markDuplicate(dup.id, original.number)).statusCode).toBe(200);
    const { data } = await disclose(t, w, dup.id, { title: "Duplicate disclosed" });
    expect(await publicIds()).toContain(data.id);
    await mailbox.clear();
    expect((await patch(original.id, { state: "unresolved" })).statusCode).toBe(200);
    expect(await publicIds()).not.toContain(data.id);
    expect((await disclosureOf(dup.id)).data).toBeNull();
    expect((await mailbox.read()).map((m) => m.subject)).toContain(
      `The disclosure of report #${dup.number} was withdrawn: ${w.rewardPrograms.bounty.name}`,
    );
  });

  it("marking a disclosed report a duplicate of an open one withdraws its disclosure", async () => {
    const open = await closedReport(t, w, "unresolved", bounty());
    const report = await closedReport(t, w, "resolved", bounty());
    const { data } = await disclose(t, w, report.id, { title: "Soon a duplicate" });
    expect((await markDuplicate(report.id, open.number)).statusCode).toBe(200);
    expect(await publicIds()).not.toContain(data.id);
  });

  it("reopening closes a pending request: it does not disclose itself on its old clock when the report closes again", async () => {
    const report = await closedReport(t, w, "resolved", bounty());
    const asked = await t.app.inject({
      method: "PUT",
      url: `/api/reports/${report.id}/disclosure-request`,
      headers: w.sender.headers,
      payload: { summary: "My words." },
    });
    expect(asked.statusCode).toBe(200);
    await mailbox.clear();
    expect((await patch(report.id, { state: "unresolved" })).statusCode).toBe(200);
    expect((await mailbox.read()).map((m) => m.subject)).toContain(
      `Your disclosure request was closed: report #${report.number}`,
    );
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/reports/${report.id}/disclosure-request`,
      headers: w.sender.headers,
      payload: { summary: "Edited while open." },
    });
    expect(edit.statusCode).toBe(409);
    expect((await patch(report.id, { state: "resolved" })).statusCode).toBe(200);
    const counts = await runDisclosureSchedule(db(), new Date(Date.now() + 40 * DAY));
    expect((await disclosureOf(report.id)).data).toBeNull();
    expect(counts.disclosed).toBe(0);
  });

  it("the rule's pure form and its SQL form agree for a duplicate and every state of its original", async () => {
    const original = await closedReport(t, w, "resolved", bounty());
    const dup = await closedReport(t, w, "new", bounty());
    expect((await markDuplicate(dup.id, original.number)).statusCode).toBe(200);
    const { data } = await disclose(t, w, dup.id, { title: "Every original state" });
    for (const state of reportStates) {
      await db().update(reports).set({ state }).where(eq(reports.id, original.id));
      const { rows } = await listPublishedDisclosures(db(), {
        scope: { programId: w.rewardPrograms.bounty.id },
        offset: 0,
        limit: 100,
      });
      expect(
        rows.some((r) => r.disclosure.id === data.id),
        state,
      ).toBe(disclosureMayBePublic({ state: "duplicate", originalState: state }));
    }
  });
});

describe("amounts a program hides", () => {
  it("stay out of the hunter's public points and the leaderboard", async () => {
    const bountyId = w.rewardPrograms.bounty.id;
    await db().update(programs).set({ hideDisclosedAmounts: true }).where(eq(programs.id, bountyId));
    const points = async () => {
      t.ctx.publicCache.clear();
      const profile = (await t.app.inject({ url: `/api/users/${w.sender.user.uniqueName}` })).json().data;
      const board = (await t.app.inject({ url: "/api/leaderboard" })).json().data;
      const onBoard = board.byPoints.find((r: { user: { id: string } }) => r.user.id === w.sender.user.id);
      return { profile: profile.points, rewarded: profile.rewardedCount, board: onBoard?.sum ?? 0 };
    };
    const before = await points();
    const report = await closedReport(t, w, "resolved", bounty());
    expect((await postReward(t, w.manager.headers, report.id, { amount: 77_000 })).statusCode).toBe(201);
    const after = await points();
    expect(after).toEqual({ ...before, rewarded: before.rewarded + 1 });
    await db().update(programs).set({ hideDisclosedAmounts: false }).where(eq(programs.id, bountyId));
    expect((await points()).profile).toBeGreaterThanOrEqual(before.profile + 77);
  });
});

/** A small seeded generator: the same sequence on every run, a new one per seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe("the rule over random sequences (property)", () => {
  const STATES = ["new", "checked", "unresolved", "resolved", "informational", "out_of_scope"] as const;

  /** Every report that any public answer shows as disclosed is closed right now. */
  async function everyPublicAnswerHolds(senderName: string) {
    const programId = w.rewardPrograms.bounty.id;
    const read = async (url: string) => (await t.app.inject({ url })).body;
    const bodies = [
      JSON.stringify(await everyPage(`/api/programs/${programId}/disclosures`)),
      await read(`/api/programs/${programId}/disclosures.atom`),
      await read("/api/disclosures.atom"),
    ];
    const ids = new Set(
      bodies.flatMap((b) => [...b.matchAll(/[0-9a-f]{8}-[0-9a-f-]{27}/g)].map((m) => m[0])),
    );
    const original = alias(reports, "original");
    const listed = ids.size
      ? await db()
          .select({ id: disclosures.id, state: reports.state, originalState: original.state })
          .from(disclosures)
          .innerJoin(reports, eq(reports.id, disclosures.reportId))
          .leftJoin(original, eq(original.id, reports.duplicateOfId))
          .where(inArray(disclosures.id, [...ids]))
      : [];
    for (const row of listed) expect(disclosureMayBePublic(row), `disclosure ${row.id}`).toBe(true);
    type Line = {
      event: string;
      program: { id: string };
      report: { number: number; title: string | null } | null;
    };
    const lines = [
      ...(await everyPage<Line>(`/api/programs/${programId}/activities`)),
      ...(await everyPage<Line>(`/api/users/${senderName}/activities`)),
    ];
    const disclosed = lines.filter(
      (l) => l.program.id === programId && l.report && (l.event === "report.disclosed" || l.report.title),
    );
    const numbers = [...new Set(disclosed.map((l) => l.report!.number))];
    if (numbers.length > 0) {
      const states = await db()
        .select({ number: reports.number, state: reports.state })
        .from(reports)
        .where(and(eq(reports.programId, programId), inArray(reports.number, numbers)));
      for (const s of states)
        expect(isDisclosableState(s.state), `report #${s.number} in the activity`).toBe(true);
    }
    return listed.length;
  }

  it.each([1, 2, 3])("seed %i: state changes, disclosure edits, schedules and clock moves", async (seed) => {
    const next = random(seed);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await closedReport(t, w, "resolved", bounty()));
    let clock = Date.now();
    let seenPublic = 0;
    for (let step = 0; step < 25; step++) {
      const report = pick(made);
      const move = pick([
        "state",
        "state",
        "bulk",
        "duplicate",
        "disclose",
        "schedule",
        "undisclose",
        "clock",
      ] as const);
      if (move === "duplicate") {
        const of = pick(made.filter((r) => r.id !== report.id));
        await patch(report.id, { state: "duplicate", duplicateOf: of.number, reason: "Known." });
      } else if (move === "state" || move === "bulk") {
        const state = pick(STATES);
        const payload = { state, ...(state === "out_of_scope" ? { reason: "No." } : {}) };
        if (move === "state") await patch(report.id, payload);
        else
          await t.app.inject({
            method: "POST",
            url: "/api/reports/bulk",
            headers: w.manager.headers,
            payload: { reports: made.map((r) => r.id), ...payload },
          });
      } else if (move === "disclose" || move === "schedule") {
        const publishAt = move === "schedule" ? new Date(clock + next() * 3 * DAY).toISOString() : undefined;
        await t.app.inject({
          method: "PUT",
          url: `/api/reports/${report.id}/disclosure`,
          headers: w.manager.headers,
          payload: { title: `Step ${step}`, ...(publishAt ? { publishAt } : {}) },
        });
      } else if (move === "undisclose") {
        await t.app.inject({
          method: "DELETE",
          url: `/api/reports/${report.id}/disclosure`,
          headers: w.manager.headers,
        });
      } else {
        clock += next() * 2 * DAY;
        await runDisclosureSchedule(db(), new Date(clock));
      }
      if ((await everyPublicAnswerHolds(w.sender.user.uniqueName)) > 0) seenPublic++;
    }
    // The walk did make disclosures public along the way: the checks above had something to check.
    expect(seenPublic).toBeGreaterThan(0);
  });
});
