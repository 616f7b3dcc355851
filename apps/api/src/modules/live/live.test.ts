import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../db/schema/index.ts";
import { recordEvent } from "../../events/events.repository.ts";
import { signAccessToken } from "../../http/tokens.ts";
import { addProgramManager, buildProgram } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { apiKeyHeaders, buildWorld, type World } from "../organizations/core/organizations.fixtures.ts";
import {
  buildReportWorld,
  type ReportWorld,
  submission,
  submitReport,
} from "../reports/core/reports.fixtures.ts";
import { buildRewardWorld, postReward, type RewardWorld } from "../rewards/rewards/rewards.fixtures.ts";
import { openStream, waitFor } from "./live.fixtures.ts";
import { MAX_STREAMS_PER_USER } from "./live.routes.ts";

describe("GET /api/events (live updates)", () => {
  let t: TestApp;
  let w: World;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t);
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => t.close());

  const rename = (orgId: string, headers: Record<string, string>, name: string) =>
    t.app.inject({ method: "PUT", url: `/api/organizations/${orgId}`, headers, payload: { name } });

  it("refuses anonymous callers and API keys", async () => {
    const anonymous = await fetch(`${base}/api/events`);
    expect(anonymous.status).toBe(401);
    const key = await apiKeyHeaders(t, w.member.user.id, w.member.headers);
    const withKey = await fetch(`${base}/api/events`, { headers: key });
    expect(withKey.status).toBe(403);
    expect((await withKey.json()).error.message).toBe("API keys cannot open the live-update stream.");
  });

  it("sends a committed event to the organization's members only, as ids without the payload", async () => {
    const member = await openStream(base, w.member.headers);
    const triage = await openStream(base, w.triage.headers);
    const outsider = await openStream(base, w.nonMember.headers);
    const otherAdmin = await openStream(base, w.otherAdmin.headers);
    expect(member.response.headers.get("content-type")).toContain("text/event-stream");
    await waitFor(() => t.app.liveStreams.size >= 4, "four open streams");

    expect((await rename(w.org.id, w.admin.headers, "Renamed for the stream")).statusCode).toBe(200);
    // The other organization's change is heard by its own admin: proof the quiet streams were listening.
    expect((await rename(w.otherOrg.id, w.otherAdmin.headers, "Elsewhere")).statusCode).toBe(200);
    await waitFor(() => member.heard.length > 0 && triage.heard.length > 0, "the members' event");
    await waitFor(() => otherAdmin.heard.length > 0, "the other organization's event");

    expect(member.heard).toEqual([
      {
        event: "org.updated",
        data: expect.objectContaining({ type: "org.updated", organizationId: w.org.id }),
      },
    ]);
    expect(Object.keys(member.heard[0]!.data).sort()).toEqual(
      ["id", "organizationId", "programId", "reportId", "type", "userId"].sort(),
    );
    expect(JSON.stringify(member.heard)).not.toContain("Renamed for the stream");
    expect(otherAdmin.heard.map((h) => h.data.organizationId)).toEqual([w.otherOrg.id]);
    expect(outsider.heard).toEqual([]);
    for (const s of [member, triage, outsider, otherAdmin]) await s.close();
  });

  it("follows the activity feed's rule: invite-link events reach the admin only", async () => {
    const admin = await openStream(base, w.admin.headers);
    const member = await openStream(base, w.member.headers);
    await waitFor(() => t.app.liveStreams.size >= 2, "two open streams");
    const created = await t.app.inject({
      method: "POST",
      url: `/api/organizations/${w.org.id}/invites`,
      headers: w.admin.headers,
    });
    expect(created.statusCode).toBe(201);
    expect((await rename(w.org.id, w.admin.headers, "After the invite")).statusCode).toBe(200);
    await waitFor(() => admin.heard.length >= 2 && member.heard.length >= 1, "the events");
    expect(admin.heard.map((h) => h.event)).toEqual(["org.invite.created", "org.updated"]);
    expect(member.heard.map((h) => h.event)).toEqual(["org.updated"]);
    await admin.close();
    await member.close();
  });

  it("sends a program's edits to its staff: the admin and its managers, not other members", async () => {
    const db = t.ctx.database.db;
    const program = await buildProgram(db, w.org.id);
    await addProgramManager(db, program.id, w.triage.memberId);
    const admin = await openStream(base, w.admin.headers);
    const manager = await openStream(base, w.triage.headers);
    const member = await openStream(base, w.member.headers);
    await waitFor(() => t.app.liveStreams.size >= 3, "three open streams");
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/programs/${program.id}`,
      headers: w.triage.headers,
      payload: { name: "Edited by its manager" },
    });
    expect(edited.statusCode).toBe(200);
    expect((await rename(w.org.id, w.admin.headers, "After the program edit")).statusCode).toBe(200);
    await waitFor(
      () => admin.heard.length >= 2 && manager.heard.length >= 2 && member.heard.length >= 1,
      "the events",
    );
    expect(admin.heard.map((h) => h.event)).toEqual(["program.updated", "org.updated"]);
    expect(manager.heard.map((h) => h.event)).toEqual(["program.updated", "org.updated"]);
    expect(manager.heard[0]!.data.programId).toBe(program.id);
    expect(member.heard.map((h) => h.event)).toEqual(["org.updated"]);
    await Promise.all([admin.close(), manager.close(), member.close()]);
  });

  it("announces nothing for a transaction that rolls back", async () => {
    const admin = await openStream(base, w.admin.headers);
    await waitFor(() => t.app.liveStreams.size >= 1, "the admin's stream");
    await expect(
      t.ctx.database.db.transaction(async (tx) => {
        await recordEvent(tx, {
          type: "org.updated",
          organizationId: w.org.id,
          actorId: w.admin.user.id,
          payload: { fields: ["name"] },
        });
        throw new Error("change abandoned");
      }),
    ).rejects.toThrow("change abandoned");
    expect((await rename(w.org.id, w.admin.headers, "After the rollback")).statusCode).toBe(200);
    await waitFor(() => admin.heard.length > 0, "the committed event");
    await new Promise((r) => setTimeout(r, 200));
    // Every notice heard names a row that exists: the abandoned event was never announced.
    expect(admin.heard).toHaveLength(1);
    const [logged] = await t.ctx.database.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.id, admin.heard[0]!.data.id));
    expect(logged).toBeDefined();
    await admin.close();
  });

  it("tells a removed member once, then ends their stream", async () => {
    const target = await openStream(base, w.target.headers);
    await waitFor(() => t.app.liveStreams.size >= 1, "the member's stream");
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/organizations/${w.org.id}/members/${w.target.memberId}`,
      headers: w.admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    await waitFor(() => target.isEnded(), "the removed member's stream to end");
    expect(target.heard.map((h) => [h.event, h.data.userId])).toEqual([
      ["org.member.removed", w.target.user.id],
    ]);
  });

  it("refuses an account more open streams than the cap, and admits one again once a stream closes", async () => {
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) streams.push(await openStream(base, w.triage.headers));
    expect(streams.every((s) => s.response.status === 200)).toBe(true);
    const refused = await fetch(`${base}/api/events`, { headers: w.triage.headers });
    expect(refused.status).toBe(429);
    // Another account is not affected.
    const other = await openStream(base, w.member.headers);
    expect(other.response.status).toBe(200);
    await other.close();
    await streams.pop()!.close();
    await waitFor(() => t.app.liveStreams.countOf(w.triage.user.id) < MAX_STREAMS_PER_USER, "a free place");
    const admitted = await openStream(base, w.triage.headers);
    expect(admitted.response.status).toBe(200);
    for (const s of [...streams, admitted]) await s.close();
  });

  it("resumes after Last-Event-ID with the missed events the caller may hear, under the live rule", async () => {
    const first = await openStream(base, w.member.headers);
    await waitFor(() => t.app.liveStreams.size >= 1, "the member's stream");
    expect((await rename(w.org.id, w.admin.headers, "Heard live")).statusCode).toBe(200);
    await waitFor(() => first.heard.length === 1, "the live event");
    await first.close();
    const lastId = first.heard[0]!.data.id;

    // Missed while no tab held the stream: one event the member may hear, one for the admin only,
    // one of another organization.
    expect((await rename(w.org.id, w.admin.headers, "Missed")).statusCode).toBe(200);
    const invite = await t.app.inject({
      method: "POST",
      url: `/api/organizations/${w.org.id}/invites`,
      headers: w.admin.headers,
    });
    expect(invite.statusCode).toBe(201);
    expect((await rename(w.otherOrg.id, w.otherAdmin.headers, "Elsewhere again")).statusCode).toBe(200);

    const [missed] = await t.ctx.database.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.organizationId, w.org.id))
      .orderBy(desc(events.createdAt))
      .offset(1)
      .limit(1);
    const resumed = await openStream(base, { ...w.member.headers, "last-event-id": lastId });
    await waitFor(() => resumed.heard.some((h) => h.data.id === missed!.id), "the missed event");
    await new Promise((r) => setTimeout(r, 200));
    // The look back also repeats earlier events (the client drops ids it handled), never the last one,
    // never what the member may not hear, never another organization's.
    expect(resumed.heard.map((h) => h.data.id)).not.toContain(lastId);
    expect(resumed.heard.map((h) => h.event)).not.toContain("org.invite.created");
    expect(new Set(resumed.heard.map((h) => h.data.organizationId))).toEqual(new Set([w.org.id]));
    await resumed.close();
  });

  it("asks the client to refetch when it cannot tell what was missed", async () => {
    for (const lastId of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const stream = await openStream(base, { ...w.member.headers, "last-event-id": lastId });
      await waitFor(() => stream.heard.length >= 1, "the resync event");
      expect(stream.heard.map((h) => h.event)).toEqual(["resync"]);
      await stream.close();
    }
  });

  it("ends the stream when the access token expires", async () => {
    const token = await signAccessToken(
      { userId: w.member.user.id, sessionId: w.member.sessionId },
      t.ctx.config.JWT_SECRET,
      // Expiry is whole seconds: a 1-second token can be dead on arrival, 2 seconds leaves at least 1.
      2,
    );
    const stream = await openStream(base, { authorization: `Bearer ${token}` });
    expect(stream.response.status).toBe(200);
    await waitFor(() => stream.isEnded(), "the stream to end at expiry");
  });
});

