// Issue 46: the audit logs. Who reads which (every caller class, and an admin who just lost the
// role), what an entry says (who, what, when, from which session or API key, the target), the
// filters, the CSV export, and that the catalog's lists and the indexes' agree.
import { memberAuditEventTypes, platformAuditEventTypes } from "@bounty/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberAuditIndexTypes, platformAuditIndexTypes } from "../../db/schema/events.ts";
import { addMember, buildSignedInUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import {
  buildReportWorld,
  type ReportWorld,
  submission,
  submitReport,
} from "../reports/core/reports.fixtures.ts";

let t: TestApp;
let w: ReportWorld;
let staff: Awaited<ReturnType<typeof buildSignedInUser>>;
let keyId: string;

const url = () => `/api/organizations/${w.org.id}/audit-log`;
const read = (headers: Record<string, string>, query = "", target = url()) =>
  t.app.inject({ url: `${target}${query}`, headers });
type Entry = {
  action: string;
  actor: { id: string } | null;
  via: string | null;
  sessionId: string | null;
  apiKeyId: string | null;
  user: { id: string } | null;
  report: { number: number } | null;
  details: Record<string, unknown>;
};
const actions = (res: { json(): { data: Entry[] } }) => res.json().data.map((e) => e.action);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildReportWorld(t);
  // Platform staff come with a passkey (the factories'): their routes want one.
  staff = await buildSignedInUser(t.ctx, { staffSince: new Date() });
  // A member's role changes through a session; the sender's report arrives; a member makes an API key.
  const role = await t.app.inject({
    method: "PUT",
    url: `/api/organizations/${w.org.id}/members/${w.member.memberId}`,
    headers: w.admin.headers,
    payload: { role: "triage" },
  });
  expect(role.statusCode).toBe(200);
  await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
  const key = await t.app.inject({
    method: "POST",
    url: `/api/users/${w.manager.user.id}/token`,
    headers: w.manager.headers,
  });
  keyId = key.json().data.id;
});
afterAll(async () => t.close());

