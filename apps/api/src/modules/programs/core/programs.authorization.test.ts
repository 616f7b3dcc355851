import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProgramManager, buildProgram } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { apiKeyHeaders } from "../../organizations/core/organizations.fixtures.ts";
import { buildProgramWorld, type ProgramWorld } from "./programs.fixtures.ts";

let t: TestApp;
let w: ProgramWorld;
let keys: { hunter: Record<string, string>; admin: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  w = await buildProgramWorld(t);
  keys = {
    hunter: await apiKeyHeaders(t, w.nonMember.user.id, w.nonMember.headers),
    admin: await apiKeyHeaders(t, w.admin.user.id, w.admin.headers),
  };
});
afterAll(async () => t.close());

const callers = [
  "anonymous",
  "hunter",
  "hunterKey",
  "member",
  "triage",
  "manager",
  "admin",
  "adminKey",
  "otherAdmin",
] as const;
type Caller = (typeof callers)[number];

const headersOf = (who: Caller): Record<string, string> => {
  if (who === "anonymous") return {};
  if (who === "hunter") return w.nonMember.headers;
  if (who === "hunterKey") return keys.hunter;
  if (who === "adminKey") return keys.admin;
  return w[who].headers;
};

/** A fresh program managed by the world's manager, so each call acts on a program of its own. */
async function freshProgram(visibility: "public" | "invite") {
  const db = t.ctx.database.db;
  const program = await buildProgram(db, w.org.id, {
    type: "bounty",
    visibility,
    activated: true,
    firstActivatedAt: new Date(),
  });
  await addProgramManager(db, program.id, w.manager.memberId);
  return program;
}

const walk = (expected: Record<Caller, number>) => callers.map((who) => [who, expected[who]] as const);

describe("POST /api/programs", () => {
  it.each(
    walk({
      anonymous: 401,
      hunter: 404,
      hunterKey: 403,
      member: 403,
      triage: 403,
      manager: 403,
      admin: 201,
      adminKey: 403,
      otherAdmin: 404,
    }),
  )("%s: %i", async (who, status) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/programs",
      headers: headersOf(who),
      payload: { name: "Walk", type: "vdp", organization: w.org.id, visibility: "public" },
    });
    expect(res.statusCode).toBe(status);
    if (status === 403 && !who.endsWith("Key")) {
      expect(res.json().error.message).toBe("Only an admin can create programs.");
    }
  });
});

describe("GET /api/programs?organization={id}", () => {
  it.each(
    walk({
      anonymous: 401,
      hunter: 404,
      hunterKey: 403,
      member: 200,
      triage: 200,
      manager: 200,
      admin: 200,
      adminKey: 403,
      otherAdmin: 404,
    }),
  )("%s: %i", async (who, status) => {
    const res = await t.app.inject({
      url: `/api/programs?organization=${w.org.id}`,
      headers: headersOf(who),
    });
    expect(res.statusCode).toBe(status);
    if (status === 200) {
      const ids = (res.json().data as { id: string }[]).map((p) => p.id);
      expect(ids).toContain(w.programs.private.id);
      expect(ids).not.toContain(w.programs.otherOpen.id);
      expect(res.json().data.every((p: { newReportsNb: number }) => p.newReportsNb === 0)).toBe(true);
    }
  });
});

describe("GET /api/programs/{id}", () => {
  const none = {
    update: false,
    manageManagers: false,
    delete: false,
    preview: false,
    activate: false,
    manageHunters: false,
    apply: false,
    requestTestInfo: false,
    report: false,
    fund: false,
    readBudget: false,
    subscribe: false,
  };
  const abilities: Record<Caller, typeof none> = {
    anonymous: none,
    hunter: none,
    hunterKey: none,
    adminKey: none,
    otherAdmin: none,
    member: { ...none, preview: true, readBudget: true },
    triage: { ...none, preview: true, readBudget: true },
    manager: { ...none, update: true, preview: true, activate: true, manageHunters: true, readBudget: true },
    admin: {
      ...none,
      update: true,
      manageManagers: true,
      delete: true,
      preview: true,
      activate: true,
      manageHunters: true,
      fund: true,
      readBudget: true,
      subscribe: true,
    },
  };
  it.each(callers)("%s gets their abilities on the private program, or a 404", async (who) => {
    const res = await t.app.inject({
      url: `/api/programs/${w.programs.private.id}`,
      headers: headersOf(who),
    });
    const insider = ["member", "triage", "manager", "admin"].includes(who);
    expect(res.statusCode).toBe(insider ? 200 : 404);
    if (insider) {
      expect(res.json().abilities).toEqual(abilities[who]);
      expect(res.json().data.managers.map((m: { id: string }) => m.id)).toEqual([w.manager.memberId]);
    }
  });
});

describe("PUT /api/programs/{id}", () => {
  const settings = walk({
    anonymous: 401,
    hunter: 403,
    hunterKey: 403,
    member: 403,
    triage: 403,
    manager: 200,
    admin: 200,
    adminKey: 403,
    otherAdmin: 403,
  });
  it.each(settings)("settings of a public program, %s: %i", async (who, status) => {
    const program = await freshProgram("public");
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/programs/${program.id}`,
      headers: headersOf(who),
      payload: { name: "Renamed" },
    });
    expect(res.statusCode).toBe(status);
  });

  it.each(
    walk({
      // Signing in comes first, so an anonymous caller learns nothing about the program.
      anonymous: 401,
      hunter: 404,
      hunterKey: 403,
      member: 403,
      triage: 403,
      manager: 200,
      admin: 200,
      adminKey: 403,
      otherAdmin: 404,
    }),
  )("settings of a private program, %s: %i", async (who, status) => {
    const program = await freshProgram("invite");
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/programs/${program.slug}`,
      headers: headersOf(who),
      payload: { replySpeed: 0 },
    });
    expect(res.statusCode).toBe(status);
  });

  it.each(
    walk({
      anonymous: 401,
      hunter: 403,
      hunterKey: 403,
      member: 403,
      triage: 403,
      manager: 403,
      admin: 200,
      adminKey: 403,
      otherAdmin: 403,
    }),
  )("the manager list, %s: %i", async (who, status) => {
    const program = await freshProgram("public");
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/programs/${program.id}`,
      headers: headersOf(who),
      payload: { managers: [w.member.memberId] },
    });
    expect(res.statusCode).toBe(status);
    if (who === "manager")
      expect(res.json().error.message).toBe("Only an admin can change the program's managers.");
  });
});

describe("DELETE /api/programs/{id}", () => {
  it.each(
    walk({
      anonymous: 401,
      hunter: 403,
      hunterKey: 403,
      member: 403,
      triage: 403,
      manager: 403,
      admin: 200,
      adminKey: 403,
      otherAdmin: 403,
    }),
  )("a public program, %s: %i", async (who, status) => {
    const program = await freshProgram("public");
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/programs/${program.id}`,
      headers: headersOf(who),
    });
    expect(res.statusCode).toBe(status);
    const after = await t.app.inject({ url: `/api/programs/${program.id}` });
    expect(after.statusCode).toBe(status === 200 ? 404 : 200);
  });

  it("answers 404 for a private program to those who cannot see it", async () => {
    const program = await freshProgram("invite");
    for (const who of ["hunter", "otherAdmin"] as const) {
      const res = await t.app.inject({
        method: "DELETE",
        url: `/api/programs/${program.id}`,
        headers: headersOf(who),
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
