// Issue 32: every triage route walked by every caller class, a triager whose standing just changed
// (unassigned, triage turned off), and the staff routes.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs, programTriagers } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import {
  buildTriageWorld,
  type TriageCaller,
  type TriageWorld,
  triageCallers,
  triageHeaders,
} from "./triage.fixtures.ts";

let t: TestApp;
let w: TriageWorld;
let reportId: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTriageWorld(t);
  reportId = (await w.report()).id;
});
afterAll(() => t.close());

const call = (who: TriageCaller, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: triageHeaders(w, who), ...(payload ? { payload } : {}) });

// Readers: the two triagers and the organization's side; keys 403; everyone else 404 (or 401).
const readers: Record<TriageCaller, number> = {
  anonymous: 401,
  sender: 404,
  senderKey: 403,
  otherHunter: 404,
  approved: 404,
  member: 404,
  triage: 200,
  manager: 200,
  admin: 200,
  adminKey: 403,
  otherAdmin: 404,
  platformTriager: 200,
  staff: 404,
};

describe("triage authorization", () => {
  it.each(triageCallers)("walks the read routes as %s", async (who) => {
    const open = w.programs.open.id;
    for (const url of [
      `/api/triage/${reportId}`,
      `/api/triage/${reportId}/actions`,
      `/api/triage/${reportId}/conversation`,
      `/api/triage/${open}/summary`,
      `/api/triage/${open}/stats`,
      `/api/triage/${open}/stats?all=true`,
      `/api/triage/${open}/reports`,
      `/api/triage/${open}/reports/${reportId}`,
    ])
      expect((await call(who, "GET", url)).statusCode, url).toBe(readers[who]);
    const programs = await call(who, "GET", "/api/triage/programs");
    expect(programs.statusCode).toBe(readers[who] === 200 || readers[who] === 404 ? 200 : readers[who]);
    if (programs.statusCode === 200)
      expect(programs.json().data.map((p: { id: string }) => p.id)).toEqual(
        readers[who] === 200 ? [open] : [],
      );
  });

  it.each(triageCallers)("walks the write routes as %s", async (who) => {
    const message = await call(who, "POST", `/api/triage/${reportId}/messages`, { content: `From ${who}` });
    expect(message.statusCode).toBe(readers[who] === 200 ? 201 : readers[who]);
    // The first step is the triagers': the organization's side reads it but is refused (403).
    const step = await call(who, "POST", `/api/triage/${reportId}/actions`, { type: "suspend", summary: "" });
    const expected = readers[who] !== 200 ? readers[who] : 409;
    expect(step.statusCode).toBe(expected);
  });

  it("names the programs' sides, narrowed by organization", async () => {
    const admin = (await call("admin", "GET", "/api/triage/programs")).json().data;
    expect(admin[0]).toMatchObject({ sides: ["organization"], organization: { id: w.org.id } });
    expect((await call("triage", "GET", "/api/triage/programs")).json().data[0].sides).toEqual(["triager"]);
    const other = await call("admin", "GET", `/api/triage/programs?organization=${w.otherOrg.id}`);
    expect(other.json().data).toEqual([]);
  });

  it("answers 404 for a program of the same organization that is not triaged, or another program's report", async () => {
    expect((await call("admin", "GET", `/api/triage/${w.programs.private.id}/reports`)).statusCode).toBe(404);
    expect(
      (await call("admin", "GET", `/api/triage/${w.programs.private.id}/reports/${reportId}`)).statusCode,
    ).toBe(404);
  });

  it("forgets a triager at once when staff unassign them, and everyone when triage is turned off", async () => {
    const url = `/api/triage/${w.programs.open.id}/reports`;
    const db = t.ctx.database.db;
    const removed = await call(
      "staff",
      "DELETE",
      `/api/staff/triage/${w.programs.open.id}/triagers/${w.platformTriager.user.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.triagers).toEqual([]);
    expect((await call("platformTriager", "GET", url)).statusCode).toBe(404);
    expect((await call("platformTriager", "GET", `/api/triage/${reportId}/conversation`)).statusCode).toBe(
      404,
    );
    await db.update(programs).set({ triageEnabledAt: null }).where(eq(programs.id, w.programs.open.id));
    for (const who of ["triage", "manager", "admin"] as const) {
      expect((await call(who, "GET", url)).statusCode).toBe(404);
      expect((await call(who, "GET", `/api/triage/${w.programs.open.id}/stats`)).statusCode).toBe(404);
    }
    await db.update(programs).set({ triageEnabledAt: new Date() }).where(eq(programs.id, w.programs.open.id));
    await db
      .insert(programTriagers)
      .values({ programId: w.programs.open.id, userId: w.platformTriager.user.id });
  });
});

describe("staff's triage routes", () => {
  const staffOnly: Record<TriageCaller, number> = {
    ...Object.fromEntries(triageCallers.map((c) => [c, 403])),
    anonymous: 401,
    staff: 200,
  } as Record<TriageCaller, number>;

  it.each(triageCallers)("lets only platform staff switch triage and assign triagers (%s)", async (who) => {
    const program = w.programs.application.id;
    expect((await call(who, "GET", "/api/staff/triage")).statusCode).toBe(staffOnly[who]);
    expect((await call(who, "PUT", `/api/staff/triage/${program}`, { enabled: true })).statusCode).toBe(
      staffOnly[who],
    );
    const assign = await call(who, "POST", `/api/staff/triage/${program}/triagers`, {
      user: w.otherHunter.user.uniqueName,
    });
    expect(assign.statusCode).toBe(staffOnly[who]);
    if (who === "staff") {
      expect(assign.json().data).toMatchObject({
        triageEnabled: true,
        triagers: [{ id: w.otherHunter.user.id }],
      });
      expect((await call("otherHunter", "GET", `/api/triage/${program}/reports`)).statusCode).toBe(200);
      await call("staff", "DELETE", `/api/staff/triage/${program}/triagers/${w.otherHunter.user.id}`);
      await call("staff", "PUT", `/api/staff/triage/${program}`, { enabled: false });
    }
  });

  it("refuses a triager who does not exist, or before triage is on, in words", async () => {
    const program = w.programs.private.id;
    const early = await call("staff", "POST", `/api/staff/triage/${program}/triagers`, { user: "nobody" });
    expect(early.json().error.message).toContain("Turn triage on");
    await call("staff", "PUT", `/api/staff/triage/${program}`, { enabled: true });
    const unknown = await call("staff", "POST", `/api/staff/triage/${program}/triagers`, {
      user: "nobody-at-all",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain("No account has this unique name");
    expect((await call("staff", "PUT", `/api/staff/triage/${w.org.id}`, { enabled: true })).statusCode).toBe(
      404,
    );
    await call("staff", "PUT", `/api/staff/triage/${program}`, { enabled: false });
  });
});
