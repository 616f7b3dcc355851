import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, organizations } from "../../../db/schema/index.ts";
import { buildProgram } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildProgramWorld, type ProgramWorld } from "./programs.fixtures.ts";

let t: TestApp;
let w: ProgramWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildProgramWorld(t);
});
afterAll(async () => t.close());

const create = (payload: Record<string, unknown>, headers = w.admin.headers) =>
  t.app.inject({ method: "POST", url: "/api/programs", headers, payload });
const update = (ref: string, payload: Record<string, unknown>, headers = w.admin.headers) =>
  t.app.inject({ method: "PUT", url: `/api/programs/${ref}`, headers, payload });
const vdp = (name: string) => ({ name, type: "vdp", organization: w.org.id, visibility: "public" });
const errorOf = (res: { statusCode: number; json(): { error: { message: string } } }) => [
  res.statusCode,
  res.json().error.message,
];
const eventsOf = (programId: string) =>
  t.ctx.database.db.select().from(events).where(eq(events.programId, programId)).orderBy(events.createdAt);

describe("creating a program", () => {
  it("creates an unstarted program with the spec's defaults, a slug from its name and an event", async () => {
    const res = await create(vdp("Élan Web"));
    expect(res.statusCode).toBe(201);
    const { data, abilities } = res.json();
    expect(data).toMatchObject({
      name: "Élan Web",
      slug: "elan-web",
      type: "vdp",
      visibility: "public",
      status: "notStarted",
      activated: false,
      firstActivated: null,
      creditSystem: "money",
      replySpeed: 86_400,
      cvssVersion: "3.1",
      contents: [],
      reportTemplate: "",
      managers: [],
      organization: { id: w.org.id, name: w.org.name },
    });
    expect(data.rewards.criticalityRewards.critical).toEqual({ from: 100_000, to: 300_000 });
    expect(abilities).toEqual({
      update: true,
      manageManagers: true,
      delete: true,
      preview: true,
      activate: true,
      manageHunters: true,
      apply: false,
      requestTestInfo: false,
      report: false,
      fund: true,
      readBudget: true,
      subscribe: true,
    });
    expect(data.checks).toEqual({
      basic: true,
      guideline: false,
      severity: null,
      scope: false,
      reportTemplate: false,
      budget: null,
      startable: false,
    });
    expect(data.participation).toBeNull();
    const [event] = await eventsOf(data.id);
    expect(event).toMatchObject({
      type: "program.created",
      organizationId: w.org.id,
      actorId: w.admin.user.id,
      payload: { name: "Élan Web", type: "vdp", programDetailsPrivate: true },
    });
  });

  it("numbers slugs already taken, whatever their letter case", async () => {
    const slugs = [];
    for (const name of ["Private Kiwi", "Private kiwi", "PRIVATE KIWI"]) {
      slugs.push((await create(vdp(name))).json().data.slug);
    }
    expect(slugs).toEqual(["private-kiwi-2", "private-kiwi-3", "private-kiwi-4"]);
  });

  it("needs a bounty-approved organization for bounty and internal programs", async () => {
    for (const type of ["bounty", "internal"]) {
      const res = await create({ name: "Paid", type, organization: w.org.id, visibility: "invite" });
      expect(errorOf(res)).toEqual([
        403,
        "Bounty and internal programs need a bounty-approved organization. Request a demo to get approved.",
      ]);
    }
    await t.ctx.database.db
      .update(organizations)
      .set({ bountyApproved: true })
      .where(eq(organizations.id, w.otherOrg.id));
    const paid = await create(
      { name: "Paid", type: "bounty", organization: w.otherOrg.id, visibility: "application" },
      w.otherAdmin.headers,
    );
    expect(paid.statusCode).toBe(201);
    const internal = await create(
      { name: "Staff only", type: "internal", organization: w.otherOrg.id, visibility: "public" },
      w.otherAdmin.headers,
    );
    expect(errorOf(internal)).toEqual([400, "visibility: Internal programs are invite-only."]);
  });

  it.each([
    [{ name: " ", type: "vdp", visibility: "public" }, "name: Enter a name."],
    [{ name: "A", type: "paid", visibility: "public" }, "type: Pick vdp, bounty or internal."],
    [{ name: "A", type: "vdp", visibility: "secret" }, "visibility: Pick public, application or invite."],
    [{ name: "A", type: "vdp", visibility: "public", activated: true }, "Unknown field: activated."],
  ])("refuses %o with a clear message", async (body, message) => {
    const res = await create({ organization: w.org.id, ...body });
    expect(errorOf(res)).toEqual([400, message]);
  });
});

