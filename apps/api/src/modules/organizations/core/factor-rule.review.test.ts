// The review of issue 46's organization rule: triage reads the rule too, a held member may leave,
// and a first factor ends the sessions that never proved it (so an old session cannot pass the rule).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inboxItems, organizations } from "../../../db/schema/index.ts";
import { recordEvent } from "../../../events/events.repository.ts";
import { addPasskeyFactor, signIn } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { totpCodeOf } from "../../security/totp.ts";
import { buildTriageWorld, type TriageWorld } from "../../triage/triage.fixtures.ts";

let t: TestApp;
let w: TriageWorld;
let report: { id: string };

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const requireFactor = (required: boolean) =>
  t.ctx.database.db
    .update(organizations)
    .set({ requireSecondFactor: required })
    .where(eq(organizations.id, w.org.id));

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildTriageWorld(t);
  report = await w.report();
  await addPasskeyFactor(t.ctx.database.db, w.admin.user.id);
  await requireFactor(true);
});
afterAll(async () => t.close());

describe("an organization that requires a second factor", () => {
  it("gives a held triage member and a held manager no triage standing", async () => {
    for (const who of [w.triage, w.manager]) {
      const programs = await get("/api/triage/programs", who.headers);
      expect(programs.statusCode).toBe(200);
      expect(JSON.stringify(programs.json().data)).not.toContain(w.programs.open.id);
      const queue = await get(`/api/triage/${w.programs.open.id}/reports`, who.headers);
      expect([403, 404]).toContain(queue.statusCode);
      const one = await get(`/api/triage/${report.id}`, who.headers);
      expect([403, 404]).toContain(one.statusCode);
      const acted = await t.app.inject({
        method: "POST",
        url: `/api/triage/${report.id}/actions`,
        headers: who.headers,
        payload: { type: "triage" },
      });
      expect([403, 404]).toContain(acted.statusCode);
    }
    // The platform's own triager is no member: the rule is not theirs.
    expect((await get(`/api/triage/${report.id}`, w.platformTriager.headers)).statusCode).toBe(200);
  });

  it("keeps the organization's inbox lines from a held member, not their other lines", async () => {
    const db = t.ctx.database.db;
    // A program published (a line with no report), in the member's organization and in another.
    const published = (organizationId: string, programId: string) =>
      recordEvent(db, {
        type: "program.activation.approved",
        organizationId,
        programId,
        actorId: w.staff.user.id,
        payload: { requestId: programId, programDetailsPrivate: false },
      });
    const ofOrganization = await published(w.org.id, w.programs.open.id);
    const ofOtherOrganization = await published(w.otherOrg.id, w.programs.otherOpen.id);
    await db.insert(inboxItems).values([
      { recipientId: w.target.user.id, eventId: ofOrganization.id },
      { recipientId: w.target.user.id, eventId: ofOtherOrganization.id },
    ]);
    const inbox = await get("/api/users/authenticated/inbox", w.target.headers);
    const ids = (inbox.json().data as { id: string }[]).map((line) => line.id);
    expect(ids).not.toContain(ofOrganization.id);
    expect(ids).toContain(ofOtherOrganization.id);
    const unread = await get("/api/users/authenticated/inbox/unread", w.target.headers);
    expect(unread.json().data).toEqual({ unread: 1 });
  });

  it("lets a held member leave, and remove no one else", async () => {
    const removeOther = await t.app.inject({
      method: "DELETE",
      url: `/api/organizations/${w.org.id}/members/${w.target.memberId}`,
      headers: w.member.headers,
    });
    expect(removeOther.statusCode).toBe(403);
    expect(removeOther.json().error.code).toBe("second_factor_required");
    const left = await t.app.inject({
      method: "DELETE",
      url: `/api/organizations/${w.org.id}/members/${w.member.memberId}`,
      headers: w.member.headers,
    });
    expect(left.statusCode).toBe(200);
  });

  it("ends a held member's other sessions when they add their first factor", async () => {
    const older = await signIn(t.ctx, w.manager.user.id);
    const base = `/api/users/${w.manager.user.id}/security`;
    const setup = (
      await t.app.inject({ method: "POST", url: `${base}/totp`, headers: w.manager.headers, payload: {} })
    ).json().data;
    const confirmed = await t.app.inject({
      method: "POST",
      url: `${base}/totp/${setup.id}/confirm`,
      headers: w.manager.headers,
      payload: { code: totpCodeOf(setup.secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    // The session that added it proved it; the other was opened by one factor and ends.
    expect((await get(`/api/reports/${report.id}`, w.manager.headers)).statusCode).toBe(200);
    expect((await get(`/api/reports/${report.id}`, older.headers)).statusCode).toBe(401);
  });
});
