import { SCOPE_IDENTIFIER_TAKEN } from "@bounty/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, scopeGroups } from "../../../db/schema/index.ts";
import { buildProgram } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  buildPartsWorld,
  freshProgram,
  headersFor,
  type PartsWorld,
  walk,
} from "../core/program-parts.fixtures.ts";
import { MAX_SCOPE_GROUPS } from "./scope-groups.service.ts";

let t: TestApp;
let w: PartsWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildPartsWorld(t);
});
afterAll(async () => t.close());

const SQLI = "server_side_injection.sql_injection";
const XSS_CATEGORY = "cross_site_scripting_xss";

const post = (programId: string, payload: object, headers: Record<string, string> = w.admin.headers) =>
  t.app.inject({ method: "POST", url: `/api/programs/${programId}/scopes_groups`, headers, payload });
const put = (
  programId: string,
  groupId: string,
  payload: object,
  headers: Record<string, string> = w.admin.headers,
) =>
  t.app.inject({
    method: "PUT",
    url: `/api/programs/${programId}/scopes_groups/${groupId}`,
    headers,
    payload,
  });
const groupsOf = (programId: string) =>
  t.ctx.database.db.select().from(scopeGroups).where(eq(scopeGroups.programId, programId));

describe("scope groups of a bounty program", () => {
  it("appends groups at the end, with each vulnerability type's taxonomy severity", async () => {
    const { program } = await freshProgram(t, w);
    const first = await post(program.id, { type: ["domain"], identifier: " https://a.example ", scopes: [] });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      type: ["domain"],
      identifier: "https://a.example",
      scopes: [],
    });
    const second = await post(program.id, {
      type: ["api", "ios"],
      identifier: "https://b.example",
      description: "The API",
      scopes: [{ vrtId: SQLI }, { vrtId: XSS_CATEGORY }],
    });
    expect(second.statusCode).toBe(201);
    const scopes = second.json().data.scopes;
    expect(scopes.map((s: { vrtId: string }) => s.vrtId)).toEqual([SQLI, XSS_CATEGORY]);
    expect(scopes[0].criticality).toBe("critical");
    expect(scopes[1].criticality).toBeNull();
    expect(scopes[0].id).toMatch(/^[0-9a-f-]{36}$/);
    const read = await t.app.inject({ url: `/api/programs/${program.id}`, headers: w.admin.headers });
    expect(read.json().data.scopeGroups.map((g: { identifier: string }) => g.identifier)).toEqual([
      "https://a.example",
      "https://b.example",
    ]);
    const rows = await groupsOf(program.id);
    expect(rows.map((r) => r.position).sort()).toEqual([0, 1]);
    const recorded = await t.ctx.database.db.select().from(events).where(eq(events.programId, program.id));
    expect(recorded.map((e) => [e.type, (e.payload as { fields: string[] }).fields])).toEqual([
      ["program.updated", ["scopeGroups"]],
      ["program.updated", ["scopeGroups"]],
    ]);
  });

  it("keeps a vulnerability type's id when the group is saved again", async () => {
    const { program } = await freshProgram(t, w);
    const created = (
      await post(program.id, { type: ["domain"], identifier: "x", scopes: [{ vrtId: SQLI }] })
    ).json().data;
    const res = await put(program.id, created.id, {
      type: ["android"],
      identifier: "y",
      scopes: [{ vrtId: SQLI }, { vrtId: XSS_CATEGORY }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.type).toEqual(["android"]);
    expect(res.json().data.scopes[0].id).toBe(created.scopes[0].id);
  });

  it.each([
    [{ type: [], identifier: "x" }, "type: Pick at least one category."],
    [{ identifier: "x" }, "type: Pick at least one category."],
    [{ type: ["domain"], identifier: "  " }, "identifier: Enter the target URL or location."],
    [{ type: ["web"], identifier: "x" }, "type.0: Pick domain, ios, android, spa, api, executable or other."],
    [{ type: ["domain", "domain"], identifier: "x" }, "type: Pick each category once."],
    [
      { type: ["domain"], identifier: "x", scopes: [{ vrtId: "nope" }] },
      "scopes.0.vrtId: Unknown vulnerability type.",
    ],
    [
      { type: ["domain"], identifier: "x", scopes: [{ vrtId: SQLI }, { vrtId: SQLI }] },
      "scopes: Pick each vulnerability type once.",
    ],
    [{ type: ["domain"], identifier: "x", extra: 1 }, "Unknown field: extra."],
    [{ type: ["domain"], identifier: "x".repeat(501) }, "identifier: Use at most 500 characters."],
  ])("refuses %j: %s", async (payload, message) => {
    const { program } = await freshProgram(t, w);
    const res = await post(program.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await groupsOf(program.id)).toEqual([]);
  });

  it("answers 404 for a group of another program, and deletes its own", async () => {
    const { program } = await freshProgram(t, w);
    const { program: other } = await freshProgram(t, w);
    const group = (await post(other.id, { type: ["domain"], identifier: "x" })).json().data;
    expect((await put(program.id, group.id, { type: ["domain"], identifier: "y" })).statusCode).toBe(404);
    const wrongDelete = await t.app.inject({
      method: "DELETE",
      url: `/api/programs/${program.id}/scopes_groups/${group.id}`,
      headers: w.admin.headers,
    });
    expect(wrongDelete.statusCode).toBe(404);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/programs/${other.slug}/scopes_groups/${group.id}`,
      headers: w.manager.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ data: { ok: true } });
    expect(await groupsOf(other.id)).toEqual([]);
  });

  it(`holds at most ${MAX_SCOPE_GROUPS} groups`, async () => {
    const { program } = await freshProgram(t, w);
    await t.ctx.database.db.insert(scopeGroups).values(
      Array.from({ length: MAX_SCOPE_GROUPS }, (_, i) => ({
        programId: program.id,
        types: ["domain" as const],
        identifier: `g${i}`,
        position: i,
      })),
    );
    const res = await post(program.id, { type: ["domain"], identifier: "one more" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("A program holds at most 100 scope groups.");
  });
});

describe("scope groups of a vdp program", () => {
  const vdp = () => freshProgram(t, w, { type: "vdp" });

  it("takes an identifier and a description only", async () => {
    const { program } = await vdp();
    const res = await post(program.id, { identifier: "app.example", description: "Main app" });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      type: [],
      identifier: "app.example",
      description: "Main app",
      scopes: [],
    });
  });

  it.each([
    [{ type: ["domain"], identifier: "x" }, "type: Vulnerability disclosure programs have no categories."],
    [
      { identifier: "x", scopes: [{ vrtId: SQLI }] },
      "scopes: Vulnerability disclosure programs take any vulnerability type.",
    ],
  ])("refuses %j: %s", async (payload, message) => {
    const { program } = await vdp();
    const res = await post(program.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await groupsOf(program.id)).toEqual([]);
  });

  it("refuses an identifier another group has, ignoring case and spaces, but not the group's own", async () => {
    const { program } = await vdp();
    const first = (await post(program.id, { identifier: "App.Example" })).json().data;
    const second = (await post(program.id, { identifier: "other" })).json().data;
    const dup = await post(program.id, { identifier: "  app.example " });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe(SCOPE_IDENTIFIER_TAKEN);
    const rename = await put(program.id, second.id, { identifier: "APP.EXAMPLE" });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error.message).toBe(SCOPE_IDENTIFIER_TAKEN);
    const same = await put(program.id, first.id, { identifier: "app.example", description: "kept" });
    expect(same.statusCode).toBe(200);
    expect((await groupsOf(program.id)).map((g) => g.identifier).sort()).toEqual(["app.example", "other"]);
  });

  it("lets only one of two concurrent identical identifiers through", async () => {
    const { program } = await vdp();
    const results = await Promise.all([
      post(program.id, { identifier: "race.example" }),
      post(program.id, { identifier: "RACE.example" }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await groupsOf(program.id)).toHaveLength(1);
  });
});

describe("scope group authorization", () => {
  const expected = {
    anonymous: 401,
    hunter: 404,
    hunterKey: 403,
    applicant: 404,
    approved: 403,
    member: 403,
    triage: 403,
    manager: 0,
    admin: 0,
    adminKey: 403,
    otherAdmin: 404,
  };
  const refusal = "Only the admin and the program's managers can edit the program.";

  it.each(walk({ ...expected, manager: 201, admin: 201 }))(
    "POST, invite-only program — %s: %i",
    async (who, status) => {
      const { program } = await freshProgram(t, w);
      const res = await post(program.id, { type: ["domain"], identifier: "x" }, headersFor(w, who));
      expect(res.statusCode).toBe(status);
      if (status === 403 && !who.endsWith("Key")) expect(res.json().error.message).toBe(refusal);
      expect(await groupsOf(program.id)).toHaveLength(status === 201 ? 1 : 0);
    },
  );

  it.each(walk({ ...expected, manager: 200, admin: 200 }))("PUT — %s: %i", async (who, status) => {
    const { program } = await freshProgram(t, w);
    const group = (await post(program.id, { type: ["domain"], identifier: "x" })).json().data;
    const res = await put(program.id, group.id, { type: ["ios"], identifier: "y" }, headersFor(w, who));
    expect(res.statusCode).toBe(status);
    expect((await groupsOf(program.id))[0]!.identifier).toBe(status === 200 ? "y" : "x");
  });

  it.each(walk({ ...expected, manager: 200, admin: 200 }))("DELETE — %s: %i", async (who, status) => {
    const { program } = await freshProgram(t, w);
    const group = (await post(program.id, { type: ["domain"], identifier: "x" })).json().data;
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/programs/${program.id}/scopes_groups/${group.id}`,
      headers: headersFor(w, who),
    });
    expect(res.statusCode).toBe(status);
    expect(await groupsOf(program.id)).toHaveLength(status === 200 ? 0 : 1);
  });

  it("refuses hunters and other admins with a 403 on a public program, and the manager of another program", async () => {
    const db = t.ctx.database.db;
    const program = await buildProgram(db, w.org.id, { activated: true, firstActivatedAt: new Date() });
    for (const headers of [w.nonMember.headers, w.otherAdmin.headers, w.manager.headers]) {
      const res = await post(program.id, { identifier: "x" }, headers);
      expect(res.statusCode).toBe(403);
    }
  });
});
