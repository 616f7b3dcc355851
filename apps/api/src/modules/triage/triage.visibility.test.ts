// Issue 32: the triage rule's pure form (`triageSidesOf`) and its SQL form (`findTriageSides`) agree
// for every person of the world on every program, triage on and off.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizationMembers, programManagers, programs, programTriagers } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { buildTriageWorld, type TriageWorld } from "./triage.fixtures.ts";
import { type TriageFacts, triageSidesOf } from "./triage.policy.ts";
import { findTriageSides } from "./triage-standing.repository.ts";

let t: TestApp;
let w: TriageWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTriageWorld(t);
});
afterAll(() => t.close());

async function factsOf(userId: string): Promise<TriageFacts> {
  const db = t.ctx.database.db;
  const members = await db.select().from(organizationMembers).where(eq(organizationMembers.userId, userId));
  const managed = await db.select().from(programManagers);
  const assigned = await db.select().from(programTriagers).where(eq(programTriagers.userId, userId));
  return {
    memberships: members.map((m) => ({
      organizationId: m.organizationId,
      role: m.role,
      managedProgramIds: managed.filter((p) => p.memberId === m.id).map((p) => p.programId),
    })),
    assignedProgramIds: assigned.map((a) => a.programId),
  };
}

async function agree() {
  const db = t.ctx.database.db;
  const all = await db.select().from(programs);
  const people = [
    "sender",
    "otherHunter",
    "approved",
    "member",
    "triage",
    "manager",
    "admin",
    "otherAdmin",
    "platformTriager",
    "staff",
  ] as const;
  let granted = 0;
  for (const who of people) {
    const userId = w[who].user.id;
    const facts = await factsOf(userId);
    const sql = await findTriageSides(db, userId);
    for (const p of all) {
      const pure = triageSidesOf(facts, {
        id: p.id,
        organizationId: p.organizationId,
        triageEnabled: p.triageEnabledAt !== null,
      });
      const fromSql = sql
        .filter((r) => r.programId === p.id)
        .map((r) => r.side)
        .sort();
      expect(fromSql, `${who} on ${p.name}`).toEqual([...pure].sort());
      granted += pure.length;
    }
  }
  return granted;
}

describe("the triage rule", () => {
  it("reads the same sides in SQL as in its pure form", async () => {
    // triage and platformTriager triage, manager and admin are the organization: four sides on `open`.
    expect(await agree()).toBe(4);
    // Triage on for every program: the member's managed program and the other organization's count too.
    await t.ctx.database.db.update(programs).set({ triageEnabledAt: new Date() });
    expect(await agree()).toBeGreaterThan(4);
    await t.ctx.database.db.update(programs).set({ triageEnabledAt: null });
    expect(await agree()).toBe(0);
  });
});
