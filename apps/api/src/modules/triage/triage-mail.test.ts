// Issue 32: a triage step tells the side that takes the next one, through the event catalog's mail
// row (and the inbox); never the hunter, never the summary.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, notificationMails } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { buildTriageWorld, placeAt, type TriageWorld } from "./triage.fixtures.ts";

let t: TestApp;
let w: TriageWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTriageWorld(t);
});
afterAll(() => t.close());

async function mailedFor(reportId: string, headers: Record<string, string>, type: string) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/triage/${reportId}/actions`,
    headers,
    payload: { type, summary: "Secret triage notes" },
  });
  expect(res.statusCode).toBe(201);
  const db = t.ctx.database.db;
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.reportId, reportId), eq(events.type, "report.triage.action")))
    .orderBy(events.createdAt)
    .then((rows) => rows.slice(-1));
  expect(JSON.stringify(event!.payload)).not.toContain("Secret");
  const rows = await db.select().from(notificationMails).where(eq(notificationMails.eventId, event!.id));
  return rows.map((r) => r.recipientId).sort();
}

describe("triage mail", () => {
  it("mails the organization when the next step is theirs, and the triagers when it is theirs", async () => {
    const { id } = await w.report();
    const organization = [w.admin.user.id, w.manager.user.id].sort();
    const triagers = [w.triage.user.id, w.platformTriager.user.id].sort();
    expect(await mailedFor(id, w.triage.headers, "triage")).toEqual(organization);
    expect(await mailedFor(id, w.manager.headers, "certify")).toEqual([w.admin.user.id]);
    expect(await mailedFor(id, w.admin.headers, "appraise")).toEqual([w.manager.user.id]);
    expect(await mailedFor(id, w.manager.headers, "remediate")).toEqual(triagers);
    expect(await mailedFor(id, w.triage.headers, "review.resolved")).toEqual([w.platformTriager.user.id]);
    // The flow ends: nobody is told (the hunter hears of the resolved state through the report).
    expect(await mailedFor(id, w.platformTriager.headers, "closed.resolved")).toEqual([]);
    await placeAt(t, id, w.programs.open.id, null);
  });
});
