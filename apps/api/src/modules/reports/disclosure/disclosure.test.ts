import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { events, programs } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { testMailbox } from "../../../test/mailbox.ts";
import { buildRewardWorld, postReward, type RewardWorld } from "../../rewards/rewards/rewards.fixtures.ts";
import { closedReport, disclose, requestDisclosure } from "./disclosure.fixtures.ts";

let t: TestApp;
let w: RewardWorld;
const mailbox = testMailbox(() => t);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildRewardWorld(t);
});
afterAll(async () => t.close());
beforeEach(() => mailbox.clear());

const put = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: "PUT", url, headers, payload: payload as never });
const typesOf = async (reportId: string) =>
  (
    await t.ctx.database.db.select({ type: events.type }).from(events).where(eq(events.reportId, reportId))
  ).map((e) => e.type);

describe("a disclosure request", () => {
  it("is sent by the sender of a closed report, tells the staff, and shows when it discloses itself", async () => {
    const report = await closedReport(t, w);
    await mailbox.clear();
    const answer = await requestDisclosure(t, w, report.id, "Found with a fuzzer.");
    expect(answer.data).toMatchObject({
      summary: "Found with a fuzzer.",
      status: "pending",
      rejectedAt: null,
    });
    const days = (Date.parse(answer.data.disclosesAt) - Date.parse(answer.data.createdAt)) / 86_400_000;
    expect(days).toBe(30);
    expect(answer.abilities).toEqual({ edit: true, reject: false });
    const mails = await mailbox.read();
    expect(mails.map((m) => m.to).sort()).toEqual([w.admin.user.email, w.manager.user.email].sort());
    expect(mails[0]!.subject).toMatch(new RegExp(`^Disclosure requested for report #${report.number}: `));
    expect(mails[0]!.text).not.toContain("Found with a fuzzer.");
    expect(await typesOf(report.id)).toContain("report.disclosure.requested");
  });

  it("is edited while pending without telling anyone again, and deleted by its sender", async () => {
    const report = await closedReport(t, w);
    await requestDisclosure(t, w, report.id);
    await mailbox.clear();
    const edited = await requestDisclosure(t, w, report.id, "A better summary.");
    expect(edited.data.summary).toBe("A better summary.");
    expect(await mailbox.read()).toEqual([]);
    const url = `/api/reports/${report.id}/disclosure-request`;
    expect((await t.app.inject({ method: "DELETE", url, headers: w.sender.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ url, headers: w.sender.headers })).json().data).toBeNull();
    expect((await t.app.inject({ method: "DELETE", url, headers: w.sender.headers })).statusCode).toBe(404);
  });

  it("refuses an open or unresolved report, and an empty summary, changing nothing", async () => {
    for (const state of ["new", "unresolved"]) {
      const report = await closedReport(t, w, state);
      const res = await put(`/api/reports/${report.id}/disclosure-request`, w.sender.headers, {
        summary: "x",
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/Only a closed report/);
    }
    const report = await closedReport(t, w);
    const res = await put(`/api/reports/${report.id}/disclosure-request`, w.sender.headers, {
      summary: "  ",
    });
    expect(res.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({ url: `/api/reports/${report.id}/disclosure-request`, headers: w.sender.headers })
      ).json().data,
    ).toBeNull();
  });

  it("is rejected by the staff: the hunter is told, cannot edit it, and may delete it to ask again", async () => {
    const report = await closedReport(t, w, "out_of_scope");
    await requestDisclosure(t, w, report.id);
    await mailbox.clear();
    const url = `/api/reports/${report.id}/disclosure-request`;
    const rejected = await t.app.inject({
      method: "POST",
      url: `${url}/rejection`,
      headers: w.manager.headers,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: "rejected", disclosesAt: null });
    expect((await mailbox.read()).map((m) => m.to)).toEqual([w.sender.user.email]);
    const again = await t.app.inject({ method: "POST", url: `${url}/rejection`, headers: w.manager.headers });
    expect(again.statusCode).toBe(409);
    const edit = await put(url, w.sender.headers, { summary: "Please?" });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe("Your request was rejected. Delete it to ask again.");
    expect((await t.app.inject({ url, headers: w.sender.headers })).json().abilities.edit).toBe(false);
    expect((await t.app.inject({ method: "DELETE", url, headers: w.sender.headers })).statusCode).toBe(204);
    expect((await requestDisclosure(t, w, report.id)).data.status).toBe("pending");
  });
});

