// Issue 46: an organization's admin requires a second factor of every member; a member without one
// reads none of its reports, programs' private settings or money, hears no live event and gets no
// mail, until they add one. The route's callers, the rule's reach, and its way back.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations, sessions } from "../../../db/schema/index.ts";
import { listProgramStaffIds } from "../../../notifications/recipients.ts";
import { addPasskeyFactor, buildOrganization, buildSignedInUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  buildReportWorld,
  type ReportWorld,
  submission,
  submitReport,
} from "../../reports/core/reports.fixtures.ts";
import { findRolesOf } from "../members/members.repository.ts";

let t: TestApp;
let w: ReportWorld;
let report: { id: string };
let adminFactor: { id: string };

const rule = (headers: Record<string, string>, required: boolean, orgId = w.org.id) =>
  t.app.inject({
    method: "PUT",
    url: `/api/organizations/${orgId}/second-factor-rule`,
    headers,
    payload: { required },
  });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const held = (res: { statusCode: number; json(): { error: { code: string; message: string } } }) => {
  expect(res.statusCode).toBe(403);
  expect(res.json().error.code).toBe("second_factor_required");
  expect(res.json().error.message).toMatch(/requires a second factor/);
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildReportWorld(t);
  report = await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
  adminFactor = await addPasskeyFactor(t.ctx.database.db, w.admin.user.id);
});
afterAll(async () => t.close());