describe("GET /api/events: a report's events reach whoever may read the report", () => {
  let t: TestApp;
  let w: ReportWorld;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
    w = await buildReportWorld(t);
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => t.close());

  it("tells the sender and the staff, never another hunter, and the priority to the staff only", async () => {
    const sender = await openStream(base, w.sender.headers);
    const manager = await openStream(base, w.manager.headers);
    const other = await openStream(base, w.otherHunter.headers);
    const member = await openStream(base, w.member.headers);
    const report = await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
    const act = (method: "POST" | "PATCH", url: string, payload: object) =>
      t.app.inject({ method, url, headers: w.manager.headers, payload });
    const posted = await act("POST", "/api/messages", { report: report.id, content: "We are on it." });
    await act("POST", `/api/reports/${report.id}/notes`, { content: "internal only" });
    await act("PATCH", `/api/reports/${report.id}`, { priority: 1 });
    await act("PATCH", `/api/reports/${report.id}`, { state: "unresolved" });
    await t.app.inject({
      method: "PUT",
      url: `/api/messages/${posted.json().data.id}`,
      headers: w.manager.headers,
      payload: { content: "We are on it, fix next week." },
    });
    await waitFor(() => manager.heard.length >= 5 && sender.heard.length >= 4, "the report's events");
    await new Promise((r) => setTimeout(r, 200));
    expect(sender.heard.map((h) => h.event)).toEqual([
      "report.submitted",
      "report.message.submitted",
      "report.state.changed",
      "report.message.updated",
    ]);
    expect(manager.heard.map((h) => h.event)).toEqual([
      "report.submitted",
      "report.message.submitted",
      "report.priority.changed",
      "report.state.changed",
      "report.message.updated",
    ]);
    expect(other.heard).toEqual([]);
    expect(member.heard).toEqual([]);

    // A resuming sender gets what they missed of their report, by the same rule.
    const resumed = await openStream(base, {
      ...w.sender.headers,
      "last-event-id": sender.heard[0]!.data.id,
    });
    await waitFor(() => resumed.heard.length >= 3, "the missed events");
    await new Promise((r) => setTimeout(r, 200));
    expect(resumed.heard.map((h) => h.event)).toEqual([
      "report.message.submitted",
      "report.state.changed",
      "report.message.updated",
    ]);
    for (const stream of [sender, manager, other, member, resumed]) await stream.close();
  });
});

describe("GET /api/events: a reward reaches the hunter and the staff", () => {
  let t: TestApp;
  let w: RewardWorld;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
    w = await buildRewardWorld(t);
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => t.close());

  it("tells the sender and the program's staff, never another hunter or a member without the program", async () => {
    const report = await w.report.bounty();
    const sender = await openStream(base, w.sender.headers);
    const manager = await openStream(base, w.manager.headers);
    const other = await openStream(base, w.otherHunter.headers);
    const member = await openStream(base, w.member.headers);
    expect((await postReward(t, w.manager.headers, report.id, { amount: 10_000 })).statusCode).toBe(201);
    await waitFor(() => manager.heard.length >= 1 && sender.heard.length >= 1, "the reward");
    await new Promise((r) => setTimeout(r, 200));
    expect(sender.heard.map((h) => h.event)).toEqual(["report.rewarded"]);
    expect(manager.heard.map((h) => h.event)).toEqual(["report.rewarded"]);
    expect(sender.heard[0]!.data).toMatchObject({ reportId: report.id });
    expect(other.heard).toEqual([]);
    expect(member.heard).toEqual([]);
    for (const stream of [sender, manager, other, member]) await stream.close();
  });
});
