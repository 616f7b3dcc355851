import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../../db/schema/index.ts";
import { buildInvite } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildWorld, type World } from "../core/organizations.fixtures.ts";
import { MAX_INVITES } from "./invites.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (w: World, path = "") => `/api/organizations/${w.org.id}/invites${path}`;

describe("invite links", () => {
  it("the admin creates a link with a 43-character code, lists it, and the event holds no code", async () => {
    const w = await buildWorld(t);
    const res = await t.app.inject({ method: "POST", url: url(w), headers: w.admin.headers });
    expect(res.statusCode).toBe(201);
    const invite = res.json().data;
    expect(invite.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invite).toMatchObject({
      organizationId: w.org.id,
      link: `http://localhost:3000/organizations/${w.org.id}/join?i=${invite.id}&c=${invite.code}`,
    });
    const list = await t.app.inject({ url: url(w), headers: w.admin.headers });
    expect(list.json().meta).toEqual({ total: 2, page: 1, perPage: 20 });
    expect(list.json().data[0]).toEqual(invite);

    const [event] = await t.ctx.database.db
      .select()
      .from(events)
      .where(and(eq(events.organizationId, w.org.id), eq(events.type, "org.invite.created")));
    expect(event?.payload).toEqual({ inviteId: invite.id });
    expect(JSON.stringify(event)).not.toContain(invite.code);
  });

  it("caps perPage at 20", async () => {
    const w = await buildWorld(t);
    const res = await t.app.inject({ url: `${url(w)}?perPage=21`, headers: w.admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^perPage: /);
  });

  it(`holds at most ${MAX_INVITES} links: 409 beyond`, async () => {
    const w = await buildWorld(t);
    for (let i = 1; i < MAX_INVITES; i++) await buildInvite(t.ctx.database.db, w.org.id);
    const res = await t.app.inject({ method: "POST", url: url(w), headers: w.admin.headers });
    expect(res.statusCode).toBe(409);
  });

  it("reset: delete then create; the old link stops working at once", async () => {
    const w = await buildWorld(t);
    const del = await t.app.inject({
      method: "DELETE",
      url: url(w, `/${w.invite.id}`),
      headers: w.admin.headers,
    });
    expect(del.statusCode).toBe(200);
    const created = await t.app.inject({ method: "POST", url: url(w), headers: w.admin.headers });
    expect(created.statusCode).toBe(201);
    const old = await t.app.inject({
      url: url(w, `/${w.invite.id}?code=${w.invite.code}`),
      headers: w.nonMember.headers,
    });
    expect(old.statusCode).toBe(404);
    const again = await t.app.inject({
      method: "DELETE",
      url: url(w, `/${w.invite.id}`),
      headers: w.admin.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe("Invite not found.");
  });

  it("another organization's invite id is a 404 for delete, even for its admin", async () => {
    const w = await buildWorld(t);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/organizations/${w.otherOrg.id}/invites/${w.invite.id}`,
      headers: w.otherAdmin.headers,
    });
    expect(res.statusCode).toBe(404);
    const still = await t.app.inject({
      url: url(w, `/${w.invite.id}?code=${w.invite.code}`),
      headers: w.nonMember.headers,
    });
    expect(still.statusCode).toBe(200);
  });
});

describe("GET invites/{inviteId}?code (the join page)", () => {
  it("shows the organization's name and icon, and whether the caller is a member", async () => {
    const w = await buildWorld(t);
    const res = await t.app.inject({
      url: url(w, `/${w.invite.id}?code=${w.invite.code}`),
      headers: w.nonMember.headers,
    });
    expect(res.json()).toEqual({
      data: { organization: { id: w.org.id, name: w.org.name, icon: null }, isMember: false },
    });
    const member = await t.app.inject({
      url: url(w, `/${w.invite.id}?code=${w.invite.code}`),
      headers: w.member.headers,
    });
    expect(member.json().data.isMember).toBe(true);
  });

  it.each([
    ["a wrong code", (w: World) => url(w, `/${w.invite.id}?code=${w.otherInvite.code}`)],
    ["a code of another length", (w: World) => url(w, `/${w.invite.id}?code=${w.invite.code}x`)],
    [
      "another organization's invite",
      (w: World) => url(w, `/${w.otherInvite.id}?code=${w.otherInvite.code}`),
    ],
    [
      "another organization's path",
      (w: World) => `/api/organizations/${w.otherOrg.id}/invites/${w.invite.id}?code=${w.invite.code}`,
    ],
  ])("answers %s with one 404", async (_what, path) => {
    const w = await buildWorld(t);
    const res = await t.app.inject({ url: path(w), headers: w.nonMember.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: "not_found", message: "Invite not found." });
  });

  it("needs the code: 400 naming it", async () => {
    const w = await buildWorld(t);
    const res = await t.app.inject({ url: url(w, `/${w.invite.id}`), headers: w.nonMember.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^code: /);
  });
});
