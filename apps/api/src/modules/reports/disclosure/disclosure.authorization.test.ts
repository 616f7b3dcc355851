// The disclosure rows of docs/authorization-matrix.md: every kind of caller on every disclosure
// route, and callers whose standing just changed (a removed manager, a program made private).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programManagers, programs } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  buildReportWorld,
  callerHeaders,
  type ReportCaller,
  type ReportWorld,
  reportCallers,
  submission,
  submitReport,
} from "../core/reports.fixtures.ts";
import { closedReport, disclose, requestDisclosure } from "./disclosure.fixtures.ts";

let t: TestApp;
let w: ReportWorld;

const callers = reportCallers;
type Caller = ReportCaller;
const walk = (expected: Record<Caller, number>) => callers.map((who) => [who, expected[who]] as const);
const headersOf = (who: Caller) => callerHeaders(w, who);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildReportWorld(t);
});
afterAll(async () => t.close());

/** Whoever may not read the report learns nothing of it. */
const hidden = {
  otherHunter: 404,
  approved: 404,
  member: 404,
  triage: 404,
  adminKey: 404,
  otherAdmin: 404,
} as const;
const senderOnly = {
  ...hidden,
  anonymous: 401,
  sender: 0,
  senderKey: 403,
  manager: 403,
  admin: 403,
} as const;
const staffOnly = { ...hidden, anonymous: 401, sender: 403, senderKey: 403, manager: 0, admin: 0 } as const;
const readers = { ...hidden, anonymous: 404, sender: 200, senderKey: 200, manager: 200, admin: 200 } as const;
const ok = (table: Record<Caller, number>, status: number) =>
  Object.fromEntries(Object.entries(table).map(([k, v]) => [k, v === 0 ? status : v])) as Record<
    Caller,
    number
  >;

const call = (method: string, url: string, who: Caller, payload?: unknown) =>
  t.app.inject({
    method: method as never,
    url,
    headers: headersOf(who),
    ...(payload ? { payload: payload as never } : {}),
  });

describe.each([
  ["GET", "disclosure-request", readers, "none"],
  ["PUT", "disclosure-request", ok(senderOnly, 200), "none"],
  ["DELETE", "disclosure-request", ok(senderOnly, 204), "request"],
  ["POST", "disclosure-request/rejection", ok(staffOnly, 200), "request"],
  ["GET", "disclosure", readers, "disclosure"],
  ["PUT", "disclosure", ok(staffOnly, 200), "none"],
  ["DELETE", "disclosure", ok(staffOnly, 204), "disclosure"],
] as const)("%s /api/reports/{id}/%s", (method, path, table, before) => {
  it.each(walk(table))("%s: %i", async (who, status) => {
    const report = await closedReport(t, w);
    if (before === "request") await requestDisclosure(t, w, report.id);
    if (before === "disclosure") await disclose(t, w, report.id);
    const body =
      path === "disclosure-request"
        ? { summary: "Mine." }
        : path === "disclosure"
          ? { title: "T" }
          : undefined;
    const res = await call(
      method,
      `/api/reports/${report.id}/${path}`,
      who,
      method === "PUT" ? body : undefined,
    );
    expect(res.statusCode, res.body).toBe(status);
  });
});

describe("public disclosures", () => {
  let open: { report: string; disclosure: string };
  let secret: { report: string; disclosure: string };
  beforeAll(async () => {
    const a = await closedReport(t, w);
    open = { report: a.id, disclosure: (await disclose(t, w, a.id)).data.id };
    const b = await submitReport(
      t,
      w.approved.headers,
      submission(w.programs.private.id, w.scopes.private.id),
    );
    const patched = await call("PATCH", `/api/reports/${b.id}`, "manager", { state: "resolved" });
    expect(patched.statusCode).toBe(200);
    secret = { report: b.id, disclosure: (await disclose(t, w, b.id)).data.id };
  });

  const everyone = Object.fromEntries(callers.map((c) => [c, 200])) as Record<Caller, number>;
  // An invite program's disclosures: to its organization and the hunters it let in.
  const insiders = {
    anonymous: 404,
    sender: 404,
    senderKey: 404,
    otherHunter: 404,
    approved: 200,
    member: 200,
    triage: 200,
    manager: 200,
    admin: 200,
    adminKey: 404,
    otherAdmin: 404,
  } as const;

  describe.each([
    ["the public program", () => w.programs.open.id, () => open.disclosure, everyone],
    ["the private program", () => w.programs.private.id, () => secret.disclosure, insiders],
  ] as const)("%s", (_name, program, disclosure, table) => {
    it.each(walk(table))("list, detail and feed, %s: %i", async (who, status) => {
      const base = `/api/programs/${program()}/disclosures`;
      expect((await call("GET", base, who)).statusCode).toBe(status);
      expect((await call("GET", `${base}/${disclosure()}`, who)).statusCode).toBe(status);
      expect((await call("GET", `/api/programs/${program()}/disclosures.atom`, who)).statusCode).toBe(status);
    });
  });

  it("lists every public program's disclosures in the site feed, and no private one's", async () => {
    for (const who of callers) {
      const res = await call("GET", "/api/disclosures.atom", who);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(open.disclosure);
      expect(res.body).not.toContain(secret.disclosure);
    }
  });

  it("hides a program's disclosures the moment it is made private", async () => {
    const db = t.ctx.database.db;
    const base = `/api/programs/${w.programs.open.id}/disclosures`;
    expect((await call("GET", base, "anonymous")).statusCode).toBe(200);
    const made = await call("PUT", `/api/programs/${w.programs.open.id}`, "admin", { visibility: "invite" });
    expect(made.statusCode, made.body).toBe(200);
    try {
      // Visitors' cached copies go with the program's event.
      await expect
        .poll(async () => (await call("GET", base, "anonymous")).statusCode, { timeout: 5000 })
        .toBe(404);
      expect((await call("GET", `${base}/${open.disclosure}`, "otherHunter")).statusCode).toBe(404);
      expect((await call("GET", "/api/disclosures.atom", "anonymous")).body).not.toContain(open.disclosure);
      expect((await call("GET", base, "manager")).statusCode).toBe(200);
    } finally {
      await db.update(programs).set({ visibility: "public" }).where(eq(programs.id, w.programs.open.id));
    }
  });

  it("stops a manager removed from the program at once", async () => {
    const report = await closedReport(t, w);
    await requestDisclosure(t, w, report.id);
    const db = t.ctx.database.db;
    const where = and(
      eq(programManagers.programId, w.programs.open.id),
      eq(programManagers.memberId, w.manager.memberId),
    );
    await db.delete(programManagers).where(where);
    try {
      for (const [method, path] of [
        ["GET", "disclosure"],
        ["PUT", "disclosure"],
        ["POST", "disclosure-request/rejection"],
      ] as const) {
        const res = await call(
          method,
          `/api/reports/${report.id}/${path}`,
          "manager",
          method === "PUT" ? { title: "T" } : undefined,
        );
        expect([path, res.statusCode]).toEqual([path, 404]);
      }
    } finally {
      await db
        .insert(programManagers)
        .values({ programId: w.programs.open.id, memberId: w.manager.memberId });
    }
  });
});
