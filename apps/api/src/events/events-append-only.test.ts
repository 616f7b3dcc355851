// Issue 46: the event log is the audit log, append-only as the money tables are (migration 0037). An
// entry never changes and never goes, but for a deleted account's or report's reference and a deleted
// organization's entries; demo data and the development clock say so for their own transaction.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowHistoryRewrite } from "../db/history-rewrite.ts";
import { events, organizations, users } from "../db/schema/index.ts";
import { buildOrganization, buildUser } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { recordEvent } from "./events.repository.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKER: "0" });
});
afterAll(async () => t.close());

async function entry(actorId: string | null = null) {
  const db = t.ctx.database.db;
  const org = await buildOrganization(db);
  const row = await recordEvent(db, {
    type: "org.updated",
    organizationId: org.id,
    actorId,
    payload: { fields: ["name"] },
  });
  return { org, row };
}

const refused = async (work: () => Promise<unknown>) => {
  const error = await work().then(
    () => null,
    (e: unknown) => e,
  );
  expect(String((error as { cause?: unknown })?.cause ?? error)).toMatch(/append-only/);
};

describe("the event log", () => {
  it("refuses to change an entry's facts, its time or its author", async () => {
    const db = t.ctx.database.db;
    const { row } = await entry();
    await refused(() =>
      db
        .update(events)
        .set({ payload: { fields: ["bio"] } })
        .where(eq(events.id, row.id)),
    );
    await refused(() =>
      db
        .update(events)
        .set({ createdAt: new Date(0) })
        .where(eq(events.id, row.id)),
    );
    await refused(() => db.update(events).set({ type: "org.icon.updated" }).where(eq(events.id, row.id)));
    const [kept] = await db.select().from(events).where(eq(events.id, row.id));
    expect(kept!.payload).toEqual({ fields: ["name"] });
  });

  it("refuses to delete an entry of an organization that still exists", async () => {
    const db = t.ctx.database.db;
    const { row } = await entry();
    await refused(() => db.delete(events).where(eq(events.id, row.id)));
    expect(await db.select().from(events).where(eq(events.id, row.id))).toHaveLength(1);
  });

  it("lets a deleted account's name go and a deleted organization's entries with it", async () => {
    const db = t.ctx.database.db;
    const person = await buildUser(db);
    const { org, row } = await entry(person.id);
    await db.delete(users).where(eq(users.id, person.id));
    const [kept] = await db.select().from(events).where(eq(events.id, row.id));
    expect(kept!.actorId).toBeNull();
    await db.delete(organizations).where(eq(organizations.id, org.id));
    expect(await db.select().from(events).where(eq(events.id, row.id))).toHaveLength(0);
  });

  it("lets demo data and the development clock date entries inside a transaction that says so", async () => {
    const db = t.ctx.database.db;
    const { row } = await entry();
    const then = new Date("2026-01-02T03:04:05.000Z");
    await db.transaction(async (tx) => {
      await allowHistoryRewrite(tx);
      await tx.update(events).set({ createdAt: then }).where(eq(events.id, row.id));
    });
    const [dated] = await db.select().from(events).where(eq(events.id, row.id));
    expect(dated!.createdAt.toISOString()).toBe(then.toISOString());
    // The permission ends with its transaction.
    await refused(() => db.update(events).set({ createdAt: new Date() }).where(eq(events.id, row.id)));
  });
});
