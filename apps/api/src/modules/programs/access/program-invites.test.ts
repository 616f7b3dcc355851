import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, programInvites } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  addInvite,
  buildPartsWorld,
  callers,
  freshProgram,
  headersFor,
  type PartsWorld,
  walk,
} from "../core/program-parts.fixtures.ts";
import { INVITE_EXISTS, INVITE_GONE } from "./program-invites.service.ts";

let t: TestApp;
let w: PartsWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildPartsWorld(t);
});
afterAll(async () => t.close());

const invitesOf = (programId: string) =>
  t.ctx.database.db.select().from(programInvites).where(eq(programInvites.programId, programId));
const eventTypesOf = async (programId: string) =>
  (await t.ctx.database.db.select().from(events).where(eq(events.programId, programId))).map((e) => e.type);

describe("the invite link", () => {
  it("is created once, listed, reset (delete, then create) and recorded", async () => {
    const { program } = await freshProgram(t, w);
    const url = `/api/programs/${program.id}/invites`;
    expect((await t.app.inject({ url, headers: w.admin.headers })).json()).toEqual({ data: [] });
    const created = await t.app.inject({ method: "POST", url, headers: w.manager.headers });
    expect(created.statusCode).toBe(201);
    const invite = created.json().data;
    expect(Object.keys(invite).sort()).toEqual(["createdAt", "id"]);
    expect((await t.app.inject({ url, headers: w.admin.headers })).json()).toEqual({ data: [invite] });
    const again = await t.app.inject({ method: "POST", url, headers: w.admin.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(INVITE_EXISTS);
    const del = await t.app.inject({
      method: "DELETE",
      url: `${url}/${invite.id}`,
      headers: w.admin.headers,
    });
    expect(del.json()).toEqual({ data: { ok: true } });
    const preview = await t.app.inject({ url: `${url}/${invite.id}` });
    expect(preview.statusCode).toBe(404);
    expect(preview.json().error.message).toBe(INVITE_GONE);
    const anew = await t.app.inject({ method: "POST", url, headers: w.admin.headers });
    expect(anew.statusCode).toBe(201);
    expect(anew.json().data.id).not.toBe(invite.id);
    expect(await eventTypesOf(program.id)).toEqual([
      "program.invite.created",
      "program.invite.deleted",
      "program.invite.created",
    ]);
  });

  it("lets only one of two concurrent creates through", async () => {
    const { program } = await freshProgram(t, w);
    const url = `/api/programs/${program.id}/invites`;
    const results = await Promise.all([
      t.app.inject({ method: "POST", url, headers: w.admin.headers }),
      t.app.inject({ method: "POST", url, headers: w.manager.headers }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await invitesOf(program.id)).toHaveLength(1);
  });

  it("previews an invite-only program to anyone holding the id, by id or slug, and nothing more", async () => {
    const { program } = await freshProgram(t, w);
    const invite = await addInvite(t.ctx.database.db, program.id);
    for (const ref of [program.id, program.slug.toUpperCase()]) {
      const res = await t.app.inject({ url: `/api/programs/${ref}/invites/${invite.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          id: invite.id,
          program: { id: program.id, slug: program.slug, name: program.name },
          organization: { id: w.org.id, name: w.org.name, icon: null },
        },
      });
    }
    // The program itself stays hidden.
    expect((await t.app.inject({ url: `/api/programs/${program.id}` })).statusCode).toBe(404);
  });

  it("is a 404 through another program, for an unknown id, and for a malformed one a 400", async () => {
    const { program } = await freshProgram(t, w);
    const { program: other } = await freshProgram(t, w);
    const invite = await addInvite(t.ctx.database.db, program.id);
    for (const url of [
      `/api/programs/${other.id}/invites/${invite.id}`,
      `/api/programs/no-such-program/invites/${invite.id}`,
      `/api/programs/${program.id}/invites/${crypto.randomUUID()}`,
    ]) {
      const res = await t.app.inject({ url, headers: w.nonMember.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(INVITE_GONE);
    }
    const bad = await t.app.inject({ url: `/api/programs/${program.id}/invites/nope` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("inviteId: Not a valid invite id.");
    const wrongDelete = await t.app.inject({
      method: "DELETE",
      url: `/api/programs/${other.id}/invites/${invite.id}`,
      headers: w.admin.headers,
    });
    expect(wrongDelete.statusCode).toBe(404);
    expect(await invitesOf(program.id)).toHaveLength(1);
  });
});

describe("invite link authorization", () => {
  const staffOnly = {
    anonymous: 401,
    hunter: 404,
    hunterKey: 403,
    applicant: 404,
    approved: 403,
    member: 403,
    triage: 403,
    manager: 200,
    admin: 200,
    adminKey: 403,
    otherAdmin: 404,
  };
  const refusal = "Only the admin and the program's managers can manage the program's hunters.";

  it.each(walk(staffOnly))("GET list — %s: %i", async (who, status) => {
    const { program } = await freshProgram(t, w);
    await addInvite(t.ctx.database.db, program.id);
    const res = await t.app.inject({
      url: `/api/programs/${program.id}/invites`,
      headers: headersFor(w, who),
    });
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json().data).toHaveLength(1);
    if (status === 403 && !who.endsWith("Key")) expect(res.json().error.message).toBe(refusal);
  });

  it.each(walk({ ...staffOnly, manager: 201, admin: 201 }))("POST — %s: %i", async (who, status) => {
    const { program } = await freshProgram(t, w);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/programs/${program.id}/invites`,
      headers: headersFor(w, who),
    });
    expect(res.statusCode).toBe(status);
    expect(await invitesOf(program.id)).toHaveLength(status === 201 ? 1 : 0);
  });

  it.each(walk(staffOnly))("DELETE — %s: %i", async (who, status) => {
    const { program } = await freshProgram(t, w);
    const invite = await addInvite(t.ctx.database.db, program.id);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/programs/${program.id}/invites/${invite.id}`,
      headers: headersFor(w, who),
    });
    expect(res.statusCode).toBe(status);
    expect(await invitesOf(program.id)).toHaveLength(status === 200 ? 0 : 1);
  });

  it.each(callers.map((who) => [who] as const))("GET preview — %s: 200", async (who) => {
    const { program } = await freshProgram(t, w);
    const invite = await addInvite(t.ctx.database.db, program.id);
    const res = await t.app.inject({
      url: `/api/programs/${program.slug}/invites/${invite.id}`,
      headers: headersFor(w, who),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.program.id).toBe(program.id);
  });
});