describe("GET /api/organizations/{id}/audit-log", () => {
  it.each([
    ["anonymous", 401],
    ["sender", 404],
    ["senderKey", 403],
    ["adminKey", 403],
    ["member", 403],
    ["triage", 403],
    ["manager", 403],
    ["otherAdmin", 404],
    ["admin", 200],
  ] as const)("%s: %i", async (who, status) => {
    const headers =
      who === "anonymous"
        ? {}
        : who === "senderKey"
          ? w.keys.hunter
          : who === "adminKey"
            ? w.keys.admin
            : w[who].headers;
    expect((await read(headers)).statusCode).toBe(status);
  });

  it("tells who did what, when, from which session, and to whom", async () => {
    const entries = (await read(w.admin.headers)).json().data as Entry[];
    const change = entries.find((e) => e.action === "org.member.role.changed")!;
    expect(change.actor?.id).toBe(w.admin.user.id);
    expect(change.via).toBe("session");
    expect(change.sessionId).toBe(w.admin.sessionId);
    expect(change.user?.id).toBe(w.member.user.id);
    expect(change.details).toMatchObject({ from: "member", to: "triage" });
    // A hunter's session id stays theirs: organizations could link their doings across them.
    const submitted = entries.find((e) => e.action === "report.submitted")!;
    expect(submitted.report?.number).toBe(1);
    expect(submitted).toMatchObject({ via: "session", sessionId: null, apiKeyId: null });
  });

  it("shows a member's API keys and factors, never another organization's entries", async () => {
    const entries = (await read(w.admin.headers)).json().data as Entry[];
    const created = entries.find((e) => e.action === "user.api_key.created")!;
    expect(created.user?.id).toBe(w.manager.user.id);
    expect(created.details).toMatchObject({ keyId });
    const other = (
      await read(w.otherAdmin.headers, "", `/api/organizations/${w.otherOrg.id}/audit-log`)
    ).json().data as Entry[];
    expect(other.map((e) => e.action)).not.toContain("org.member.role.changed");
    expect(other.map((e) => e.action)).not.toContain("user.api_key.created");
  });

  it("filters by person, action and date, and counts what it filtered", async () => {
    const byActor = await read(w.admin.headers, `?actor=${w.sender.user.id}`);
    expect(new Set(actions(byActor))).toEqual(new Set(["report.submitted"]));
    const byPrefix = await read(w.admin.headers, "?action=org.member");
    expect(actions(byPrefix)).toContain("org.member.role.changed");
    expect(actions(byPrefix).every((a) => a.startsWith("org.member."))).toBe(true);
    expect(byPrefix.json().meta.total).toBe(actions(byPrefix).length);
    const today = new Date().toISOString().slice(0, 10);
    expect((await read(w.admin.headers, `?from=${today}&to=${today}`)).json().meta.total).toBeGreaterThan(0);
    expect((await read(w.admin.headers, "?to=2000-01-01")).json().data).toEqual([]);
  });

  it("pages through both parts of the log in one order, newest first", async () => {
    const all = ((await read(w.admin.headers, "?perPage=100")).json().data as (Entry & { id: string })[]).map(
      (e) => e.id,
    );
    expect(all.length).toBeGreaterThan(3);
    const paged: string[] = [];
    for (let page = 1; page <= all.length; page++)
      paged.push(
        ...(await read(w.admin.headers, `?perPage=1&page=${page}`))
          .json()
          .data.map((e: { id: string }) => e.id),
      );
    expect(paged).toEqual(all);
  });

  it("answers bad filters with a 400 that names them", async () => {
    for (const query of [
      "?action=DROP%20TABLE",
      "?from=2026-13-40",
      "?from=2026-02-02&to=2026-02-01",
      "?actor=x",
    ]) {
      const res = await read(w.admin.headers, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toBeTruthy();
    }
  });

  it("exports every matching entry as CSV, formulas neutralized", async () => {
    await submitReport(
      t,
      w.sender.headers,
      submission(w.programs.open.id, w.scopes.open.id, { title: "=1+2 in the title" }),
    );
    const res = await t.app.inject({ url: url(), headers: { ...w.admin.headers, accept: "text/csv" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/csv/);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^time,action,actor_id/);
    expect(lines.some((l) => l.includes("org.member.role.changed") && l.includes(w.admin.sessionId))).toBe(
      true,
    );
    expect(lines.some((l) => l.includes("'=1+2 in the title"))).toBe(true);
    expect(lines).toHaveLength((await read(w.admin.headers)).json().meta.total + 1);
  });

  it("closes to an admin who just handed the role over", async () => {
    const admin = await buildSignedInUser(t.ctx);
    const next = await buildSignedInUser(t.ctx);
    const org = (
      await t.app.inject({
        method: "POST",
        url: "/api/organizations",
        headers: admin.headers,
        payload: { name: "Handover" },
      })
    ).json().data;
    const target = `/api/organizations/${org.id}/audit-log`;
    expect((await read(admin.headers, "", target)).statusCode).toBe(200);
    const row = await addMember(t.ctx.database.db, org.id, next.user.id, "member");
    const handed = await t.app.inject({
      method: "PUT",
      url: `/api/organizations/${org.id}/members/${row.id}`,
      headers: admin.headers,
      payload: { role: "admin" },
    });
    expect(handed.statusCode).toBe(200);
    expect((await read(admin.headers, "", target)).statusCode).toBe(403);
    expect((await read(next.headers, "", target)).statusCode).toBe(200);
  });
});

describe("GET /api/staff/audit-log", () => {
  it.each([
    ["anonymous", 401],
    ["sender", 403],
    ["admin", 403],
    ["adminKey", 403],
  ] as const)("%s: %i", async (who, status) => {
    const headers = who === "anonymous" ? {} : who === "adminKey" ? w.keys.admin : w[who].headers;
    expect((await read(headers, "", "/api/staff/audit-log")).statusCode).toBe(status);
  });

  it("holds the staff's decisions, with the staff member who took them", async () => {
    const enabled = await t.app.inject({
      method: "PUT",
      url: `/api/staff/triage/${w.programs.open.id}`,
      headers: staff.headers,
      payload: { enabled: true },
    });
    expect(enabled.statusCode).toBe(200);
    const res = await read(staff.headers, "", "/api/staff/audit-log");
    expect(res.statusCode).toBe(200);
    const entries = res.json().data as Entry[];
    expect(entries[0]).toMatchObject({ action: "platform.triage.changed", details: { enabled: true } });
    expect(entries[0]!.actor?.id).toBe(staff.user.id);
    expect(
      entries.map((e) => e.action).every((a) => (platformAuditEventTypes as readonly string[]).includes(a)),
    ).toBe(true);
    // The organization's own log names the decision too, without the staff member's session.
    const inOrganization = (await read(w.admin.headers, "?action=platform")).json().data as Entry[];
    expect(inOrganization.map((e) => e.action)).toContain("platform.triage.changed");
    expect(inOrganization.every((e) => e.sessionId === null)).toBe(true);
  });
});

describe("the catalog's audit lists", () => {
  it("are the ones the partial indexes were built for", () => {
    expect(memberAuditIndexTypes).toEqual([...memberAuditEventTypes]);
    expect(platformAuditIndexTypes).toEqual([...platformAuditEventTypes]);
  });
});
