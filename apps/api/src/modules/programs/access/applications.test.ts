import { randomUUID } from "node:crypto";
import { DEFAULT_NOTIFICATION_PREFERENCES, FREE_PLAN_HUNTERS } from "@bounty/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, programApplications } from "../../../db/schema/index.ts";
import { buildProgram, buildSignedInUser, buildUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { testMailbox } from "../../../test/mailbox.ts";
import {
  addApplication,
  addInvite,
  buildPartsWorld,
  freshProgram,
  type PartsWorld,
} from "../core/program-parts.fixtures.ts";
import {
  ALREADY_APPLIED,
  ALREADY_JOINED,
  FREE_PLAN_FULL,
  MEMBERS_DO_NOT_APPLY,
  PUBLIC_NEEDS_NO_APPLICATION,
} from "./applications.service.ts";
import { INVITE_GONE } from "./program-invites.service.ts";

let t: TestApp;
let w: PartsWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildPartsWorld(t);
});
afterAll(async () => t.close());

const db = () => t.ctx.database.db;
const apply = (ref: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: "POST", url: `/api/programs/${ref}/requests`, headers, payload });
const rowsOf = (programId: string) =>
  db().select().from(programApplications).where(eq(programApplications.programId, programId));
const eventsOf = async (programId: string) =>
  (await db().select().from(events).where(eq(events.programId, programId))).map((e) => ({
    type: e.type,
    userId: e.userId,
    payload: e.payload,
  }));
const approve = (id: string, headers: Record<string, string> = w.admin.headers) =>
  t.app.inject({ method: "PUT", url: `/api/applications/${id}`, headers, payload: { state: "approved" } });