describe("editing a program", () => {
  it("changes the slug: the old URL stops working, and the new one must be new, free and well formed", async () => {
    const program = await buildProgram(t.ctx.database.db, w.org.id, { slug: "before" });
    expect(errorOf(await update("before", { slug: "before" }))).toEqual([
      400,
      "slug: The new URL slug must differ from the current one.",
    ]);
    expect(errorOf(await update("before", { slug: "OPEN-KIWI" }))).toEqual([
      409,
      "This URL slug is taken. Please choose another one.",
    ]);
    expect(errorOf(await update("before", { slug: "new slug" }))).toEqual([
      400,
      "slug: Only English letters, digits, - and _ are allowed.",
    ]);
    expect(errorOf(await update("before", { slug: program.id }))).toEqual([
      400,
      "slug: A URL slug cannot have the form of an id.",
    ]);
    const res = await update("before", { slug: "After_1" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.slug).toBe("After_1");
    expect((await t.app.inject({ url: "/api/programs/before", headers: w.admin.headers })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ url: "/api/programs/after_1", headers: w.admin.headers })).json().data.id,
    ).toBe(program.id);
  });

  it("keeps the credit system once activated, upgrades CVSS only and validates each field", async () => {
    const db = t.ctx.database.db;
    const started = await buildProgram(db, w.org.id, {
      type: "internal",
      visibility: "invite",
      activated: true,
      firstActivatedAt: new Date(),
    });
    expect(errorOf(await update(started.id, { creditSystem: "point" }))).toEqual([
      409,
      "The credit system cannot change once the program has been activated.",
    ]);
    const program = await buildProgram(db, w.org.id, { type: "bounty" });
    expect(errorOf(await update(program.id, { creditSystem: "point" }))).toEqual([
      400,
      "creditSystem: Only internal programs can pay in points.",
    ]);
    expect((await update(program.id, { cvssVersion: "4.0" })).json().data.cvssVersion).toBe("4.0");
    expect(errorOf(await update(program.id, { cvssVersion: "3.1" }))).toEqual([
      409,
      "The CVSS version can only be upgraded, from 3.1 to 4.0.",
    ]);
    expect(errorOf(await update(program.id, { replySpeed: -1 }))).toEqual([
      400,
      "replySpeed: The reply time cannot be negative.",
    ]);
    expect(errorOf(await update(program.id, { replySpeed: 1.5 }))).toEqual([
      400,
      "replySpeed: Enter a whole number of seconds.",
    ]);
    const rewards = (vrts: unknown[]) => ({
      rewards: {
        criticalityRewards: {
          informational: { from: 0, to: 0 },
          low: { from: 1, to: 2 },
          medium: { from: 3, to: 4 },
          high: { from: 5, to: 6 },
          critical: { from: 7, to: 8 },
        },
        vrts,
      },
    });
    const xss = { vrtId: "cross_site_scripting_xss", criticality: "high", from: 10, to: 20 };
    expect(errorOf(await update(program.id, rewards([{ ...xss, vrtId: "no_such_thing" }])))).toEqual([
      400,
      "rewards.vrts.0.vrtId: Unknown vulnerability type.",
    ]);
    expect(errorOf(await update(program.id, rewards([{ ...xss, to: 5 }])))).toEqual([
      400,
      "rewards.vrts.0.to: The upper bound must not be below the lower one.",
    ]);
    const saved = await update(program.id, rewards([xss]));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.rewards.vrts).toEqual([xss]);
    expect(errorOf(await update(program.id, { contents: [{ language: "fr", guidelines: "" }] }))).toEqual([
      400,
      "contents.0.language: Pick en or jp.",
    ]);
  });

  it("sets the managers (organization members only) without a half-written change", async () => {
    const program = await buildProgram(t.ctx.database.db, w.org.id, { name: "Before" });
    const outsider = await update(program.id, { name: "After", managers: [w.otherAdmin.user.id] });
    expect(errorOf(outsider)).toEqual([
      400,
      "managers: Program managers must be members of the organization.",
    ]);
    const unchanged = await t.app.inject({ url: `/api/programs/${program.id}`, headers: w.admin.headers });
    expect(unchanged.json().data).toMatchObject({ name: "Before", managers: [] });
    const res = await update(program.id, { name: "After", managers: [w.member.memberId, w.triage.memberId] });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.managers.map((m: { id: string }) => m.id)
        .sort(),
    ).toEqual([w.member.memberId, w.triage.memberId].sort());
    const asMember = await t.app.inject({ url: `/api/programs/${program.id}`, headers: w.member.headers });
    expect(asMember.json().abilities.update).toBe(true);
    const [event] = await eventsOf(program.id);
    expect(event).toMatchObject({ type: "program.updated", payload: { fields: ["name", "managers"] } });
  });

  it("writes no event when nothing changes", async () => {
    const program = await buildProgram(t.ctx.database.db, w.org.id, { name: "Same" });
    expect((await update(program.id, { name: "Same" })).statusCode).toBe(200);
    expect(await eventsOf(program.id)).toEqual([]);
  });
});

describe("program events in the organization's feed", () => {
  const feed = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: `/api/organizations/${w.org.id}/activities?perPage=100`, headers });
    return (
      res.json().data as { type: string; program: { id: string } | null; info: { name?: string } }[]
    ).filter((a) => a.type.startsWith("program."));
  };

  it("shows creations and deletions to every member, and a program's edits to its staff only", async () => {
    const created = (await create(vdp("Feed Kiwi"))).json().data;
    await update(created.id, { managers: [w.manager.memberId] });
    await update(created.id, { name: "Feed Kiwi 2" }, w.manager.headers);
    const types = async (headers: Record<string, string>) =>
      (await feed(headers)).filter((a) => a.program?.id === created.id).map((a) => a.type);
    expect(await types(w.admin.headers)).toEqual(["program.updated", "program.updated", "program.created"]);
    expect(await types(w.manager.headers)).toEqual(["program.updated", "program.updated", "program.created"]);
    expect(await types(w.member.headers)).toEqual(["program.created"]);

    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/programs/${created.id}`,
      headers: w.admin.headers,
    });
    expect(del.statusCode).toBe(200);
    const deleted = (await feed(w.member.headers)).find((a) => a.type === "program.deleted");
    expect(deleted).toMatchObject({ program: null, info: { name: "Feed Kiwi 2" } });
  });
});
