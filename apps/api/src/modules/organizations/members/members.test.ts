import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, organizationMembers } from "../../../db/schema/index.ts";
import { alteredCode } from "../../../test/codes.ts";
import { addMember, addProgramManager, buildProgram, buildSignedInUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildWorld, type World } from "../core/organizations.fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (w: World, path = "") => `/api/organizations/${w.org.id}/members${path}`;
const eventsOf = (organizationId: string, type: string) =>
  t.ctx.database.db
    .select()
    .from(events)
    .where(and(eq(events.organizationId, organizationId), eq(events.type, type)));
const rolesOf = async (organizationId: string) =>
  Object.fromEntries(
    (
      await t.ctx.database.db
        .select()
        .from(organizationMembers)
        .where(eq(organizationMembers.organizationId, organizationId))
    ).map((m) => [m.id, m.role]),
  );

describe("GET members", () => {
  it("lists members with their users and roles, the admin first", async () => {
    const w = await buildWorld(t);
    const res = await t.app.inject({ url: url(w), headers: w.triage.headers });
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toEqual({ total: 4, page: 1, perPage: 200 });
    expect(data[0]).toEqual({
      id: w.admin.memberId,
      user: {
        id: w.admin.user.id,
        displayName: w.admin.user.displayName,
        uniqueName: w.admin.user.uniqueName,
        icon: null,
      },
      role: { id: "admin", name: "admin" },
    });
    expect(data.map((m: { id: string }) => m.id).sort()).toEqual(
      [w.admin.memberId, w.member.memberId, w.triage.memberId, w.target.memberId].sort(),
    );
  });

  it.each(["400", "200"])("accepts perPage %s", async (perPage) => {
    const w = await buildWorld(t);
    const res = await t.app.inject({ url: `${url(w)}?perPage=${perPage}`, headers: w.member.headers });
    expect(res.json().meta.perPage).toBe(Number(perPage));
  });

  it("with program=, lists the program's staff only: the admin and its managers", async () => {
    const w = await buildWorld(t);
    const db = t.ctx.database.db;
    const program = await buildProgram(db, w.org.id);
    const other = await buildProgram(db, w.otherOrg.id);
    await addProgramManager(db, program.id, w.triage.memberId);
    const res = await t.app.inject({ url: `${url(w)}?program=${program.id}`, headers: w.member.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((m: { id: string }) => m.id)).toEqual([w.admin.memberId, w.triage.memberId]);
    expect(res.json().meta.total).toBe(2);
    // Another organization's program is not found, and a malformed id names the field.
    const foreign = await t.app.inject({ url: `${url(w)}?program=${other.id}`, headers: w.admin.headers });
    expect(foreign.statusCode).toBe(404);
    const bad = await t.app.inject({ url: `${url(w)}?program=nope`, headers: w.admin.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^program: /);
  });

  it("refuses other page sizes, naming perPage", async () => {
    const w = await buildWorld(t);
    const res = await t.app.inject({ url: `${url(w)}?perPage=50`, headers: w.member.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("perPage: Use 200 or 400.");
  });

  it("GET roles lists admin, member and triage", async () => {
    const w = await buildWorld(t);
    const res = await t.app.inject({
      url: `/api/organizations/${w.org.id}/roles`,
      headers: w.member.headers,
    });
    expect(res.json()).toEqual({
      data: ["admin", "member", "triage"].map((r) => ({ id: r, name: r })),
      meta: { total: 3, page: 1, perPage: 200 },
    });
  });
});

describe("PUT members/{memberId}", () => {
  it("changes another member's role and writes org.member.role.changed", async () => {
    const w = await buildWorld(t);
    const res = await t.app.inject({
      method: "PUT",
      url: url(w, `/${w.target.memberId}`),
      headers: w.admin.headers,
      payload: { role: "triage" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toEqual({ id: "triage", name: "triage" });
    const [event] = await eventsOf(w.org.id, "org.member.role.changed");
    expect(event).toMatchObject({
      actorId: w.admin.user.id,
      userId: w.target.user.id,
      payload: { memberId: w.target.memberId, from: "member", to: "triage" },
    });
  });

  it("promoting a member to admin makes the promoter a member, in one step", async () => {
    const w = await buildWorld(t);
    const res = await t.app.inject({
      method: "PUT",
      url: url(w, `/${w.target.memberId}`),
      headers: w.admin.headers,
      payload: { role: "admin" },
    });
    expect(res.statusCode).toBe(200);
    const roles = await rolesOf(w.org.id);
    expect(roles[w.target.memberId]).toBe("admin");
    expect(roles[w.admin.memberId]).toBe("member");
    expect(Object.values(roles).filter((r) => r === "admin")).toHaveLength(1);
    expect(await eventsOf(w.org.id, "org.member.role.changed")).toHaveLength(2);

    // The former admin lost admin rights on the very next request; the new admin has them.
    const again = await t.app.inject({
      method: "PUT",
      url: url(w, `/${w.member.memberId}`),
      headers: w.admin.headers,
      payload: { role: "triage" },
    });
    expect(again.statusCode).toBe(403);
    const org = await t.app.inject({ url: `/api/organizations/${w.org.id}`, headers: w.target.headers });
    expect(org.json().abilities.update).toBe(true);
  });

  it("the database itself refuses a second admin", async () => {
    const w = await buildWorld(t);
    const { user } = await buildSignedInUser(t.ctx);
    // In a transaction, as the services write: on PGlite an error outside one resets the connection.
    const insert = t.ctx.database.db.transaction((tx) => addMember(tx, w.org.id, user.id, "admin"));
    await expect(insert).rejects.toMatchObject({ cause: { code: "23505" } });
  });

  it.each(["admin", "member", "triage"] as const)("nobody changes their own role (%s): 403", async (who) => {
    const w = await buildWorld(t);
    const res = await t.app.inject({
      method: "PUT",
      url: url(w, `/${w[who].memberId}`),
      headers: w[who].headers,
      payload: { role: who === "admin" ? "member" : "admin" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe("You cannot change your own role.");
    expect((await rolesOf(w.org.id))[w[who].memberId]).toBe(who);
  });

  it("a member cannot change roles: 403", async () => {
    const w = await buildWorld(t);
    const res = await t.app.inject({
      method: "PUT",
      url: url(w, `/${w.target.memberId}`),
      headers: w.member.headers,
      payload: { role: "admin" },
    });
    expect(res.json().error).toEqual({ code: "forbidden", message: "Only an admin can change roles." });
  });

  it("another organization's member id is a 404, even for its admin on their own path", async () => {
    const w = await buildWorld(t);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/organizations/${w.otherOrg.id}/members/${w.target.memberId}`,
      headers: w.otherAdmin.headers,
      payload: { role: "admin" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("Member not found.");
    expect((await rolesOf(w.org.id))[w.target.memberId]).toBe("member");
  });

  it("refuses an unknown role, naming the field", async () => {
    const w = await buildWorld(t);
    const res = await t.app.inject({
      method: "PUT",
      url: url(w, `/${w.target.memberId}`),
      headers: w.admin.headers,
      payload: { role: "owner" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("role: Pick admin, member or triage.");
  });
});

describe("DELETE members/{memberId}", () => {
  it("the admin removes a member, who gets 404 on the very next request", async () => {
    const w = await buildWorld(t);
    const before = await t.app.inject({ url: `/api/organizations/${w.org.id}`, headers: w.target.headers });
    expect(before.statusCode).toBe(200);
    const res = await t.app.inject({
      method: "DELETE",
      url: url(w, `/${w.target.memberId}`),
      headers: w.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({ url: `/api/organizations/${w.org.id}`, headers: w.target.headers });
    expect(after.statusCode).toBe(404);
    const [event] = await eventsOf(w.org.id, "org.member.removed");
    expect(event).toMatchObject({
      userId: w.target.user.id,
      payload: { memberId: w.target.memberId, left: false },
    });
  });

  it.each(["member", "triage"] as const)("a %s may leave", async (who) => {
    const w = await buildWorld(t);
    const res = await t.app.inject({
      method: "DELETE",
      url: url(w, `/${w[who].memberId}`),
      headers: w[who].headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: url(w), headers: w[who].headers })).statusCode).toBe(404);
    const [event] = await eventsOf(w.org.id, "org.member.removed");
    expect(event?.payload).toMatchObject({ left: true });
  });

  it("the admin cannot leave before handing admin over: 409", async () => {
    const w = await buildWorld(t);
    const res = await t.app.inject({
      method: "DELETE",
      url: url(w, `/${w.admin.memberId}`),
      headers: w.admin.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      "You are the admin of this organization. Make another member admin before leaving.",
    );
  });

  it("a member cannot remove someone else: 403", async () => {
    const w = await buildWorld(t);
    const res = await t.app.inject({
      method: "DELETE",
      url: url(w, `/${w.admin.memberId}`),
      headers: w.member.headers,
    });
    expect(res.json().error).toEqual({ code: "forbidden", message: "Only an admin can remove members." });
  });

  it("another organization's member id is a 404", async () => {
    const w = await buildWorld(t);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/organizations/${w.otherOrg.id}/members/${w.target.memberId}`,
      headers: w.otherAdmin.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("POST members (accepting an invite)", () => {
  it("joins as a member, writes org.member.added, and a second join is a 409", async () => {
    const w = await buildWorld(t);
    const payload = { invite: w.invite.id, code: w.invite.code };
    const res = await t.app.inject({ method: "POST", url: url(w), headers: w.nonMember.headers, payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ user: { id: w.nonMember.user.id }, role: { id: "member" } });
    const [event] = await eventsOf(w.org.id, "org.member.added");
    expect(event).toMatchObject({
      userId: w.nonMember.user.id,
      payload: { role: "member", inviteId: w.invite.id },
    });

    const twice = await t.app.inject({ method: "POST", url: url(w), headers: w.nonMember.headers, payload });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("You are already part of this organization.");
  });

  it.each([
    ["a wrong code", (w: World) => ({ invite: w.invite.id, code: alteredCode(w.invite.code) })],
    ["a short code", (w: World) => ({ invite: w.invite.id, code: "abc" })],
    ["another organization's invite", (w: World) => ({ invite: w.otherInvite.id, code: w.otherInvite.code })],
  ])("refuses %s: 404, nobody joins", async (_what, payload) => {
    const w = await buildWorld(t);
    const res = await t.app.inject({
      method: "POST",
      url: url(w),
      headers: w.nonMember.headers,
      payload: payload(w),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("Invite not found.");
    expect(Object.keys(await rolesOf(w.org.id))).toHaveLength(4);
  });

  it("refuses a deleted invite: 404", async () => {
    const w = await buildWorld(t);
    await t.app.inject({
      method: "DELETE",
      url: `/api/organizations/${w.org.id}/invites/${w.invite.id}`,
      headers: w.admin.headers,
    });
    const res = await t.app.inject({
      method: "POST",
      url: url(w),
      headers: w.nonMember.headers,
      payload: { invite: w.invite.id, code: w.invite.code },
    });
    expect(res.statusCode).toBe(404);
  });

  it("refuses a missing code and unknown fields, naming them", async () => {
    const w = await buildWorld(t);
    const missing = await t.app.inject({
      method: "POST",
      url: url(w),
      headers: w.nonMember.headers,
      payload: { invite: w.invite.id },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/^code: /);
    const role = await t.app.inject({
      method: "POST",
      url: url(w),
      headers: w.nonMember.headers,
      payload: { invite: w.invite.id, code: w.invite.code, role: "admin" },
    });
    expect(role.json().error.message).toBe("Unknown field: role.");
  });
});
