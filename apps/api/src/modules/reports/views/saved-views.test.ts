// Saved views (issue 31): the member's own and the shared ones, every caller class, a member removed,
// and the visibility rule's pure form against its SQL.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizationMembers, savedViews } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  buildReportWorld,
  callerHeaders,
  type ReportCaller,
  type ReportWorld,
  reportCallers,
} from "../core/reports.fixtures.ts";
import { canSeeView } from "./saved-views.policy.ts";
import { findSavedView, listSavedViews } from "./saved-views.repository.ts";

let t: TestApp;
let w: ReportWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildReportWorld(t);
});
afterAll(() => t.close());

const filters = { status: ["new", "checked"], severity: ["critical"], s: "injection", overdue: true };
const create = (who: ReportCaller, body: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: `/api/organizations/${w.org.id}/saved-views`,
    headers: callerHeaders(w, who),
    payload: body,
  });
const list = (who: ReportCaller) =>
  t.app.inject({ url: `/api/organizations/${w.org.id}/saved-views`, headers: callerHeaders(w, who) });
const walk = (expected: Record<ReportCaller, number>) => reportCallers.map((c) => [c, expected[c]] as const);

describe("saved views", () => {
  it("keeps a member's filters under a name, with the list's defaults filled in", async () => {
    const res = await create("manager", { name: "  Open criticals ", filters });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: "Open criticals",
      shared: false,
      editable: true,
      owner: { id: w.manager.user.id },
      filters: { ...filters, program: [], sort: "creation" },
    });
    const mine = (await list("manager")).json().data.map((v: { name: string }) => v.name);
    expect(mine).toContain("Open criticals");
    // Not shared: nobody else in the organization sees it.
    expect((await list("admin")).json().data.map((v: { name: string }) => v.name)).not.toContain(
      "Open criticals",
    );
  });

  it("shows a shared view to every member; only its author, or the admin, changes it", async () => {
    const shared = (await create("manager", { name: "Team queue", filters, shared: true })).json().data;
    for (const who of ["member", "triage", "admin"] as const) {
      const seen = (await list(who)).json().data.find((v: { id: string }) => v.id === shared.id);
      expect(seen, who).toMatchObject({ name: "Team queue", editable: who === "admin" });
    }
    const patch = (who: ReportCaller, payload: Record<string, unknown>) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/saved-views/${shared.id}`,
        headers: callerHeaders(w, who),
        payload,
      });
    expect((await patch("member", { name: "Mine now" })).statusCode).toBe(403);
    const renamed = await patch("admin", { name: "Triage queue" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe("Triage queue");
    expect((await patch("manager", { shared: false })).json().data.shared).toBe(false);
    // Unshared: the admin no longer sees it at all.
    expect((await patch("admin", { name: "Again" })).statusCode).toBe(404);
    const del = (who: ReportCaller) =>
      t.app.inject({
        method: "DELETE",
        url: `/api/saved-views/${shared.id}`,
        headers: callerHeaders(w, who),
      });
    expect((await del("otherAdmin")).statusCode).toBe(404);
    expect((await del("manager")).statusCode).toBe(204);
    expect(await findSavedView(t.ctx.database.db, shared.id)).toBeNull();
  });

  it("refuses a view without a name, with unknown filters, and a fifty-first", async () => {
    const blank = await create("member", { name: "  ", filters: {} });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain("Name the view.");
    const odd = await create("member", { name: "Odd", filters: { status: ["exploded"] } });
    expect(odd.statusCode).toBe(400);
    for (let i = 0; i < 50; i++)
      expect((await create("triage", { name: `View ${i}`, filters: {} })).statusCode).toBe(201);
    const more = await create("triage", { name: "One more", filters: {} });
    expect(more.statusCode).toBe(409);
    expect(more.json().error.message).toBe("You have 50 saved views here: delete one first.");
    await t.ctx.database.db.delete(savedViews).where(eq(savedViews.ownerId, w.triage.user.id));
  });

  it("lists exactly the views the pure rule lets each member see", async () => {
    await create("admin", { name: "Admin private", filters: {} });
    await create("member", { name: "Member shared", filters: {}, shared: true });
    const db = t.ctx.database.db;
    const all = await db.select().from(savedViews).where(eq(savedViews.organizationId, w.org.id));
    for (const who of ["member", "triage", "manager", "admin"] as const) {
      const person = w[who];
      const [row] = await db
        .select({ role: organizationMembers.role })
        .from(organizationMembers)
        .where(
          and(
            eq(organizationMembers.organizationId, w.org.id),
            eq(organizationMembers.userId, person.user.id),
          ),
        );
      const viewer = { userId: person.user.id, role: row!.role };
      const listed = (await listSavedViews(db, w.org.id, person.user.id)).map((v) => v.id).sort();
      const allowed = all
        .filter((v) => canSeeView(viewer, v))
        .map((v) => v.id)
        .sort();
      expect(listed, who).toEqual(allowed);
      expect(listed.length, who).toBeGreaterThan(0);
    }
  });
});

describe("saved views, every caller class", () => {
  it.each(
    walk({
      anonymous: 401,
      sender: 404,
      senderKey: 403,
      otherHunter: 404,
      approved: 404,
      member: 200,
      triage: 200,
      manager: 200,
      admin: 200,
      adminKey: 403,
      otherAdmin: 404,
    }),
  )("GET organizations/{id}/saved-views, %s: %i", async (who, status) => {
    expect((await list(who)).statusCode).toBe(status);
  });

  it.each(
    walk({
      anonymous: 401,
      sender: 404,
      senderKey: 403,
      otherHunter: 404,
      approved: 404,
      member: 201,
      triage: 201,
      manager: 201,
      admin: 201,
      adminKey: 403,
      otherAdmin: 404,
    }),
  )("POST organizations/{id}/saved-views, %s: %i", async (who, status) => {
    expect((await create(who, { name: `By ${who}`, filters: {} })).statusCode).toBe(status);
  });

  it.each(
    walk({
      anonymous: 401,
      sender: 404,
      senderKey: 403,
      otherHunter: 404,
      approved: 404,
      member: 403,
      triage: 403,
      manager: 200,
      admin: 200,
      adminKey: 403,
      otherAdmin: 404,
    }),
  )("PATCH and DELETE saved-views/{id} on the manager's shared view, %s: %i", async (who, status) => {
    const view = (await create("manager", { name: `Shared for ${who}`, filters: {}, shared: true })).json()
      .data;
    const headers = callerHeaders(w, who);
    const patch = await t.app.inject({
      method: "PATCH",
      url: `/api/saved-views/${view.id}`,
      headers,
      payload: { name: "Renamed" },
    });
    expect(patch.statusCode).toBe(status);
    const del = await t.app.inject({ method: "DELETE", url: `/api/saved-views/${view.id}`, headers });
    expect(del.statusCode).toBe(status === 200 ? 204 : status);
  });

  it("stops a member removed from the organization at once", async () => {
    const view = (await create("triage", { name: "Before leaving", filters: {} })).json().data;
    const db = t.ctx.database.db;
    const [membership] = await db
      .delete(organizationMembers)
      .where(
        and(
          eq(organizationMembers.organizationId, w.org.id),
          eq(organizationMembers.userId, w.triage.user.id),
        ),
      )
      .returning();
    try {
      expect((await list("triage")).statusCode).toBe(404);
      const patch = await t.app.inject({
        method: "PATCH",
        url: `/api/saved-views/${view.id}`,
        headers: callerHeaders(w, "triage"),
        payload: { shared: true },
      });
      expect(patch.statusCode).toBe(404);
    } finally {
      await db.insert(organizationMembers).values(membership!);
    }
  });
});
