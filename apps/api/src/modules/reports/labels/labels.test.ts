// Issue 47: the organization's labels. Its admin keeps the list; the program's staff put labels on
// reports one by one or in bulk; lists filter by them, saved views keep them, the CSV names them, and
// the hunter never learns of them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { events, organizationMembers, reportLabels, savedViews } from "../../../db/schema/index.ts";
import { addMember, addProgramManager, buildSignedInUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { itRaces } from "../../../test/races.ts";
import {
  buildReportWorld,
  callerHeaders,
  type ReportCaller,
  type ReportWorld,
  reportCallers,
  submission,
  submitReport,
} from "../core/reports.fixtures.ts";
import { insertLabel } from "./labels.repository.ts";
import { LABEL_NOT_OURS } from "./report-labels.ts";

let t: TestApp;
let w: ReportWorld;
let report: { id: string; number: number };
let urgent: { id: string };
let payments: { id: string };
let theirs: { id: string };

const walk = (expected: Record<ReportCaller, number>) => reportCallers.map((c) => [c, expected[c]] as const);
type Headers = Record<string, string>;
const create = (body: Record<string, unknown>, headers: Headers = w.admin.headers, org = w.org.id) =>
  t.app.inject({ method: "POST", url: `/api/organizations/${org}/labels`, headers, payload: body });
const patch = (payload: Record<string, unknown>, headers: Headers = w.manager.headers, id = report.id) =>
  t.app.inject({ method: "PATCH", url: `/api/reports/${id}`, headers, payload });
const bulk = (payload: Record<string, unknown>, headers: Headers = w.admin.headers) =>
  t.app.inject({ method: "POST", url: "/api/reports/bulk", headers, payload });
const namesOn = async (id = report.id, headers: Headers = w.manager.headers) =>
  ((await t.app.inject({ url: `/api/reports/${id}`, headers })).json().data.labels as { name: string }[]).map(
    (l) => l.name,
  );
const listIds = async (query: string, headers: Headers = w.manager.headers) =>
  (
    (await t.app.inject({ url: `/api/reports?view=org&organization=${w.org.id}&${query}`, headers })).json()
      .data as { id: string }[]
  ).map((r) => r.id);
let n = 0;
const fresh = async (color = "blue") =>
  (await create({ name: `Label ${++n}`, color })).json().data as { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildReportWorld(t);
  urgent = (await create({ name: "Urgent", color: "red" })).json().data;
  payments = (await create({ name: "Payments team", color: "teal" })).json().data;
  theirs = (await create({ name: "Theirs" }, w.otherAdmin.headers, w.otherOrg.id)).json().data;
});
afterAll(async () => t.close());
beforeEach(async () => {
  report = await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
});

