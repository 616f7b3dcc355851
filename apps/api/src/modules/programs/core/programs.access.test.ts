import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs, testForms } from "../../../db/schema/index.ts";
import { buildSignedInUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { addApplication, buildPartsWorld, freshProgram, type PartsWorld } from "./program-parts.fixtures.ts";

let t: TestApp;
let w: PartsWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildPartsWorld(t);
});
afterAll(async () => t.close());

const db = () => t.ctx.database.db;
const list = async (headers: Record<string, string>, query = "") => {
  const res = await t.app.inject({ url: `/api/programs${query}`, headers });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { data: { id: string }[]; meta: { total: number } };
  return { ids: body.data.map((p) => p.id), total: body.meta.total };
};
const statusOf = async (ref: string, headers: Record<string, string>) =>
  (await t.app.inject({ url: `/api/programs/${ref}`, headers })).statusCode;

describe("an invite-only program and its hunters", () => {
  it("is seen by an approved hunter in the list, search and totals, by id and by slug; not by a pending applicant", async () => {
    const { program } = await freshProgram(t, w, { name: "Hidden Quokka" });
    const base = await list(w.nonMember.headers, "?s=quokka");
    expect(base).toEqual({ ids: [], total: 0 });
    const joined = await list(w.approved.headers, "?s=quokka");
    expect(joined).toEqual({ ids: [program.id], total: 1 });
    const all = await list(w.approved.headers, "?perPage=100");
    expect(all.ids).toContain(program.id);
    expect(all.total).toBe((await list(w.nonMember.headers, "?perPage=100")).total + 1);
    for (const ref of [program.id, program.slug, program.slug.toUpperCase()]) {
      expect(await statusOf(ref, w.approved.headers)).toBe(200);
      expect(await statusOf(ref, w.applicant.headers)).toBe(404);
    }
    expect(await list(w.applicant.headers, "?s=quokka")).toEqual({ ids: [], total: 0 });
  });

  it("is lost by a removed hunter on their next request", async () => {
    const { program, joined } = await freshProgram(t, w, { name: "Fleeting Quokka" });
    expect(await statusOf(program.id, w.approved.headers)).toBe(200);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/applications/${joined.id}`,
      headers: w.admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await statusOf(program.id, w.approved.headers)).toBe(404);
    expect(await list(w.approved.headers, "?s=fleeting")).toEqual({ ids: [], total: 0 });
  });

  it("is seen by a newly approved hunter on their next request", async () => {
    const { program, pending } = await freshProgram(t, w, { name: "Welcoming Quokka" });
    expect(await statusOf(program.id, w.applicant.headers)).toBe(404);
    await t.app.inject({
      method: "PUT",
      url: `/api/applications/${pending.id}`,
      headers: w.manager.headers,
      payload: { state: "approved" },
    });
    expect(await statusOf(program.id, w.applicant.headers)).toBe(200);
    expect((await list(w.applicant.headers, "?s=welcoming")).total).toBe(1);
  });

  it("stays hidden from its joined hunters once stopped", async () => {
    const { program } = await freshProgram(t, w);
    await db().update(programs).set({ status: "stopped" }).where(eq(programs.id, program.id));
    expect(await statusOf(program.id, w.approved.headers)).toBe(404);
  });
});

describe("an application program's details", () => {
  const details = {
    contents: [{ language: "en" as const, guidelines: "Be nice" }],
    reportTemplate: "## Steps",
  };

  async function programWithDetails() {
    const { program } = await freshProgram(t, w, { visibility: "application" });
    await db().update(programs).set(details).where(eq(programs.id, program.id));
    await db().insert(testForms).values({ programId: program.id, title: "Test account" });
    const group = await t.app.inject({
      method: "POST",
      url: `/api/programs/${program.id}/scopes_groups`,
      headers: w.admin.headers,
      payload: { type: ["domain"], identifier: "https://app.example" },
    });
    expect(group.statusCode).toBe(201);
    return program;
  }

  const read = async (programId: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ url: `/api/programs/${programId}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      contents: unknown[];
      scopeGroups: unknown[];
      reportTemplate: string;
      testForms: unknown[];
    };
  };

  it("are empty for hunters who did not join: visitors, hunters, applicants", async () => {
    const program = await programWithDetails();
    const stranger = await buildSignedInUser(t.ctx);
    for (const headers of [
      {},
      stranger.headers,
      w.applicant.headers,
      w.keys.hunterKey,
      w.otherAdmin.headers,
    ]) {
      const data = await read(program.id, headers);
      expect(data.contents).toEqual([]);
      expect(data.scopeGroups).toEqual([]);
      expect(data.reportTemplate).toBe("");
      expect(data.testForms).toEqual([]);
    }
  });

  it("are present for joined hunters and members", async () => {
    const program = await programWithDetails();
    const later = await buildSignedInUser(t.ctx);
    await addApplication(db(), program.id, later.user.id, "approved");
    for (const headers of [w.approved.headers, later.headers, w.member.headers, w.admin.headers]) {
      const data = await read(program.id, headers);
      expect(data.contents).toEqual(details.contents);
      expect(data.reportTemplate).toBe(details.reportTemplate);
      expect(data.scopeGroups).toHaveLength(1);
      expect(data.testForms).toHaveLength(1);
    }
  });
});
