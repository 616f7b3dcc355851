import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programApplications } from "../../../db/schema/index.ts";
import { buildUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  addInvite,
  buildPartsWorld,
  type Caller,
  freshProgram,
  headersFor,
  type PartsWorld,
  walk,
} from "../core/program-parts.fixtures.ts";

let t: TestApp;
let w: PartsWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildPartsWorld(t);
});
afterAll(async () => t.close());

const db = () => t.ctx.database.db;
const stateOf = async (id: string) =>
  (await db().select().from(programApplications).where(eq(programApplications.id, id)))[0]?.state ?? null;
const isKey = (who: Caller) => who.endsWith("Key");

/** The organization's side: the admin and the program's managers; outsiders get a 404. */
const staffOnly = {
  anonymous: 401,
  hunter: 404,
  hunterKey: 403,
  applicant: 404,
  approved: 404,
  member: 403,
  triage: 403,
  manager: 200,
  admin: 200,
  adminKey: 403,
  otherAdmin: 404,
};
const refusal = "Only the admin and the program's managers can manage the program's hunters.";

describe("the organization's side", () => {
  it.each(walk(staffOnly))("GET /api/applications — %s: %i", async (who, status) => {
    const { program } = await freshProgram(t, w);
    const res = await t.app.inject({
      url: `/api/applications?program=${program.id}`,
      headers: headersFor(w, who),
    });
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json().meta.total).toBe(2);
    if (status === 403 && !isKey(who)) expect(res.json().error.message).toBe(refusal);
  });

  it.each(walk({ ...staffOnly, manager: 201, admin: 201 }))(
    "POST /api/applications — %s: %i",
    async (who, status) => {
      const { program } = await freshProgram(t, w);
      const hunter = await buildUser(db());
      const res = await t.app.inject({
        method: "POST",
        url: "/api/applications",
        headers: headersFor(w, who),
        payload: { program: program.id, hunter: hunter.uniqueName },
      });
      expect(res.statusCode).toBe(status);
      const rows = await db()
        .select()
        .from(programApplications)
        .where(eq(programApplications.hunterId, hunter.id));
      expect(rows).toHaveLength(status === 201 ? 1 : 0);
    },
  );

  it.each(walk(staffOnly))("PUT /api/applications/{id} — %s: %i", async (who, status) => {
    const { pending } = await freshProgram(t, w);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/applications/${pending.id}`,
      headers: headersFor(w, who),
      payload: { state: "approved" },
    });
    expect(res.statusCode).toBe(status);
    expect(await stateOf(pending.id)).toBe(status === 200 ? "approved" : "pending");
  });

  it.each(walk(staffOnly))("DELETE /api/applications/{id} — %s: %i", async (who, status) => {
    const { joined } = await freshProgram(t, w);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/applications/${joined.id}`,
      headers: headersFor(w, who),
    });
    expect(res.statusCode).toBe(status);
    expect(await stateOf(joined.id)).toBe(status === 200 ? null : "approved");
  });

  it("refuses a member who does not manage the program with a 403, naming who may", async () => {
    const { pending } = await freshProgram(t, w);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/applications/${pending.id}`,
      headers: w.member.headers,
      payload: { state: "approved" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(refusal);
  });
});

describe("the hunter's side", () => {
  it.each(
    walk({
      anonymous: 401,
      hunter: 404,
      hunterKey: 403,
      applicant: 200,
      approved: 200,
      member: 200,
      triage: 200,
      manager: 200,
      admin: 200,
      adminKey: 403,
      otherAdmin: 404,
    }),
  )("GET /api/programs/{id}/requests, invite-only — %s: %i", async (who, status) => {
    const { program, pending, joined } = await freshProgram(t, w);
    const res = await t.app.inject({
      url: `/api/programs/${program.id}/requests`,
      headers: headersFor(w, who),
    });
    expect(res.statusCode).toBe(status);
    if (status !== 200) return;
    const own = who === "applicant" ? [pending.id] : who === "approved" ? [joined.id] : [];
    expect(res.json().data.map((a: { id: string }) => a.id)).toEqual(own);
  });

  it.each(
    walk({
      anonymous: 401,
      hunter: 201,
      hunterKey: 403,
      applicant: 409,
      approved: 409,
      member: 409,
      triage: 409,
      manager: 409,
      admin: 409,
      adminKey: 403,
      otherAdmin: 201,
    }),
  )("POST /api/programs/{id}/requests with the invite — %s: %i", async (who, status) => {
    const { program } = await freshProgram(t, w);
    const invite = await addInvite(db(), program.id);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/programs/${program.id}/requests`,
      headers: headersFor(w, who),
      payload: { invite: invite.id },
    });
    expect(res.statusCode).toBe(status);
    const rows = await db()
      .select()
      .from(programApplications)
      .where(eq(programApplications.programId, program.id));
    expect(rows).toHaveLength(status === 201 ? 3 : 2);
  });

  it.each(
    walk({
      anonymous: 401,
      hunter: 201,
      hunterKey: 403,
      applicant: 409,
      approved: 409,
      member: 409,
      triage: 409,
      manager: 409,
      admin: 409,
      adminKey: 403,
      otherAdmin: 201,
    }),
  )("POST /api/programs/{id}/requests, application program — %s: %i", async (who, status) => {
    const { program } = await freshProgram(t, w, { visibility: "application" });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/programs/${program.slug}/requests`,
      headers: headersFor(w, who),
      payload: {},
    });
    expect(res.statusCode).toBe(status);
    if (status === 201) expect(res.json().data).toMatchObject({ state: "pending", viaInvite: false });
  });

  it.each(
    walk({
      anonymous: 401,
      hunter: 404,
      hunterKey: 403,
      applicant: 200,
      approved: 404,
      member: 404,
      triage: 404,
      manager: 404,
      admin: 404,
      adminKey: 403,
      otherAdmin: 404,
    }),
  )("DELETE /api/programs/{id}/requests/{applicant's} — %s: %i", async (who, status) => {
    const { program, pending } = await freshProgram(t, w);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/programs/${program.id}/requests/${pending.id}`,
      headers: headersFor(w, who),
    });
    expect(res.statusCode).toBe(status);
    expect(await stateOf(pending.id)).toBe(status === 200 ? null : "pending");
  });
});

describe("POST /api/programs/{id}/guideline", () => {
  const expected = (visibility: "application" | "invite") =>
    walk({
      anonymous: 401,
      hunter: visibility === "invite" ? 404 : 403,
      hunterKey: 403,
      applicant: visibility === "invite" ? 404 : 403,
      approved: 200,
      member: 409,
      triage: 409,
      manager: 409,
      admin: 409,
      adminKey: 403,
      otherAdmin: visibility === "invite" ? 404 : 403,
    });

  for (const visibility of ["application", "invite"] as const) {
    it.each(expected(visibility))(`${visibility} program — %s: %i`, async (who, status) => {
      const { program } = await freshProgram(t, w, { visibility });
      const res = await t.app.inject({
        method: "POST",
        url: `/api/programs/${program.id}/guideline`,
        headers: headersFor(w, who),
      });
      expect(res.statusCode).toBe(status);
      if (status === 403 && !isKey(who))
        expect(res.json().error.message).toBe("This program's details are private.");
      if (status === 409) {
        expect(res.json().error.message).toBe("Members of the organization do not report to its programs.");
      }
    });
  }
});