describe("the organization's labels", () => {
  it("counts for each reader only the reports they staff", async () => {
    await patch({ addLabels: [payments.id] });
    const count = async (headers: Headers) =>
      (
        (await t.app.inject({ url: `/api/organizations/${w.org.id}/labels`, headers })).json().data as {
          name: string;
          reports: number;
        }[]
      ).find((l) => l.name === "Payments team")!.reports;
    expect(await count(w.admin.headers)).toBeGreaterThan(0);
    // The member manages another program only; the triage member none.
    expect(await count(w.member.headers)).toBe(0);
    expect(await count(w.triage.headers)).toBe(0);
  });

  it("refuses a name on two lines or with a tab", async () => {
    for (const name of ["a\nb", "tab\there"]) {
      const res = await create({ name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().error.message).toBe("name: Use one line, without line breaks or tabs.");
    }
  });

  it("lists them by name with the reports that carry them, the organization's own only", async () => {
    await patch({ addLabels: [urgent.id] });
    const res = await t.app.inject({
      url: `/api/organizations/${w.org.id}/labels`,
      headers: w.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const listed = res.json().data as { name: string; color: string; reports: number }[];
    expect(listed.map((l) => l.name)).toEqual(expect.arrayContaining(["Payments team", "Urgent"]));
    expect(listed.find((l) => l.name === "Urgent")).toMatchObject({ color: "red" });
    expect(listed.find((l) => l.name === "Urgent")!.reports).toBeGreaterThan(0);
    expect(listed.map((l) => l.name)).not.toContain("Theirs");
  });

  it("refuses a name taken in any case, an empty name, a comma and an unknown colour, and adds nothing", async () => {
    const before = (
      await t.app.inject({ url: `/api/organizations/${w.org.id}/labels`, headers: w.admin.headers })
    ).json().data.length;
    const taken = await create({ name: "  urgent " });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe("The organization already has a label named “urgent”.");
    expect((await create({ name: " " })).json().error.message).toBe("name: Name the label.");
    expect((await create({ name: "a,b" })).json().error.message).toBe(
      "name: Leave commas out of a label's name.",
    );
    expect((await create({ name: "x".repeat(41) })).statusCode).toBe(400);
    const colour = await create({ name: "Styled", color: "#f00; background: url(x)" });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().error.message).toContain("Pick one of gray, red");
    expect((await create({ name: "Extra", color: "red", id: "x" })).statusCode).toBe(400);
    const after = (
      await t.app.inject({ url: `/api/organizations/${w.org.id}/labels`, headers: w.admin.headers })
    ).json().data.length;
    expect(after).toBe(before);
  });

  it("holds an organization to 100 labels", async () => {
    const org = w.otherOrg.id;
    const db = t.ctx.database.db;
    for (let i = 0; i < 99; i++)
      await insertLabel(db, { organizationId: org, name: `Bulk ${i}`, color: "gray" });
    const full = await create({ name: "One too many" }, w.otherAdmin.headers, org);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe("The organization has 100 labels: delete one first.");
  });

  it("renames a label everywhere, refuses another label's name, and writes the audit log", async () => {
    const label = await fresh();
    await patch({ addLabels: [label.id] });
    const clash = await t.app.inject({
      method: "PATCH",
      url: `/api/labels/${label.id}`,
      headers: w.admin.headers,
      payload: { name: "URGENT" },
    });
    expect(clash.statusCode).toBe(409);
    const renamed = await t.app.inject({
      method: "PATCH",
      url: `/api/labels/${label.id}`,
      headers: w.admin.headers,
      payload: { name: "Needs info", color: "yellow" },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: "Needs info", color: "yellow", reports: 1 });
    expect(await namesOn()).toEqual(["Needs info"]);
    const logged = await t.ctx.database.db.select().from(events).where(eq(events.type, "org.label.updated"));
    expect(logged.at(-1)!.payload).toEqual({ labelId: label.id, name: "Needs info", from: label.name });
    // Its own name in another case is a rename, not a clash.
    const recased = await t.app.inject({
      method: "PATCH",
      url: `/api/labels/${label.id}`,
      headers: w.admin.headers,
      payload: { name: "needs info" },
    });
    expect(recased.statusCode).toBe(200);
  });

  it("deletes a label from every report and saved view that named it", async () => {
    const label = await fresh();
    await patch({ addLabels: [label.id, urgent.id] });
    const view = await t.app.inject({
      method: "POST",
      url: `/api/organizations/${w.org.id}/saved-views`,
      headers: w.manager.headers,
      payload: { name: "Labelled", filters: { label: [label.id.toUpperCase(), urgent.id] } },
    });
    expect(view.statusCode).toBe(201);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/labels/${label.id}`,
      headers: w.admin.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(await namesOn()).toEqual(["Urgent"]);
    const [kept] = await t.ctx.database.db
      .select()
      .from(savedViews)
      .where(eq(savedViews.id, view.json().data.id));
    expect(kept!.filters.label).toEqual([urgent.id]);
    const logged = await t.ctx.database.db.select().from(events).where(eq(events.type, "org.label.deleted"));
    expect(logged.at(-1)!.payload).toEqual({ labelId: label.id, name: label.name, reports: 1 });
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/labels/${label.id}`, headers: w.admin.headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe("labels on a report", () => {
  it("puts labels on and takes them off; the staff's timeline says it, the hunter sees nothing", async () => {
    const res = await patch({ addLabels: [urgent.id, payments.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.labels.map((l: { name: string }) => l.name)).toEqual(["Payments team", "Urgent"]);
    expect((await patch({ removeLabels: [urgent.id] })).statusCode).toBe(200);
    expect(await namesOn()).toEqual(["Payments team"]);
    const timeline = async (headers: Record<string, string>) =>
      (
        (await t.app.inject({ url: `/api/reports/${report.id}/activities`, headers })).json().data as {
          type: string;
          info: unknown;
        }[]
      )
        .filter((a) => a.type === "report.labels.changed")
        .map((a) => a.info);
    expect(await timeline(w.manager.headers)).toEqual([
      { added: ["Payments team", "Urgent"], removed: [] },
      { added: [], removed: ["Urgent"] },
    ]);
    expect(await timeline(w.sender.headers)).toEqual([]);
    expect(await namesOn(report.id, w.sender.headers)).toEqual([]);
    const hunterList = await t.app.inject({ url: "/api/reports?view=hunter", headers: w.sender.headers });
    expect(hunterList.json().data.find((r: { id: string }) => r.id === report.id).labels).toEqual([]);
  });

  it("takes a label already on, or already off, as no change: no event", async () => {
    await patch({ addLabels: [urgent.id] });
    await patch({ addLabels: [urgent.id.toUpperCase()], removeLabels: [payments.id] });
    const written = await t.ctx.database.db.select().from(events).where(eq(events.reportId, report.id));
    expect(written.filter((e) => e.type === "report.labels.changed")).toHaveLength(1);
  });

  it("refuses another organization's label, an unknown one, both on and off, and an eleventh, changing nothing", async () => {
    for (const payload of [
      { addLabels: [theirs.id] },
      { removeLabels: ["7b0c6f4e-1d2a-4f3b-8c9d-0e1f2a3b4c5d"] },
    ]) {
      const res = await patch({ ...payload, priority: 2 });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(LABEL_NOT_OURS);
    }
    const both = await patch({ addLabels: [urgent.id], removeLabels: [urgent.id] });
    expect(both.json().error.message).toBe("removeLabels: Put a label on or take it off, not both.");
    expect((await patch({ addLabels: ["urgent"] })).statusCode).toBe(400);
    const ten = await Promise.all(Array.from({ length: 9 }, () => fresh()));
    expect((await patch({ addLabels: [urgent.id, ...ten.map((l) => l.id)] })).statusCode).toBe(200);
    const eleventh = await patch({ addLabels: [payments.id], priority: 1 });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().error.message).toBe(
      "addLabels: A report carries at most 10 labels: take one off first.",
    );
    const after = await t.app.inject({ url: `/api/reports/${report.id}`, headers: w.manager.headers });
    expect(after.json().data.priority).toBeNull();
    expect(after.json().data.labels).toHaveLength(10);
  });

  it("filters the organization's list by every named label; a hunter's list may not be", async () => {
    const other = await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
    await patch({ addLabels: [urgent.id, payments.id] });
    await patch({ addLabels: [urgent.id] }, w.manager.headers, other.id);
    expect(await listIds(`label=${urgent.id}`)).toEqual(expect.arrayContaining([report.id, other.id]));
    const both = await listIds(`label=${urgent.id}&label=${payments.id}`);
    expect(both).toContain(report.id);
    expect(both).not.toContain(other.id);
    expect(await listIds(`label=${theirs.id}`)).toEqual([]);
    const hunter = await t.app.inject({
      url: `/api/reports?view=hunter&label=${urgent.id}`,
      headers: w.sender.headers,
    });
    expect(hunter.statusCode).toBe(400);
    expect(hunter.json().error.message).toBe("label: Filter by label in the organization's view only.");
  });

  it("labels reports in bulk, all or nothing, and the CSV names them for the staff only", async () => {
    const second = await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
    const refused = await bulk({ reports: [report.id, second.id], addLabels: [urgent.id, theirs.id] });
    expect(refused.statusCode).toBe(400);
    expect([await namesOn(), await namesOn(second.id)]).toEqual([[], []]);
    const done = await bulk({ reports: [report.id, second.id], addLabels: [urgent.id, payments.id] });
    expect(done.json().data).toEqual({ reports: 2, changed: 2 });
    const csv = await t.app.inject({
      url: `/api/reports?view=org&organization=${w.org.id}&report=${report.id}`,
      headers: { ...w.admin.headers, accept: "text/csv" },
    });
    const [header, line] = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header!.split(",")).toContain("labels");
    expect(line).toContain('"Payments team, Urgent"');
    const own = await t.app.inject({
      url: `/api/reports?view=hunter&report=${report.id}`,
      headers: { ...w.sender.headers, accept: "text/csv" },
    });
    expect(own.body).not.toContain("Urgent");
  });
});

describe("every caller class", () => {
  const labelsOf = (who: ReportCaller) =>
    t.app.inject({ url: `/api/organizations/${w.org.id}/labels`, headers: callerHeaders(w, who) });
  const session = {
    anonymous: 401,
    senderKey: 403,
    adminKey: 403,
    sender: 404,
    otherHunter: 404,
    approved: 404,
    otherAdmin: 404,
  };

  it.each(walk({ ...session, member: 200, triage: 200, manager: 200, admin: 200 }))(
    "GET organizations/{id}/labels, %s: %i",
    async (who, status) => expect((await labelsOf(who)).statusCode).toBe(status),
  );

  it.each(walk({ ...session, member: 403, triage: 403, manager: 403, admin: 201 }))(
    "POST organizations/{id}/labels, %s: %i",
    async (who, status) => {
      const res = await create({ name: `By ${who}` }, callerHeaders(w, who));
      expect(res.statusCode).toBe(status);
      if (who === "manager")
        expect(res.json().error.message).toBe("Only an admin can manage the organization's labels.");
    },
  );

  it.each(walk({ ...session, member: 403, triage: 403, manager: 403, admin: 200 }))(
    "PATCH and DELETE labels/{id}, %s: %i",
    async (who, status) => {
      const label = await fresh();
      const headers = callerHeaders(w, who);
      const renamed = await t.app.inject({
        method: "PATCH",
        url: `/api/labels/${label.id}`,
        headers,
        payload: { color: "red" },
      });
      expect(renamed.statusCode).toBe(status);
      const del = await t.app.inject({ method: "DELETE", url: `/api/labels/${label.id}`, headers });
      expect(del.statusCode).toBe(status === 200 ? 204 : status);
    },
  );

  it.each(
    walk({
      anonymous: 401,
      sender: 403,
      senderKey: 403,
      otherHunter: 404,
      approved: 404,
      member: 404,
      triage: 404,
      manager: 200,
      admin: 200,
      adminKey: 404,
      otherAdmin: 404,
    }),
  )("PATCH reports/{id} with labels, %s: %i", async (who, status) => {
    const res = await patch({ addLabels: [urgent.id] }, callerHeaders(w, who));
    expect(res.statusCode).toBe(status);
    if (who === "sender") expect(res.json().error.message).toBe("Only the program's staff label a report.");
    expect(await namesOn()).toEqual(status === 200 ? ["Urgent"] : []);
  });

  it("stops a manager removed from the organization at once, and an admin's label list with them", async () => {
    const db = t.ctx.database.db;
    const person = await buildSignedInUser(t.ctx);
    const member = await addMember(db, w.org.id, person.user.id, "member");
    await addProgramManager(db, w.programs.open.id, member.id);
    expect((await patch({ addLabels: [urgent.id] }, person.headers)).statusCode).toBe(200);
    await db.delete(organizationMembers).where(eq(organizationMembers.id, member.id));
    expect((await patch({ removeLabels: [urgent.id] }, person.headers)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/organizations/${w.org.id}/labels`, headers: person.headers }))
        .statusCode,
    ).toBe(404);
    expect(await namesOn()).toEqual(["Urgent"]);
  });
});

describe("two changes at once", () => {
  itRaces(
    "a label deleted while it is being put on a report: never a failure, never a label left behind",
    async () => {
      for (let round = 0; round < 8; round++) {
        const label = await fresh();
        const target = await submitReport(
          t,
          w.sender.headers,
          submission(w.programs.open.id, w.scopes.open.id),
        );
        const [put, del] = await Promise.all([
          patch({ addLabels: [label.id] }, w.manager.headers, target.id),
          t.app.inject({ method: "DELETE", url: `/api/labels/${label.id}`, headers: w.admin.headers }),
        ]);
        expect([200, 400], `round ${round}: ${put.body}`).toContain(put.statusCode);
        expect(del.statusCode, `round ${round}: ${del.body}`).toBe(204);
        const left = await t.ctx.database.db
          .select()
          .from(reportLabels)
          .where(eq(reportLabels.labelId, label.id));
        expect(left, `round ${round}`).toEqual([]);
      }
    },
  );
});