describe("PUT /api/organizations/{id}/second-factor-rule", () => {
  it.each([
    ["anonymous", 401],
    ["sender", 404],
    ["senderKey", 403],
    ["adminKey", 403],
    ["member", 403],
    ["triage", 403],
    ["manager", 403],
    ["otherAdmin", 404],
  ] as const)("%s: %i, and the rule stays off", async (who, status) => {
    const headers =
      who === "anonymous"
        ? {}
        : who === "senderKey"
          ? w.keys.hunter
          : who === "adminKey"
            ? w.keys.admin
            : w[who].headers;
    expect((await rule(headers, true)).statusCode).toBe(status);
    const [row] = await t.ctx.database.db.select().from(organizations).where(eq(organizations.id, w.org.id));
    expect(row!.requireSecondFactor).toBe(false);
  });

  it("refuses an admin without a factor of their own: the rule would lock them out", async () => {
    const admin = await buildSignedInUser(t.ctx);
    const org = await buildOrganization(t.ctx.database.db, { adminId: admin.user.id });
    const res = await rule(admin.headers, true, org.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("second_factor_required");
    expect(res.json().error.message).toMatch(/your own account first/);
  });

  it("wants the admin's factor confirmed within the last few minutes", async () => {
    const db = t.ctx.database.db;
    await db
      .update(sessions)
      .set({ factorVerifiedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.id, w.admin.sessionId));
    const res = await rule(w.admin.headers, true);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("recent_verification_required");
    await db.update(sessions).set({ factorVerifiedAt: new Date() }).where(eq(sessions.id, w.admin.sessionId));
  });
});

describe("an organization that requires a second factor", () => {
  beforeAll(async () => {
    const res = await rule(w.admin.headers, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.requireSecondFactor).toBe(true);
  });

  it("holds back a member without one from the organization, its programs and reports", async () => {
    held(await get(`/api/organizations/${w.org.id}`, w.manager.headers));
    held(await get(`/api/organizations/${w.org.id}/members`, w.member.headers));
    held(await get(`/api/organizations/${w.org.id}/activities`, w.triage.headers));
    held(await get(`/api/programs/${w.programs.private.id}`, w.manager.headers));
    held(await get(`/api/programs/${w.programs.private.id}/disclosures.atom`, w.manager.headers));
    // A public program reads as it does to any visitor: no manager list, no checks, no abilities.
    const open = await get(`/api/programs/${w.programs.open.id}`, w.manager.headers);
    expect(open.statusCode).toBe(200);
    expect(open.json().abilities.update).toBe(false);
    expect(open.json().data.managers ?? []).toEqual([]);
    held(
      await t.app.inject({
        method: "PUT",
        url: `/api/programs/${w.programs.open.id}`,
        headers: w.manager.headers,
        payload: { name: "Renamed" },
      }),
    );
    held(await get(`/api/reports/${report.id}`, w.manager.headers));
    const listed = await get("/api/reports?view=org", w.manager.headers);
    expect(listed.json().data).toEqual([]);
  });

  it("tells the admin, and only the admin, who has not added a factor yet", async () => {
    const listed = await get(`/api/organizations/${w.org.id}/members`, w.admin.headers);
    const held = (listed.json().data as { user: { id: string }; held?: boolean }[])
      .filter((m) => m.held)
      .map((m) => m.user.id);
    expect(held).toEqual(expect.arrayContaining([w.member.user.id, w.triage.user.id, w.manager.user.id]));
    expect(held).not.toContain(w.admin.user.id);
    const other = await get(`/api/organizations/${w.otherOrg.id}/members`, w.otherAdmin.headers);
    expect(other.json().data.every((m: { held?: boolean }) => m.held === false)).toBe(true);
  });

  it("sends them no mail and no live event", async () => {
    const db = t.ctx.database.db;
    const staff = await listProgramStaffIds(db, w.org.id, w.programs.open.id);
    expect(staff).toContain(w.admin.user.id);
    expect(staff).not.toContain(w.manager.user.id);
    const roles = await findRolesOf(db, w.org.id, [w.admin.user.id, w.manager.user.id, w.member.user.id]);
    expect([...roles.keys()]).toEqual([w.admin.user.id]);
  });

  it("leaves the admin who holds a factor, hunters and other organizations as they were", async () => {
    expect((await get(`/api/reports/${report.id}`, w.admin.headers)).statusCode).toBe(200);
    expect((await get(`/api/reports/${report.id}`, w.sender.headers)).statusCode).toBe(200);
    expect((await get(`/api/programs/${w.programs.open.id}`, w.sender.headers)).statusCode).toBe(200);
    expect((await get(`/api/organizations/${w.org.id}`, w.otherAdmin.headers)).statusCode).toBe(404);
    expect((await get(`/api/organizations/${w.otherOrg.id}`, w.otherAdmin.headers)).statusCode).toBe(200);
  });

  it("tells the members in their activity feed once they are back", async () => {
    const feed = await get(`/api/organizations/${w.org.id}/activities`, w.admin.headers);
    const line = (feed.json().data as { type: string; info: unknown }[]).find(
      (a) => a.type === "org.second_factor_rule.changed",
    );
    expect(line?.info).toEqual({ required: true });
  });

  it("keeps the admin's last factor: without it no one could run the organization", async () => {
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${w.admin.user.id}/security/factors/${adminFactor.id}`,
      headers: w.admin.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/requires a second factor/);
    expect((await get(`/api/reports/${report.id}`, w.admin.headers)).statusCode).toBe(200);
  });

  it("lets a member back in as soon as they add a factor", async () => {
    await addPasskeyFactor(t.ctx.database.db, w.manager.user.id);
    expect((await get(`/api/organizations/${w.org.id}`, w.manager.headers)).statusCode).toBe(200);
    expect((await get(`/api/reports/${report.id}`, w.manager.headers)).statusCode).toBe(200);
    const listed = await get("/api/reports?view=org", w.manager.headers);
    expect((listed.json().data as { id: string }[]).map((r) => r.id)).toEqual([report.id]);
    const staff = await listProgramStaffIds(t.ctx.database.db, w.org.id, w.programs.open.id);
    expect(staff).toContain(w.manager.user.id);
  });

  it("is lifted by the admin, and the held members read again", async () => {
    held(await get(`/api/organizations/${w.org.id}`, w.member.headers));
    const res = await rule(w.admin.headers, false);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.requireSecondFactor).toBe(false);
    expect((await get(`/api/organizations/${w.org.id}`, w.member.headers)).statusCode).toBe(200);
  });
});
