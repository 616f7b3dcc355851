import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { apiKeyHeaders } from "../../organizations/core/organizations.fixtures.ts";
import { buildProgramWorld, hiddenNames, type ProgramWorld, publicNames } from "./programs.fixtures.ts";
import { canSeeProgram } from "./programs.policy.ts";
import { listPrograms } from "./programs.repository.ts";

let t: TestApp;
let w: ProgramWorld;
let hunterKey: Record<string, string>;
let adminKey: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildProgramWorld(t);
  hunterKey = await apiKeyHeaders(t, w.nonMember.user.id, w.nonMember.headers);
  adminKey = await apiKeyHeaders(t, w.admin.user.id, w.admin.headers);
});
afterAll(async () => t.close());

const list = async (headers: Record<string, string>, query = "") => {
  const res = await t.app.inject({ url: `/api/programs${query}`, headers });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { data: { name: string }[]; meta: { total: number } };
  return { names: body.data.map((p) => p.name).sort(), total: body.meta.total };
};

const outsiders = () =>
  [
    ["anonymous", {}],
    ["a hunter", w.nonMember.headers],
    ["a hunter's API key", hunterKey],
    ["another organization's admin", w.otherAdmin.headers],
    // An API key is a hunter's key even when its owner runs an organization.
    ["the admin's API key", adminKey],
  ] as const;

describe("the program list and its counts", () => {
  it("shows outsiders public, application and suspended programs only, and counts only those", async () => {
    for (const [, headers] of outsiders()) {
      const { names, total } = await list(headers);
      const expected =
        headers === w.otherAdmin.headers ? [...publicNames, "Other Secret Kiwi"].sort() : publicNames;
      expect(names).toEqual(expected);
      expect(total).toBe(expected.length);
    }
  });

  it.each(["admin", "member", "triage", "manager"] as const)(
    "shows the %s every program of their organization too",
    async (who) => {
      const { names, total } = await list(w[who].headers);
      expect(names).toEqual([...publicNames, ...hiddenNames].sort());
      expect(total).toBe(7);
    },
  );

  it("keeps hidden programs out of search results and their totals", async () => {
    expect(await list({}, "?s=kiwi")).toEqual({ names: publicNames, total: 4 });
    expect(await list({}, "?s=private")).toEqual({ names: [], total: 0 });
    expect(await list({}, "?s=stopped")).toEqual({ names: [], total: 0 });
    expect(await list({}, "?s=unstarted")).toEqual({ names: [], total: 0 });
    // Searching by the organization's name finds its visible programs only.
    expect(await list(w.nonMember.headers, `?s=${encodeURIComponent(w.org.name)}`)).toEqual({
      names: ["Application Kiwi", "Open Kiwi", "Suspended Kiwi"],
      total: 3,
    });
    expect(await list(w.member.headers, "?s=private")).toEqual({ names: ["Private Kiwi"], total: 1 });
  });

  it("filters by type and visibility after the visibility rule", async () => {
    expect(await list({}, "?type=bounty")).toEqual({ names: ["Application Kiwi"], total: 1 });
    expect(await list({}, "?visibility=application")).toEqual({ names: ["Application Kiwi"], total: 1 });
    expect((await list({}, "?visibility=public")).names).toEqual([
      "Open Kiwi",
      "Other Kiwi",
      "Suspended Kiwi",
    ]);
  });

  it("pages with the total of every visible program", async () => {
    const first = await list({}, "?perPage=3&page=1");
    const second = await list({}, "?perPage=3&page=2");
    expect(first.total).toBe(4);
    expect(second.total).toBe(4);
    // In the list's order across pages (page 2 is read backwards from the end: the same rows).
    const byName = [...publicNames].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect([...first.names, ...second.names]).toEqual(byName);
    const onePerPage = [];
    for (let page = 1; page <= 4; page += 1)
      onePerPage.push(...(await list({}, `?perPage=1&page=${page}`)).names);
    expect(onePerPage).toEqual(byName);
    expect(await list({}, "?perPage=3&page=3")).toEqual({ names: [], total: 4 });
  });

  it("agrees with the policy for every viewer (the SQL form is the same rule)", async () => {
    const db = t.ctx.database.db;
    const all = Object.values(w.programs);
    const joinedAll = all.map((p) => p.id);
    for (const viewer of [
      { organizationIds: [], joinedProgramIds: [] },
      { organizationIds: [w.org.id], joinedProgramIds: [] },
      { organizationIds: [w.otherOrg.id], joinedProgramIds: [] },
      { organizationIds: [w.org.id, w.otherOrg.id], joinedProgramIds: [] },
      // Joined every program: still not the not-activated or stopped ones.
      { organizationIds: [], joinedProgramIds: joinedAll },
      { organizationIds: [w.otherOrg.id], joinedProgramIds: joinedAll.slice(0, 2) },
    ]) {
      // The total is counted in disjoint parts (programVisibleToParts): hold it to the policy under each filter.
      for (const filters of [
        { type: "all", visibility: "all" },
        { type: "bounty", visibility: "all" },
        { type: "all", visibility: "application" },
        { type: "all", visibility: "all", organizationId: w.org.id },
      ] as const) {
        const page = await listPrograms(db, { viewer, s: "", ...filters }, { page: 1, perPage: 200 });
        const expected = all
          .filter((p) => canSeeProgram(viewer, p))
          .filter((p) => filters.type === "all" || p.type === filters.type)
          .filter((p) => filters.visibility === "all" || p.visibility === filters.visibility)
          .filter((p) => !("organizationId" in filters) || p.organizationId === filters.organizationId)
          .map((p) => p.id);
        const label = JSON.stringify({ viewer, filters });
        expect(page.rows.map((r) => r.program.id).sort(), label).toEqual(expected.sort());
        expect(page.total, label).toBe(expected.length);
      }
    }
  });
});

describe("a program by id and by slug", () => {
  const get = (ref: string, headers: Record<string, string>) =>
    t.app.inject({ url: `/api/programs/${encodeURIComponent(ref)}`, headers });

  it.each(["private", "notActivated", "stopped"] as const)(
    "answers 404 for the %s program to every outsider, by id and by slug",
    async (which) => {
      const program = w.programs[which];
      for (const [, headers] of outsiders()) {
        for (const ref of [program.id, program.slug, program.slug.toUpperCase()]) {
          const res = await get(ref, headers);
          expect(res.statusCode).toBe(404);
          expect(res.json().error.message).toBe("Program not found.");
        }
      }
    },
  );

  it.each(["private", "notActivated", "stopped"] as const)(
    "shows the %s program to every member of its organization",
    async (which) => {
      for (const who of ["admin", "member", "triage", "manager"] as const) {
        const res = await get(w.programs[which].slug, w[who].headers);
        expect(res.statusCode).toBe(200);
        expect(res.json().data.id).toBe(w.programs[which].id);
      }
    },
  );

  it("shows the other organization's private program to its admin only", async () => {
    expect((await get(w.programs.otherPrivate.id, w.otherAdmin.headers)).statusCode).toBe(200);
    expect((await get(w.programs.otherPrivate.id, w.admin.headers)).statusCode).toBe(404);
  });

  it("shows public programs to everyone, without the manager list", async () => {
    for (const [, headers] of outsiders()) {
      const res = await get(w.programs.open.slug, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.managers).toEqual([]);
      expect(res.json().abilities).toMatchObject({
        update: false,
        manageManagers: false,
        delete: false,
        preview: false,
        activate: false,
        manageHunters: false,
        apply: false,
        fund: false,
      });
    }
  });
});
