// One report rule: for every (viewer, report) pair of a randomly staffed world, the pure policy,
// its SQL form, the detail view and the lists (JSON and CSV) admit exactly the same reports.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizationMembers, organizations, programManagers, reports } from "../../db/schema/index.ts";
import type { Actor } from "../../http/auth.ts";
import { addMember, addPasskeyFactor, buildSignedInUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import {
  acceptGuideline,
  buildReportWorld,
  type ReportWorld,
  submission,
  submitReport,
} from "../reports/core/reports.fixtures.ts";
import { reportViewerOf } from "./report-viewer.ts";
import { reportVisibleTo } from "./report-visibility.ts";
import { canReadReport } from "./reports.policy.ts";

let t: TestApp;
let w: ReportWorld;
type Person = { user: { id: string }; headers: Record<string, string> };
let viewers: { name: string; person: Person | null; actor: Actor | null; headers: Record<string, string> }[];

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildReportWorld(t);
  const db = t.ctx.database.db;
  const next = random(20_261_124);
  const hunters = [w.sender, w.otherHunter, await buildSignedInUser(t.ctx), await buildSignedInUser(t.ctx)];
  const targets = [
    { program: w.programs.open, scope: w.scopes.open },
    { program: w.programs.otherOpen, scope: w.scopes.otherOpen },
  ];
  for (const hunter of hunters)
    for (const { program } of targets) await acceptGuideline(db, program.id, hunter.user.id);
  for (let i = 0; i < 24; i++) {
    const hunter = hunters[Math.floor(next() * hunters.length)]!;
    const { program, scope } = targets[Math.floor(next() * targets.length)]!;
    await submitReport(t, hunter.headers, submission(program.id, scope.id, { title: `Report ${i}` }));
  }
  await submitReport(t, w.approved.headers, submission(w.programs.private.id, w.scopes.private.id));
  // Random staffing: some members manage the public program, some the other organization's.
  const staff = [
    await buildSignedInUser(t.ctx),
    await buildSignedInUser(t.ctx),
    await buildSignedInUser(t.ctx),
  ];
  for (const person of staff) {
    const otherSide = next() < 0.5;
    const org = otherSide ? w.otherOrg.id : w.org.id;
    const member = await addMember(db, org, person.user.id, next() < 0.3 ? "triage" : "member");
    if (next() < 0.7) {
      const program = otherSide ? w.programs.otherOpen.id : w.programs.open.id;
      await db.insert(programManagers).values({ programId: program, memberId: member.id });
    }
    // Issue 46: the other organization requires a second factor; those without one are held back.
    if (next() < 0.5) await addPasskeyFactor(db, person.user.id);
  }
  await db
    .update(organizations)
    .set({ requireSecondFactor: true })
    .where(eq(organizations.id, w.otherOrg.id));
  const named: [string, Person | null, Record<string, string>][] = [
    ["anonymous", null, {}],
    ["senderKey", w.sender, w.keys.hunter],
    ["adminKey", w.admin, w.keys.admin],
    ...(
      [
        ["sender", w.sender],
        ["otherHunter", w.otherHunter],
        ["approved", w.approved],
        ["member", w.member],
        ["triage", w.triage],
        ["manager", w.manager],
        ["admin", w.admin],
        ["otherAdmin", w.otherAdmin],
      ] as [string, Person][]
    ).map(([name, p]): [string, Person, Record<string, string>] => [name, p, p.headers]),
    ...hunters.slice(2).map((p, i): [string, Person, Record<string, string>] => [`hunter${i}`, p, p.headers]),
    ...staff.map((p, i): [string, Person, Record<string, string>] => [`staff${i}`, p, p.headers]),
  ];
  viewers = named.map(([name, person, headers]) => ({
    name,
    person,
    headers,
    actor: person
      ? { userId: person.user.id, sessionId: null, via: name.endsWith("Key") ? "apiKey" : "session" }
      : null,
  }));
  // Staff members really are members: the world's membership rows exist for each of them.
  const members = await db
    .select()
    .from(organizationMembers)
    .where(
      inArray(
        organizationMembers.userId,
        staff.map((s) => s.user.id),
      ),
    );
  expect(members).toHaveLength(staff.length);
});
afterAll(async () => t.close());

const sorted = (ids: Iterable<string>) => [...ids].sort();

describe("the report visibility rule", () => {
  it("admits the same reports in the policy, its SQL form, the detail and every list", async () => {
    const db = t.ctx.database.db;
    const all = await db.select().from(reports);
    expect(all.length).toBeGreaterThan(20);
    let admitted = 0;
    for (const v of viewers) {
      const viewer = await reportViewerOf(db, v.actor);
      const byPolicy = all.filter((r) => canReadReport(viewer, r)).map((r) => r.id);
      const bySql = (await db.select({ id: reports.id }).from(reports).where(reportVisibleTo(viewer))).map(
        (r) => r.id,
      );
      expect(sorted(bySql), v.name).toEqual(sorted(byPolicy));

      const details = await Promise.all(
        all.map((r) => t.app.inject({ url: `/api/reports/${r.id}`, headers: v.headers })),
      );
      const byDetail = all.filter((_r, i) => details[i]!.statusCode === 200).map((r) => r.id);
      expect(sorted(byDetail), v.name).toEqual(sorted(byPolicy));
      // 403 only where the organization's second-factor rule holds the viewer back.
      for (const [i, res] of details.entries()) {
        const held = viewer.heldOrganizationIds?.includes(all[i]!.organizationId) === true;
        expect(held ? [200, 403] : [200, 404], v.name).toContain(res.statusCode);
      }

      if (v.actor) {
        const listed = new Set<string>();
        const exported = new Set<string>();
        for (const view of ["hunter", "org"]) {
          const page = await t.app.inject({ url: `/api/reports?view=${view}`, headers: v.headers });
          for (const r of page.json().data as { id: string }[]) listed.add(r.id);
          const csv = await t.app.inject({
            url: `/api/reports?view=${view}`,
            headers: { ...v.headers, accept: "text/csv" },
          });
          for (const id of all.map((r) => r.id)) if (csv.body.includes(id)) exported.add(id);
        }
        expect(sorted(listed), v.name).toEqual(sorted(byPolicy));
        expect(sorted(exported), v.name).toEqual(sorted(byPolicy));
      }
      admitted += byPolicy.length;
    }
    // The world is not trivial: some viewers see some reports, and nobody sees them all.
    expect(admitted).toBeGreaterThan(0);
  });
});
