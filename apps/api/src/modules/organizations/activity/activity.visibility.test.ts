import { activityTypes, type OrgRole } from "@bounty/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOrganization } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { countActivities } from "../stats/stats.repository.ts";
import { daysAgo, insertEvent } from "./activity.fixtures.ts";
import {
  type ActivityViewer,
  type AudienceMap,
  activityAudiences,
  canSeeActivity,
} from "./activity.policy.ts";
import { listActivities } from "./activity.repository.ts";

// The feed's SQL (`visibleTo`) and the policy (`canSeeActivity`) must pick the same events, or a
// page's total or a statistic could count a line the viewer cannot open. Both are checked here
// against every type, with and without programs, for every kind of viewer.

let t: TestApp;
let orgId: string;
let otherOrgId: string;
const P1 = crypto.randomUUID();
const P2 = crypto.randomUUID();
const inserted: { id: string; type: string; programId: string | null }[] = [];
const range = { start: daysAgo(7), end: new Date(Date.now() + 60_000) };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  orgId = (await buildOrganization(db)).id;
  otherOrgId = (await buildOrganization(db)).id;
  const types = [...activityTypes, "program.created", "org.secret"];
  let minute = 0;
  for (const type of types) {
    for (const programId of [null, P1, P2]) {
      const createdAt = new Date(daysAgo(1).getTime() + minute++ * 60_000);
      const row = await insertEvent(db, { organizationId: orgId, type, programId, createdAt });
      inserted.push({ id: row.id, type, programId });
      await insertEvent(db, { organizationId: otherOrgId, type, programId, createdAt });
    }
  }
});
afterAll(() => t.close());

const viewers: [string, ActivityViewer][] = (
  [
    ["admin", "admin", []],
    ["member of no program", "member", []],
    ["member of P1", "member", [P1]],
    ["triage of P1 and P2", "triage", [P1, P2]],
    ["triage of no program", "triage", []],
  ] as [string, OrgRole, string[]][]
).map(([name, role, programIds]) => [name, { role, programIds }]);

/** Every line the viewer's feed shows, page after page (there are more types than one page holds). */
async function allLines(filter: Parameters<typeof listActivities>[1]) {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const { rows, total } = await listActivities(t.ctx.database.db, filter, { page, perPage: 100 });
    ids.push(...rows.map((r) => r.event.id));
    if (rows.length < 100) return { ids, total };
  }
}

const maps: [string, AudienceMap][] = [
  ["today's types", activityAudiences],
  [
    "with program and report types",
    {
      ...activityAudiences,
      "report.submitted": "programStaff",
      "report.rewarded": "programStaff",
      "program.created": "admin",
    },
  ],
];

describe.each(maps)("the feed's SQL agrees with the policy (%s)", (_, audiences) => {
  it.each(viewers)("for %s: the same lines and the same total", async (_name, viewer) => {
    const filter = { organizationId: orgId, viewer, range, audiences };
    const { ids, total } = await allLines(filter);
    const expected = inserted.filter((e) => canSeeActivity(viewer, e, audiences)).map((e) => e.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids.sort()).toEqual(expected.sort());
    expect(total).toBe(expected.length);
    const stats = await countActivities(t.ctx.database.db, filter);
    expect(stats.activities).toBe(expected.length);
  });
});

it("sees some program events only through the program-scoped types", async () => {
  const audiences = maps[1]![1];
  const member = viewers[2]![1];
  const filter = { organizationId: orgId, viewer: member, range, audiences };
  const { rows } = await listActivities(t.ctx.database.db, filter, { page: 1, perPage: 100 });
  const reports = rows.filter((r) => r.event.type.startsWith("report."));
  const reportTypes = activityTypes.filter((type) => type.startsWith("report."));
  expect(reports.map((r) => r.event.programId)).toEqual(reportTypes.map(() => P1));
  expect(rows.some((r) => r.event.type === "program.created")).toBe(false);
});