describe("a disclosure", () => {
  it("publishes the title, both summaries and the ledger's amount, answering the request", async () => {
    const report = await closedReport(t, w, "resolved", {
      programId: w.rewardPrograms.bounty.id,
      scopeId: w.rewardScopes.bounty.id,
    });
    const reward = await t.app.inject({
      method: "POST",
      url: `/api/reports/${report.id}/rewards`,
      headers: { ...w.manager.headers, "idempotency-key": crypto.randomUUID() },
      payload: { amount: 50_000, description: "Thanks" },
    });
    expect(reward.statusCode, reward.body).toBe(201);
    await requestDisclosure(t, w, report.id, "The hunter's words.");
    await mailbox.clear();
    const answer = await disclose(t, w, report.id, { title: "Stored XSS", orgSummary: "Fixed in 2.3." });
    expect(answer.data).toMatchObject({
      title: "Stored XSS",
      orgSummary: "Fixed in 2.3.",
      userSummary: "The hunter's words.",
      status: "published",
      automatic: false,
      reportedBy: { id: w.sender.user.id },
      program: { id: w.rewardPrograms.bounty.id },
      rewardAmount: 50_000,
    });
    expect((await mailbox.read()).map((m) => m.to)).toEqual([w.sender.user.email]);
    // The request is answered: neither form is offered again.
    const request = await t.app.inject({
      url: `/api/reports/${report.id}/disclosure-request`,
      headers: w.sender.headers,
    });
    expect(request.json()).toEqual({ data: null, abilities: { edit: false, reject: false } });
    const again = await put(`/api/reports/${report.id}/disclosure-request`, w.sender.headers, {
      summary: "x",
    });
    expect(again.statusCode).toBe(409);
    expect(await typesOf(report.id)).toContain("report.disclosed");
  });

  it("hides the amount where the program says so", async () => {
    const bounty = w.rewardPrograms.bounty.id;
    const report = await closedReport(t, w, "resolved", {
      programId: bounty,
      scopeId: w.rewardScopes.bounty.id,
    });
    expect((await postReward(t, w.manager.headers, report.id, { amount: 7_000 })).statusCode).toBe(201);
    const db = t.ctx.database.db;
    await db.update(programs).set({ hideDisclosedAmounts: true }).where(eq(programs.id, bounty));
    try {
      expect((await disclose(t, w, report.id)).data.rewardAmount).toBeNull();
    } finally {
      await db.update(programs).set({ hideDisclosedAmounts: false }).where(eq(programs.id, bounty));
    }
    const url = `/api/reports/${report.id}/disclosure`;
    expect((await t.app.inject({ url, headers: w.sender.headers })).json().data.rewardAmount).toBe(7_000);
  });

  it("needs a title and a closed report; a rejected report may be disclosed", async () => {
    const open = await closedReport(t, w, "checked");
    const refused = await put(`/api/reports/${open.id}/disclosure`, w.manager.headers, { title: "T" });
    expect(refused.statusCode).toBe(409);
    const rejected = await closedReport(t, w, "not_applicable");
    const empty = await put(`/api/reports/${rejected.id}/disclosure`, w.manager.headers, { title: " " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/title/);
    expect((await disclose(t, w, rejected.id)).data.status).toBe("published");
  });

  it("is saved to publish later: scheduled until its date, then published by the clock", async () => {
    const report = await closedReport(t, w);
    const publishAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const answer = await disclose(t, w, report.id, { title: "Later", publishAt });
    expect(answer.data).toMatchObject({ status: "scheduled", publishedAt: publishAt });
    expect(await typesOf(report.id)).toContain("report.disclosure.scheduled");
    expect(await typesOf(report.id)).not.toContain("report.disclosed");
    const list = await t.app.inject({ url: `/api/programs/${w.programs.open.id}/disclosures` });
    expect(list.json().data.map((d: { title: string }) => d.title)).not.toContain("Later");
    // Publishing now turns it public at once.
    const now = await disclose(t, w, report.id, { title: "Later", publishAt: null });
    expect(now.data.status).toBe("published");
    const past = await put(`/api/reports/${report.id}/disclosure`, w.manager.headers, {
      title: "Later",
      publishAt,
    });
    expect(past.statusCode).toBe(409);
  });

  it("is undisclosed with its event; the sender may then ask again", async () => {
    const report = await closedReport(t, w);
    await disclose(t, w, report.id);
    const url = `/api/reports/${report.id}/disclosure`;
    expect((await t.app.inject({ method: "DELETE", url, headers: w.manager.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ url, headers: w.sender.headers })).json().data).toBeNull();
    expect(await typesOf(report.id)).toContain("report.undisclosed");
    expect((await t.app.inject({ method: "DELETE", url, headers: w.manager.headers })).statusCode).toBe(404);
    expect((await requestDisclosure(t, w, report.id)).data.status).toBe("pending");
  });
});