describe("a hunter applies", () => {
  it("to an application program: pending, readable by them, once", async () => {
    const { program } = await freshProgram(t, w, { visibility: "application" });
    const hunter = await buildSignedInUser(t.ctx);
    const res = await apply(program.slug, hunter.headers);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      state: "pending",
      viaInvite: false,
      program: { id: program.id, slug: program.slug, name: program.name },
      hunter: {
        id: hunter.user.id,
        displayName: hunter.user.displayName,
        uniqueName: hunter.user.uniqueName,
        icon: null,
        submittedCount: 0,
        rewardedCount: 0,
      },
    });
    const own = await t.app.inject({ url: `/api/programs/${program.id}/requests`, headers: hunter.headers });
    expect(own.json()).toEqual({ data: [data] });
    const again = await apply(program.id, hunter.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(ALREADY_APPLIED);
    const read = await t.app.inject({ url: `/api/programs/${program.id}`, headers: hunter.headers });
    expect(read.json().data.participation.application).toEqual({ id: data.id, state: "pending" });
    expect(read.json().abilities.apply).toBe(false);
    expect(await eventsOf(program.id)).toEqual([
      {
        type: "program.application.created",
        userId: hunter.user.id,
        payload: { applicationId: data.id, hunterId: hunter.user.id, programDetailsPrivate: true },
      },
    ]);
  });

  it("to an invite-only program through its invite link only", async () => {
    const { program } = await freshProgram(t, w);
    const { program: other } = await freshProgram(t, w);
    const invite = await addInvite(db(), program.id);
    const otherInvite = await addInvite(db(), other.id);
    const hunter = await buildSignedInUser(t.ctx);
    expect((await apply(program.id, hunter.headers)).statusCode).toBe(404);
    const wrong = await apply(program.id, hunter.headers, { invite: otherInvite.id });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toBe(INVITE_GONE);
    const bad = await apply(program.id, hunter.headers, { invite: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("invite: Not a valid id.");
    expect((await apply(program.id, hunter.headers, { other: 1 })).json().error.message).toBe(
      "Unknown field: other.",
    );
    const res = await apply(program.slug, hunter.headers, { invite: invite.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ state: "pending", viaInvite: true });
    // Pending: the program stays hidden, but the hunter reads their own application.
    expect(
      (await t.app.inject({ url: `/api/programs/${program.id}`, headers: hunter.headers })).statusCode,
    ).toBe(404);
    const own = await t.app.inject({ url: `/api/programs/${program.id}/requests`, headers: hunter.headers });
    expect(own.json().data.map((a: { id: string }) => a.id)).toEqual([res.json().data.id]);
    const again = await apply(program.id, hunter.headers, { invite: invite.id });
    expect(again.json().error.message).toBe(ALREADY_APPLIED);
  });

  it("answers one 404 text for a missing program, a hidden one and an unstarted one with a made-up invite", async () => {
    const { program: hidden } = await freshProgram(t, w);
    const { program: unstarted } = await freshProgram(t, w, { activated: false, firstActivatedAt: null });
    const hunter = await buildSignedInUser(t.ctx);
    const madeUp = randomUUID();
    const answers = await Promise.all(
      [randomUUID(), "no-such-program", hidden.id, hidden.slug, unstarted.slug].map((ref) =>
        apply(ref, hunter.headers, { invite: madeUp }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(INVITE_GONE);
    }
  });

  it.each([
    ["a public program", { visibility: "public" as const }, PUBLIC_NEEDS_NO_APPLICATION],
    [
      "a suspended program",
      { visibility: "application" as const, status: "suspended" as const },
      "This program does not take applications now.",
    ],
    [
      "a program not started",
      { visibility: "application" as const, activated: false, firstActivatedAt: null },
      null,
    ],
  ])("not to %s", async (_, overrides, message) => {
    const { program } = await freshProgram(t, w, overrides);
    const invite = await addInvite(db(), program.id);
    const hunter = await buildSignedInUser(t.ctx);
    const res = await apply(program.id, hunter.headers, { invite: invite.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(message ?? "This program does not take applications now.");
    expect(await rowsOf(program.id)).toHaveLength(2);
  });

  it("but members never do, even with the invite", async () => {
    const { program } = await freshProgram(t, w);
    const invite = await addInvite(db(), program.id);
    for (const headers of [w.member.headers, w.admin.headers]) {
      const res = await apply(program.id, headers, { invite: invite.id });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(MEMBERS_DO_NOT_APPLY);
    }
  });

  it("and cancels a pending application, not an approved one nor someone else's", async () => {
    const { program, pending, joined } = await freshProgram(t, w);
    const url = (id: string) => `/api/programs/${program.id}/requests/${id}`;
    const mine = await t.app.inject({ method: "DELETE", url: url(joined.id), headers: w.approved.headers });
    expect(mine.statusCode).toBe(409);
    expect(mine.json().error.message).toBe(ALREADY_JOINED);
    const theirs = await t.app.inject({
      method: "DELETE",
      url: url(pending.id),
      headers: w.approved.headers,
    });
    expect(theirs.statusCode).toBe(404);
    const { program: other } = await freshProgram(t, w);
    const elsewhere = await t.app.inject({
      method: "DELETE",
      url: `/api/programs/${other.id}/requests/${pending.id}`,
      headers: w.applicant.headers,
    });
    expect(elsewhere.statusCode).toBe(404);
    const ok = await t.app.inject({ method: "DELETE", url: url(pending.id), headers: w.applicant.headers });
    expect(ok.json()).toEqual({ data: { ok: true } });
    expect((await rowsOf(program.id)).map((r) => r.id)).toEqual([joined.id]);
    expect((await eventsOf(program.id)).map((e) => e.type)).toEqual(["program.application.cancelled"]);
  });
});

describe("the organization's hunters", () => {
  it("lists a program's applications, filtered by state and searched by name (escaped)", async () => {
    const { program, pending, joined } = await freshProgram(t, w, { visibility: "application" });
    const zed = await buildUser(db(), { displayName: "Zed 100% Real", uniqueName: "zed_hunter" });
    await addApplication(db(), program.id, zed.id);
    const list = async (query: string) => {
      const res = await t.app.inject({
        url: `/api/applications?program=${program.id}${query}`,
        headers: w.manager.headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { data: { id: string; hunter: { id: string } }[]; meta: { total: number } };
    };
    const all = await list("");
    expect(all.meta).toEqual({ total: 3, page: 1, perPage: 300 });
    expect((await list("&state=approved")).data.map((a) => a.id)).toEqual([joined.id]);
    expect((await list("&state=pending")).data.map((a) => a.id).sort()).toEqual(
      [pending.id, (await rowsOf(program.id)).find((r) => r.hunterId === zed.id)!.id].sort(),
    );
    expect((await list("&search=100%25")).data.map((a) => a.hunter.id)).toEqual([zed.id]);
    expect((await list("&search=zed_")).data.map((a) => a.hunter.id)).toEqual([zed.id]);
    expect((await list("&search=%25%25")).data).toEqual([]);
    expect(
      (await list(`&search=${w.applicant.user.uniqueName.toUpperCase()}`)).data.map((a) => a.id),
    ).toEqual([pending.id]);
    // Spec 2 §7's hunter filter: one hunter's application.
    expect((await list(`&hunter=${zed.id}`)).data.map((a) => a.hunter.id)).toEqual([zed.id]);
    expect((await list(`&hunter=${w.otherAdmin.user.id}`)).data).toEqual([]);
    const page = await list("&perPage=2&page=2");
    expect(page.data).toHaveLength(1);
    expect(page.meta).toEqual({ total: 3, page: 2, perPage: 2 });
  });

  it.each([
    ["", "program: Not a valid id."],
    ["?program=nope", "program: Not a valid id."],
    ["?program={p}&perPage=301", "perPage: Too big: expected number to be <=300"],
    ["?program={p}&state=rejected", "state: Pick pending or approved."],
    ["?program={p}&hunter=nope", "hunter: Not a valid id."],
  ])("refuses the query %s", async (query, message) => {
    const { program } = await freshProgram(t, w);
    const res = await t.app.inject({
      url: `/api/applications${query.replace("{p}", program.id)}`,
      headers: w.admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it("approves a pending application once, and the hunter joins", async () => {
    const { program, pending } = await freshProgram(t, w);
    const res = await approve(pending.id, w.manager.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.state).toBe("approved");
    const again = await approve(pending.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("This application is already approved.");
    const bad = await t.app.inject({
      method: "PUT",
      url: `/api/applications/${pending.id}`,
      headers: w.admin.headers,
      payload: { state: "pending" },
    });
    expect(bad.statusCode).toBe(400);
    const [row] = await db().select().from(programApplications).where(eq(programApplications.id, pending.id));
    expect(row!.decidedBy).toBe(w.manager.user.id);
    expect(
      (await t.app.inject({ url: `/api/programs/${program.id}`, headers: w.applicant.headers })).statusCode,
    ).toBe(200);
    expect((await eventsOf(program.id)).map((e) => e.type)).toEqual(["program.application.approved"]);
  });

  it("rejects a pending application and removes an approved hunter", async () => {
    const { program, pending, joined } = await freshProgram(t, w);
    for (const id of [pending.id, joined.id]) {
      const res = await t.app.inject({
        method: "DELETE",
        url: `/api/applications/${id}`,
        headers: w.admin.headers,
      });
      expect(res.json()).toEqual({ data: { ok: true } });
    }
    expect(await rowsOf(program.id)).toEqual([]);
    expect((await eventsOf(program.id)).map((e) => e.type)).toEqual([
      "program.application.rejected",
      "program.application.removed",
    ]);
    const gone = await t.app.inject({
      method: "DELETE",
      url: `/api/applications/${pending.id}`,
      headers: w.admin.headers,
    });
    expect(gone.statusCode).toBe(404);
  });

  it("e-mails the hunter each decision, unless they turned application mails off", async () => {
    const mailbox = testMailbox(() => t);
    await mailbox.clear();
    {
      const { program } = await freshProgram(t, w, { name: "Mail Kiwi" });
      const keen = await buildSignedInUser(t.ctx, { email: `keen-${program.slug}@example.test` });
      const quiet = await buildSignedInUser(t.ctx, {
        email: `quiet-${program.slug}@example.test`,
        notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, applications: false },
      });
      const keenApp = await addApplication(db(), program.id, keen.user.id, "pending");
      const quietApp = await addApplication(db(), program.id, quiet.user.id, "pending");
      expect((await approve(keenApp.id)).statusCode).toBe(200);
      expect((await approve(quietApp.id)).statusCode).toBe(200);
      const remove = (id: string) =>
        t.app.inject({ method: "DELETE", url: `/api/applications/${id}`, headers: w.admin.headers });
      expect((await remove(keenApp.id)).statusCode).toBe(200);
      const sent = await mailbox.read();
      expect(sent.map((mail) => ({ to: mail.to, subject: mail.subject }))).toEqual([
        { to: keen.user.email, subject: "You joined: Mail Kiwi" },
        { to: keen.user.email, subject: "Removed from: Mail Kiwi" },
      ]);
      expect(sent[0]!.text).toContain(`/programs/${program.slug}`);
    }
  });

  it("adds a hunter by unique name, approving a pending application", async () => {
    const { program, pending } = await freshProgram(t, w);
    const add = (hunter: string, programId = program.id) =>
      t.app.inject({
        method: "POST",
        url: "/api/applications",
        headers: w.admin.headers,
        payload: { program: programId, hunter },
      });
    const newcomer = await buildUser(db());
    const created = await add(` ${newcomer.uniqueName.toUpperCase()} `);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      state: "approved",
      viaInvite: false,
      hunter: { id: newcomer.id },
    });
    const approvedPending = await add(w.applicant.user.uniqueName);
    expect(approvedPending.statusCode).toBe(200);
    expect(approvedPending.json().data).toMatchObject({ id: pending.id, state: "approved" });
    const cases: [string, number, string][] = [
      [w.approved.user.uniqueName, 409, "This hunter already joined the program."],
      ["no-such-hunter", 404, "No hunter has this name."],
      [w.member.user.uniqueName, 409, "Members of the organization cannot be added as hunters."],
      [w.admin.user.uniqueName, 409, "Members of the organization cannot be added as hunters."],
    ];
    for (const [name, status, message] of cases) {
      const res = await add(name);
      expect(res.statusCode).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    const publicProgram = await buildProgram(db(), w.org.id, {
      activated: true,
      firstActivatedAt: new Date(),
    });
    const pub = await add(newcomer.uniqueName, publicProgram.id);
    expect(pub.statusCode).toBe(409);
    expect(pub.json().error.message).toBe(PUBLIC_NEEDS_NO_APPLICATION);
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/applications",
      headers: w.admin.headers,
      payload: { program: program.id, hunter: " " },
    });
    expect(empty.json().error.message).toBe("hunter: Enter the hunter's unique name.");
    expect((await rowsOf(program.id)).every((r) => r.state === "approved")).toBe(true);
    expect(await rowsOf(program.id)).toHaveLength(3);
  });

  it("answers 404 for another organization's program and its applications", async () => {
    const other = await buildProgram(db(), w.otherOrg.id, { visibility: "application", activated: true });
    const application = await addApplication(db(), other.id, w.applicant.user.id);
    expect((await approve(application.id)).statusCode).toBe(404);
    const list = await t.app.inject({
      url: `/api/applications?program=${other.id}`,
      headers: w.admin.headers,
    });
    expect(list.statusCode).toBe(404);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/applications/${application.id}`,
      headers: w.admin.headers,
    });
    expect(del.statusCode).toBe(404);
    const [row] = await db()
      .select()
      .from(programApplications)
      .where(eq(programApplications.id, application.id));
    expect(row!.state).toBe("pending");
  });
});

describe("the free plan", () => {
  async function fullVdp(approvedCount: number, pendingCount: number) {
    const { program, pending } = await freshProgram(t, w, { type: "vdp" });
    // freshProgram adds one approved hunter and one pending applicant.
    for (let i = 1; i < approvedCount; i++)
      await addApplication(db(), program.id, (await buildUser(db())).id, "approved");
    const pendings = [pending];
    for (let i = 1; i < pendingCount; i++)
      pendings.push(await addApplication(db(), program.id, (await buildUser(db())).id));
    return { program, pendings };
  }
  const approvedOf = async (programId: string) =>
    (
      await db()
        .select()
        .from(programApplications)
        .where(and(eq(programApplications.programId, programId), eq(programApplications.state, "approved")))
    ).length;

  it(`admits ${FREE_PLAN_HUNTERS} hunters to a vdp program`, async () => {
    const { program, pendings } = await fullVdp(FREE_PLAN_HUNTERS - 1, 2);
    expect((await approve(pendings[0]!.id)).statusCode).toBe(200);
    const fifth = await approve(pendings[1]!.id);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().error.message).toBe(
      "The free plan admits 4 hunters per program. Subscribe to admit more.",
    );
    expect(FREE_PLAN_FULL).toBe(fifth.json().error.message);
    const direct = await t.app.inject({
      method: "POST",
      url: "/api/applications",
      headers: w.admin.headers,
      payload: { program: program.id, hunter: (await buildUser(db())).uniqueName },
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().error.message).toBe(FREE_PLAN_FULL);
    expect(await approvedOf(program.id)).toBe(FREE_PLAN_HUNTERS);
    // Removing a hunter frees a seat.
    const [one] = await db()
      .select()
      .from(programApplications)
      .where(and(eq(programApplications.programId, program.id), eq(programApplications.state, "approved")));
    await t.app.inject({ method: "DELETE", url: `/api/applications/${one!.id}`, headers: w.admin.headers });
    expect((await approve(pendings[1]!.id)).statusCode).toBe(200);
  });

  it("lets one of two concurrent approvals at the edge through", async () => {
    const { program, pendings } = await fullVdp(FREE_PLAN_HUNTERS - 1, 2);
    const results = await Promise.all([
      approve(pendings[0]!.id),
      approve(pendings[1]!.id, w.manager.headers),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await approvedOf(program.id)).toBe(FREE_PLAN_HUNTERS);
  });

  it("does not limit bounty programs", async () => {
    const { program, pending } = await freshProgram(t, w, { type: "bounty" });
    for (let i = 0; i < FREE_PLAN_HUNTERS; i++)
      await addApplication(db(), program.id, (await buildUser(db())).id, "approved");
    expect((await approve(pending.id)).statusCode).toBe(200);
    expect(await approvedOf(program.id)).toBe(FREE_PLAN_HUNTERS + 2);
  });
});
