// The report rows of docs/authorization-matrix.md: every kind of caller on every report route.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  buildReportWorld,
  callerHeaders,
  type ReportCaller,
  type ReportWorld,
  reportCallers,
  submission,
  submitReport,
} from "./reports.fixtures.ts";

let t: TestApp;
let w: ReportWorld;
let report: { id: string; number: number };

const callers = reportCallers;
type Caller = ReportCaller;

const headersOf = (who: Caller) => callerHeaders(w, who);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildReportWorld(t);
  report = await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
});
afterAll(async () => t.close());

type Expected = Record<Caller, number>;
const walk = (expected: Expected) => callers.map((who) => [who, expected[who]] as const);

describe("POST /api/reports to the public program", () => {
  it.each(
    walk({
      anonymous: 401,
      sender: 201,
      senderKey: 403,
      // Neither accepted the guideline.
      otherHunter: 409,
      approved: 409,
      member: 403,
      triage: 403,
      manager: 403,
      admin: 403,
      adminKey: 403,
      otherAdmin: 409,
    }),
  )("%s: %i", async (who, status) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/reports",
      headers: headersOf(who),
      payload: submission(w.programs.open.id, w.scopes.open.id),
    });
    expect(res.statusCode).toBe(status);
  });
});

describe("POST /api/reports to the private program", () => {
  it.each(
    walk({
      anonymous: 401,
      sender: 404,
      senderKey: 403,
      otherHunter: 404,
      approved: 201,
      member: 403,
      triage: 403,
      manager: 403,
      admin: 403,
      adminKey: 403,
      otherAdmin: 404,
    }),
  )("%s: %i", async (who, status) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/reports",
      headers: headersOf(who),
      payload: submission(w.programs.private.id, w.scopes.private.id),
    });
    expect(res.statusCode).toBe(status);
  });
});

const readers: Expected = {
  anonymous: 404,
  sender: 200,
  senderKey: 200,
  otherHunter: 404,
  approved: 404,
  member: 404,
  triage: 404,
  manager: 200,
  admin: 200,
  adminKey: 404,
  otherAdmin: 404,
};

describe("GET /api/reports/{id}", () => {
  it.each(walk(readers))("%s: %i", async (who, status) => {
    const res = await t.app.inject({ url: `/api/reports/${report.id}`, headers: headersOf(who) });
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json().data.id).toBe(report.id);
  });
});

describe("GET /api/reports/{id}: its abilities follow the report policy", () => {
  // Readers only (the others are refused above): the staff may do everything, the sender nothing.
  const staff: Partial<Record<Caller, boolean>> = {
    sender: false,
    senderKey: false,
    manager: true,
    admin: true,
  };
  it.each(Object.entries(staff))("%s: every action %s", async (who, allowed) => {
    const res = await t.app.inject({ url: `/api/reports/${report.id}`, headers: headersOf(who as Caller) });
    expect(res.json().data.abilities).toEqual({
      readOrganizationView: allowed,
      compare: allowed,
      setState: allowed,
      setPriority: allowed,
      assign: allowed,
      label: allowed,
      assess: allowed,
      reward: allowed,
    });
  });
});

describe("GET /api/reports/{id}?view=org", () => {
  it.each(walk({ ...readers, sender: 403, senderKey: 403 }))("%s: %i", async (who, status) => {
    const res = await t.app.inject({ url: `/api/reports/${report.id}?view=org`, headers: headersOf(who) });
    expect(res.statusCode).toBe(status);
  });
});

describe.each(["hunter", "org"] as const)("GET /api/reports?view=%s", (view) => {
  const listed: Record<Caller, boolean> = {
    anonymous: false,
    sender: view === "hunter",
    senderKey: view === "hunter",
    otherHunter: false,
    approved: false,
    member: false,
    triage: false,
    manager: view === "org",
    admin: view === "org",
    adminKey: false,
    otherAdmin: false,
  };
  it.each(callers.map((who) => [who, listed[who]] as const))("%s lists it: %s", async (who, expected) => {
    const res = await t.app.inject({ url: `/api/reports?view=${view}`, headers: headersOf(who) });
    expect(res.statusCode).toBe(who === "anonymous" ? 401 : 200);
    if (who === "anonymous") return;
    const ids = res.json().data.map((r: { id: string }) => r.id);
    expect(ids.includes(report.id)).toBe(expected);
    const csv = await t.app.inject({
      url: `/api/reports?view=${view}`,
      headers: { ...headersOf(who), accept: "text/csv" },
    });
    expect(csv.body.includes(report.id)).toBe(expected);
  });
});

describe("PATCH /api/reports/{id}", () => {
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
  )("%s: %i", async (who, status) => {
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/reports/${report.id}`,
      headers: headersOf(who),
      payload: { priority: callers.indexOf(who) % 5 },
    });
    expect(res.statusCode).toBe(status);
  });
});

describe("GET /api/reports/{id}/duplicates", () => {
  it.each(walk({ ...readers, anonymous: 401, sender: 403, senderKey: 403 }))(
    "%s: %i",
    async (who, status) => {
      const res = await t.app.inject({
        url: `/api/reports/${report.id}/duplicates`,
        headers: headersOf(who),
      });
      expect(res.statusCode).toBe(status);
    },
  );
});

describe("GET /api/reports/{id}/activities", () => {
  it.each(walk({ ...readers, anonymous: 401 }))("%s: %i", async (who, status) => {
    const res = await t.app.inject({ url: `/api/reports/${report.id}/activities`, headers: headersOf(who) });
    expect(res.statusCode).toBe(status);
  });
});

describe("GET /api/references/{scope}/{number}", () => {
  const leads: Record<Caller, "org" | "hunter" | null> = {
    anonymous: null,
    sender: "hunter",
    senderKey: "hunter",
    otherHunter: null,
    approved: null,
    member: null,
    triage: null,
    manager: "org",
    admin: "org",
    adminKey: null,
    otherAdmin: null,
  };
  it.each(callers.map((who) => [who, leads[who]] as const))("%s: %s", async (who, view) => {
    for (const scope of [w.programs.open.slug, w.programs.open.id]) {
      const res = await t.app.inject({
        url: `/api/references/${scope}/${report.number}`,
        headers: headersOf(who),
      });
      expect(res.statusCode).toBe(view ? 200 : 404);
      if (view) expect(res.json().data).toEqual({ id: report.id, organizationId: w.org.id, view });
    }
  });

  it("is the same 404 for a missing program, a missing number and a report the caller may not see", async () => {
    const answers = await Promise.all(
      [
        `/api/references/no-such-program/${report.number}`,
        `/api/references/${w.programs.open.slug}/99999`,
        `/api/references/${w.programs.open.slug}/${report.number}`,
      ].map((url) => t.app.inject({ url, headers: w.otherHunter.headers })),
    );
    expect(answers.map((r) => [r.statusCode, r.json().error.message])).toEqual(
      Array(3).fill([404, "Report not found."]),
    );
  });
});
